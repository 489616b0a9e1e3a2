/**
 * The one command line that plays a game again from its first deal: players
 * in seating order, rounds, rule variants, computer players and the seed.
 */

import type { Tiebreak } from '../core/types.js';
import type { SeatSpec } from './options.js';

export interface ReplaySpec {
  readonly seats: readonly SeatSpec[];
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** Opaque: printed as it is (a number or text). */
  readonly seed: string | number;
}

const PROGRAM = 'shift-poker';

/**
 * A POSIX shell word for `text`: as it is when it is made of harmless
 * characters only, otherwise in single quotes (a quote inside as '\'').
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9._/-]+$/u.test(text)) return text;
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * `shift-poker --resume`, with `--data-dir <dir>` when the match is saved
 * anywhere but where --resume looks by default (null).
 */
export function resumeCommand(dataDir: string | null): string {
  return dataDir === null ? `${PROGRAM} --resume` : `${PROGRAM} --resume --data-dir ${shellWord(dataDir)}`;
}

/** `shift-poker --resume <file>`: that very file, whatever else is saved beside it. */
export function resumeFileCommand(file: string): string {
  return `${PROGRAM} --resume ${shellWord(file)}`;
}

/**
 * `shift-poker Alice Bob --bot hard --rounds 3 --strict-order --seed 42`.
 * The command line seats the named players first and the computer players
 * after them, which is also how the setup screen seats them
 * (see setup.ts), so the command reproduces the seating.
 */
export function replayCommand(spec: ReplaySpec): string {
  const names = spec.seats.filter((seat) => seat.bot === null).map((seat) => shellWord(seat.name));
  const options = [
    ...spec.seats.flatMap((seat) => (seat.bot === null ? [] : ['--bot', seat.bot])),
    '--rounds',
    String(spec.rounds),
    ...(spec.tiebreak === 'kickers' ? ['--tiebreak', 'kickers'] : []),
    ...(spec.strictOrder ? ['--strict-order'] : []),
    '--seed',
    shellWord(String(spec.seed)),
  ];
  // After "--" no word is read as an option (a name may begin with "-").
  const separator = spec.seats.some((seat) => seat.bot === null && seat.name.startsWith('-')) ? ['--'] : [];
  return separator.length > 0
    ? [PROGRAM, ...options, ...separator, ...names].join(' ')
    : [PROGRAM, ...names, ...options].join(' ');
}
