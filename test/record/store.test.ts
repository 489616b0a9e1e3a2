import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, type CliRun } from '../cliRun.js';
import { autosave } from '../../src/record/autosave.js';
import type { SaveError } from '../../src/record/errors.js';
import { claimedEnd, loadRecordFile } from '../../src/record/load.js';
import { describeRecordError, describeSaveError } from '../../src/record/words.js';
import { defaultDataDir } from '../../src/record/paths.js';
import { serializeRecord } from '../../src/record/serialize.js';
import { createStore, NODE_STORE_FS, type StoreFs } from '../../src/record/store.js';
import { bot, expectOk, humans, startTable, step } from '../table/helpers.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI in-process with captured output. */
function cli(...args: string[]): Promise<CliRun> {
  return runCli(args);
}

function fingerprint(file: string): { bytes: string; mtimeMs: number; mode: number } {
  const stats = statSync(file);
  return { bytes: readFileSync(file).toString('base64'), mtimeMs: stats.mtimeMs, mode: stats.mode };
}

const NAME = 'match-20250301-120001-0123456789ab.json';

describe('bad files', () => {
  it.each([
    ['truncated.json', 'truncated', /: the saved match is cut off \(its JSON ends early\)$/],
    ['not-json.json', 'notJson', /: not a saved match \(the file is not JSON\)$/],
    ['unknown-format.json', 'unknownFormat', /: not a shift-poker saved match \(format "chess-pgn"\)$/],
    ['unknown-version.json', 'unknownVersion', /: saved by a newer shift-poker \(record version 2; this one reads version 1\)$/],
    ['schema-invalid.json', 'invalid', /: the saved match is damaged at games\[1\]\.actions\[4\]\.seat: .+$/],
    ['illegal-action.json', 'illegalAction', /: the saved match is damaged: game 2, action 3 is not allowed \(It is .+'s turn, not .+'s\)$/],
  ])('%s: one line naming the file and the problem; the file is left as it was', async (fixture, code, message) => {
    const file = path.join(dir, NAME);
    copyFileSync(path.join(FIXTURES, fixture), file);
    const before = fingerprint(file);
    const store = createStore({ dir });

    const loaded = store.load(file);
    expect(!loaded.ok && loaded.error.code).toBe(code);
    const line = describeRecordError(!loaded.ok ? loaded.error : (undefined as never), 'en');
    expect(line.startsWith(`${file}: `)).toBe(true);
    expect(line).toMatch(message);
    expect(line).not.toContain('\n');

    const [entry] = store.list();
    expect(entry).toMatchObject({ ok: false, file });
    expect(store.latestUnfinished()).toBeNull();
    expect(store.latestFinished()).toBeNull();

    const replay = await cli('replay', file, '--json');
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(`shift-poker: ${line}\n`);
    expect(replay.stdout).toBe('');
    const history = await cli('history', '--data-dir', dir);
    expect(history.code).toBe(0);
    expect(history.stdout).toBe(`damaged: ${line}\n`);

    expect(fingerprint(file)).toEqual(before);
  });

  it.each([
    [1e308, 'must be at most 7'],
    [-1e308, 'must be at least 2'],
    [8, 'must be at most 7'],
    [2.5, 'expected a whole number'],
  ])('rounds: %s is told by the range a file may hold: %s', (rounds, fault) => {
    const record = JSON.parse(readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8')) as { options: { rounds: number } };
    record.options.rounds = rounds;
    const file = path.join(dir, NAME);
    writeFileSync(file, JSON.stringify(record));
    const loaded = loadRecordFile(file);
    expect(loaded.ok).toBe(false);
    expect(describeRecordError(!loaded.ok ? loaded.error : (undefined as never), 'en')).toBe(`${file}: the saved match is damaged at options.rounds: ${fault}`);
  });

  it('a directory where a file should be: unreadable, and left alone', async () => {
    const file = path.join(dir, NAME);
    mkdirSync(file);
    const loaded = createStore({ dir }).load(file);
    expect(loaded).toEqual({ ok: false, error: { code: 'unreadable', file, errno: 'EISDIR' } });
    expect(describeRecordError(!loaded.ok ? loaded.error : (undefined as never), 'en')).toBe(`${file}: cannot read the saved match (it is a directory, EISDIR)`);
    const replay = await cli('replay', file, '--json');
    expect(replay).toEqual({ code: 1, stdout: '', stderr: `shift-poker: ${file}: cannot read the saved match (it is a directory, EISDIR)\n` });
    expect(statSync(file).isDirectory()).toBe(true);
  });

  it('a FIFO or a link to /dev/zero is refused at once, not read forever', async () => {
    const fifo = path.join(dir, NAME);
    execFileSync('mkfifo', [fifo]);
    const zero = path.join(dir, 'match-20250301-120002-0123456789ab.json');
    symlinkSync('/dev/zero', zero);
    for (const file of [fifo, zero]) {
      const loaded = createStore({ dir }).load(file);
      expect(loaded).toEqual({ ok: false, error: { code: 'unreadable', file, errno: 'ENOTREG' } });
      expect(describeRecordError(!loaded.ok ? loaded.error : (undefined as never), 'en')).toBe(`${file}: cannot read the saved match (not a regular file, ENOTREG)`);
    }
    const history = await cli('history', '--data-dir', dir);
    expect(history.code).toBe(0);
    expect(history.stdout.trim().split('\n')).toHaveLength(2);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('a file without read permission: unreadable', () => {
    const file = path.join(dir, NAME);
    copyFileSync(path.join(FIXTURES, 'valid.json'), file);
    chmodSync(file, 0o000);
    const before = fingerprint(file);
    // Root reads a mode-000 file anyway, so the permission error is also simulated.
    const denied: StoreFs = {
      ...NODE_STORE_FS,
      readFileSync: () => {
        throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      },
    };
    for (const loaded of [createStore({ dir, fs: denied }).load(file), process.getuid?.() === 0 ? null : loadRecordFile(file)]) {
      if (loaded === null) continue;
      expect(loaded).toEqual({ ok: false, error: { code: 'unreadable', file, errno: 'EACCES' } });
      expect(describeRecordError(!loaded.ok ? loaded.error : (undefined as never), 'en')).toBe(`${file}: cannot read the saved match (permission denied, EACCES)`);
    }
    expect(fingerprint(file)).toEqual(before);
  });

  it('control characters in a file name cannot reach the terminal', () => {
    const error = { code: 'notJson' as const, file: '/tmp/\u001B[2Jx.json', detail: '' };
    expect(describeRecordError(error, 'en')).toBe('/tmp/?[2Jx.json: not a saved match (the file is not JSON)');
  });
});

describe('saving', () => {
  it('creates the directory 0700 and each file 0600, and tightens its own existing directory', () => {
    const nested = path.join(dir, 'state', 'shift-poker');
    const store = createStore({ dir: nested });
    const table = startTable();
    const saved = store.save(table.toRecord());
    expect(saved.ok).toBe(true);
    expect(statSync(nested).mode & 0o777).toBe(0o700);
    expect(statSync(saved.ok ? saved.file : '').mode & 0o777).toBe(0o600);

    const loose = path.join(dir, 'loose');
    mkdirSync(loose, { mode: 0o755 });
    chmodSync(loose, 0o755);
    createStore({ dir: loose }).save(table.toRecord());
    expect(statSync(loose).mode & 0o777).toBe(0o755); // a directory the user named is not changed
    createStore({ dir: loose, ownsDir: true }).save(table.toRecord());
    expect(statSync(loose).mode & 0o777).toBe(0o700);
  });

  it('a new match gets a new file name, and the same match keeps its file', () => {
    const store = createStore({ dir });
    const a = store.save(startTable().toRecord());
    const b = store.save(startTable().toRecord());
    expect(a.ok && b.ok && a.file !== b.file).toBe(true);
    expect(path.basename(a.ok ? a.file : '')).toMatch(/^match-\d{8}-\d{6}-[0-9a-f]{12}\.json$/);
    // A random id that repeats is not reused.
    const ids = ['aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb'];
    const fixed = createStore({ dir, randomId: () => ids.shift()! });
    const record = startTable().toRecord();
    const first = fixed.save(record);
    const second = fixed.save(record);
    expect(first.ok && path.basename(first.file)).toMatch(/aaaaaaaaaaaa/);
    expect(second.ok && path.basename(second.file)).toMatch(/bbbbbbbbbbbb/);
  });

  it("a chosen first player and the seats' owners are saved and loaded back (a --first-player match could not be resumed)", () => {
    const store = createStore({ dir });
    // Seed "x" draws seat 1 for game 1, so seat 0 is a choice the record must carry.
    const owners = [{ kind: 'terminal' as const }, { kind: 'key' as const, key: 'SHA256:abc' }, null];
    const table = startTable({ seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy')], seed: 'x', firstPlayer: 0, owners });
    const saved = store.save(table.toRecord());
    const loaded = saved.ok ? store.load(saved.file) : null;
    expect(loaded?.ok && loaded.record.options.firstPlayer).toBe(0);
    expect(loaded?.ok && loaded.record.owners).toEqual(owners);
    // Owners that do not fit the seats make the file invalid, and are never part of a seat's view.
    expect(loaded?.ok && Object.keys(table.view(0))).not.toContain('owners');
    const record = { ...table.toRecord(), owners: [{ kind: 'terminal' }, null, null] };
    writeFileSync(path.join(dir, NAME), JSON.stringify(record));
    const bad = store.load(path.join(dir, NAME));
    expect(!bad.ok && bad.error.code === 'invalid' && bad.error.fault).toEqual({ kind: 'ownersDoNotFit' });
  });

  it('autosave writes the match after every action; the file always loads as the match so far', async () => {
    const store = createStore({ dir });
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], games: 2 });
    const saving = autosave(table, store);
    const file = saving.file()!;
    expect(file).not.toBeNull();
    while (await step(table, 4)) {
      const loaded = store.load(file);
      expect(loaded.ok && serializeRecord(loaded.record)).toBe(serializeRecord(table.toRecord()));
    }
    saving.stop();
    expect(store.latestFinished()?.file).toBe(file);
    expect(store.latestUnfinished()).toBeNull();
  });

  it('a failing disk: one warning, and the game goes on', async () => {
    for (const errno of ['EROFS', 'ENOSPC']) {
      const failing: StoreFs = {
        ...NODE_STORE_FS,
        writeFileAtomicSync: () => {
          throw Object.assign(new Error(errno), { code: errno });
        },
      };
      const warnings: SaveError[] = [];
      const table = startTable({ seats: humans('Ann', 'Ben'), games: 2 });
      const saving = autosave(table, createStore({ dir, fs: failing }), { onWarning: (error) => warnings.push(error) });
      while (await step(table, 2));
      expect(table.phase).toBe('matchOver');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ code: 'saveFailed', errno });
      expect(saving.lastResult().ok).toBe(false);
      expect(describeSaveError(warnings[0]!, 'en')).toMatch(
        new RegExp(`^could not save the match to .* \\((the file system is read-only|the disk is full), ${errno}\\); the game goes on without saving$`),
      );
    }
  });

  it('saving resumes by itself once the disk works again', () => {
    let broken = true;
    const flaky: StoreFs = {
      ...NODE_STORE_FS,
      writeFileAtomicSync: (file, data, options) => {
        if (broken) throw Object.assign(new Error('full'), { code: 'ENOSPC' });
        NODE_STORE_FS.writeFileAtomicSync(file, data, options);
      },
    };
    const store = createStore({ dir, fs: flaky });
    const table = startTable();
    const saving = autosave(table, store);
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    broken = false;
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    const loaded = store.load(saving.file()!);
    expect(loaded.ok && loaded.record.games[0]!.actions).toHaveLength(2);
  });
});

describe('finding the newest open or finished match', () => {
  it('newestUnfinished reads only as far as the match it takes (it runs at every start), and names the newest of all', () => {
    const writer = createStore({ dir });
    const older = writer.save(startTable({ seats: humans('Ann', 'Ben') }).toRecord());
    const newer = writer.save(startTable({ seats: humans('Cy', 'Di') }).toRecord());
    if (!older.ok || !newer.ok) throw new Error('not saved');
    const read: string[] = [];
    const counting: StoreFs = {
      ...NODE_STORE_FS,
      readFileSync: ((file: string, ...rest: unknown[]) => {
        read.push(path.basename(String(file)));
        return (NODE_STORE_FS.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
      }) as StoreFs['readFileSync'],
    };
    const store = createStore({ dir, fs: counting });
    const [first, second] = store.list().map((entry) => entry.file);
    read.length = 0;
    expect(store.newestUnfinished(() => true)).toEqual({ taken: expect.objectContaining({ file: first }), newest: expect.objectContaining({ file: first }) });
    expect(read).toEqual([path.basename(first!)]);
    expect(store.newestUnfinished((found) => found.file === second)).toEqual({
      taken: expect.objectContaining({ file: second }),
      newest: expect.objectContaining({ file: first }),
    });
    expect(store.newestUnfinished(() => false)).toEqual({ taken: null, newest: expect.objectContaining({ file: first }) });
  });

  const put = (name: string, text: string): string => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const valid = readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8');
  const reopened = (text: string): string => JSON.stringify({ ...JSON.parse(text), endedAt: null });
  const openMatch = (): string => {
    const table = startTable({ seats: humans('Cy', 'Di'), games: 3 });
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    return serializeRecord(table.toRecord());
  };

  it('reads what a file says of its own end without checking it', () => {
    expect(claimedEnd(valid)).toBe('ended');
    expect(claimedEnd(openMatch())).toBe('open');
    expect(claimedEnd('{"endedAt": 3}')).toBe('unknown');
    expect(claimedEnd('{"format": "shift-poker-match"')).toBe('unknown');
    expect(claimedEnd('[]')).toBe('unknown');
  });

  it('passes over damaged and finished files, newer or older, to the newest open match that checks out', () => {
    const illegal = readFileSync(path.join(FIXTURES, 'illegal-action.json'), 'utf8');
    const open = put('match-20250301-120000-000000000001.json', openMatch());
    // Newer files: one claims to be open but does not replay, one is ended and damaged, one is cut off.
    put('match-20250301-120002-000000000002.json', reopened(illegal));
    const ended = put('match-20250301-120003-000000000003.json', valid);
    put('match-20250301-120004-000000000004.json', illegal);
    put('match-20250301-120005-000000000005.json', valid.slice(0, 40));
    const store = createStore({ dir });

    const newest = store.newest();
    expect(newest?.ok === false && newest.error.code).toBe('truncated');
    expect(store.latestUnfinished()?.file).toBe(open);
    expect(store.latestFinished()?.file).toBe(ended);
    // The same answers as checking every file in full.
    const all = store.list();
    expect(all.find((entry) => entry.ok && !entry.summary.finished)?.file).toBe(open);
    expect(all.find((entry) => entry.ok && entry.summary.finished)?.file).toBe(ended);
  });

  it('an empty or missing directory has no newest match', () => {
    expect(createStore({ dir: path.join(dir, 'none') }).newest()).toBeNull();
    expect(createStore({ dir }).latestUnfinished()).toBeNull();
  });
});

describe('where files go', () => {
  it('Linux: $XDG_STATE_HOME/shift-poker, else ~/.local/state/shift-poker', () => {
    expect(defaultDataDir({ platform: 'linux', env: { XDG_STATE_HOME: '/x/state' }, home: '/home/ann' })).toBe('/x/state/shift-poker');
    expect(defaultDataDir({ platform: 'linux', env: {}, home: '/home/ann' })).toBe('/home/ann/.local/state/shift-poker');
    // A relative XDG path is invalid by the specification and ignored.
    expect(defaultDataDir({ platform: 'linux', env: { XDG_STATE_HOME: 'rel' }, home: '/home/ann' })).toBe('/home/ann/.local/state/shift-poker');
  });

  it("macOS and Windows: env-paths' data directory", () => {
    expect(defaultDataDir({ platform: 'darwin', env: {}, home: '/Users/ann' })).toMatch(/shift-poker/);
  });
});

describe('a valid file', () => {
  it('loads with names cleaned like typed names, and unusable names make it invalid', () => {
    const text = readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8');
    const file = path.join(dir, NAME);
    writeFileSync(file, text.replace('"Ann"', '"\\u001b[31mAnn\\u001b[0m"'));
    const loaded = loadRecordFile(file);
    expect(loaded.ok && loaded.record.seats[0]!.name).toBe('Ann');
    writeFileSync(file, text.replace('"Ann"', '"BEN"'));
    const clash = loadRecordFile(file);
    expect(!clash.ok && clash.error).toMatchObject({ code: 'invalid', path: ['seats'] });
  });
});
