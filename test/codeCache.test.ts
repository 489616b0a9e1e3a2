/**
 * V8's code cache of the command line (src/codeCache.ts): its key, the
 * pruning of old entries, and that a missing, corrupt, truncated or foreign
 * entry or a cache folder that cannot be written never stops a start: the
 * bundle runs all the same and the entry is written anew.
 */
import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheFile, cacheKey, codeCacheDir, loadBundle as loadWithHash, pruneCache, readCachedData, writeCachedData } from '../src/codeCache.js';
import { limitHeapGrowth, withV8DefaultFlags } from '../src/heap.js';
import { tempDirsRemovedAfterEach } from './support/tempDirs.js';

const tempDir = tempDirsRemovedAfterEach('code-cache');

/** When the test bundles were written: a whole second, which a copy keeps exactly. */
const WRITTEN = new Date('2026-01-01T00:00:00Z');

/** A CommonJS bundle with enough code for V8 to cache, in a folder of its own; its content differs by `tag`. */
function bundle(tag = 'a'): string {
  const file = path.join(tempDir(), 'cli.cjs');
  const functions = Array.from({ length: 50 }, (_, i) => `function f${i}(x) { return x * ${i} + ${JSON.stringify(tag)}.length; }`).join('\n');
  writeFileSync(file, `${functions}\nexports.main = (n) => f1(n) + f2(n) + require('node:path').basename(__filename).length;\nexports.tag = ${JSON.stringify(tag)};\n`);
  utimesSync(file, WRITTEN, WRITTEN);
  return file;
}

/**
 * The bundle at another path, for another start: V8 keeps what it compiled
 * in the process by source and file name, and a second compile of the same
 * file would take that and never look at the cache.
 */
function again(file: string): string {
  const copy = path.join(tempDir(), 'cli.cjs');
  writeFileSync(copy, readFileSync(file));
  // The same file as far as the cache can tell: its content, its size and the time it was written.
  utimesSync(copy, WRITTEN, statSync(file).mtime);
  return copy;
}

const run = (loaded: ReturnType<typeof loadBundle>): unknown => (loaded.exports.main as (n: number) => number)(2);

/** The SHA-256 of a file's content, as the build takes it of dist/cli.cjs. */
const sha256Of = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A bundle loaded as bin/shift-poker.js loads dist/cli.cjs: with the hash of its content the build took. */
const loadBundle = (file: string, dir: string | null): ReturnType<typeof loadWithHash> => loadWithHash(file, dir, sha256Of(file));

/** The entry's key of the bundle `file`. */
const keyOf = (file: string): string => cacheKey(sha256Of(file), statSync(file));

describe('cacheKey', () => {
  it('names the content (its hash), its file (size, time written), the Node version and the machine', () => {
    const hash = createHash('sha256').update('code').digest('hex');
    const other = createHash('sha256').update('code!').digest('hex');
    const file = { size: 4, mtimeMs: 1_700_000_000_000.5 };
    const key = cacheKey(hash, file, 'v20.20.2', 'x64');
    expect(key).toMatch(/^[0-9a-f]{32}$/u);
    expect(cacheKey(hash, { ...file }, 'v20.20.2', 'x64')).toBe(key);
    const others = [
      cacheKey(other, file, 'v20.20.2', 'x64'),
      cacheKey(hash, { ...file, size: 5 }, 'v20.20.2', 'x64'),
      cacheKey(hash, { ...file, mtimeMs: file.mtimeMs + 1 }, 'v20.20.2', 'x64'),
      cacheKey(hash, { ...file, mtimeMs: file.mtimeMs + 0.4 }, 'v20.20.2', 'x64'),
      cacheKey(hash, file, 'v22.1.0', 'x64'),
      cacheKey(hash, file, 'v20.20.2', 'arm64'),
    ];
    // Within the same millisecond the time is the same to the key (what a copy keeps of it).
    expect(new Set([key, ...others]).size).toBe(6);
  });

  it('names a file in the folder given', () => {
    expect(cacheFile('/cache', 'ab')).toBe(path.join('/cache', 'cli-ab.v8cache'));
  });

  it('lives in the user cache folder of env-paths', () => {
    expect(path.basename(codeCacheDir())).toBe('shift-poker');
  });
});

describe('pruneCache and writeCachedData', () => {
  const key = (n: number): string => String(n).repeat(32);

  it('writes an entry and removes the other entries (a leftover temporary file too), nothing else', () => {
    const dir = tempDir();
    writeFileSync(cacheFile(dir, key(1)), 'old');
    writeFileSync(`${cacheFile(dir, key(2))}.123.tmp`, 'half');
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    expect(writeCachedData(dir, key(3), Buffer.from('new'))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual([path.basename(cacheFile(dir, key(3))), 'notes.txt']);
    expect(readFileSync(cacheFile(dir, key(3)), 'utf8')).toBe('new');
  });

  it('creates the folder, and prunes a missing folder quietly', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    pruneCache(dir, 'x');
    expect(writeCachedData(dir, key(4), Buffer.from('x'))).toBe(true);
    expect(existsSync(cacheFile(dir, key(4)))).toBe(true);
  });

  it('answers false, without throwing, where nothing can be written', () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    expect(writeCachedData(path.join(file, 'cache'), key(5), Buffer.from('x'))).toBe(false);
    expect(readCachedData(path.join(file, 'cache', 'x'))).toBeUndefined();
  });
});

describe('loadBundle', () => {
  it('runs the bundle without a cache, writes one, and the next start uses it', () => {
    const file = bundle();
    const dir = path.join(tempDir(), 'cache');
    const first = loadBundle(file, dir);
    expect(first.cache).toBe('none');
    expect(run(first)).toBe(2 + 2 * 2 + 2 + 'cli.cjs'.length);
    const written = first.save();
    expect(written).toBe(cacheFile(dir, keyOf(file)));
    expect(existsSync(written!)).toBe(true);
    const second = loadBundle(again(file), dir);
    expect(second.cache).toBe('used');
    expect(run(second)).toBe(run(first));
    // What was used is what would be written: it is left as it is.
    expect(second.save()).toBeNull();
  });

  it.each([
    ['corrupt', (data: Buffer): Buffer => Buffer.from(data.map((byte, i) => (i % 7 === 0 ? byte ^ 0xff : byte)))],
    ['truncated', (data: Buffer): Buffer => data.subarray(0, data.length >> 1)],
    ['empty', (): Buffer => Buffer.alloc(0)],
    ['random', (data: Buffer): Buffer => Buffer.from(data.map((_, i) => (i * 131 + 7) & 0xff))],
  ])('runs the bundle past an entry that is %s and writes it anew', (_, spoil) => {
    const file = bundle();
    const dir = path.join(tempDir(), 'cache');
    const written = loadBundle(file, dir).save()!;
    writeFileSync(written, spoil(readFileSync(written)));
    const spoiled = loadBundle(again(file), dir);
    expect(spoiled.cache).toBe('rejected');
    expect(run(spoiled)).toBe(2 + 2 * 2 + 2 + 'cli.cjs'.length);
    expect(spoiled.save()).toBe(written);
    expect(loadBundle(again(file), dir).cache).toBe('used');
  });

  it("rejects another bundle's cache put under this one's name", () => {
    const dir = path.join(tempDir(), 'cache');
    const other = loadBundle(bundle('other'), dir).save()!;
    const file = bundle('this');
    writeFileSync(cacheFile(dir, keyOf(file)), readFileSync(other));
    const loaded = loadBundle(file, dir);
    expect(loaded.cache).toBe('rejected');
    expect(loaded.exports.tag).toBe('this');
  });

  it("never reads a cache of the bundle's earlier build: another content hash is another entry", () => {
    const dir = path.join(tempDir(), 'cache');
    const file = bundle('before');
    expect(loadBundle(file, dir).save()).not.toBeNull();
    writeFileSync(file, readFileSync(bundle('after!')));
    const rebuilt = loadBundle(again(file), dir);
    expect(rebuilt.cache).toBe('none');
    expect(rebuilt.exports.tag).toBe('after!');
  });

  it('never runs old code for a bundle changed after its build to code of the same length (V8 checks only the length)', () => {
    const dir = path.join(tempDir(), 'cache');
    const file = bundle('1111');
    const builtHash = sha256Of(file);
    expect(loadWithHash(file, dir, builtHash).save()).not.toBeNull();
    // Changed in place, the loader still carrying the build's hash: the same length, written later.
    const changed = again(file);
    writeFileSync(changed, readFileSync(file, 'utf8').replaceAll('1111', '2222'));
    utimesSync(changed, WRITTEN, new Date(WRITTEN.getTime() + 1000));
    const loaded = loadWithHash(changed, dir, builtHash);
    expect(loaded.cache).toBe('none');
    expect(loaded.exports.tag).toBe('2222');
  });

  it('starts without a cache where its folder cannot be written or there is none', () => {
    const file = bundle();
    const blocker = path.join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const unwritable = loadBundle(file, path.join(blocker, 'cache'));
    expect(unwritable.cache).toBe('none');
    expect(unwritable.save()).toBeNull();
    const off = loadBundle(file, null);
    expect(off.cache).toBe('none');
    expect(off.save()).toBeNull();
    expect(run(off)).toBe(run(unwritable));
  });

  it("makes the cache with heap.ts's flags at their defaults, so a start (before they are set) can use it", () => {
    const file = bundle();
    const dir = path.join(tempDir(), 'cache');
    const loaded = loadBundle(file, dir);
    limitHeapGrowth();
    try {
      // Made under the changed flags, V8 refuses it at a start.
      loaded.save((make) => make());
      expect(withV8DefaultFlags(() => loadBundle(again(file), dir).cache)).toBe('rejected');
      // Made with them reset, it is used.
      expect(withV8DefaultFlags(() => loadBundle(again(file), dir)).save(withV8DefaultFlags)).not.toBeNull();
      expect(withV8DefaultFlags(() => loadBundle(again(file), dir).cache)).toBe('used');
    } finally {
      // Other tests in this process run under V8's defaults.
      withV8DefaultFlags(() => undefined);
    }
  });
});
