/** What can go wrong with a server's files, as data for its log (words.ts words it). */

import type { HolderSeen } from '../../record/holder.js';
import type { RecordError } from '../../record/errors.js';

/** A problem with the server's files, for its log. Codes and data: the server words them. */
export type StorageProblem =
  | { readonly code: 'tableUnreadable'; readonly file: string; readonly detail: string }
  | { readonly code: 'recordUnreadable'; readonly table: string; readonly error: RecordError }
  /** Writing a table's record or table file failed (said once per table; the table plays on). */
  | { readonly code: 'saveFailed'; readonly table: string; readonly file: string; readonly errno: string }
  /** Another program has the record open (record/claim.ts): not brought back, not saved here. */
  | { readonly code: 'openElsewhere'; readonly file: string; readonly holder: HolderSeen }
  /** Two table files name one record (a lost table file came back): the record stays one table; `dropped`'s file goes. */
  | { readonly code: 'recordTwice'; readonly file: string; readonly kept: string; readonly dropped: string }
  /** A record no table file names, brought back from the record alone; `held` seats had no owner in it. */
  | { readonly code: 'orphan'; readonly file: string; readonly held: number }
  /** A claimed table's record is written by another live process (PostgreSQL): not brought back here. */
  | { readonly code: 'recordElsewhere'; readonly table: string; readonly file: string }
  /** A table file names a match another program plays (the hotseat's, a host's): left to it. */
  | { readonly code: 'notServed'; readonly file: string; readonly table: string }
  /** A finished match was saved without its rating: its players' ratings changed under every try (PostgreSQL); --migrate rates it. */
  | { readonly code: 'savedUnrated'; readonly file: string };
