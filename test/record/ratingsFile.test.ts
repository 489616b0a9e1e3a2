/**
 * The ratings kept beside the records (record/ratingsFile.ts): always what
 * the records alone give, whether they come from the file, are rated on
 * top of it, or are rebuilt because it no longer fits the directory.
 */

import { describe, expect, it } from '@jest/globals';
import { appendFileSync, existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldRatings } from '../../src/record/ratings.js';
import { currentRatings, keptMatchFilesOf, lookAtRatings, RATED_FILES, RATINGS_FILE, ratingsAfterMatch, type RatingsFs } from '../../src/record/ratingsFile.js';
import { createStore, type Store } from '../../src/record/store.js';
import type { MatchRecord } from '../../src/table/index.js';
import { humans, startTable, step, testDeps } from '../table/helpers.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('ratings');

let clock = Date.UTC(2026, 0, 1);

/** A match of `names` played to the end (unless told) and saved in `store`, ending after every match saved before it. */
async function played(store: Store, names: readonly string[], finish = true): Promise<string> {
  const table = startTable({ seats: humans(...names), rounds: 2, games: 1 }, testDeps({ now: () => (clock += 1000) }));
  let salt = names.length;
  if (finish) while (await step(table, salt++));
  const saved = store.save(table.toRecord());
  if (!saved.ok) throw new Error('not saved');
  return saved.file;
}

function records(store: Store): MatchRecord[] {
  return store.list().flatMap((entry) => (entry.ok ? [entry.record] : []));
}

function tempStore(): Store {
  const dir = freshDir();
  return createStore({ dir });
}

/** The rated matches' files as kept, in the order they were rated. */
const kept = (store: Store): { files: { name: string }[] } => ({
  files: readFileSync(path.join(store.dir, RATED_FILES), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { name: string }),
});

describe("a player's matches as kept", () => {
  it('are the files of the matches that rated them, whichever way they were rated; a line of an older program, which names nobody, for everyone', async () => {
    const store = tempStore();
    const annBen = await played(store, ['Ann', 'Ben']);
    currentRatings(store);
    const benCid = await played(store, ['Ben', 'Cid']);
    const loaded = store.load(benCid);
    if (!loaded.ok) throw new Error('not saved');
    ratingsAfterMatch(store, benCid, loaded.record);
    const cidAnn = await played(store, ['Cid', 'Ann']);
    currentRatings(store);
    const idOf = (name: string): string => [...currentRatings(store).players.values()].find((player) => player.name === name)!.id;
    expect(keptMatchFilesOf(store, idOf('Ann'))).toEqual([annBen, cidAnn]);
    expect(keptMatchFilesOf(store, idOf('Ben'))).toEqual([annBen, benCid]);
    expect(keptMatchFilesOf(store, 'name:nobody')).toEqual([]);
    // The same after a rebuild from the records alone.
    currentRatings(store, { rebuild: true });
    expect(keptMatchFilesOf(store, idOf('Cid'))).toEqual([benCid, cidAnn]);
    // A line as an older program wrote it (no players): read for everyone (it may be theirs).
    const lines = readFileSync(path.join(store.dir, RATED_FILES), 'utf8').split('\n');
    const { players: _dropped, ...older } = JSON.parse(lines[0]!) as { players: unknown };
    writeFileSync(path.join(store.dir, RATED_FILES), [JSON.stringify(older), ...lines.slice(1)].join('\n'));
    expect(keptMatchFilesOf(store, idOf('Cid'))).toEqual([annBen, benCid, cidAnn]);
    expect(keptMatchFilesOf(store, idOf('Ann'))).toEqual([annBen, cidAnn]);
    // Still read as kept (the field is optional): the ratings are not rebuilt for it.
    const text = readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8');
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    expect(readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8')).toBe(text);
  });
});

describe('the ratings file', () => {
  it('is written on the first look, rated on top for matches finished since, and always equals the records folded', async () => {
    const store = tempStore();
    await played(store, ['Ann', 'Ben']);
    await played(store, ['Ann', 'Cid'], false);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    expect(kept(store).files).toHaveLength(1);
    for (const names of [
      ['Ben', 'Cid'],
      ['Ann', 'Ben', 'Cid'],
      ['Cid', 'Ann'],
    ]) {
      await played(store, names);
      expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    }
    expect(kept(store).files).toHaveLength(4);
    // Read back as kept: the same again, without a change to the file.
    const text = readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8');
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    expect(readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8')).toBe(text);
  });

  it('is rebuilt from the records when a rated match changed or went, or the file is damaged, and with --rebuild', async () => {
    const store = tempStore();
    const first = await played(store, ['Ann', 'Ben']);
    const second = await played(store, ['Ben', 'Cid']);
    currentRatings(store);
    rmSync(second);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    expect(kept(store).files.map((file) => file.name)).toEqual([path.basename(first)]);
    utimesSync(first, new Date(2020, 0, 1), new Date(2020, 0, 1));
    await played(store, ['Cid', 'Ann']);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    writeFileSync(path.join(store.dir, RATINGS_FILE), '{"format":"shift-poker-ratings","version":2,"rated":1,"files":2,"lastEndedAt":"","players":[{"id":"name:ann","mu":"x"}]}');
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    // A line cut short (a write that died), and a line too many.
    appendFileSync(path.join(store.dir, RATED_FILES), '{"name":"x');
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    appendFileSync(path.join(store.dir, RATED_FILES), `${JSON.stringify({ name: 'gone.json', size: 1, mtimeMs: 1, endedAt: '2030-01-01T00:00:00.000Z' })}\n`);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    writeFileSync(path.join(store.dir, RATINGS_FILE), 'not JSON');
    expect(currentRatings(store, { rebuild: true })).toEqual(foldRatings(records(store)));
    expect(kept(store).files).toHaveLength(2);
    // Well-formed, but out of what rating makes (a mu shown as Infinity, a sigma below 0, more wins than matches), or a
    // player taken out whom a kept line names: rebuilt.
    const summary = JSON.parse(readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8')) as { players: Record<string, unknown>[] };
    const edited = (change: (players: Record<string, unknown>[]) => Record<string, unknown>[]): void => {
      writeFileSync(path.join(store.dir, RATINGS_FILE), JSON.stringify({ ...summary, players: change(summary.players.map((player) => ({ ...player }))) }));
      expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    };
    edited(([first, ...rest]) => [{ ...first, mu: 1e308 }, ...rest]);
    edited(([first, ...rest]) => [{ ...first, sigma: -1 }, ...rest]);
    edited(([first, ...rest]) => [{ ...first, wins: 99 }, ...rest]);
    edited(([, ...rest]) => rest);
    edited(([first, ...rest]) => [{ ...first, lastPlayed: 'garbage' }, ...rest]);
    edited(([first, ...rest]) => [{ ...first, matches: 1e12, wins: 1e12 }, ...rest]);
    edited(([first, ...rest]) => [{ ...first, history: [1e20, -1e20, 0] }, ...rest]);
    edited(([first, ...rest]) => [{ ...first, mu: 990, sigma: 0.0001 }, ...rest]);
  });

  it('rates a match that ended before the last one rated in its place, from the records', async () => {
    const store = tempStore();
    await played(store, ['Ann', 'Ben']);
    const late = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1 }, testDeps({ now: () => (clock += 1000) }));
    let salt = 3;
    while (await step(late, salt++));
    const record = late.toRecord();
    await played(store, ['Ben', 'Ann']);
    currentRatings(store);
    // Saved only now, though it ended between the two.
    store.save(record);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
  });

  it("at a match's end, rates it on top of the kept ratings alone, and the next full look takes them as they are", async () => {
    const store = tempStore();
    await played(store, ['Ann', 'Ben']);
    currentRatings(store);
    for (const names of [
      ['Ben', 'Cid'],
      ['Ann', 'Ben', 'Cid'],
    ]) {
      const file = await played(store, names);
      const loaded = store.load(file);
      if (!loaded.ok) throw new Error('not read back');
      expect(ratingsAfterMatch(store, file, loaded.record)).toEqual(foldRatings(records(store)));
    }
    expect(kept(store).files).toHaveLength(3);
    const text = readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8');
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    // Nothing to rate again: the files are left as the match's end wrote them.
    expect(readFileSync(path.join(store.dir, RATINGS_FILE), 'utf8')).toBe(text);
  });

  it("at a match's end, falls back on the full look where the kept ratings cannot take it on top", async () => {
    const store = tempStore();
    // None kept yet.
    const first = await played(store, ['Ann', 'Ben']);
    const loaded = store.load(first);
    if (!loaded.ok) throw new Error('not read back');
    expect(ratingsAfterMatch(store, first, loaded.record)).toEqual(foldRatings(records(store)));
    // The same match again (rated already), and a match another program finished meanwhile, rated by the next full look.
    expect(ratingsAfterMatch(store, first, loaded.record)).toEqual(foldRatings(records(store)));
    await played(store, ['Cid', 'Ann']);
    const last = await played(store, ['Ben', 'Cid']);
    const lastLoaded = store.load(last);
    if (!lastLoaded.ok) throw new Error('not read back');
    ratingsAfterMatch(store, last, lastLoaded.record);
    expect(currentRatings(store)).toEqual(foldRatings(records(store)));
    expect(kept(store).files).toHaveLength(3);
  });

  it('leaves out a rated match that can no longer be read (its permissions changed, not its size), counted, the ratings rebuilt without it', async () => {
    const store = tempStore();
    await played(store, ['Ann', 'Ben']);
    const cidDan = await played(store, ['Cid', 'Dan']);
    expect(lookAtRatings(store).unread).toBe(0);
    const denied: RatingsFs = {
      readFileSync,
      statSync,
      appendFileSync,
      writeFileAtomicSync: (file, text) => writeFileSync(file, text),
      accessSync: (file) => {
        if (file === cidDan) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      },
    };
    const look = lookAtRatings(store, { fs: denied });
    expect(look.unread).toBe(1);
    expect([...look.ratings.players.keys()].sort()).toEqual(['name:ann', 'name:ben']);
  });

  it('a directory that cannot keep the file still gets the right ratings', async () => {
    const store = tempStore();
    await played(store, ['Ann', 'Ben']);
    const readOnly = {
      readFileSync,
      statSync,
      writeFileAtomicSync: () => {
        throw Object.assign(new Error('read-only'), { code: 'EROFS' });
      },
    } as unknown as RatingsFs;
    expect(currentRatings(store, { fs: readOnly })).toEqual(foldRatings(records(store)));
    expect(existsSync(path.join(store.dir, RATINGS_FILE))).toBe(false);
  });
});
