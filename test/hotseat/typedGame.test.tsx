/**
 * The command line wins over the resume question: a game typed there starts
 * and one line names the unfinished match still saved; the resume question
 * discards a saved match only after y (or j).
 */

import { describe, expect, test } from '@jest/globals';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSaveOptions } from '../../src/commands/game/options.js';
import { claimFileOf } from '../../src/record/claim.js';
import { currentHolder, SYSTEM_PROBE } from '../../src/record/holder.js';
import { createStore, type Store } from '../../src/record/store.js';
import { firstStartMatch, savedMatch, typedGameMatch } from '../../src/hotseat/savedMatch.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import { INSTANT_BARRIER, freshSeeds, humans, launchOptions, mount } from './helpers.js';
import { KEYS } from '../support/keyBytes.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('typed');

const BARRIER = 'can see the screen';
const QUESTION = 'An unfinished match is saved';

function tempStore(): Store {
  const dir = freshDir();
  return createStore({ dir });
}

function session(options: LaunchOptions, store: Store) {
  return savedMatch(options, store, { kind: 'new' }, { now: () => Date.now(), newSeed: freshSeeds() });
}

/** Leaves an unfinished Alice/Bob match in `store`: the first turn played, then quit. Returns its file. */
async function unfinishedMatch(store: Store): Promise<string> {
  const options = launchOptions({ seats: humans('Alice', 'Bob'), rounds: 3 });
  const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
  await app.waitFor(() => app.lastFrame().includes(BARRIER));
  await app.press(KEYS.space);
  await app.press('p', 'p', KEYS.enter);
  app.unmount();
  const file = store.latestUnfinished()!.file;
  return file;
}

/** The frame's text without line breaks and padding, so that a wrapped line reads as one. */
const joined = (frame: string): string => frame.replace(/[\s│╭╮╰╯─]+/gu, '');

const PLAIN = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('a game typed on the command line', () => {
  test('players, bots and options that shape a match count as typed; display options and nothing at all do not', () => {
    expect(resolveSaveOptions([], PLAIN, 'en').typed).toBe(false);
    expect(resolveSaveOptions([], { ...PLAIN, ascii: true, delay: '0', dataDir: '/tmp/x' }, 'en').typed).toBe(false);
    expect(resolveSaveOptions(['Alice'], { ...PLAIN, bot: ['hard'] }, 'en').typed).toBe(true);
    expect(resolveSaveOptions([], { ...PLAIN, bot: ['easy', 'hard'] }, 'en').typed).toBe(true);
    expect(resolveSaveOptions([], { ...PLAIN, rounds: '5' }, 'en').typed).toBe(true);
    expect(resolveSaveOptions([], { ...PLAIN, seed: '42' }, 'en').typed).toBe(true);
    expect(resolveSaveOptions([], { ...PLAIN, strictOrder: true }, 'en').typed).toBe(true);
    expect(resolveSaveOptions([], { ...PLAIN, tiebreak: 'kickers', tiebreakGiven: true }, 'en').typed).toBe(true);
  });

  test('starts without the resume question; the next-player screen names the saved match and the command for its file', async () => {
    const store = tempStore();
    const file = await unfinishedMatch(store);
    const options = launchOptions({ seats: humans('Carol', 'Dave'), rounds: 2 });
    const typed = typedGameMatch(session(options, store), options.lang, options.program);
    expect(typed.offer).toBeNull();
    const app = await mount(options, INSTANT_BARRIER, undefined, typed);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    const frame = app.lastFrame();
    expect(frame).not.toContain(QUESTION);
    expect(frame).toContain('Next: Carol');
    expect(joined(frame)).toContain(joined(`Still saved, unfinished: Alice, Bob. Go on with it: shift-poker --resume ${file}`));
    // Below the box, which says only whose turn it is; the file's name on one line.
    const rows = frame.split('\n');
    const boxEnd = rows.findIndex((row) => row.includes('╰'));
    const note = rows.findIndex((row) => row.includes('Still saved'));
    expect(boxEnd).toBeGreaterThan(-1);
    expect(note).toBeGreaterThan(boxEnd);
    expect(rows.some((row) => row.includes(path.basename(file)))).toBe(true);
    // Once the barrier is opened the line has been read: the turn screen does not repeat it.
    await app.press(KEYS.space);
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    expect(app.lastFrame()).not.toContain('Still saved');
    app.unmount();
    // The saved match is untouched, and the typed one is saved beside it.
    expect(existsSync(file)).toBe(true);
    expect(store.list()).toHaveLength(2);
  });

  test('against a bot the table says it on its message line', async () => {
    const store = tempStore();
    await unfinishedMatch(store);
    const options = launchOptions({ seats: [...humans('Carol'), { name: 'Bot Hard', bot: 'hard' }], rounds: 2, firstPlayer: 0 });
    const app = await mount(options, INSTANT_BARRIER, undefined, typedGameMatch(session(options, store), 'en'));
    await app.waitFor(() => app.lastFrame().includes('Actions:'));
    expect(app.lastFrame()).not.toContain(QUESTION);
    expect(app.lastFrame()).toContain('Still saved, unfinished: Alice, Bob. Go on with it:');
    app.unmount();
  });

  test('when the setup screen still asks (only --rounds typed), the line is on it', async () => {
    const store = tempStore();
    const file = await unfinishedMatch(store);
    const options = launchOptions({ seats: [], seatsComplete: false, rounds: 4 });
    const app = await mount(options, INSTANT_BARRIER, undefined, typedGameMatch(session(options, store), 'en'));
    expect(app.lastFrame()).not.toContain(QUESTION);
    expect(app.lastFrame()).toMatch(/name/iu);
    expect(joined(app.lastFrame())).toContain(joined(`Still saved, unfinished: Alice, Bob. Go on with it: shift-poker --resume ${file}`));
    app.unmount();
  });

  test.each(['en', 'de'] as const)('a first start offers the lessons on the setup screen, and the next-player box after it is left to the next player (%s)', async (lang) => {
    const store = tempStore();
    const options = launchOptions({ seats: [], seatsComplete: false, rounds: 2, lang });
    const app = await mount(options, INSTANT_BARRIER, undefined, firstStartMatch(session(options, store), store, lang));
    const offer = lang === 'de' ? 'Neu im Spiel? Lektionen:' : 'New to the game? Lessons:';
    expect(app.lastFrame()).toContain(offer);
    // Two names, an empty line to the menu, and Start.
    await app.press(...'Ann', KEYS.enter, ...'Bob', KEYS.enter, KEYS.enter, KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(lang === 'de' ? 'Als Nächstes:' : 'Next:'));
    expect(app.lastFrame()).not.toContain(offer);
    app.unmount();
  });

  test('with nothing saved there is no line', async () => {
    const store = tempStore();
    const options = launchOptions();
    const typed = typedGameMatch(session(options, store), 'en');
    expect(typed.note ?? null).toBeNull();
    const app = await mount(options, INSTANT_BARRIER, undefined, typed);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(app.lastFrame()).not.toContain('Still saved');
    app.unmount();
  });

  test('a plain start (nothing typed) still asks the resume question', async () => {
    const store = tempStore();
    await unfinishedMatch(store);
    const options = launchOptions({ seats: [], seatsComplete: false, rounds: null });
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    expect(app.lastFrame()).toContain(QUESTION);
    expect(app.lastFrame()).not.toContain('Still saved');
    app.unmount();
  });
});

describe('discarding the saved match', () => {
  const plain = (): LaunchOptions => launchOptions({ seats: [], seatsComplete: false, rounds: null });

  test('d asks first; n keeps the file and the question, y removes it and goes on to the setup', async () => {
    const store = tempStore();
    const file = await unfinishedMatch(store);
    const options = plain();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    expect(app.lastFrame()).toMatch(/d discard/u);
    await app.press('d');
    expect(app.lastFrame()).toContain('Discard the saved match of Alice, Bob? (y/n)');
    // Enter is no answer: it neither resumes nor discards.
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain('Discard the saved match of Alice, Bob? (y/n)');
    await app.press('n');
    expect(app.lastFrame()).not.toContain('Discard the saved match');
    expect(app.lastFrame()).toContain(QUESTION);
    expect(existsSync(file)).toBe(true);
    await app.press('d', 'y');
    expect(existsSync(file)).toBe(false);
    expect(app.lastFrame()).not.toContain(QUESTION);
    expect(app.lastFrame()).toMatch(/name/iu);
    expect(store.list()).toHaveLength(0);
    app.unmount();
  });

  test('in German: d verwerfen, then j discards', async () => {
    const store = tempStore();
    const file = await unfinishedMatch(store);
    const options = { ...plain(), lang: 'de' as const };
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    expect(app.lastFrame()).toMatch(/d verwerfen/u);
    await app.press('d');
    expect(app.lastFrame()).toContain('Die gespeicherte Partie von Alice, Bob verwerfen? (j/n)');
    await app.press('j');
    expect(existsSync(file)).toBe(false);
    app.unmount();
  });

  test('a match open in another program is not offered, so it cannot be discarded from here; if the offer is taken up late, one line says why', async () => {
    const store = tempStore();
    const file = await unfinishedMatch(store);
    const options = plain();
    // Offered while free; then another program opens it before the answer.
    const offered = session(options, store);
    expect(offered.offer).not.toBeNull();
    const holder = { ...currentHolder('play'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
    writeFileSync(claimFileOf(file), JSON.stringify(holder));
    expect(offered.offer!.discard!()).toEqual({ ok: false, message: `${file}: the saved match was not discarded: it is open in another terminal (process ${process.ppid})` });
    expect(existsSync(file)).toBe(true);
    // Asked again, the question is not put: straight to a new game.
    expect(session(options, store).offer).toBeNull();
    const app = await mount(options, INSTANT_BARRIER, undefined, session(options, store));
    await app.press('d', 'y');
    expect(app.lastFrame()).toContain('New game');
    expect(existsSync(file)).toBe(true);
    app.unmount();
  });
});
