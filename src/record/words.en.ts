/**
 * The English words of saved matches outside the game screens: what is
 * wrong with a record file, where a match is open, and the lines `history`
 * and `replay` print. The record layer reports codes and data (errors.ts,
 * schemaFault.ts); words.ts words them as one line naming the file. Their
 * shape is `RecordWords`, which every other language fills in (words.de.ts).
 */

import { illegalActionText, type IllegalActionProblem } from '../core/errors.js';
import { englishNumber, formatScore } from '../i18n/numbers.js';
import { plural } from '../i18n/plural.js';
import { shortText } from '../i18n/safeText.js';
import type { ReplayRefusal } from '../table/errors.js';
import { tableEn } from '../table/words.en.js';
import type { RecordFault } from './errors.js';
import type { SchemaFault } from './schemaFault.js';

/** One line of `history`: the data, already made safe to print. */
export const recordEn = {
  unreadable: (file: string, why: string): string => `${file}: cannot read the saved match (${why})`,
  tooLarge: (file: string, bytes: number, limit: number): string => `${file}: too large for a saved match (${bytes} bytes, at most ${limit})`,
  notJson: (file: string): string => `${file}: not a saved match (the file is not JSON)`,
  truncated: (file: string, empty: boolean): string => (empty ? `${file}: the saved match is empty` : `${file}: the saved match is cut off (its JSON ends early)`),
  unknownFormat: (file: string, found: string | null): string =>
    found === null ? `${file}: not a shift-poker saved match` : `${file}: not a shift-poker saved match (format "${found}")`,
  unknownVersion: (file: string, found: string): string => `${file}: saved by a newer shift-poker (record version ${found}; this one reads version 1)`,
  invalid: (file: string, where: string, reason: string): string => `${file}: the saved match is damaged at ${where}: ${reason}`,
  illegalAction: (file: string, game: number, action: number, reason: string): string =>
    `${file}: the saved match is damaged: game ${game}, action ${action} is not allowed (${reason})`,
  /** What is wrong at the place `invalid` names; text from the file is already made safe. */
  fault: (fault: RecordFault): string => {
    switch (fault.kind) {
      case 'schema':
        return schemaFaultEn(fault);
      case 'setup':
        return tableEn.matchOptionsProblem(fault.problem);
      case 'noGames':
        return 'a match has at least one game';
      case 'tooManyGames':
        return `${fault.recorded} games recorded for a match of ${fault.games}`;
      case 'seedDoesNotFollow':
        return `game ${fault.game}'s seed does not follow from the match's seed`;
      case 'startPlayerDrawn':
        return `game 1's start player is drawn by its seed: seat ${fault.seat}`;
      case 'startPlayerChosen':
        return `game 1's start player was chosen: seat ${fault.seat}`;
      case 'startPlayerRotates':
        return `game ${fault.game}'s start player must be seat ${fault.seat}`;
      case 'hintsOffYetUsed':
        return 'hints are off in this match, yet hints were used';
      case 'ownersDoNotFit':
        return "the seats' owners do not fit the seats (one per seat, none for a bot)";
      case 'departedDoesNotFit':
        return 'the departed players must be human seats, in order, of a match that ended';
      case 'hintsOutOfOrder':
        return 'hints must follow the order of the actions';
      case 'hintNotPossible':
        return `seat ${fault.seat} could not ask for a hint there`;
      case 'unfinishedGameFollowed':
        return `game ${fault.game} is unfinished, yet another game follows it`;
      case 'wrongRanking':
        return `game ${fault.game}'s ranking is not the one its cards give`;
      case 'rankingTooEarly':
        return `game ${fault.game} is unfinished but has a ranking`;
      case 'endedAtMissing':
        return 'every game has been played, so the match has an end time';
      case 'endedAtTooEarly':
        return 'the match has an end time, but its last game is unfinished';
      case 'scoresDoNotFollow':
        return `the scores do not follow from the rankings (expected ${fault.expected.join(', ')})`;
      case 'notReplayable':
        return `the record cannot be replayed: ${fault.detail}`;
    }
  },
  /** Why the recorded action is not allowed where it stands. */
  refusal: (refusal: ReplayRefusal): string => {
    switch (refusal.kind) {
      case 'gameAlreadyOver':
        return 'the game was already over';
      case 'noSuchSeat':
        return `there is no seat ${refusal.seat}`;
      case 'notYourTurn':
        return `It is ${refusal.current}'s turn, not ${refusal.seat}'s`;
      case 'rules':
        return rulesEn(refusal.problem);
    }
  },
  saveFailed: (file: string, why: string): string => `could not save the match to ${file} (${why}); the game goes on without saving`,
  /** Where in the record: an empty path is the record as a whole. */
  topLevel: 'the top level',
  /** What an errno means, or null for the bare code. */
  errno: (errno: string): string | null => ERRNO_EN[errno] ?? null,

  /** Where a match is open: the program that has it, its process and, when not this one, its machine. */
  openIn: (program: 'play' | 'host' | 'serve', pid: number, host: string | null): string =>
    // Another machine's program cannot be checked from here (nor a machine whose name changed): say how to free it.
    `${program === 'play' ? 'another terminal' : `shift-poker ${program}`} (process ${pid}${host === null ? '' : ` on ${host}; if it runs there no more, delete the .lock file beside the match`})`,

  // history
  noSavedMatches: (dir: string): string => `No saved matches in ${dir}.`,
  notADirectory: (dir: string): string => `--data-dir: ${dir} is not a directory`,
  cannotReadDir: (dir: string, reason: string): string => `cannot read the saved matches in ${dir}: ${reason}`,
  damaged: (message: string): string => `damaged: ${message}`,
  /** The headings of `history`'s table, its columns in order. */
  historyHeader: { date: 'Started', players: 'Players (points)', games: 'Games', state: 'State', file: 'File' },
  /** "Alice 1.5, Bob 0.5" */
  historyPlayers: (players: readonly { readonly name: string; readonly score: number }[]): string =>
    players.map((player) => `${player.name} ${englishNumber(formatScore(player.score))}`).join(', '),
  /** "2 of 3", or "4, open-ended" in a match without a set length. */
  // An open-ended match has no total: the games finished so far ("0, open-ended" read as no game at all).
  historyGames: (played: number, games: number | null): string =>
    games !== null ? `${englishNumber(String(played))} of ${games}` : played === 0 ? 'none so far' : `${englishNumber(String(played))} so far`,
  /** `openIn`: the program that has an unfinished match open now (record/claim.ts), or null. */
  historyState: (finished: boolean, openIn: 'play' | 'host' | 'serve' | null = null): string =>
    finished ? 'finished' : openIn === null ? 'unfinished' : openIn === 'play' ? 'open in another terminal' : `open in shift-poker ${openIn}`,
  /** What `history --remove` did: "Removed …json (Alice, Bob)." */
  removed: (file: string, players: string | null): string => (players === null ? `Removed ${file}.` : `Removed ${file} (${players}).`),
  /** `history --remove` given a file that is no saved match of the data directory. */
  notAMatchFile: (file: string, dir: string): string => `${file}: not a saved match of ${dir}; nothing removed`,
  /** `history --remove` of a match another program has open. */
  /** `where`: the match words' openIn ("another terminal (process 4242)"). */
  removeOpenElsewhere: (file: string, where: string): string => `${file}: the match is open in ${where}; nothing removed`,
  removeFailed: (file: string, why: string): string => `${file}: cannot remove it (${why})`,

  // replay
  noFinishedMatch: (dir: string): string => `no finished match saved in ${dir}`,
  notFinished: (file: string): string => `${file}: the match is not finished, so it is not replayed (that would show the hidden cards of a game still being played)`,
  /** The replay screen shows a match still being played up to its last finished game; this one has none yet. */
  noGameFinished: (file: string): string => `${file}: no game of the match is finished yet, so nothing is replayed (that would show the hidden cards of a game still being played)`,
};

export type RecordWords = typeof recordEn;

const entriesEn = (n: number): string => plural('en', n, { one: '# entry', other: '# entries' });

export const EXPECTED_EN: Readonly<Record<Extract<SchemaFault, { issue: 'invalid_type' }>['expected'], string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
  other: 'another kind of value',
};

function schemaFaultEn(fault: SchemaFault): string {
  switch (fault.issue) {
    case 'invalid_type':
      return `expected ${EXPECTED_EN[fault.expected]}`;
    case 'too_big':
      return fault.origin === 'string'
        ? `must be at most ${fault.maximum} characters long`
        : fault.origin === 'array'
          ? `must have at most ${entriesEn(fault.maximum)}`
          : `must be at most ${fault.maximum}`;
    case 'too_small':
      return fault.origin === 'string'
        ? `must be at least ${fault.minimum} characters long`
        : fault.origin === 'array'
          ? `must have at least ${entriesEn(fault.minimum)}`
          : `must be at least ${fault.minimum}`;
    case 'invalid_format':
      return 'must be a date and time such as 2025-03-01T14:05:00.000Z';
    case 'unrecognized_keys':
      return `unknown ${fault.keys.length === 1 ? 'field' : 'fields'} ${fault.keys.map(quoted).join(', ')}`;
    case 'invalid_value':
      return fault.values.length === 1 ? `must be ${fault.values[0]}` : `must be one of ${fault.values.join(', ')}`;
    case 'other':
      return 'not a valid value here';
  }
}

/** The rules' reasons as the engine's plain English says them (IllegalActionError's message). */
const rulesEn: (problem: IllegalActionProblem) => string = illegalActionText;

const ERRNO_EN: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  /** Not a Node errno: a FIFO, socket or device where a record file should be. */
  ENOTREG: 'not a regular file',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'a symbolic link that leads round in a circle',
  ENOENT: 'no such file',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EIO: 'input/output error',
  EMFILE: 'too many open files',
  /** Not a Node errno: another program has claimed the match since (record/claim.ts). */
  ECLAIMED: 'another program has opened the match since',
  /** Not a Node errno: the match in PostgreSQL was played on by another server since (record/pgStore.ts). */
  ESTALE: 'another server has played on this match since',
  /** Not a Node errno: this server process's lease in PostgreSQL may have run out by its own count; it waits for the next renewal (record/leaseClock.ts). */
  ELEASE: "this server process's lease in PostgreSQL is not renewed yet",
  /** Not a Node errno: something that is no claim stands at the match's .lock (a directory, a FIFO). */
  ELOCKPATH: "something that is no claim is in the way at the match's .lock file; remove it",
  // A store on PostgreSQL: the network's errors, and PostgreSQL's own codes (SQLSTATE).
  ECONNREFUSED: 'the database server refuses connections',
  ECONNRESET: 'the connection to the database server was cut',
  ETIMEDOUT: 'the database server does not answer',
  '53100': "the database server's disk is full",
  '53200': 'the database server is out of memory',
  '53300': 'the database server has too many connections',
  '57P01': 'the database server was shut down',
  '57P03': 'the database server is starting up',
  '25006': 'the database is read-only',
  '42501': 'the database role may not do this',
};

function quoted(text: string): string {
  return `"${shortText(text)}"`;
}
