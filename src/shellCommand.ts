/**
 * The command lines printed for the player to type: the one that plays a
 * game again from its first deal (players in seating order, rounds, rule
 * variants, computer players, the seed and, where the seed alone would
 * pick another, who starts), and the ones that resume a saved match. Each
 * begins the way the player started the program (see invocation.ts), so it
 * works where they typed the first. Every front end that shows such a line
 * builds it here.
 */

import type { Seat, Tiebreak } from './core/types.js';
import { COMMAND_NAME } from './invocation.js';
import { displayWidth } from './core/playerNames.js';
import { shellWord } from './shellWord.js';
import { chosenStartPlayer } from './table/startPlayer.js';

/** A seat as the command line seats it: a named human, or a computer player of a level. */
export interface ReplaySeat {
  readonly name: string;
  /** The level typed after `--bot`; null for a human at the keyboard. */
  readonly bot: string | null;
}

export interface ReplaySpec {
  readonly seats: readonly ReplaySeat[];
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

/**
 * `shift-poker --resume`, with `--data-dir <dir>` when the match is saved
 * anywhere but where --resume looks by default (null).
 */
export function resumeCommand(dataDir: string | null, program = COMMAND_NAME): string {
  return dataDir === null ? `${program} --resume` : `${program} --resume --data-dir ${shellWord(dataDir)}`;
}

/**
 * Where a host was: the options that bring `host --resume` back to the same
 * host, each null where the host ran without it. The data directory holds
 * the host key (without it a new key is made, and every player's ssh warns
 * of a changed host) and the saved matches; the port and the address are
 * where the players connect; the authorized keys own the seats bound to
 * them. A password is never printed.
 */
export interface HostPlace {
  readonly dataDir: string | null;
  readonly port: number | null;
  readonly listen: string | null;
  readonly authorizedKeys: string | null;
}

export const DEFAULT_HOST_PLACE: HostPlace = { dataDir: null, port: null, listen: null, authorizedKeys: null };

/** `shift-poker host --resume <file> --data-dir <dir> --port <n>`: the match a host stopped, brought back by the same host again. */
export function hostResumeCommand(file: string, program = COMMAND_NAME, place: HostPlace = DEFAULT_HOST_PLACE): string {
  const options = [
    ...(place.dataDir === null ? [] : ['--data-dir', shellWord(place.dataDir)]),
    ...(place.port === null ? [] : ['--port', String(place.port)]),
    ...(place.listen === null ? [] : ['--listen', shellWord(place.listen)]),
    ...(place.authorizedKeys === null ? [] : ['--authorized-keys', shellWord(place.authorizedKeys)]),
  ];
  return [program, 'host', '--resume', shellWord(file), ...options].join(' ');
}

/** `shift-poker --resume <file>`: that very file, whatever else is saved beside it. */
export function resumeFileCommand(file: string, program = COMMAND_NAME): string {
  return `${program} --resume ${shellWord(file)}`;
}

/**
 * `text` holding a shell command, broken into lines of at most `width` columns between its words, never inside one
 * (a word in single quotes, `'Ann Lee'`, is one word), each line but the last ending in " \\" so that the lines pasted
 * together still run as one command; lines after the first indented by `indent`. Null where a word alone is wider
 * than a line: broken there, the command would not run as it was.
 */
export function shellLines(text: string, width: number, indent: number): string[] | null {
  const words = shellWordsOf(text);
  const lines: string[] = [];
  let line = '';
  // Every word must fit a line after the first (the narrowest).
  if (words.some((word) => displayWidth(word) > width - indent - 2)) return null;
  for (const word of words) {
    const room = width - (lines.length === 0 ? 0 : indent) - 2;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (displayWidth(candidate) <= room) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines.map((each, index) => `${index === 0 ? '' : ' '.repeat(indent)}${each}${index < lines.length - 1 ? ' \\' : ''}`);
}

/** The words of `text` as a POSIX shell splits them: at spaces outside single quotes (a quote escaped by \\ outside them, as shellWord writes one, is part of its word). */
function shellWordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      word += char;
      if (char === "'") quoted = false;
    } else if (char === '\\' && at + 1 < text.length) {
      word += char + text[++at]!;
    } else if (char === "'") {
      word += char;
      quoted = true;
    } else if (char === ' ') {
      if (word !== '') words.push(word);
      word = '';
    } else word += char;
  }
  if (word !== '') words.push(word);
  return words;
}

/** `--seed 7`, and `--first-player <n>` where the seed alone would pick another seat than `firstPlayer` (null: it would not). */
export function seedOptions(seed: string | number, firstPlayer: Seat | null): string {
  const options = ['--seed', shellWord(String(seed)), ...(firstPlayer === null ? [] : ['--first-player', String(firstPlayer + 1)])];
  return options.join(' ');
}

/**
 * `shift-poker Alice Bob --bot hard --rounds 3 --strict-order --seed 42`.
 * The command line seats the named players first and the computer players
 * after them, which is also how the setup screen seats them
 * (see hotseat/setup.ts), so the command reproduces the seating.
 */
export function replayCommand(spec: ReplaySpec): string {
  const program = spec.program ?? COMMAND_NAME;
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
    seedOptions(spec.seed, chosen),
  ];
  // After "--" no word is read as an option (a name may begin with "-").
  const separator = spec.seats.some((seat) => seat.bot === null && seat.name.startsWith('-')) ? ['--'] : [];
  return separator.length > 0 ? [program, ...options, ...separator, ...names].join(' ') : [program, ...names, ...options].join(' ');
}
