/**
 * A German screen or line shows no English sentence of any words file: the
 * hotseat's screens (setup, next player, table, help, results, game log),
 * the summary printed on leaving, the server's lobby, the host's notices
 * and refusals, the table's and the record's lines, and the command line's
 * help and errors. The English comes from the words files themselves
 * (englishSentences.ts), so a German entry left in English, or a German
 * screen handed English words, fails here whatever its part.
 *
 * How the check proves it can fail: every case also renders the same screen
 * in English, and the check must find English sentences there. A German
 * entry replaced by its English fails its case: `seatDe.help.turn` made
 * "A turn is exactly two actions, …" fails the game at one keyboard,
 * `serveDe.lobby.quitQuestion` made "Leave the server?" the lobby.
 *
 * And nothing that words something assumes a language: every part's
 * `xWords(lang)` needs its language, and no source file gives one by
 * default.
 */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cliWords } from '../../src/commands/words.js';
import { applyAction, legalActions, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { coreWords } from '../../src/i18n/catalog.js';
import { LANGUAGES, type Lang } from '../../src/i18n/lang.js';
import type { JoinRefusal, NoticeEvent } from '../../src/room/runner.js';
import { matchWords } from '../../src/room/words.js';
import { describeRecordError, recordWords } from '../../src/record/words.js';
import type { RecordError } from '../../src/record/errors.js';
import { INITIAL_LOBBY, type LobbyState } from '../../src/remote/serve/lobbyModel.js';
import { lobbyLines } from '../../src/remote/serve/LobbyView.js';
import { defaultTableSpec } from '../../src/remote/serve/tableSpec.js';
import { describeServeRefusal, serveWords } from '../../src/remote/serve/words.js';
import { describeNotice, describeRefusal, remoteWords } from '../../src/remote/words.js';
import { seatWords } from '../../src/seat/words.js';
import { simWords } from '../../src/sim/words.js';
import { tableWords } from '../../src/table/words.js';
import { lineText } from '../../src/term/lines.js';
import { termWords } from '../../src/term/words.js';
import { gameReport } from '../../src/hotseat/summary.js';
import { uiWords } from '../../src/hotseat/words.js';
import { LESSONS } from '../../src/tutorial/lessons.js';
import { lessonState, tutorialKey } from '../../src/tutorial/screen.js';
import { panelLines } from '../../src/tutorial/TutorialApp.js';
import { tutorialWords } from '../../src/tutorial/words.js';
import { runCli } from '../cliRun.js';
import { LOBBY_TABLES } from '../remote/serve/lobbyFixtures.js';
import { TABLE_ERRORS } from '../table/problems.js';
import { humans, launchOptions, mount, type Mounted } from '../hotseat/helpers.js';
import { englishSentenceIn } from './englishSentences.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// What takes time here (Esc, the computer player's pause) passes on the fake clock.
fakeTimersInEachTest();

/** Every frame a mounted app drew while `run` pressed its keys, joined. */
async function framesOf(app: Mounted, run: () => Promise<void>): Promise<string> {
  await run();
  const frames = app.frames().join('\n');
  app.unmount();
  return frames;
}

/** Presses keys one at a time, so that every state between them is drawn. */
async function oneByOne(app: Mounted, ...keys: string[]): Promise<void> {
  for (const key of keys) await app.press(key);
}

/** The setup screen: a name, a name taken twice, the menu, a computer player, the rounds, a wrong number. */
async function setupScreens(lang: Lang): Promise<string> {
  const app = await mount(launchOptions({ lang, seats: [], seatsComplete: false, rounds: null }));
  return framesOf(app, async () => {
    await app.press(...'Alice', KEYS.enter);
    await app.press(...'ALICE', KEYS.enter);
    for (let i = 0; i < 5; i++) await app.press(KEYS.backspace);
    await oneByOne(app, KEYS.enter, KEYS.left, KEYS.up, KEYS.enter);
    await oneByOne(app, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await oneByOne(app, KEYS.up, KEYS.up, KEYS.up, KEYS.enter);
    await oneByOne(app, '9', KEYS.enter, 'q');
  });
}

const atBarrier = (app: Mounted): boolean => /SHIFT POKER\n\n\n\n\n/u.test(app.lastFrame()) && !app.lastFrame().includes('[');
const atResults = (app: Mounted): boolean => /Final ranking|POKER · Wertung/u.test(app.lastFrame());

/** A game of two at one keyboard: the next-player screen, the help, a swap, the quit question, to the results and the whole log. */
async function gameScreens(lang: Lang): Promise<string> {
  const app = await mount(launchOptions({ lang, seats: humans('Alice', 'Bob') }));
  return framesOf(app, async () => {
    await app.waitFor(() => atBarrier(app));
    await oneByOne(app, '?', KEYS.escape, KEYS.space, 'z', 's', '1', KEYS.escape, '?', KEYS.escape, 'q', 'n');
    for (let i = 0; i < 20 && !atResults(app); i++) {
      if (atBarrier(app)) await app.press(KEYS.space);
      await oneByOne(app, KEYS.right, 'a', KEYS.enter);
    }
    await oneByOne(app, 'x', 'l', KEYS.pageDown, KEYS.escape);
  });
}

/** A game played to its end by always taking the first legal action. */
function finishedGame(): GameState {
  let state = newGame({ players: ['Alice', 'Bob'], rounds: 2, seed: '7' });
  while (!state.finished) state = applyAction(state, legalActions(state)[0]!).state;
  return state;
}

/** The summary printed on leaving: a finished game's ranking and its replay line. */
function summary(lang: Lang): string {
  return gameReport(finishedGame(), { seats: humans('Alice', 'Bob'), ascii: false, number: 2, lang });
}

/** The tutorial's panel in every lesson: what to try, and a miss explained (two passes, then two more). */
function tutorialPanels(lang: Lang): string {
  const settings = { size: { columns: 80, rows: 24 }, ascii: false, lang };
  return LESSONS.map((_, index) => {
    let state = lessonState(index);
    const shown = [panelLines(state, lang)];
    for (const char of ['p', 'p', 'p', 'p']) {
      const step = tutorialKey(state, { kind: 'char', char }, settings);
      if ('state' in step) state = step.state;
    }
    shown.push(panelLines(state, lang));
    return shown.flat().map(lineText).join('\n');
  }).join('\n');
}

/** The server's lobby: the list, its help, the code prompt, the form, a refusal. */
function lobbyScreens(lang: Lang): string {
  const states: LobbyState[] = [
    INITIAL_LOBBY,
    { ...INITIAL_LOBBY, overlay: { kind: 'help' } },
    { ...INITIAL_LOBBY, overlay: { kind: 'quit' } },
    { ...INITIAL_LOBBY, overlay: { kind: 'code', typed: 'K7P' }, message: { code: 'notACode', typed: 'K7' } },
    { ...INITIAL_LOBBY, overlay: { kind: 'form', form: { spec: { ...defaultTableSpec(lang), seats: [{ kind: 'player' }, { kind: 'bot', level: 'hard' }] }, field: 1 } } },
    { ...INITIAL_LOBBY, message: { code: 'refused', reason: { code: 'tooManyTables', max: 100 } } },
  ];
  return states.map((state) => lobbyLines({ state, tables: LOBBY_TABLES, name: 'Ann', online: 4, rows: 23, ascii: false, lang }).map(lineText).join('\n')).join('\n');
}

const NOTICES: readonly NoticeEvent[] = [
  { code: 'left', name: 'Ann', seconds: 60 },
  { code: 'botTakesOver', name: 'Ann', level: 'hard' },
  { code: 'back', name: 'Ann' },
  { code: 'backFromBot', name: 'Ann' },
];

const REFUSALS: readonly JoinRefusal[] = [{ code: 'closed' }, { code: 'nameTaken', name: 'Ann' }, { code: 'inUse', name: 'Ann' }, { code: 'full' }, { code: 'started' }];

/** What the host tells a player: notices in the log, refusals, the saving line, the goodbye. */
function hostLines(lang: Lang): string {
  const words = remoteWords(lang);
  return [
    ...NOTICES.map((notice) => describeNotice(notice, lang)),
    ...REFUSALS.map((refusal) => describeRefusal(refusal, lang)),
    words.saving.failing('ENOSPC'),
    words.join.bye,
    words.lobby.hostStarts,
    describeServeRefusal({ code: 'full' }, lang, null),
  ].join('\n');
}

const FILE = '/data/match.json';
const RECORD_ERRORS: readonly RecordError[] = [
  { code: 'unreadable', file: FILE, errno: 'EACCES' },
  { code: 'notJson', file: FILE, detail: 'Unexpected token' },
  { code: 'truncated', file: FILE, empty: false },
  { code: 'invalid', file: FILE, path: ['games', 1, 'seed'], fault: { kind: 'seedDoesNotFollow', game: 2 } },
];

/** The table's refusals and what is wrong with a saved file, as the message line and the command line say them. */
function refusalLines(lang: Lang): string {
  return [
    ...TABLE_ERRORS.map((error) => tableWords(lang).tableError(error, ['Ann', 'Bob'])),
    ...RECORD_ERRORS.map((error) => describeRecordError(error, lang)),
    matchWords(lang).saveWarning('the disk is full'),
  ].join('\n');
}

/** The command line: the game's help, simulate's help and a usage error. */
async function commandLine(lang: Lang): Promise<string> {
  const runs = await Promise.all([runCli(['--lang', lang, '--help']), runCli(['--lang', lang, 'simulate', '--help']), runCli(['--lang', lang, 'Alice', '--rounds', 'x'])]);
  return runs.map((run) => `${run.stdout}\n${run.stderr}`).join('\n');
}

const CASES: readonly (readonly [string, (lang: Lang) => string | Promise<string>])[] = [
  ['the setup screen', setupScreens],
  ['a game at one keyboard, to the results and the whole log', gameScreens],
  ['the summary printed on leaving', summary],
  ["the tutorial's lessons", tutorialPanels],
  ["the server's lobby", lobbyScreens],
  ["the host's notices and refusals", hostLines],
  ["the table's refusals and a saved file's problems", refusalLines],
  ['the command line', commandLine],
];

describe('a German screen shows no English sentence of any words file', () => {
  it.each(CASES)('%s', async (_, render) => {
    const german = await render('de');
    expect(englishSentenceIn(german)).toBeNull();
    // The check sees this very screen's English: in English it finds a sentence of the words files.
    const english = await render('en');
    expect(englishSentenceIn(english)).not.toBeNull();
  });
});

/** Every part's words by language. */
const WORDS_BY_LANGUAGE: Readonly<Record<string, (lang: Lang) => unknown>> = {
  coreWords,
  termWords,
  tableWords,
  recordWords,
  matchWords,
  seatWords,
  uiWords,
  tutorialWords,
  remoteWords,
  serveWords,
  simWords,
  cliWords,
};

const SRC = path.join(import.meta.dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

/**
 * Ways of giving a language by default: a parameter with a default or an
 * optional one, the English words as a fallback, the fallback language or
 * the environment as a fallback.
 */
const DEFAULTS = [
  /[(,]\s*lang\s*:\s*Lang\s*=/u,
  /\blang\?\s*:\s*Lang\b/u,
  /\?\?\s*(?:coreEn|en)\b/u,
  /=\s*(?:coreEn|en)\s*[,)]/u,
  /(?:\?\?|=)\s*DEFAULT_LANG\b/u,
  /\?\?\s*detectLanguage\(/u,
];

describe('no language by default', () => {
  it.each(Object.entries(WORDS_BY_LANGUAGE))('%s needs its language', (_, wordsFor) => {
    expect(wordsFor.length).toBe(1);
    expect(() => wordsFor(undefined as unknown as Lang)).toThrow();
    for (const lang of LANGUAGES) expect(wordsFor(lang)).toBeDefined();
  });

  it('no source file gives a language by default (the command line reads --lang or the environment, detectLanguage has the fallback)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const pattern of DEFAULTS) if (pattern.test(line)) found.push(`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    // detectLanguage is the one fallback (English for C, POSIX and languages without words); glyphs(ascii)
    // alone gives no key names at all (its overloads), so its implementation's optional language words nothing.
    const allowed = [path.join('i18n', 'catalog.ts'), path.join('term', 'glyphs.ts')];
    expect(found.filter((line) => !allowed.some((file) => line.startsWith(`${file}:`)))).toEqual([]);
  });

  it('the scan sees a default where there is one', () => {
    for (const line of ['export function f(lang: Lang = DEFAULT_LANG) {', "function g(io: Io, lang: Lang = 'en') {", 'readonly lang?: Lang;', 'const text = options.text ?? en;'])
      expect(DEFAULTS.some((pattern) => pattern.test(line))).toBe(true);
  });
});
