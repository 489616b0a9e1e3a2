/**
 * The ratings kept beside the records (`ratings.json` in the data
 * directory), so that `players` and the end of a match need not read and
 * check every saved match. It holds derived data only: each rated match's
 * file with its size and modification time, in the order they were rated,
 * and the ratings they made. Whatever it says is checked against the
 * directory each time: matches new since are rated on top; a rated file
 * that changed or went, a match that ended before the last one rated, or a
 * file that cannot be read makes it rebuilt from the records alone, which
 * gives what rating one match at a time gives (ratings.ts). Written whole
 * (write-file-atomic); two programs writing it at once leave either's,
 * both right for the matches they saw, and the next reader checks it.
 */

import * as nodeFs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { MatchRecord } from '../table/index.js';
import { byFinish, NO_RATINGS, rateMatches, type PlayerRating, type Ratings } from './ratings.js';
import type { Store } from './store.js';

export const RATINGS_FILE = 'ratings.json';
const FORMAT = 'shift-poker-ratings';
const VERSION = 1;

/** A match file as it was when it was rated. */
interface RatedFile {
  readonly name: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly endedAt: string;
}

interface Kept {
  readonly files: readonly RatedFile[];
  readonly ratings: Ratings;
}

export type RatingsFs = Pick<typeof nodeFs, 'readFileSync' | 'statSync'> & { writeFileAtomicSync(file: string, text: string): void };

const NODE_FS: RatingsFs = { readFileSync: nodeFs.readFileSync, statSync: nodeFs.statSync, writeFileAtomicSync: (file, text) => writeFileAtomic.sync(file, text, { mode: 0o600 }) };

/**
 * The ratings of `store`'s finished matches, from its ratings file where
 * that still fits the directory, else rebuilt (`rebuild`: always); the
 * file is written again when anything was rated.
 */
export function currentRatings(store: Store, options: { readonly rebuild?: boolean; readonly fs?: RatingsFs } = {}): Ratings {
  const fs = options.fs ?? NODE_FS;
  const file = path.join(store.dir, RATINGS_FILE);
  const kept = options.rebuild === true ? null : readKept(file, fs);
  const onDisk = store
    .matchFiles()
    .map((match) => ({ match, stat: statOf(match, fs) }))
    .filter((found): found is { match: string; stat: nodeFs.Stats } => found.stat !== null);
  const byName = new Map(onDisk.map((found) => [path.basename(found.match), found]));
  const ratedNames = new Set(kept?.files.map((rated) => rated.name) ?? []);
  // Every rated file still there, unchanged: else nothing kept can be trusted.
  const fits =
    kept !== null &&
    kept.files.every((rated) => {
      const found = byName.get(rated.name);
      return found !== undefined && found.stat.size === rated.size && found.stat.mtimeMs === rated.mtimeMs;
    });
  if (!fits) return rebuilt(store, onDisk, file, fs);
  const added: { readonly record: MatchRecord; readonly rated: RatedFile }[] = [];
  for (const found of onDisk) {
    const name = path.basename(found.match);
    if (ratedNames.has(name)) continue;
    const loaded = store.load(found.match);
    if (!loaded.ok) continue;
    const { record } = loaded;
    if (record.endedAt === null) continue;
    added.push({ record, rated: { name, size: found.stat.size, mtimeMs: found.stat.mtimeMs, endedAt: record.endedAt } });
  }
  if (added.length === 0) return kept.ratings;
  added.sort((a, b) => byFinish(a.record, b.record));
  const lastRated = kept.files.at(-1)?.endedAt ?? '';
  // A match that ended before the last one rated (or with it) would be rated out of order: from the records again.
  if (added[0]!.rated.endedAt <= lastRated) return rebuilt(store, onDisk, file, fs);
  const ratings = rateMatches(
    kept.ratings,
    added.map((entry) => entry.record),
  );
  const files = [...kept.files, ...added.map((entry) => entry.rated)];
  write(file, { files, ratings }, fs);
  return ratings;
}

function rebuilt(store: Store, onDisk: readonly { readonly match: string; readonly stat: nodeFs.Stats }[], file: string, fs: RatingsFs): Ratings {
  const finished: { readonly record: MatchRecord; readonly rated: RatedFile }[] = [];
  for (const found of onDisk) {
    const loaded = store.load(found.match);
    if (!loaded.ok || loaded.record.endedAt === null) continue;
    finished.push({ record: loaded.record, rated: { name: path.basename(found.match), size: found.stat.size, mtimeMs: found.stat.mtimeMs, endedAt: loaded.record.endedAt } });
  }
  // Sorted once, here: the files are kept in the order they were rated.
  finished.sort((a, b) => byFinish(a.record, b.record));
  const ratings = rateMatches(
    NO_RATINGS,
    finished.map((entry) => entry.record),
  );
  write(file, { files: finished.map((entry) => entry.rated), ratings }, fs);
  return ratings;
}

function statOf(file: string, fs: RatingsFs): nodeFs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** The kept ratings, or null where there are none or they are not what this program writes (then rebuilt). */
function readKept(file: string, fs: RatingsFs): Kept | null {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  if (!isRecord(data) || data.format !== FORMAT || data.version !== VERSION || !Array.isArray(data.files) || !Array.isArray(data.players) || typeof data.rated !== 'number')
    return null;
  const files = data.files.filter(isRatedFile);
  const players = data.players.filter(isPlayerRating);
  if (files.length !== data.files.length || players.length !== data.players.length) return null;
  return { files, ratings: { players: new Map(players.map((player) => [player.id, player])), rated: data.rated } };
}

/** Written whole; a directory that cannot take it only costs the next reader a rebuild. */
function write(file: string, kept: Kept, fs: RatingsFs): void {
  const data = { format: FORMAT, version: VERSION, rated: kept.ratings.rated, files: kept.files, players: [...kept.ratings.players.values()] };
  try {
    fs.writeFileAtomicSync(file, `${JSON.stringify(data)}\n`);
  } catch {
    // Read-only or full: the ratings are still right, only not kept.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRatedFile(value: unknown): value is RatedFile {
  return isRecord(value) && typeof value.name === 'string' && typeof value.size === 'number' && typeof value.mtimeMs === 'number' && typeof value.endedAt === 'string';
}

function isPlayerRating(value: unknown): value is PlayerRating {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (value.bot === null || typeof value.bot === 'string') &&
    Number.isFinite(value.mu) &&
    Number.isFinite(value.sigma) &&
    Number.isInteger(value.matches) &&
    Number.isInteger(value.wins) &&
    typeof value.lastPlayed === 'string' &&
    Array.isArray(value.history) &&
    value.history.every((entry) => Number.isFinite(entry))
  );
}
