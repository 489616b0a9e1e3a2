/**
 * Starting the program from V8's code cache. bin/shift-poker.js runs the
 * command line as one CommonJS bundle (dist/cli.cjs) through `vm.Script`,
 * which can take the machine code V8 compiled for it at an earlier start
 * (cachedData) instead of parsing and compiling it again: most of the time
 * before the first frame was spent compiling. After the first frame is
 * drawn (firstFrame.ts) the code compiled so far is written to the user's
 * cache folder, named by the bundle's content (its hash, taken by the
 * build: hashing it here, with node:crypto loaded for it, was 3-4 ms of
 * every start), its file's size and time, the Node version and the
 * machine, so another build, a bundle changed since, or another Node never
 * reads it; older entries are removed then.
 *
 * Nothing here may stop the program: a cache folder that cannot be written,
 * a file that is corrupt, truncated or from elsewhere (V8 checks the
 * source's length, its own version and its flags, and rejects what does
 * not fit) only means compiling as without a cache, and writing the cache
 * anew.
 *
 * V8 rejects cachedData made under other flags; heap.ts sets two at run
 * time, after the bundle is compiled, so the cache is made with them reset
 * to V8's defaults (heap.ts's withV8DefaultFlags), as they are when it is read.
 */

import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import envPaths from 'env-paths';

/** The folder the cache lives in: the user's cache folder by the platform's convention (~/.cache/shift-poker, $XDG_CACHE_HOME/shift-poker). */
export function codeCacheDir(): string {
  return envPaths('shift-poker', { suffix: '' }).cache;
}

/**
 * The hash of dist/cli.cjs's content (SHA-256, hex), defined by the build
 * (scripts/build.js) in the loader it bundles beside it; undefined where
 * this module was not bundled so (then bin/shift-poker.js runs without a cache).
 */
declare const __CLI_BUNDLE_SHA256__: string | undefined;
export const BUILT_BUNDLE_SHA256: string | undefined = typeof __CLI_BUNDLE_SHA256__ === 'string' ? __CLI_BUNDLE_SHA256__ : undefined;

/** What names a bundle's file besides its content hash: its size and when it was last written. */
export interface BundleFile {
  readonly size: number;
  readonly mtimeMs: number;
}

/**
 * The name of a cache entry: the bundle's content (`contentHash`, hex, as
 * the build took it) and its file (size and time written), with the Node
 * version and the machine it was compiled on. The time guards against a
 * bundle changed after the build (by hand, by a rebuild of it alone): V8
 * checks only the source's length, and would take the old code for new
 * code of the same length. The content hash's first 64 bits, then 64 bits
 * of FNV-1a over the rest: a start needs no cryptographic hash of its own.
 */
export function cacheKey(contentHash: string, file: BundleFile, nodeVersion: string = process.version, arch: string = process.arch): string {
  // The time to the millisecond: what a copy that keeps it (cp -p, a package's files) can keep of it.
  const text = `${nodeVersion}\0${arch}\0${file.size}\0${Math.trunc(file.mtimeMs)}\0${contentHash}`;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) hash = BigInt.asUintN(64, (hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n);
  return `${contentHash.slice(0, 16).toLowerCase()}${hash.toString(16).padStart(16, '0')}`;
}

const ENTRY = /^cli-[0-9a-f]{32}\.v8cache(\.\d+\.tmp)?$/u;

/** The file of the entry `key` in `dir`. */
export function cacheFile(dir: string, key: string): string {
  return path.join(dir, `cli-${key}.v8cache`);
}

/** The entry's bytes, or undefined when there is none or it cannot be read. */
export function readCachedData(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Removes every cache entry in `dir` but `keep` (a file name); what cannot be removed stays. */
export function pruneCache(dir: string, keep: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === keep || !ENTRY.test(name)) continue;
    try {
      rmSync(path.join(dir, name), { force: true });
    } catch {
      // Another user's file, a read-only folder: left as it is.
    }
  }
}

/**
 * Writes `data` as the entry `key` in `dir` (a temporary file renamed over
 * it, so a reader never sees half of it) and removes the other entries.
 * Returns whether it was written; never throws.
 */
export function writeCachedData(dir: string, key: string, data: Uint8Array): boolean {
  const file = cacheFile(dir, key);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // nothing to clean up
    }
    return false;
  }
  pruneCache(dir, path.basename(file));
  return true;
}

/** How a bundle was started: from the cache (`used`), with a cache V8 refused (`rejected`), or without one (`none`). */
export type CacheUse = 'used' | 'rejected' | 'none';

export interface LoadedBundle {
  /** The bundle's module.exports. */
  readonly exports: Record<string, unknown>;
  readonly cache: CacheUse;
  /**
   * Writes the code compiled so far to the cache, unless the entry read at
   * the start was used (it is what would be written). `withDefaultFlags`
   * runs the serialization with V8's flags as they were at the start.
   * Returns the file written, or null.
   */
  save(withDefaultFlags?: <T>(make: () => T) => T): string | null;
}

/**
 * Runs the CommonJS bundle `file` as Node would run a .cjs module, its code
 * taken from the cache in `dir` where there is a usable entry.
 * `contentHash`: the SHA-256 (hex) of the file's content, as the build took
 * it. `dir` null: no cache at all.
 */
export function loadBundle(file: string, dir: string | null, contentHash: string): LoadedBundle {
  const bytes = readFileSync(file);
  const key = cacheKey(contentHash, statSync(file));
  // esbuild writes ASCII, which read as Latin-1 makes V8's compact one-byte string at once.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const cachedData = dir === null ? undefined : readCachedData(cacheFile(dir, key));
  // The same wrapper Node puts around a CommonJS module.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  let script: vm.Script;
  try {
    script = new vm.Script(wrapped, { filename: file, ...(cachedData === undefined ? {} : { cachedData }) });
  } catch (error) {
    // Not a cache V8 would merely refuse (that is cachedDataRejected): compile without it.
    if (cachedData === undefined) throw error;
    script = new vm.Script(wrapped, { filename: file });
  }
  const cache: CacheUse = cachedData === undefined ? 'none' : script.cachedDataRejected === true ? 'rejected' : 'used';
  const module = { exports: {} as Record<string, unknown> };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  let saved = false;
  return {
    exports: module.exports,
    cache,
    save(withDefaultFlags = (make) => make()) {
      if (dir === null || cache === 'used' || saved) return null;
      saved = true;
      let data: Buffer;
      try {
        data = withDefaultFlags(() => script.createCachedData());
      } catch {
        return null;
      }
      return writeCachedData(dir, key, data) ? cacheFile(dir, key) : null;
    },
  };
}
