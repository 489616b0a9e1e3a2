/**
 * The directory of saved matches: one JSON file per match.
 *
 * Saving replaces the whole file atomically (write-file-atomic: a temporary
 * file beside it, fsync, rename over the old one). A record is a few KB and
 * a write with fsync costs a few milliseconds, so the match is saved after
 * every action, and the file on disk is always one complete, valid record:
 * the one before the action or the one after it, never half of each. Loading
 * therefore needs no journal and no recovery. (An append-only journal would
 * write less per action, but a crash could leave a torn last line that every
 * reader would have to detect and repair.)
 *
 * A record holds every hidden card of its games (they follow from the
 * seeds), so the directory is private (0700) and each file is 0600.
 *
 * Nothing here throws: reading gives a LoadResult, saving a SaveResult. A
 * file that cannot be read is listed as damaged and left exactly as it is.
 */

import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { MatchRecord } from '../table/index.js';
import { claimFile, claimFileOf, claimHolder, type ClaimResult } from './claim.js';
import type { RecordError, SaveError } from './errors.js';
import type { Holder, HolderProgram, ProcessProbe } from './holder.js';
import { claimedEnd, errnoOf, loadRecordFile, parseRecordText, readRecordText, type LoadResult, type ReadFs } from './load.js';
import { serializeRecord } from './serialize.js';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
const FILE_PATTERN = /^match-\d{8}-\d{6}-[0-9a-f]{12}\.json$/u;

/** The file operations the store uses: node:fs and write-file-atomic by default; tests inject failures. */
export interface StoreFs extends ReadFs {
  mkdirSync(dir: string, options: { recursive: true; mode: number }): string | undefined;
  chmodSync(file: string, mode: number): void;
  readdirSync(dir: string): string[];
  existsSync(file: string): boolean;
  /** Writes `data` to a temporary file, fsyncs it and renames it over `file`. */
  writeFileAtomicSync(file: string, data: string, options: { mode: number }): void;
  /** The same off this thread (the fsync waits in libuv's pool); absent: saveAsync writes synchronously. */
  writeFileAtomic?(file: string, data: string, options: { mode: number }): Promise<void>;
}

export const NODE_STORE_FS: StoreFs = {
  statSync: nodeFs.statSync,
  readFileSync: nodeFs.readFileSync,
  mkdirSync: nodeFs.mkdirSync,
  chmodSync: nodeFs.chmodSync,
  readdirSync: nodeFs.readdirSync,
  existsSync: nodeFs.existsSync,
  writeFileAtomicSync: (file, data, options) => writeFileAtomic.sync(file, data, { mode: options.mode, fsync: true }),
  writeFileAtomic: (file, data, options) => writeFileAtomic(file, data, { mode: options.mode, fsync: true }),
};

export type SaveResult = { readonly ok: true; readonly file: string } | { readonly ok: false; readonly error: SaveError };

export interface MatchSummary {
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly endedAt: string | null;
  readonly finished: boolean;
  readonly players: readonly string[];
  /** Games finished so far. */
  readonly gamesPlayed: number;
  readonly games: number | null;
  readonly scores: readonly number[];
}

export type HistoryEntry =
  | { readonly ok: true; readonly file: string; readonly record: MatchRecord; readonly summary: MatchSummary }
  | { readonly ok: false; readonly file: string; readonly error: RecordError };

export interface StoreOptions {
  readonly dir: string;
  /**
   * Whether the directory is the program's own (the default state directory):
   * then an existing one is tightened to 0700. A directory the user named is
   * only given that mode if the store creates it.
   */
  readonly ownsDir?: boolean;
  readonly fs?: StoreFs;
  /** 12 lowercase hex digits for a new file name (random by default). */
  readonly randomId?: () => string;
  /** This process and machine as claims see them (holder.ts); tests play several programs in one process with it. */
  readonly probe?: ProcessProbe;
}

export interface Store {
  readonly dir: string;
  /** Saves `record` to `file`, or to a new file when none is given (the result names it). */
  save(record: MatchRecord, file?: string): SaveResult;
  /**
   * The same without blocking the thread while the disk works (a server
   * drawing many screens saves this way). Two saves to one file must not
   * overlap: the caller waits for one before the next (autosave.ts does).
   */
  saveAsync(record: MatchRecord, file?: string): Promise<SaveResult>;
  /** A name for a new match's file in the directory (nothing is written): for a caller that must name the file before it exists. */
  newFile(record: MatchRecord): string;
  /** Every saved match, newest first; damaged files too, as errors. */
  list(): HistoryEntry[];
  /** The match files of the directory, newest first, unread. */
  matchFiles(): string[];
  /** The newest saved file, read and checked; null when there is none. */
  newest(): HistoryEntry | null;
  /** The newest match that is not over, if any. */
  latestUnfinished(): { readonly file: string; readonly record: MatchRecord } | null;
  /** Every match that is not over and can be read, newest first (files that say they are over are passed over unchecked). */
  unfinished(): { readonly file: string; readonly record: MatchRecord }[];
  /**
   * The newest unfinished match that `accept` takes, read only as far as it
   * is found (it runs at every start), and the newest unfinished match of
   * all (to say why none was taken); null for none.
   */
  newestUnfinished(accept: (found: { readonly file: string; readonly record: MatchRecord }) => boolean): {
    readonly taken: { readonly file: string; readonly record: MatchRecord } | null;
    readonly newest: { readonly file: string; readonly record: MatchRecord } | null;
  };
  /** The newest match that is over, if any. */
  latestFinished(): { readonly file: string; readonly record: MatchRecord } | null;
  load(file: string): LoadResult;
  /** The other program that has `file` open for writing (claim.ts), or null when none has. */
  openElsewhere(file: string): Holder | null;
  /**
   * Opens `file` for writing by this program (`program` names it to others):
   * refused, naming the holder, while another program has it open. Every
   * program that saves a match claims its file first: one match, one writer.
   */
  claim(file: string, program: HolderProgram): ClaimResult;
}

export function createStore(options: StoreOptions): Store {
  const fs = options.fs ?? NODE_STORE_FS;
  const dir = path.resolve(options.dir);
  const randomId = options.randomId ?? (() => randomBytes(6).toString('hex'));
  let dirReady = false;
  const claimOptions = options.probe === undefined ? {} : { probe: options.probe };

  const ensureDir = (): void => {
    if (dirReady) return;
    const existed = fs.existsSync(dir);
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    // mkdir's mode is filtered by the umask; set it exactly.
    if (!existed || options.ownsDir) fs.chmodSync(dir, DIR_MODE);
    dirReady = true;
  };

  const newFileName = (record: MatchRecord): string => {
    const stamp = record.startedAt.replace(/[-:]/gu, '').replace('T', '-').slice(0, 15);
    for (;;) {
      const file = path.join(dir, `match-${stamp}-${randomId()}.json`);
      if (!fs.existsSync(file)) return file;
    }
  };

  const files = (): string[] => {
    try {
      return fs
        .readdirSync(dir)
        .filter((name) => FILE_PATTERN.test(name))
        .sort()
        .reverse()
        .map((name) => path.join(dir, name));
    } catch {
      return [];
    }
  };

  const entry = (file: string): HistoryEntry => {
    const loaded = loadRecordFile(file, fs);
    return loaded.ok ? { ok: true, file, record: loaded.record, summary: summarize(loaded.record) } : { ok: false, file, error: loaded.error };
  };

  const list = (): HistoryEntry[] => files().map(entry);

  // Runs at every start (the resume offer), so it must not replay every
  // saved match: a file whose own endedAt rules it out is passed over
  // unchecked, and the first that may be the answer is checked in full.
  function* matching(finished: boolean): Generator<{ readonly file: string; readonly record: MatchRecord }> {
    const ruledOut = finished ? 'open' : 'ended';
    for (const file of files()) {
      const read = readRecordText(file, fs);
      if (!read.ok || claimedEnd(read.text) === ruledOut) continue;
      const loaded = parseRecordText(read.text, file);
      if (loaded.ok && summarize(loaded.record).finished === finished) yield { file, record: loaded.record };
    }
  }
  const latest = (finished: boolean) => {
    for (const found of matching(finished)) return found;
    return null;
  };

  return {
    dir,
    matchFiles: files,
    save(record, file) {
      let target = file;
      try {
        ensureDir();
        target ??= newFileName(record);
        fs.writeFileAtomicSync(target, serializeRecord(record), { mode: FILE_MODE });
        return { ok: true, file: target };
      } catch (error) {
        return { ok: false, error: { code: 'saveFailed', file: target ?? dir, errno: errnoOf(error) } };
      }
    },
    newFile: (record) => newFileName(record),
    async saveAsync(record, file) {
      let target = file;
      try {
        ensureDir();
        target ??= newFileName(record);
        const data = serializeRecord(record);
        if (fs.writeFileAtomic === undefined) fs.writeFileAtomicSync(target, data, { mode: FILE_MODE });
        else await fs.writeFileAtomic(target, data, { mode: FILE_MODE });
        return { ok: true, file: target };
      } catch (error) {
        return { ok: false, error: { code: 'saveFailed', file: target ?? dir, errno: errnoOf(error) } };
      }
    },
    list,
    newest: () => {
      const [file] = files();
      return file === undefined ? null : entry(file);
    },
    latestUnfinished: () => latest(false),
    unfinished: () => [...matching(false)],
    newestUnfinished: (accept) => {
      let newest: { readonly file: string; readonly record: MatchRecord } | null = null;
      for (const found of matching(false)) {
        newest ??= found;
        if (accept(found)) return { taken: found, newest };
      }
      return { taken: null, newest };
    },
    latestFinished: () => latest(true),
    load: (file) => loadRecordFile(path.resolve(file), fs),
    openElsewhere: (file) => claimHolder(claimFileOf(path.resolve(file)), claimOptions),
    claim: (file, program) => {
      try {
        ensureDir();
      } catch {
        // The claim then says it could not be written (nothing can be saved there either).
      }
      return claimFile(claimFileOf(path.resolve(file)), program, claimOptions);
    },
  };
}

/**
 * Why a match to resume may be missing although one was saved: the newest
 * file cannot be read (its error), else null. Asked only once none was found,
 * so that the message can name that file instead of saying there is none.
 */
export function damagedNewest(store: Store): RecordError | null {
  const newest = store.newest();
  return newest !== null && !newest.ok ? newest.error : null;
}

export function summarize(record: MatchRecord): MatchSummary {
  return {
    startedAt: record.startedAt,
    updatedAt: record.updatedAt,
    endedAt: record.endedAt,
    finished: record.endedAt !== null,
    players: record.seats.map((seat) => seat.name),
    gamesPlayed: record.games.filter((game) => game.ranking !== null).length,
    games: record.options.games,
    scores: record.scores,
  };
}
