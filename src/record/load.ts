/**
 * Reading a record: the file's bytes, then JSON, then the format tag and
 * version, then the schema (zod), then a replay of every action through the
 * engine (`Table.fromRecord`). The first thing that fails is returned as a
 * typed error; nothing here throws, deletes or rewrites a file.
 */

import { readFileSync, statSync } from 'node:fs';
import { schemaFault, tellingIssue } from './schemaFault.js';
import { MATCH_FORMAT, MATCH_FORMAT_VERSION, Table, type MatchRecord, type TableDeps } from '../table/index.js';
import type { RecordError } from './errors.js';
import { matchRecordSchema } from './schema.js';

/** Far above the largest possible record (99 games of 56 actions is well under 2 MB). */
const MAX_RECORD_BYTES = 8 * 1024 * 1024;

export type LoadResult = { readonly ok: true; readonly file: string; readonly record: MatchRecord } | { readonly ok: false; readonly error: RecordError };

/** The file operations loading needs; node:fs by default, replaceable in tests. */
export interface ReadFs {
  statSync(path: string): { size: number; isDirectory(): boolean; isFile(): boolean };
  readFileSync(path: string, encoding: 'utf8'): string;
}

const NODE_READ_FS: ReadFs = { statSync, readFileSync };

/** Replay needs no clock and no seeds: it only checks. */
const CHECK_ONLY: TableDeps = {
  now: () => 0,
  newSeed: () => {
    throw new Error('a record being checked deals no new game');
  },
};

export function loadRecordFile(file: string, fs: ReadFs = NODE_READ_FS): LoadResult {
  const read = readRecordText(file, fs);
  return read.ok ? parseRecordText(read.text, file) : read;
}

/** A record file's text, refusing what is not a regular file of a sane size. */
export function readRecordText(file: string, fs: ReadFs = NODE_READ_FS): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: RecordError } {
  try {
    const stats = fs.statSync(file);
    if (stats.isDirectory()) return { ok: false, error: { code: 'unreadable', file, errno: 'EISDIR' } };
    // A FIFO would block the read until a writer comes, a device like /dev/zero never ends.
    if (!stats.isFile()) return { ok: false, error: { code: 'unreadable', file, errno: 'ENOTREG' } };
    if (stats.size > MAX_RECORD_BYTES) {
      return { ok: false, error: { code: 'tooLarge', file, bytes: stats.size, limit: MAX_RECORD_BYTES } };
    }
    return { ok: true, text: fs.readFileSync(file, 'utf8') };
  } catch (error) {
    return { ok: false, error: { code: 'unreadable', file, errno: errnoOf(error) } };
  }
}

/**
 * What a record's text says of its own end, unchecked: `ended` or `open` when
 * it parses and `endedAt` is a string or null, else `unknown`. A search for
 * the newest open (or ended) match uses it to pass over files that cannot be
 * the answer without the full check, which replays every action.
 */
export function claimedEnd(text: string): 'ended' | 'open' | 'unknown' {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'unknown';
  }
  if (typeof data !== 'object' || data === null) return 'unknown';
  const { endedAt } = data as Record<string, unknown>;
  return typeof endedAt === 'string' ? 'ended' : endedAt === null ? 'open' : 'unknown';
}

/**
 * A record from its text. The record returned is the replayed match's own
 * (`table.toRecord()`): names cleaned as typed names are, keys in order.
 */
export function parseRecordText(text: string, file: string): LoadResult {
  const fail = (error: RecordError): LoadResult => ({ ok: false, error });
  if (text.trim() === '') return fail({ code: 'truncated', file, empty: true });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail(endsEarly(text, detail) ? { code: 'truncated', file, empty: false } : { code: 'notJson', file, detail });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail({ code: 'unknownFormat', file, found: null });
  }
  const { format, version } = data as Record<string, unknown>;
  if (format !== MATCH_FORMAT) {
    return fail({ code: 'unknownFormat', file, found: typeof format === 'string' ? format : null });
  }
  if (version !== MATCH_FORMAT_VERSION) return fail({ code: 'unknownVersion', file, found: version ?? null });
  const parsed = matchRecordSchema().safeParse(data);
  if (!parsed.success) {
    const issue = tellingIssue(parsed.error.issues);
    return fail({ code: 'invalid', file, path: issue.path.map(pathPart), fault: schemaFault(issue) });
  }
  const replayed = Table.fromRecord(parsed.data as MatchRecord, CHECK_ONLY);
  if (!replayed.ok) return fail({ ...replayed.error, file });
  return { ok: true, file, record: replayed.value.toRecord() };
}

/**
 * Whether JSON.parse failed because the text stops early (a write cut off),
 * rather than because it is not JSON: V8 says "end of JSON input", or
 * "Unterminated string", or names a position at the very end of the text.
 */
function endsEarly(text: string, detail: string): boolean {
  if (!text.trimStart().startsWith('{') && !text.trimStart().startsWith('[')) return false;
  if (/end of JSON input|Unterminated string/iu.test(detail)) return true;
  const position = /at position (\d+)/u.exec(detail);
  return position !== null && Number(position[1]) >= text.trimEnd().length;
}

function pathPart(part: PropertyKey): string | number {
  return typeof part === 'number' ? part : String(part);
}

export function errnoOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}
