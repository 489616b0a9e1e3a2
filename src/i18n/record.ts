/**
 * The words of saved matches outside the game screens: what is wrong with a
 * record file, `history` and `replay` (their lines, refusals and --help), in
 * every language. The record layer reports codes and data (record/errors.ts);
 * `describeRecordError` words them as one line naming the file. `recordEn`
 * sets the shape; another language must word every entry.
 */

import { illegalActionText, type IllegalActionProblem, type MalformedAction } from '../core/errors.js';
import type { RecordError, RecordFault, SaveError } from '../record/errors.js';
import type { SchemaFault } from '../record/schemaFault.js';
import type { ReplayRefusal } from '../table/errors.js';
import { formatScore } from './match.js';
import { germanNumber } from './numbers.js';
import { plural } from './plural.js';
import { matchOptionsProblemDe, matchOptionsProblemEn } from './problems.js';
import { safeText } from './safeText.js';

/** One line of `history`: the data, already made safe to print. */
export const recordEn = {
  unreadable: (file: string, why: string): string => `${file}: cannot read the saved match (${why})`,
  tooLarge: (file: string, bytes: number, limit: number): string =>
    `${file}: too large for a saved match (${bytes} bytes, at most ${limit})`,
  notJson: (file: string): string => `${file}: not a saved match (the file is not JSON)`,
  truncated: (file: string, empty: boolean): string =>
    empty ? `${file}: the saved match is empty` : `${file}: the saved match is cut off (its JSON ends early)`,
  unknownFormat: (file: string, found: string | null): string =>
    found === null ? `${file}: not a shift-poker saved match` : `${file}: not a shift-poker saved match (format "${found}")`,
  unknownVersion: (file: string, found: string): string =>
    `${file}: saved by a newer shift-poker (record version ${found}; this one reads version 1)`,
  invalid: (file: string, where: string, reason: string): string => `${file}: the saved match is damaged at ${where}: ${reason}`,
  illegalAction: (file: string, game: number, action: number, reason: string): string =>
    `${file}: the saved match is damaged: game ${game}, action ${action} is not allowed (${reason})`,
  /** What is wrong at the place `invalid` names; text from the file is already made safe. */
  fault: (fault: RecordFault): string => {
    switch (fault.kind) {
      case 'schema':
        return schemaFaultEn(fault);
      case 'setup':
        return matchOptionsProblemEn(fault.problem);
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

  // history
  historyDescription: 'list saved matches, newest first',
  historyJson: 'print one JSON array instead of a table',
  dataDir: 'where saved matches are (default: the user state directory)',
  noSavedMatches: (dir: string): string => `No saved matches in ${dir}.`,
  notADirectory: (dir: string): string => `--data-dir: ${dir} is not a directory`,
  damaged: (message: string): string => `damaged: ${message}`,
  /** The headings of `history`'s table, its columns in order. */
  historyHeader: { date: 'Started', players: 'Players (points)', games: 'Games', state: 'State', file: 'File' },
  /** "Alice 1.5, Bob 0.5" */
  historyPlayers: (players: readonly { readonly name: string; readonly score: number }[]): string =>
    players.map((player) => `${player.name} ${formatScore(player.score)}`).join(', '),
  /** "2 of 3", or "4, open-ended" in a match without a set length. */
  historyGames: (played: number, games: number | null): string => (games === null ? `${played}, open-ended` : `${played} of ${games}`),
  historyState: (finished: boolean): string => (finished ? 'finished' : 'unfinished'),

  // replay
  replayDescription: 'step through a finished saved match, every card face up (or print it as JSON)',
  replayFile: 'the saved match (default: the latest finished one)',
  replayJson: 'print the match as JSON (every event and ranking) instead',
  replayAscii: 'plain ASCII screens',
  noFinishedMatch: (dir: string): string => `no finished match saved in ${dir}`,
  notFinished: (file: string): string =>
    `${file}: the match is not finished, so it is not replayed (that would show the hidden cards of a game still being played)`,
  /** The replay screen shows a match still being played up to its last finished game; this one has none yet. */
  noGameFinished: (file: string): string =>
    `${file}: no game of the match is finished yet, so nothing is replayed (that would show the hidden cards of a game still being played)`,
};

export type RecordWords = typeof recordEn;

const entriesEn = (n: number): string => plural('en', n, { one: '# entry', other: '# entries' });

const EXPECTED_EN: Readonly<Record<Extract<SchemaFault, { issue: 'invalid_type' }>['expected'], string>> = {
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

const entriesDe = (n: number): string => plural('de', n, { one: '# Eintrag', other: '# Einträge' });

const EXPECTED_DE: typeof EXPECTED_EN = {
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  string: 'Text',
  array: 'eine Liste',
  object: 'ein Objekt',
  boolean: 'wahr oder falsch',
  other: 'eine andere Art von Wert',
};

function schemaFaultDe(fault: SchemaFault): string {
  switch (fault.issue) {
    case 'invalid_type':
      return `erwartet: ${EXPECTED_DE[fault.expected]}`;
    case 'too_big':
      return fault.origin === 'string'
        ? `darf höchstens ${fault.maximum} Zeichen lang sein`
        : fault.origin === 'array'
          ? `darf höchstens ${entriesDe(fault.maximum)} haben`
          : `darf höchstens ${fault.maximum} sein`;
    case 'too_small':
      return fault.origin === 'string'
        ? `muss mindestens ${fault.minimum} Zeichen lang sein`
        : fault.origin === 'array'
          ? `muss mindestens ${entriesDe(fault.minimum)} haben`
          : `muss mindestens ${fault.minimum} sein`;
    case 'invalid_format':
      return 'muss ein Zeitpunkt wie 2025-03-01T14:05:00.000Z sein';
    case 'unrecognized_keys':
      return `${fault.keys.length === 1 ? 'unbekanntes Feld' : 'unbekannte Felder'} ${fault.keys.map(quotedDe).join(', ')}`;
    case 'invalid_value':
      return fault.values.length === 1 ? `muss ${fault.values[0]} sein` : `muss einer dieser Werte sein: ${fault.values.join(', ')}`;
    case 'other':
      return 'hier kein gültiger Wert';
  }
}

const MALFORMED_FIELD_DE: Readonly<Record<Exclude<MalformedAction['field'], 'action'>, string>> = {
  seat: 'Platz',
  direction: 'Richtung',
  own: 'eigene Karte',
  middle: 'mittlere Karte',
  type: 'Art',
};

function rulesDe(problem: IllegalActionProblem): string {
  switch (problem.code) {
    case 'malformed':
      return problem.detail.field === 'action'
        ? 'eine Aktion muss ein Objekt sein'
        : `fehlerhafte Aktion: ungültige Angabe „${MALFORMED_FIELD_DE[problem.detail.field]}“ ${problem.detail.value}`;
    case 'gameOver':
      return 'das Spiel ist vorbei: keine Aktionen mehr';
    case 'notYourTurn':
      return `${problem.currentName} ist am Zug, nicht ${problem.seatName ?? `Platz ${problem.seat}`} (ein Zug sind genau 2 Aktionen)`;
    case 'shiftFirst':
      return 'feste Reihenfolge: die erste Aktion muss ein Schieben sein';
    case 'swapOrPassSecond':
      return 'feste Reihenfolge: die zweite Aktion muss ein Tausch oder Passen sein';
  }
}

/** German numbers in a list: "1,5; 0,5; 0". */
function scoresDe(scores: readonly number[]): string {
  return scores.map((score) => germanNumber(formatScore(score))).join('; ');
}

const ERRNO_EN: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  /** Not a Node errno: a FIFO, socket or device where a record file should be. */
  ENOTREG: 'not a regular file',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'no such file',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EIO: 'input/output error',
  EMFILE: 'too many open files',
};

const ERRNO_DE: Readonly<Record<string, string>> = {
  EACCES: 'keine Berechtigung',
  EPERM: 'keine Berechtigung',
  EISDIR: 'es ist ein Verzeichnis',
  ENOTREG: 'keine gewöhnliche Datei',
  ENOTDIR: 'ein Teil des Pfads ist kein Verzeichnis',
  ENOENT: 'Datei nicht gefunden',
  ENOSPC: 'die Festplatte ist voll',
  EDQUOT: 'das Speicherkontingent ist aufgebraucht',
  EROFS: 'das Dateisystem ist schreibgeschützt',
  EIO: 'Ein-/Ausgabefehler',
  EMFILE: 'zu viele offene Dateien',
};

export const recordDe: RecordWords = {
  unreadable: (file, why) => `${file}: die gespeicherte Partie lässt sich nicht lesen (${why})`,
  tooLarge: (file, bytes, limit) => `${file}: zu groß für eine gespeicherte Partie (${bytes} Bytes, höchstens ${limit})`,
  notJson: (file) => `${file}: keine gespeicherte Partie (die Datei ist kein JSON)`,
  truncated: (file, empty) =>
    empty ? `${file}: die gespeicherte Partie ist leer` : `${file}: die gespeicherte Partie ist abgeschnitten (ihr JSON endet zu früh)`,
  unknownFormat: (file, found) =>
    found === null
      ? `${file}: keine gespeicherte Partie von shift-poker`
      : `${file}: keine gespeicherte Partie von shift-poker (Format „${found}“)`,
  unknownVersion: (file, found) =>
    `${file}: von einem neueren shift-poker gespeichert (Version ${found}; dieses liest Version 1)`,
  invalid: (file, where, reason) => `${file}: die gespeicherte Partie ist beschädigt bei ${where}: ${reason}`,
  illegalAction: (file, game, action, reason) =>
    `${file}: die gespeicherte Partie ist beschädigt: in Spiel ${game} ist Aktion ${action} nicht erlaubt (${reason})`,
  fault: (fault) => {
    switch (fault.kind) {
      case 'schema':
        return schemaFaultDe(fault);
      case 'setup':
        return matchOptionsProblemDe(fault.problem);
      case 'noGames':
        return 'eine Partie hat mindestens ein Spiel';
      case 'tooManyGames':
        return `${fault.recorded} Spiele gespeichert, die Partie hat aber nur ${fault.games}`;
      case 'seedDoesNotFollow':
        return `der Seed von Spiel ${fault.game} folgt nicht aus dem Seed der Partie`;
      case 'startPlayerDrawn':
        return `wer Spiel 1 beginnt, bestimmt sein Seed: Platz ${fault.seat}`;
      case 'startPlayerChosen':
        return `wer Spiel 1 beginnt, wurde gewählt: Platz ${fault.seat}`;
      case 'startPlayerRotates':
        return `Spiel ${fault.game} muss Platz ${fault.seat} beginnen`;
      case 'hintsOffYetUsed':
        return 'in dieser Partie sind Tipps ausgeschaltet, trotzdem wurden Tipps genutzt';
      case 'hintsOutOfOrder':
        return 'die Tipps müssen in der Reihenfolge der Aktionen stehen';
      case 'hintNotPossible':
        return `Platz ${fault.seat} konnte dort keinen Tipp anfordern`;
      case 'unfinishedGameFollowed':
        return `Spiel ${fault.game} ist nicht beendet, trotzdem folgt ein weiteres Spiel`;
      case 'wrongRanking':
        return `die Rangfolge von Spiel ${fault.game} ist nicht die, die seine Karten ergeben`;
      case 'rankingTooEarly':
        return `Spiel ${fault.game} ist nicht beendet, hat aber eine Rangfolge`;
      case 'endedAtMissing':
        return 'alle Spiele sind gespielt, also braucht die Partie eine Endzeit';
      case 'endedAtTooEarly':
        return 'die Partie hat eine Endzeit, aber ihr letztes Spiel ist nicht beendet';
      case 'scoresDoNotFollow':
        return `die Punkte folgen nicht aus den Rangfolgen (erwartet: ${scoresDe(fault.expected)})`;
      case 'notReplayable':
        return `die Partie lässt sich nicht nachspielen: ${fault.detail}`;
    }
  },
  refusal: (refusal) => {
    switch (refusal.kind) {
      case 'gameAlreadyOver':
        return 'das Spiel war schon vorbei';
      case 'noSuchSeat':
        return `einen Platz ${refusal.seat} gibt es nicht`;
      case 'notYourTurn':
        return `${refusal.current} ist am Zug, nicht ${refusal.seat}`;
      case 'rules':
        return rulesDe(refusal.problem);
    }
  },
  saveFailed: (file, why) =>
    `die Partie ließ sich nicht in ${file} speichern (${why}); das Spiel geht ohne Speichern weiter`,
  topLevel: 'oberster Ebene',
  errno: (errno) => ERRNO_DE[errno] ?? null,

  historyDescription: 'gespeicherte Partien auflisten, die neueste zuerst',
  historyJson: 'ein JSON-Array statt einer Tabelle ausgeben',
  dataDir: 'wo die gespeicherten Partien liegen (Standard: das Zustandsverzeichnis des Benutzers)',
  noSavedMatches: (dir) => `Keine gespeicherten Partien in ${dir}.`,
  notADirectory: (dir) => `--data-dir: ${dir} ist kein Verzeichnis`,
  damaged: (message) => `beschädigt: ${message}`,
  historyHeader: { date: 'Begonnen', players: 'Spieler (Punkte)', games: 'Spiele', state: 'Stand', file: 'Datei' },
  historyPlayers: (players) => players.map((player) => `${player.name} ${germanNumber(formatScore(player.score))}`).join(', '),
  historyGames: (played, games) => (games === null ? `${played}, offen` : `${played} von ${games}`),
  historyState: (finished) => (finished ? 'beendet' : 'unbeendet'),

  replayDescription: 'eine beendete gespeicherte Partie Zug für Zug mit offenen Karten zeigen (oder als JSON ausgeben)',
  replayFile: 'die gespeicherte Partie (Standard: die neueste beendete)',
  replayJson: 'die Partie stattdessen als JSON ausgeben (alle Ereignisse und Ranglisten)',
  replayAscii: 'reine ASCII-Anzeige',
  noFinishedMatch: (dir) => `keine beendete Partie in ${dir} gespeichert`,
  notFinished: (file) =>
    `${file}: die Partie ist nicht beendet und wird daher nicht gezeigt (das würde die verdeckten Karten eines laufenden Spiels zeigen)`,
  noGameFinished: (file) =>
    `${file}: noch kein Spiel der Partie ist beendet, daher wird nichts gezeigt (das würde die verdeckten Karten eines laufenden Spiels zeigen)`,
};

/** One line (no line break) saying what is wrong with which file, in the words given. */
export function describeRecordError(error: RecordError, words: RecordWords = recordEn): string {
  const file = safeText(error.file);
  switch (error.code) {
    case 'unreadable':
      return words.unreadable(file, errnoText(error.errno, words));
    case 'tooLarge':
      return words.tooLarge(file, error.bytes, error.limit);
    case 'notJson':
      return words.notJson(file);
    case 'truncated':
      return words.truncated(file, error.empty);
    case 'unknownFormat':
      return words.unknownFormat(file, error.found === null ? null : shortText(error.found));
    case 'unknownVersion':
      return words.unknownVersion(file, shortText(JSON.stringify(error.found) ?? String(error.found)));
    case 'invalid':
      return words.invalid(file, formatPath(error.path, words), safeText(words.fault(error.fault)));
    case 'illegalAction':
      return words.illegalAction(file, error.game, error.action, safeText(words.refusal(error.refusal)));
  }
}

export function describeSaveError(error: SaveError, words: RecordWords = recordEn): string {
  return words.saveFailed(safeText(error.file), errnoText(error.errno, words));
}

/** "permission denied, EACCES", or the bare code when the language has no words for it. */
export function errnoText(errno: string, words: RecordWords = recordEn): string {
  const meaning = words.errno(errno);
  return meaning === null ? safeText(errno) : `${meaning}, ${safeText(errno)}`;
}

/** ['games', 0, 'actions', 3] -> "games[0].actions[3]"; [] -> "the top level". */
export function formatPath(path: readonly (string | number)[], words: RecordWords = recordEn): string {
  if (path.length === 0) return words.topLevel;
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? safeText(part) : `.${safeText(part)}`))
    .join('');
}

function quoted(text: string): string {
  return `"${shortText(text)}"`;
}

function quotedDe(text: string): string {
  return `„${shortText(text)}“`;
}

function shortText(text: string): string {
  const shown = safeText(text);
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}
