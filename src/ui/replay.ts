/**
 * The command lines printed for the player to type: the one that plays a
 * game again from its first deal (players in seating order, rounds, rule
 * variants, computer players, the seed and, where the seed alone would
 * pick another, who starts), and the ones that resume a saved match. Each
 * begins the way the player started the program (see invocation.ts), so it
 * works where they typed the first.
 */

import type { Seat, Tiebreak } from '../core/types.js';
import type { SeatSpec } from './options.js';
import { shellWord } from '../shellWord.js';
import { chosenStartPlayer } from '../table/startPlayer.js';

export interface ReplaySpec {
  readonly seats: readonly SeatSpec[];
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** False when the match was played with `--no-hints`; hints are on when absent. */
  readonly hints?: boolean;
  /** Opaque: printed as it is (a number or text). */
  readonly seed: string | number;
  /** Who started the game; named in the command only where the seed alone would pick another seat. */
  readonly startPlayer?: Seat;
  /** How the program was started (`shift-poker` when absent). */
  readonly program?: string;
}

/** The installed command's name, and what a command begins with when nothing else is known. */
export const PROGRAM = 'shift-poker';

export { shellWord };

/**
 * `shift-poker --resume`, with `--data-dir <dir>` when the match is saved
 * anywhere but where --resume looks by default (null).
 */
export function resumeCommand(dataDir: string | null, program = PROGRAM): string {
  return dataDir === null ? `${program} --resume` : `${program} --resume --data-dir ${shellWord(dataDir)}`;
}

/** `shift-poker --resume <file>`: that very file, whatever else is saved beside it. */
export function resumeFileCommand(file: string, program = PROGRAM): string {
  return `${program} --resume ${shellWord(file)}`;
}

export { chosenStartPlayer };

/**
 * `shift-poker Alice Bob --bot hard --rounds 3 --strict-order --seed 42`.
 * The command line seats the named players first and the computer players
 * after them, which is also how the setup screen seats them
 * (see setup.ts), so the command reproduces the seating.
 */
export function replayCommand(spec: ReplaySpec): string {
  const program = spec.program ?? PROGRAM;
  const names = spec.seats.filter((seat) => seat.bot === null).map((seat) => shellWord(seat.name));
  const chosen =
    spec.startPlayer === undefined
      ? null
      : chosenStartPlayer(
          spec.seats.map((seat) => seat.name),
          spec.rounds,
          spec.seed,
          spec.startPlayer,
        );
  const options = [
    ...spec.seats.flatMap((seat) => (seat.bot === null ? [] : ['--bot', seat.bot])),
    '--rounds',
    String(spec.rounds),
    ...(spec.tiebreak === 'kickers' ? ['--tiebreak', 'kickers'] : []),
    ...(spec.strictOrder ? ['--strict-order'] : []),
    ...(spec.hints === false ? ['--no-hints'] : []),
    '--seed',
    shellWord(String(spec.seed)),
    ...(chosen === null ? [] : ['--first-player', String(chosen + 1)]),
  ];
  // After "--" no word is read as an option (a name may begin with "-").
  const separator = spec.seats.some((seat) => seat.bot === null && seat.name.startsWith('-')) ? ['--'] : [];
  return separator.length > 0
    ? [program, ...options, ...separator, ...names].join(' ')
    : [program, ...names, ...options].join(' ');
}
