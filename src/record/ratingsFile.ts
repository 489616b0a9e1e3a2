/**
 * The ratings kept beside the records, so that `players` and the end of a
 * match need not read and check every saved match. Derived data only, in
 * two files of the data directory: `ratings.json`, the ratings and how many
 * matches made them (small: written whole, write-file-atomic), and
 * `ratings-rated.jsonl`, each rated match's file with its size and
 * modification time, one line each in the order they were rated (the end
 * of a match appends its line, and need not read the others).
 *
 * `players` checks what they say against the directory: matches new since
 * are rated on top; a rated file that changed or went, a match that ended
 * before the last one rated, a line too many or too few, or a file that
 * cannot be read makes them rebuilt from the records alone, which gives
 * what rating one match at a time gives (ratings.ts). The end of a match
 * rates it under a lock (`ratings.lock`, fileLock.ts), so that two table
 * threads or programs ending matches at once each rate on top of the
 * other; what a writer without it could leave, the next full look either
 * takes or rebuilds. Each line names the players its match rated, so that
 * a profile reads their matches alone.
 */

import * as nodeFs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { MatchRecord } from '../table/index.js';
import { byFinish, NO_RATINGS, rateMatches, ratingEvent, type PlayerId, type PlayerRating, type Ratings } from './ratings.js';
import type { Store } from './store.js';
import type { RecordError } from './errors.js';
import { withFileLock, type FileLockOptions } from './fileLock.js';

export const RATINGS_FILE = 'ratings.json';
/** The rated matches' files, a line each, in the order they were rated. */
export const RATED_FILES = 'ratings-rated.jsonl';
/** Held while a match is rated on top of the kept ratings (fileLock.ts). */
const RATINGS_LOCK = 'ratings.lock';
const FORMAT = 'shift-poker-ratings';
const VERSION = 2;

/** A match file as it was when it was rated. */
interface RatedFile {
  readonly name: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly endedAt: string;
  /**
   * Who was rated by it (their PlayerIds), so that a profile reads that
   * player's matches alone; absent in the lines of an older program (a
   * profile then reads every match).
   */
  readonly players?: readonly PlayerId[];
}

/** The rated line of `record`, which ended at `endedAt`, saved in `name` as `stat` says. */
function ratedFile(name: string, stat: Pick<nodeFs.Stats, 'size' | 'mtimeMs'>, record: MatchRecord, endedAt: string): RatedFile {
  const players = [...new Set(ratingEvent(record)?.players.map((player) => player.id) ?? [])];
  return { name, size: stat.size, mtimeMs: stat.mtimeMs, endedAt, players };
}

/** `run` under the lock every writer of the kept ratings takes (fileLock.ts). */
function underLock<T>(store: Store, run: () => T, lock?: FileLockOptions): T {
  return withFileLock(path.join(store.dir, RATINGS_LOCK), run, lock);
}

interface Kept {
  readonly files: readonly RatedFile[];
  readonly ratings: Ratings;
}

/** The ratings file alone: what the end of a match reads. */
interface Summary {
  readonly ratings: Ratings;
  /** The lines of RATED_FILES it accounts for. */
  readonly files: number;
  /** When the last match rated ended ('' for none). */
  readonly lastEndedAt: string;
}

export type RatingsFs = Pick<typeof nodeFs, 'readFileSync' | 'statSync' | 'appendFileSync'> & {
  writeFileAtomicSync(file: string, text: string): void;
  /** Throws where `file` cannot be read (absent: every file that can be looked at can be read). */
  accessSync?(file: string, mode: number): void;
};

const NODE_FS: RatingsFs = {
  accessSync: nodeFs.accessSync,
  readFileSync: nodeFs.readFileSync,
  statSync: nodeFs.statSync,
  appendFileSync: nodeFs.appendFileSync,
  // Derived data: lost with the power, it is made again from the records; the end of a match does not wait for the disk.
  writeFileAtomicSync: (file, text) => writeFileAtomic.sync(file, text, { mode: 0o600, fsync: false }),
};

/**
 * The ratings as last kept, without checking them against the directory
 * (for a list that may be a match behind: a server's lobby); made as
 * `currentRatings` makes them where none are kept yet.
 */
export function keptRatings(store: Store, options: { readonly fs?: RatingsFs } = {}): Ratings {
  return readSummary(path.join(store.dir, RATINGS_FILE), options.fs ?? NODE_FS)?.ratings ?? currentRatings(store, options);
}

/**
 * The match files that may have rated player `id`, as kept (not checked
 * against the directory, like keptRatings), in the order they were rated:
 * those whose line names them, and those of an older program's lines,
 * which name nobody (a profile reads those too, and passes over the
 * matches that were not theirs); null while nothing is kept.
 */
export function keptMatchFilesOf(store: Store, id: PlayerId, options: { readonly fs?: RatingsFs } = {}): string[] | null {
  const kept = readKept(store.dir, options.fs ?? NODE_FS);
  if (kept === null) return null;
  return kept.files.filter((rated) => rated.players === undefined || rated.players.includes(id)).map((rated) => path.join(store.dir, rated.name));
}

/**
 * The ratings after `record`, which has just ended in `matchFile` (saved):
 * rated on top of the kept ratings and its line appended, reading neither
 * the directory nor the other matches, when it ended after the last match
 * rated; otherwise as `currentRatings` makes them. A match finished by
 * another program meanwhile is rated by the next full look (`players`),
 * which rebuilds where the order calls for it.
 */
export function ratingsAfterMatch(store: Store, matchFile: string, record: MatchRecord, options: { readonly fs?: RatingsFs; readonly lock?: FileLockOptions } = {}): Ratings {
  // Read, appended to and written as one step: two table threads ending matches at once would each write a summary
  // without the other's match, and a server, which reads the summary alone, would never rate that match.
  return underLock(store, () => rateOnTop(store, matchFile, record, options), options.lock);
}

function rateOnTop(store: Store, matchFile: string, record: MatchRecord, options: { readonly fs?: RatingsFs }): Ratings {
  const fs = options.fs ?? NODE_FS;
  const summary = readSummary(path.join(store.dir, RATINGS_FILE), fs);
  const looked = record.endedAt === null ? null : readableStatOf(matchFile, fs);
  const stat = typeof looked === 'object' ? looked : null;
  if (summary === null || stat === null || record.endedAt === null || record.endedAt <= summary.lastEndedAt) return lookAtEveryMatch(store, options).ratings;
  const ratings = rateMatches(summary.ratings, [record]);
  const rated = ratedFile(path.basename(matchFile), stat, record, record.endedAt);
  try {
    fs.appendFileSync(path.join(store.dir, RATED_FILES), `${JSON.stringify(rated)}\n`, { mode: 0o600 });
  } catch {
    // Not kept: the next full look rates it on top.
    return ratings;
  }
  writeSummary(store.dir, { ratings, files: summary.files + 1, lastEndedAt: record.endedAt }, fs);
  return ratings;
}

/**
 * The ratings of `store`'s finished matches, from the files kept where
 * they still fit the directory, else rebuilt (`rebuild`: always); they are
 * written again when anything was rated.
 */
export function currentRatings(store: Store, options: { readonly rebuild?: boolean; readonly fs?: RatingsFs; readonly lock?: FileLockOptions } = {}): Ratings {
  return lookAtRatings(store, options).ratings;
}

/** What a full look found: the ratings, and how many saved matches it could not read (damaged, or not ours to read): not rated. */
export interface RatingsLook {
  readonly ratings: Ratings;
  readonly unread: number;
}

/** currentRatings, and how many saved matches it had to leave out, for `players` to say. */
export function lookAtRatings(store: Store, options: { readonly rebuild?: boolean; readonly fs?: RatingsFs; readonly lock?: FileLockOptions } = {}): RatingsLook {
  // Under the lock the end of a match rates under: a full look and a match ending at once would each write without the other.
  return underLock(store, () => lookAtEveryMatch(store, options), options.lock);
}

/** lookAtRatings, under the lock already (or by a caller that holds it). */
function lookAtEveryMatch(store: Store, options: { readonly rebuild?: boolean; readonly fs?: RatingsFs } = {}): RatingsLook {
  const fs = options.fs ?? NODE_FS;
  const { dir } = store;
  const kept = options.rebuild === true ? null : readKept(dir, fs);
  const looked = store.matchFiles().map((match) => ({ match, stat: readableStatOf(match, fs) }));
  // A match that cannot be read is no match here (a rated one makes the kept ratings rebuilt without it), and is counted.
  const unreadable = looked.filter((found) => found.stat === 'unreadable').length;
  const onDisk = looked.filter((found): found is { match: string; stat: nodeFs.Stats } => typeof found.stat === 'object');
  const byName = new Map(onDisk.map((found) => [path.basename(found.match), found]));
  const ratedNames = new Set(kept?.files.map((rated) => rated.name) ?? []);
  // Every rated file still there, unchanged: else nothing kept can be trusted.
  const fits =
    kept !== null &&
    kept.files.every((rated) => {
      const found = byName.get(rated.name);
      return found !== undefined && found.stat.size === rated.size && found.stat.mtimeMs === rated.mtimeMs;
    });
  if (!fits) return rebuilt(store, onDisk, fs, unreadable);
  const added: { readonly record: MatchRecord; readonly rated: RatedFile }[] = [];
  let unread = unreadable;
  for (const found of onDisk) {
    const name = path.basename(found.match);
    if (ratedNames.has(name)) continue;
    const loaded = store.load(found.match);
    if (!loaded.ok) {
      if (!goneMeanwhile(loaded.error)) unread++;
      continue;
    }
    const { record } = loaded;
    if (record.endedAt === null) continue;
    added.push({ record, rated: ratedFile(name, found.stat, record, record.endedAt) });
  }
  if (added.length === 0) return { ratings: kept.ratings, unread };
  added.sort((a, b) => byFinish(a.record, b.record));
  const lastRated = kept.files.at(-1)?.endedAt ?? '';
  // A match that ended before the last one rated (or with it) would be rated out of order: from the records again.
  if (added[0]!.rated.endedAt <= lastRated) return rebuilt(store, onDisk, fs, unreadable);
  const ratings = rateMatches(
    kept.ratings,
    added.map((entry) => entry.record),
  );
  const files = [...kept.files, ...added.map((entry) => entry.rated)];
  write(dir, { files, ratings }, fs);
  return { ratings, unread };
}

function rebuilt(store: Store, onDisk: readonly { readonly match: string; readonly stat: nodeFs.Stats }[], fs: RatingsFs, unreadable: number): RatingsLook {
  const finished: { readonly record: MatchRecord; readonly rated: RatedFile }[] = [];
  let unread = unreadable;
  for (const found of onDisk) {
    const loaded = store.load(found.match);
    if (!loaded.ok && !goneMeanwhile(loaded.error)) unread++;
    if (!loaded.ok || loaded.record.endedAt === null) continue;
    finished.push({ record: loaded.record, rated: ratedFile(path.basename(found.match), found.stat, loaded.record, loaded.record.endedAt) });
  }
  // Sorted once, here: the files are kept in the order they were rated.
  finished.sort((a, b) => byFinish(a.record, b.record));
  const ratings = rateMatches(
    NO_RATINGS,
    finished.map((entry) => entry.record),
  );
  write(store.dir, { files: finished.map((entry) => entry.rated), ratings }, fs);
  return { ratings, unread };
}

/** A file removed between the listing and its reading (a match removed by `history --remove`) is no damage. */
function goneMeanwhile(error: RecordError): boolean {
  return error.code === 'unreadable' && error.errno === 'ENOENT';
}

/** A match file's stat where it can be read; 'gone' (removed meanwhile), or 'unreadable' (no permission, a folder not ours to enter). */
function readableStatOf(file: string, fs: RatingsFs): nodeFs.Stats | 'gone' | 'unreadable' {
  try {
    const stat = fs.statSync(file);
    fs.accessSync?.(file, nodeFs.constants.R_OK);
    return stat;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unreadable';
  }
}

/** The ratings file, or null where there is none or it is not what this program writes (then rebuilt). */
function readSummary(file: string, fs: RatingsFs): Summary | null {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if (
    !isRecord(data) ||
    data.format !== FORMAT ||
    data.version !== VERSION ||
    !Array.isArray(data.players) ||
    typeof data.rated !== 'number' ||
    !Number.isInteger(data.files) ||
    typeof data.lastEndedAt !== 'string'
  )
    return null;
  const players = data.players.filter(isPlayerRating);
  // No player in more matches than were rated.
  if (players.length !== data.players.length || players.some((player) => player.matches > (data.rated as number))) return null;
  return { ratings: { players: new Map(players.map((player) => [player.id, player])), rated: data.rated }, files: data.files as number, lastEndedAt: data.lastEndedAt };
}

/** Both files of `dir`, or null where either is missing, unreadable, or they do not agree (then rebuilt). */
function readKept(dir: string, fs: RatingsFs): Kept | null {
  const summary = readSummary(path.join(dir, RATINGS_FILE), fs);
  if (summary === null) return null;
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, RATED_FILES), 'utf8').split('\n');
  } catch {
    return summary.files === 0 ? { files: [], ratings: summary.ratings } : null;
  }
  // Every line ends with its newline: the last piece is empty, and a line cut short (a write that died) is refused.
  if (lines.pop() !== '' || lines.length !== summary.files) return null;
  const files: RatedFile[] = [];
  for (const line of lines) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      return null;
    }
    if (!isRatedFile(entry)) return null;
    files.push(entry);
  }
  if ((files.at(-1)?.endedAt ?? '') !== summary.lastEndedAt) return null;
  // Every player a kept line names is in the ratings (one taken out by hand would else be gone until a rebuild).
  if (files.some((rated) => rated.players?.some((id) => !summary.ratings.players.has(id)) === true)) return null;
  return { files, ratings: summary.ratings };
}

function writeSummary(dir: string, summary: Summary, fs: RatingsFs): void {
  const { ratings } = summary;
  const data = { format: FORMAT, version: VERSION, rated: ratings.rated, files: summary.files, lastEndedAt: summary.lastEndedAt, players: [...ratings.players.values()] };
  try {
    fs.writeFileAtomicSync(path.join(dir, RATINGS_FILE), `${JSON.stringify(data)}\n`);
  } catch {
    // Read-only or full: the ratings are still right, only not kept.
  }
}

/** Both written whole, the files first; a directory that cannot take them only costs the next reader a rebuild. */
function write(dir: string, kept: Kept, fs: RatingsFs): void {
  try {
    fs.writeFileAtomicSync(path.join(dir, RATED_FILES), kept.files.map((rated) => `${JSON.stringify(rated)}\n`).join(''));
  } catch {
    return;
  }
  writeSummary(dir, { ratings: kept.ratings, files: kept.files.length, lastEndedAt: kept.files.at(-1)?.endedAt ?? '' }, fs);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRatedFile(value: unknown): value is RatedFile {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.size === 'number' &&
    typeof value.mtimeMs === 'number' &&
    typeof value.endedAt === 'string' &&
    (value.players === undefined || (Array.isArray(value.players) && value.players.every((id) => typeof id === 'string')))
  );
}

/** Far beyond any mu or sigma rating reaches (a new player is 25 ± 8.3; the best level about 38 ± 1.7), yet shown in a few digits. */
const RATING_LIMIT = 200;
/** Display ratings in a history: those RATING_LIMIT allows (1500 + 40 (mu - 25)). */
const SHOWN_LIMIT = 10_000;

function isPlayerRating(value: unknown): value is PlayerRating {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (value.bot === null || typeof value.bot === 'string') &&
    // Within what rating can make (openskill's scale: a new player is 25 ± 8.3): a file edited out of it is rebuilt.
    typeof value.mu === 'number' &&
    Math.abs(value.mu) < RATING_LIMIT &&
    typeof value.sigma === 'number' &&
    value.sigma > 0 &&
    value.sigma < RATING_LIMIT &&
    Number.isInteger(value.matches) &&
    Number.isInteger(value.wins) &&
    (value.wins as number) >= 0 &&
    (value.wins as number) <= (value.matches as number) &&
    !Number.isNaN(Date.parse(String(value.lastPlayed))) &&
    typeof value.lastPlayed === 'string' &&
    Array.isArray(value.history) &&
    value.history.length <= (value.matches as number) &&
    value.history.every((entry) => Number.isInteger(entry) && Math.abs(entry as number) < SHOWN_LIMIT)
  );
}
