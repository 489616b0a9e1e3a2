/**
 * The words of saved matches outside the game screens: what is wrong with a
 * record file, `history` and `replay` (their lines, refusals and --help), in
 * every language. The record layer reports codes and data (record/errors.ts);
 * `describeRecordError` words them as one line naming the file. `recordEn`
 * sets the shape; another language must word every entry.
 */

import type { RecordError, SaveError } from '../record/errors.js';
import { formatScore } from './match.js';
import { plural } from './plural.js';
import { safeText } from './safeText.js';

/** One line of `history`: the data, already made safe to print. */
export interface HistoryLineWords {
  readonly date: string;
  readonly players: readonly string[];
  readonly gamesPlayed: number;
  /** null: an open-ended match. */
  readonly games: number | null;
  readonly scores: readonly number[];
  readonly finished: boolean;
  readonly file: string;
}

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
  damaged: (message: string): string => `damaged: ${message}`,
  /** "2025-03-01 14:05  Alice, Bob, Bot Hard  2/5 games  score 1.5 0.5 0  finished  /path/file.json" ("1 game (open-ended)" without a set length) */
  historyLine: (line: HistoryLineWords): string =>
    [
      line.date,
      line.players.join(', '),
      line.games === null
        ? `${plural('en', line.gamesPlayed, { one: '# game', other: '# games' })} (open-ended)`
        : `${line.gamesPlayed}/${line.games} games`,
      `score ${line.scores.map(formatScore).join(' ')}`,
      line.finished ? 'finished' : 'unfinished',
      line.file,
    ].join('  '),

  // replay
  replayDescription: 'step through a finished saved match, every card face up (or print it as JSON)',
  replayFile: 'the saved match (default: the latest finished one)',
  replayJson: 'print the match as JSON (every event and ranking) instead',
  replayAscii: 'plain ASCII screens',
  noFinishedMatch: (dir: string): string => `no finished match saved in ${dir}`,
  notFinished: (file: string): string =>
    `${file}: the match is not finished, so it is not replayed (that would show the hidden cards of a game still being played)`,
};

export type RecordWords = typeof recordEn;

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
  saveFailed: (file, why) =>
    `die Partie ließ sich nicht in ${file} speichern (${why}); das Spiel geht ohne Speichern weiter`,
  topLevel: 'oberster Ebene',
  errno: (errno) => ERRNO_DE[errno] ?? null,

  historyDescription: 'gespeicherte Partien auflisten, die neueste zuerst',
  historyJson: 'ein JSON-Array statt einer Tabelle ausgeben',
  dataDir: 'wo die gespeicherten Partien liegen (Standard: das Zustandsverzeichnis des Benutzers)',
  noSavedMatches: (dir) => `Keine gespeicherten Partien in ${dir}.`,
  damaged: (message) => `beschädigt: ${message}`,
  historyLine: (line) =>
    [
      line.date,
      line.players.join(', '),
      line.games === null
        ? `${plural('de', line.gamesPlayed, { one: '# Spiel', other: '# Spiele' })} (offen)`
        : `${line.gamesPlayed}/${line.games} Spiele`,
      `Punkte ${line.scores.map(formatScore).join(' ')}`,
      line.finished ? 'beendet' : 'unbeendet',
      line.file,
    ].join('  '),

  replayDescription: 'eine beendete gespeicherte Partie Zug für Zug mit offenen Karten zeigen (oder als JSON ausgeben)',
  replayFile: 'die gespeicherte Partie (Standard: die neueste beendete)',
  replayJson: 'die Partie stattdessen als JSON ausgeben (alle Ereignisse und Ranglisten)',
  replayAscii: 'reine ASCII-Anzeige',
  noFinishedMatch: (dir) => `keine beendete Partie in ${dir} gespeichert`,
  notFinished: (file) =>
    `${file}: die Partie ist nicht beendet und wird daher nicht gezeigt (das würde die verdeckten Karten eines laufenden Spiels zeigen)`,
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
      return words.invalid(file, formatPath(error.path, words), safeText(error.reason));
    case 'illegalAction':
      return words.illegalAction(file, error.game, error.action, safeText(error.reason));
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

function shortText(text: string): string {
  const shown = safeText(text);
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}
