/**
 * Everything that can be wrong with a record file, as data. Loading never
 * throws: it returns one of these, and `describeRecordError` (words.ts)
 * words it as one line naming the file.
 */

import type { ReplayFault, ReplayRefusal } from '../table/errors.js';
import type { SchemaFault } from './schemaFault.js';

/** What is wrong at a place in a record: its shape (the schema), or what the replay found. */
export type RecordFault = SchemaFault | ReplayFault;

export type RecordError =
  /** The file could not be read: `errno` as Node reports it (EACCES, EISDIR, ENOENT …). */
  | { readonly code: 'unreadable'; readonly file: string; readonly errno: string }
  /** Larger than any record can be. */
  | { readonly code: 'tooLarge'; readonly file: string; readonly bytes: number; readonly limit: number }
  | { readonly code: 'notJson'; readonly file: string; readonly detail: string }
  /** The JSON stops early (an empty file, or one cut off in the middle). */
  | { readonly code: 'truncated'; readonly file: string; readonly empty: boolean }
  /** JSON, but not a shift-poker match (`found`: its "format", if it has a text one). */
  | { readonly code: 'unknownFormat'; readonly file: string; readonly found: string | null }
  /** A shift-poker match of a version this program does not know (a newer program wrote it). */
  | { readonly code: 'unknownVersion'; readonly file: string; readonly found: unknown }
  /** The record breaks the format (`path` to the place, as in the JSON) or does not add up. */
  | { readonly code: 'invalid'; readonly file: string; readonly path: readonly (string | number)[]; readonly fault: RecordFault }
  /** An action the rules do not allow: game and action counted from 1. */
  | {
      readonly code: 'illegalAction';
      readonly file: string;
      readonly game: number;
      readonly action: number;
      readonly refusal: ReplayRefusal;
    };

/** Saving failed; the game goes on (see autosave.ts). */
export interface SaveError {
  readonly code: 'saveFailed';
  readonly file: string;
  /** As Node reports it: EROFS, ENOSPC, EACCES … ('unknown' if none). */
  readonly errno: string;
}
