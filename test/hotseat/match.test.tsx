/** Matches in the terminal UI: the resume question, the running score, a match's end, saving and its warning. */

import { describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { currentHolder, SYSTEM_PROBE } from '../../src/record/holder.js';
import path from 'node:path';
import { defaultDataDir } from '../../src/record/paths.js';
import { createStore, type Store } from '../../src/record/store.js';
import { resumeLabel, savedMatch, planResume, ResumeFailure } from '../../src/hotseat/savedMatch.js';
import { formatScore, standings } from '../../src/seat/matchText.js';
import { matchWords } from '../../src/room/words.js';

const { timeAgo } = matchWords('en');
import { leavingSummary, matchSummary } from '../../src/hotseat/summary.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import { ANY_CARD, INSTANT_BARRIER, freshSeeds, humans, launchOptions, mount, storeFailingWhile, type Mounted } from './helpers.js';
import { KEYS } from '../support/keyBytes.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('ui');

const BARRIER = 'can see the screen';

function tempStore(): Store {
  const dir = freshDir();
  return createStore({ dir });
}

function readdirMatches(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.json'));
}

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

function session(options: LaunchOptions, store: Store | null) {
  return savedMatch(options, store, { kind: 'new' }, { now: () => NOW, newSeed: freshSeeds() });
}

/** Plays every human turn with two passes until the results. */
async function playToResults(app: Mounted): Promise<void> {
  for (let turns = 0; turns < 40; turns++) {
    await app.waitFor(() => /can see the screen|Actions:|Final ranking/u.test(app.lastFrame()));
    const frame = app.lastFrame();
    if (frame.includes('Final ranking')) return;
    if (frame.includes(BARRIER)) await app.press(KEYS.space);
    await app.press('p', 'p');
    await app.press(KEYS.enter);
  }
  throw new Error('the game did not end');
}

describe('the score and the end of a match', () => {
  test('the results show the game number and the running score; the last game shows the final standings and n does nothing', async () => {
    const options = launchOptions({ games: 2 });
    const app = await mount(options);
    await playToResults(app);
    let frame = app.lastFrame();
    expect(frame).toContain('Game 1 of 2');
    // n plays the match's next game, not a new one apart from it.
    expect(frame).toContain('n next game   l game log   q quit');
    expect(frame).toMatch(/Score: Alice (1|0\.5|0), Bob (1|0\.5|0)/u);
    await app.press('n');
    await playToResults(app);
    frame = app.lastFrame();
    expect(frame).toContain('Game 2 of 2');
    expect(frame).toMatch(/Match over\. Final standings: 1\. (Alice|Bob) [\d.]+ {3}[12]\. (Alice|Bob) [\d.]+/u);
    expect(frame).not.toContain('n next game');
    await app.press('n');
    expect(app.lastFrame()).toContain('The match is over: l for the game log, q to quit.');
    expect(app.lastFrame()).toContain('Game 2 of 2');
    await app.press('q');
    const summary = app.onExit.mock.calls[0]![0].summary!;
    expect(summary).toContain('Shift Poker, game 2 - final ranking');
    expect(summary).toMatch(/Match standings after 2 games:\n1\. /u);
    app.unmount();
  });

  test('q after a game of an open-ended match ends it, so it is not offered again; a quit mid-game is', async () => {
    const store = tempStore();
    const options = launchOptions();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await playToResults(app);
    await app.press('q');
    expect(store.latestUnfinished()).toBeNull();
    expect(store.latestFinished()).not.toBeNull();
    app.unmount();

    const again = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await again.waitFor(() => again.lastFrame().includes(BARRIER));
    await again.press('q', 'y');
    expect(store.latestUnfinished()).not.toBeNull();
    again.unmount();
  });
});

describe('the resume question', () => {
  async function savedMidTurn(store: Store): Promise<string> {
    const options = launchOptions({ seats: humans('Alice', 'Bob'), rounds: 3 });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press(KEYS.space);
    await app.press('p', 'p', KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press(KEYS.space);
    await app.press('p');
    const frame = app.lastFrame();
    app.unmount();
    return frame;
  }

  test('Enter resumes the saved match behind the barrier, at the same position; nothing secret before Enter', async () => {
    const store = tempStore();
    const before = await savedMidTurn(store);
    const options = launchOptions({ seats: [], seatsComplete: false, rounds: null });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    const prompt = app.lastFrame();
    expect(prompt).toContain('An unfinished match is saved');
    expect(prompt).toMatch(/Alice, Bob · game 1, round 1\/3 · saved (just now|\d+ \w+ ago)/u);
    expect(prompt).not.toMatch(ANY_CARD);
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    await app.press(KEYS.space);
    const after = app.lastFrame();
    expect(after).toContain('action 2 of 2');
    const table = (frame: string): string[] => frame.split('\n').filter((line) => line.trim() !== '' && !line.includes('First action done'));
    expect(table(after)).toEqual(table(before));
    // The resumed match is saved to the same file as it goes on.
    await app.press('p');
    expect(store.list()).toHaveLength(1);
    const entry = store.list()[0]!;
    expect(entry.ok ? entry.record.games[0]!.actions : null).toHaveLength(4);
    app.unmount();
  });

  test('n starts a new match (the setup screen when names are missing), q quits without a summary', async () => {
    const store = tempStore();
    await savedMidTurn(store);
    const options = launchOptions({ seats: [], seatsComplete: false, rounds: null });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await app.press('n');
    expect(app.lastFrame()).toMatch(/name/iu);
    expect(app.lastFrame()).not.toContain('An unfinished match is saved');
    app.unmount();

    const quitter = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await quitter.press('q');
    expect(quitter.onExit).toHaveBeenCalledWith({ exitCode: 0, summary: null });
    quitter.unmount();
    expect(store.list()).toHaveLength(1);
  });

  test('a newest file that cannot be read is named in one line, left untouched, and Enter starts a new game', async () => {
    const store = tempStore();
    const damaged = path.join(store.dir, 'match-29990101-000000-0123456789ab.json');
    writeFileSync(damaged, 'not json at all');
    const options = launchOptions();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    expect(app.lastFrame()).toContain('A saved match could not be read:');
    expect(app.lastFrame().replace(/\s+/gu, ' ')).toContain(`${damaged}: not a saved match (the file is not JSON)`);
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(readFileSync(damaged, 'utf8')).toBe('not json at all');
    app.unmount();
  });

  test('a match that cannot be resumed any more (the file changed) says why and offers a new game', async () => {
    const store = tempStore();
    await savedMidTurn(store);
    const options = launchOptions();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    const file = store.list()[0]!.file;
    writeFileSync(file, '{"format":"shift-poker-match","version":7}');
    await app.press(KEYS.enter);
    expect(app.lastFrame().replace(/\s+/gu, ' ')).toContain(`${file}: saved by a newer shift-poker (record version 7`);
    expect(app.lastFrame()).not.toContain('An unfinished match is saved');
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    app.unmount();
  });
});

describe('saving', () => {
  test('a failing disk shows one warning line on the table, the game goes on, and the line goes once saving works again', async () => {
    let diskFull = true;
    const full = storeFailingWhile(freshDir(), () => (diskFull ? 'ENOSPC' : null));
    const options = launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }] });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, full));
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    const warning = /The match is no longer saved \(the disk is full, ENOSPC\); the game goes on\./u;
    expect(app.lastFrame()).toMatch(warning);
    await app.press('p', 'p', KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    expect(app.lastFrame().match(new RegExp(warning, 'gu'))).toHaveLength(1);
    expect(app.lastFrame()).toMatch(/passed/u);
    // The disk has room again: the next action is saved, and the line goes.
    diskFull = false;
    await app.press('p', 'p', KEYS.enter);
    await app.waitFor(() => /Actions:|Final ranking/u.test(app.lastFrame()) && !warning.test(app.lastFrame()));
    expect(app.lastFrame()).not.toMatch(warning);
    const saved = full.latestUnfinished() ?? full.latestFinished();
    expect(saved?.record.games[0]!.actions.length).toBeGreaterThanOrEqual(4);
    app.unmount();
  });
});

describe('a game whose end could not be saved', () => {
  test('holds its results back (no hidden card, seed, score or log: the saved match would deal it again) until a key saves it', async () => {
    let diskFull = false;
    const store = storeFailingWhile(freshDir(), () => (diskFull ? 'ENOSPC' : null));
    const options = launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }] });
    const hotseat = session(options, store);
    const app = await mount(options, INSTANT_BARRIER, undefined, hotseat);
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    diskFull = true;
    // Alice passes every turn to the end of the game; the bot plays its own.
    while (!/The game is over|Final ranking/u.test(app.lastFrame())) {
      await app.press('p', 'p', KEYS.enter);
      await app.waitFor(() => /Actions:|The game is over|Final ranking/u.test(app.lastFrame()));
    }
    const held = app.lastFrame();
    expect(held).toContain('The game is over');
    expect(held).toContain('its results (every hidden card, and the seed) show once it is saved');
    expect(held).toMatch(/The match is no longer saved \(the disk is full, ENOSPC\)/u);
    expect(held).not.toMatch(ANY_CARD);
    expect(held).not.toMatch(/--seed|Replay|Final ranking|Score/u);
    // The log would show every card; n would deal the next game: neither, while the disk is full.
    await app.press('l');
    await app.press('n');
    expect(app.lastFrame()).toContain('Still not saved: the results show once it is.');
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    expect(hotseat.current()!.phase).not.toBe('playing');
    // Room again: the next key saves it, and that key only brings the results.
    diskFull = false;
    await app.press('n');
    await app.waitFor(() => app.lastFrame().includes('Final ranking'));
    expect(app.lastFrame()).toMatch(ANY_CARD);
    expect(app.lastFrame()).not.toContain('Still not saved');
    expect(hotseat.current()!.phase).toBe('betweenGames');
    expect(hotseat.savedCopy!()!.record.games[0]!.ranking).not.toBeNull();
    app.unmount();
  });
  test('a match never saved at all is no game the file could deal again: its results show, and the match goes on', async () => {
    const store = storeFailingWhile(freshDir(), () => 'ENOSPC');
    const options = launchOptions({ seats: [...humans('Alice'), { name: 'Bot Easy', bot: 'easy' }] });
    const hotseat = session(options, store);
    const app = await mount(options, INSTANT_BARRIER, undefined, hotseat);
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    while (!/The game is over|Final ranking/u.test(app.lastFrame())) {
      await app.press('p', 'p', KEYS.enter);
      await app.waitFor(() => /Actions:|The game is over|Final ranking/u.test(app.lastFrame()));
    }
    expect(app.lastFrame()).toContain('Final ranking');
    await app.press('n');
    await app.waitFor(() => hotseat.current()!.view(null).gameNumber === 2);
    app.unmount();
  });
});

describe('--resume', () => {
  test('the command printed to go on names --data-dir, unless the match is where --resume looks by default; the file, where another unfinished match is saved beside it', () => {
    const options = launchOptions();
    const elsewhere = tempStore();
    const first = session(options, elsewhere);
    first.start(humans('Alice', 'Bob'), 3);
    const firstFile = first.savedCopy!()!.file;
    expect(first.resumeCommand!(firstFile)).toBe(`shift-poker --resume --data-dir ${elsewhere.dir}`);
    const spaced = createStore({ dir: path.join(elsewhere.dir, 'my saves') });
    const inSpaced = session(options, spaced);
    inSpaced.start(humans('Alice', 'Bob'), 3);
    expect(inSpaced.resumeCommand!(inSpaced.savedCopy!()!.file)).toBe(`shift-poker --resume --data-dir '${spaced.dir}'`);
    // A second unfinished match in the same directory: --resume alone would take the newest, so each names its file.
    const second = session(options, elsewhere);
    second.start(humans('Carol', 'Dave'), 3);
    const secondFile = second.savedCopy!()!.file;
    expect(first.resumeCommand!(firstFile)).toBe(`shift-poker --resume ${firstFile}`);
    expect(second.resumeCommand!(secondFile)).toBe(`shift-poker --resume ${secondFile}`);
    const usual = createStore({ dir: defaultDataDir() });
    expect(session(options, usual).resumeCommand!('elsewhere.json')).toBe('shift-poker --resume elsewhere.json');
    expect(session(options, null).resumeCommand).toBeUndefined();
  });

  test('the newest unfinished match, or a file; a finished one or none is one line', async () => {
    const store = tempStore();
    expect(() => planResume(store, null, 'en')).toThrow(new ResumeFailure(`no unfinished match saved in ${store.dir}`));
    const options = launchOptions();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    app.unmount();
    const plan = planResume(store, null, 'en');
    expect(plan.kind).toBe('resume');
    const file = plan.kind === 'resume' ? plan.file : '';
    expect(planResume(store, file, 'en')).toMatchObject({ kind: 'resume', file });
    // Once the match is over (q after a game of an open-ended match), it is not resumed.
    const finisher = await mount(options, INSTANT_BARRIER, undefined, savedMatch(options, store, plan, { now: () => NOW, newSeed: freshSeeds() }));
    await playToResults(finisher);
    await finisher.press('q');
    finisher.unmount();
    expect(() => planResume(store, file, 'en')).toThrow(`${file}: the match is over (nothing to resume)`);
    expect(() => planResume(store, null, 'en')).toThrow(ResumeFailure);
    const missing = path.join(store.dir, 'nope.json');
    expect(() => planResume(store, missing, 'en')).toThrow(`${missing}: cannot read the saved match (no such file, ENOENT)`);
  });

  test('a match open in another program is neither offered nor resumed, and one played over ssh neither: each says why in one line', () => {
    const store = tempStore();
    const options = launchOptions();
    const started = session(options, store).start(humans('Alice', 'Bob'), 3);
    const file = path.join(store.dir, readdirMatches(store.dir)[0]!);
    // This program claimed the file before its first save, and the record says who owns each seat.
    expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, program: 'play' });
    expect(started.toRecord().owners).toEqual([{ kind: 'terminal' }, { kind: 'terminal' }]);
    // Another running program (the test runner's parent) holds it now.
    const other = { ...currentHolder('play'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
    writeFileSync(`${file}.lock`, JSON.stringify(other));
    const where = `the match is open in another terminal (process ${process.ppid}); go on with it there, or quit it there first`;
    expect(session(options, store).offer).toBeNull();
    expect(() => planResume(store, null, 'en')).toThrow(new ResumeFailure(`${file}: ${where}`));
    expect(() => planResume(store, file, 'en')).toThrow(new ResumeFailure(`${file}: ${where}`));
    expect(() => planResume(store, file, 'de')).toThrow(`${file}: die Partie ist in einem anderen Terminal (Prozess ${process.ppid}) geöffnet`);
    // Gone (its process ended): offered and resumed again.
    writeFileSync(`${file}.lock`, JSON.stringify({ ...other, started: '1' }));
    expect(session(options, store).offer).not.toBeNull();
    expect(planResume(store, null, 'en')).toMatchObject({ kind: 'resume', file });
    // A match whose seats belong to ssh players is not this terminal's to go on with.
    const record = { ...started.toRecord(), program: 'host' as const, owners: [{ kind: 'terminal' as const }, { kind: 'key' as const, key: 'SHA256:x' }] };
    writeFileSync(file, JSON.stringify(record));
    expect(session(options, store).offer).toBeNull();
    expect(() => planResume(store, file, 'en')).toThrow(`${file}: the match was played over ssh; it goes on with shift-poker host --resume`);
    writeFileSync(file, JSON.stringify({ ...record, program: 'serve' }));
    expect(() => planResume(store, file, 'en')).toThrow(`${file}: the match is a table of shift-poker serve; it goes on there`);
  });

  test('leaving a match that another program opened while this one could not save names that program, not what the file holds', () => {
    const store = tempStore();
    const options = launchOptions();
    const started = session(options, store).start(humans('Alice', 'Bob'), 3);
    const file = path.join(store.dir, readdirMatches(store.dir)[0]!);
    // Resumed while something is in the way at its .lock: played unclaimed, saved never.
    rmSync(`${file}.lock`);
    mkdirSync(`${file}.lock`);
    const resumed = savedMatch(options, store, { kind: 'resume', file, record: started.toRecord() }, { now: () => NOW, newSeed: freshSeeds() });
    // Out of the way; another program (the test runner's parent) opens the match first.
    rmSync(`${file}.lock`, { recursive: true });
    writeFileSync(`${file}.lock`, JSON.stringify({ ...currentHolder('play'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) }));
    const summary = leavingSummary(resumed, { ascii: false, lang: 'en' })!;
    expect(summary).toContain(`${file}: the match is open in another terminal (process ${process.ppid}); go on with it there, or quit it there first`);
    expect(summary).not.toMatch(/Not saved since|Go on with/u);
  });

  test('with none to resume and the newest file damaged, the one line names that file and what is wrong with it', () => {
    const store = tempStore();
    mkdirSync(store.dir, { recursive: true });
    const damaged = path.join(store.dir, 'match-20260101-000000-aaaaaaaaaaaa.json');
    writeFileSync(damaged, '{"format": "shift-poker-match", "version": 1, "seats": [');
    const error = (() => {
      try {
        planResume(store, null, 'en');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ResumeFailure);
    expect((error as Error).message).toBe(
      `no unfinished match saved in ${store.dir} that can be read; the newest file is damaged: ${damaged}: the saved match is cut off (its JSON ends early)`,
    );
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('match words', () => {
  test('scores, standings, labels and times', () => {
    expect([1, 0.5, 1 / 3, 7 / 12, 2].map(formatScore)).toEqual(['1', '0.5', '0.33', '0.58', '2']);
    expect(standings(['Ann', 'Bob', 'Cy'], [1, 2, 1])).toEqual([
      { name: 'Bob', score: 2, place: 1 },
      { name: 'Ann', score: 1, place: 2 },
      { name: 'Cy', score: 1, place: 2 },
    ]);
    expect(timeAgo(0, 30_000)).toBe('just now');
    expect(timeAgo(0, 60_000)).toBe('1 minute ago');
    expect(timeAgo(0, 4 * 60_000 + 10_000)).toBe('4 minutes ago');
    expect(timeAgo(0, 3 * 3_600_000)).toBe('3 hours ago');
    expect(timeAgo(0, 5 * 86_400_000)).toBe('5 days ago');
  });

  test('the resume label and the match summary come from the record', async () => {
    const store = tempStore();
    const options = launchOptions({ seats: [...humans('Alice', 'Bob'), { name: 'Bot Hard', bot: 'hard' }], rounds: 5, games: 3 });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press('q', 'y');
    app.unmount();
    const record = store.latestUnfinished()!.record;
    const label = resumeLabel(record, Date.parse(record.updatedAt) + 4 * 60_000, false, 'en');
    expect(label).toBe('Alice, Bob, Bot Hard · game 1, round 1/5 · saved 4 minutes ago');
    expect(resumeLabel(record, Date.parse(record.updatedAt), true, 'en')).toContain(' - game 1, round 1/5 - ');
    const summary = matchSummary(record, { ascii: false, lang: 'en' })!;
    expect(summary).toMatch(/^Shift Poker, game 1 - quit in round 1 of 5, standings so far \(seed 7\):/u);
    expect(summary).toMatch(/Match standings after 0 games:\n1\. +Alice +0\n1\. +Bob +0\n1\. +Bot Hard +0\n$/u);
  });
});

jest.setTimeout(30_000);
