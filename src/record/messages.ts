/**
 * The words for record errors: one line each, naming the file. Kept apart
 * from the logic so that a second language is one more catalog.
 */

import type { RecordError, SaveError } from './errors.js';

export interface RecordMessages {
  readonly unreadable: (file: string, why: string) => string;
  readonly tooLarge: (file: string, bytes: number, limit: number) => string;
  readonly notJson: (file: string) => string;
  readonly truncated: (file: string, empty: boolean) => string;
  readonly unknownFormat: (file: string, found: string | null) => string;
  readonly unknownVersion: (file: string, found: string) => string;
  readonly invalid: (file: string, where: string, reason: string) => string;
  readonly illegalAction: (file: string, game: number, action: number, reason: string) => string;
  readonly saveFailed: (file: string, why: string) => string;
  /** What an errno means, or null for the bare code. */
  readonly errno: (errno: string) => string | null;
}

export const ENGLISH: RecordMessages = {
  unreadable: (file, why) => `${file}: cannot read the saved match (${why})`,
  tooLarge: (file, bytes, limit) => `${file}: too large for a saved match (${bytes} bytes, at most ${limit})`,
  notJson: (file) => `${file}: not a saved match (the file is not JSON)`,
  truncated: (file, empty) =>
    empty ? `${file}: the saved match is empty` : `${file}: the saved match is cut off (its JSON ends early)`,
  unknownFormat: (file, found) =>
    found === null ? `${file}: not a shift-poker saved match` : `${file}: not a shift-poker saved match (format "${found}")`,
  unknownVersion: (file, found) =>
    `${file}: saved by a newer shift-poker (record version ${found}; this one reads version 1)`,
  invalid: (file, where, reason) => `${file}: the saved match is damaged at ${where}: ${reason}`,
  illegalAction: (file, game, action, reason) =>
    `${file}: the saved match is damaged: game ${game}, action ${action} is not allowed (${reason})`,
  saveFailed: (file, why) => `could not save the match to ${file} (${why}); the game goes on without saving`,
  errno: (errno) => ERRNO_WORDS[errno] ?? null,
};

const ERRNO_WORDS: Readonly<Record<string, string>> = {
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

/** One line (no line break) saying what is wrong with which file. */
export function describeRecordError(error: RecordError, messages: RecordMessages = ENGLISH): string {
  const file = safeText(error.file);
  switch (error.code) {
    case 'unreadable':
      return messages.unreadable(file, errnoText(error.errno, messages));
    case 'tooLarge':
      return messages.tooLarge(file, error.bytes, error.limit);
    case 'notJson':
      return messages.notJson(file);
    case 'truncated':
      return messages.truncated(file, error.empty);
    case 'unknownFormat':
      return messages.unknownFormat(file, error.found === null ? null : shortText(error.found));
    case 'unknownVersion':
      return messages.unknownVersion(file, shortText(JSON.stringify(error.found) ?? String(error.found)));
    case 'invalid':
      return messages.invalid(file, formatPath(error.path), oneLine(error.reason));
    case 'illegalAction':
      return messages.illegalAction(file, error.game, error.action, oneLine(error.reason));
  }
}

export function describeSaveError(error: SaveError, messages: RecordMessages = ENGLISH): string {
  return messages.saveFailed(safeText(error.file), errnoText(error.errno, messages));
}

function errnoText(errno: string, messages: RecordMessages): string {
  const words = messages.errno(errno);
  return words === null ? safeText(errno) : `${words}, ${safeText(errno)}`;
}

/** ['games', 0, 'actions', 3] -> "games[0].actions[3]"; [] -> "the top level". */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'the top level';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? safeText(part) : `.${safeText(part)}`))
    .join('');
}

function shortText(text: string): string {
  const shown = safeText(text);
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}

function oneLine(text: string): string {
  return safeText(text);
}

/**
 * Text from a file or its name, made safe for one terminal line: control
 * characters (line breaks, escape sequences) and bidi overrides become "?".
 */
export function safeText(text: string): string {
  return text.replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/gu, '?');
}
