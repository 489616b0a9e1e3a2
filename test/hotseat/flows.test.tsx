/** Help, quitting, Ctrl+C, the results screen and new games, the size check, the barrier. */

import { describe, expect, test } from '@jest/globals';
import { parseCards } from '../../src/core/cards.js';
import { applyAction, newGame } from '../../src/core/game.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { rankHands } from '../../src/core/ranking.js';
import { seriesSeed } from '../../src/core/seed.js';
import { seatWords } from '../../src/seat/words.js';
import { ANY_CARD, cardText, humans, launchOptions, mount, renderFrame } from './helpers.js';
import { ResultsScreen } from '../../src/seat/screens.js';
import { SeatScreen } from '../../src/seat/SeatScreen.js';
import type { ResultsModel } from '../../src/seat/model.js';
import { DEFAULT_BARRIER_TIMING } from '../../src/seat/barrier.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// What takes time here (Esc, the next-player screen's rule) passes on the fake clock.
fakeTimersInEachTest();

const BARRIER = 'can see the screen';

async function atFirstTurn(overrides = {}) {
  const app = await mount(launchOptions(overrides));
  await app.waitFor(() => app.lastFrame().includes(BARRIER));
  await app.press(KEYS.space);
  expect(app.lastFrame()).toContain('action 1 of 2');
  return app;
}

/** Plays every remaining turn of a two-human game with two passes each. */
async function playToResults(app: Awaited<ReturnType<typeof mount>>): Promise<void> {
  for (let i = 0; i < 20 && !app.lastFrame().includes('Final ranking'); i++) {
    if (app.lastFrame().includes(BARRIER)) await app.press(KEYS.space);
    await app.press('p', 'p', KEYS.enter);
  }
  expect(app.lastFrame()).toContain('Final ranking');
}

describe('the header', () => {
  test('names the round the game is in: a round ends with its last action, as the log says', async () => {
    const app = await atFirstTurn({ rounds: 2 });
    expect(app.lastFrame()).toContain('Round 1/2');
    await app.press('p', 'p');
    expect(app.lastFrame()).toContain('both actions done');
    expect(app.lastFrame()).toContain('Round 1/2');
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press(KEYS.space);
    // The last turn of round 1: its second action ends the round, and the log says round 2 begins.
    await app.press('p', 'p');
    expect(app.lastFrame()).toContain('both actions done');
    expect(app.lastFrame()).toContain('Round 2 of 2 begins.');
    expect(app.lastFrame()).toContain('Round 2/2');
    expect(app.lastFrame()).not.toContain('Round 1/2');
    await app.press(KEYS.enter);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(app.lastFrame()).toContain('Round 2/2');
    app.unmount();
  });
});

describe('help', () => {
  test('? shows the rules and keys without any card; Esc returns to the same turn', async () => {
    const app = await atFirstTurn();
    const turn = app.lastFrame();
    await app.press('?');
    const help = app.lastFrame();
    expect(help).toContain('A turn is exactly two actions');
    expect(help).toContain('swap one: then 1-3 picks your open card, 1-3 the middle card.');
    expect(help).toContain('Royal Flush');
    expect(help).toContain('equal categories share a place');
    // The game log shows the hidden cards only in its showdown line: the help promises no more.
    expect(help).toContain('l the whole game log, every hand at its end');
    expect(help).not.toMatch(ANY_CARD);
    // Keys do not act while help is open.
    await app.press('p');
    expect(app.lastFrame()).toBe(help);
    await app.press(KEYS.escape);
    expect(app.lastFrame()).toBe(turn);
    app.unmount();
  });

  test('help mentions strict order and the kicker variant when they are on; ? closes it', async () => {
    const app = await atFirstTurn({ strictOrder: true, tiebreak: 'kickers' });
    await app.press('?');
    expect(app.lastFrame()).toContain('Strict order is on: first a shift, then a swap or a pass.');
    expect(app.lastFrame()).toContain('Kicker variant');
    await app.press('?');
    expect(app.lastFrame()).toContain('action 1 of 2');
    app.unmount();
  });

  test('help explains the next-player screen only when several humans share the keyboard', async () => {
    const hotseat = await atFirstTurn();
    await hotseat.press('?');
    expect(hotseat.lastFrame()).toContain('Before each turn a screen hides all cards');
    hotseat.unmount();

    const alone = await mount(
      launchOptions({
        seats: [
          { name: 'Alice', bot: null },
          { name: 'Bot Easy', bot: 'easy' },
        ],
      }),
    );
    await alone.waitFor(() => alone.lastFrame().includes('Alice'));
    await alone.press('?');
    expect(alone.lastFrame()).toContain('Help');
    expect(alone.lastFrame()).not.toContain('Before each turn a screen hides all cards');
    expect(alone.lastFrame()).toContain('Computer players see only what you could see');
    alone.unmount();
  });

  test('q in help asks whether to quit, as everywhere else', async () => {
    const app = await atFirstTurn();
    await app.press('?', 'q');
    expect(app.lastFrame()).toContain('Quit the game?');
    app.unmount();
  });

  test('help from the barrier goes back to the barrier', async () => {
    const app = await mount(launchOptions());
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press('?');
    expect(app.lastFrame()).toContain('Help');
    await app.press(KEYS.enter);
    expect(app.lastFrame()).toContain(BARRIER);
    app.unmount();
  });
});

describe('quitting', () => {
  test('q asks; n and Esc go back to the game unchanged', async () => {
    const app = await atFirstTurn();
    const turn = app.lastFrame();
    await app.press('q');
    expect(app.lastFrame()).toContain('Quit the game? (y/n)');
    await app.press('p');
    expect(app.lastFrame()).toContain('Quit the game?');
    await app.press('n');
    expect(app.lastFrame()).toBe(turn);
    await app.press('q', KEYS.escape);
    expect(app.lastFrame()).toBe(turn);
    expect(app.onExit).not.toHaveBeenCalled();
    app.unmount();
  });

  test('q cancels a swap being chosen; y quits with exit code 0, the standings so far and the command to replay the game', async () => {
    const app = await atFirstTurn();
    await app.press('s', 'q', 'n');
    expect(app.lastFrame()).not.toContain('Swap your');
    expect(app.lastFrame()).toContain('action 1 of 2');
    await app.press('q', 'y');
    expect(app.onExit).toHaveBeenCalledTimes(1);
    const outcome = app.onExit.mock.calls[0]![0];
    expect(outcome.exitCode).toBe(0);
    const lines = outcome.summary!.trimEnd().split('\n');
    expect(lines[0]).toBe('Shift Poker - quit in round 1 of 2, standings so far (seed 7):');
    expect(
      lines
        .slice(1, 3)
        .map((line) => /^[12]\. +(\w+) /u.exec(line)?.[1])
        .sort(),
    ).toEqual(['Alice', 'Bob']);
    expect(lines[3]).toBe('Replay from the start: shift-poker Alice Bob --rounds 2 --seed 7');
    expect(lines).toHaveLength(4);
    app.unmount();
  });

  test('q on the barrier asks too', async () => {
    const app = await mount(launchOptions());
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press('q');
    expect(app.lastFrame()).toContain('Quit the game?');
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    await app.press('Y');
    expect(app.onExit.mock.calls[0]![0].exitCode).toBe(0);
    app.unmount();
  });

  test('Ctrl+C ends at once with exit code 130, from any screen', async () => {
    const app = await atFirstTurn();
    await app.press('s', KEYS.ctrlC);
    expect(app.onExit).toHaveBeenCalledTimes(1);
    expect(app.onExit.mock.calls[0]![0].exitCode).toBe(130);
    app.unmount();
    const setup = await mount(launchOptions({ seats: [], seatsComplete: false }));
    await setup.press('A', 'l', KEYS.ctrlC);
    expect(setup.onExit.mock.calls[0]![0].exitCode).toBe(130);
    setup.unmount();
  });
});

/** The results screen at 80x24 in `lang`, checked to fit: at most 23 lines, none wider than 80 columns. */
function resultsAt80x24(lang: 'en' | 'de', results: ResultsModel): { frame: string; lines: string[] } {
  const frame = renderFrame(<SeatScreen model={{ kind: 'results', results }} size={{ columns: 80, rows: 24 }} ascii={false} />, lang);
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(23);
  for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  return { frame, lines };
}

describe('results', () => {
  test('ties share a place and the next place is skipped (1, 1, 3); the seed is shown', () => {
    const ranking = rankHands([
      { seat: 0, name: 'Alice', cards: parseCards('2S 2H 5C 5D 9S') },
      { seat: 1, name: 'Bob', cards: parseCards('KS KH 3C 3D JS') },
      { seat: 2, name: 'Carol', cards: parseCards('AS AH 4C 7D 8S') },
      { seat: 3, name: 'Dave', cards: parseCards('QC QD QH 8C 8D') },
    ]);
    const frame = renderFrame(
      <ResultsScreen results={{ ranking, seed: '4242', firstPlayer: null, rounds: 5, tiebreak: 'category', bots: [null, null, 'easy', null], message: null, ascii: false }} />,
      'en',
    );
    const places = frame.split('\n').flatMap((line) => /^ (\d)\.\s+(\S+)/u.exec(line)?.slice(1, 3) ?? []);
    expect(places).toEqual(['1', 'Dave', '2', 'Alice', '2', 'Bob', '4', 'Carol']);
    expect(frame).toContain('Full House');
    expect(frame.match(/Two Pair \(tie\)/gu)).toHaveLength(2);
    expect(frame).not.toMatch(/Full House \(tie\)/u);
    expect(frame).toContain('One Pair');
    expect(frame).toContain('seed 4242');
    expect(frame).toContain('easy bot');
    expect(frame).toContain('n next game   l game log   q quit');
    for (const card of ['9♠', 'J♠', '8♠']) expect(frame).toContain(card);
  });

  test.each(['en', 'de'] as const)('at the end of a match, four players of 16 columns all show in the standings at 80x24 (%s)', (lang) => {
    const names = ['Aaaaaaaaaaaaaaaa', 'Bbbbbbbbbbbbbbbb', 'Cccccccccccccccc', 'Dddddddddddddddd'];
    const ranking = rankHands([
      { seat: 0, name: names[0]!, cards: parseCards('2S 2H 5C 5D 9S') },
      { seat: 1, name: names[1]!, cards: parseCards('KS KH 3C 3D JS') },
      { seat: 2, name: names[2]!, cards: parseCards('AS AH 4C 7D 8S') },
      { seat: 3, name: names[3]!, cards: parseCards('QC QD QH 8C 8D') },
    ]);
    const results = {
      ranking,
      seed: '1',
      firstPlayer: null,
      rounds: 3,
      tiebreak: 'category' as const,
      bots: [null, null, null, null],
      message: null,
      ascii: false,
      match: { gameNumber: 3, games: 3, scores: [1.5, 0.5, 0, 1], names, over: true, warning: null, ratings: [] },
    };
    const { frame, lines } = resultsAt80x24(lang, results);
    const title = lang === 'de' ? 'Partie beendet. Gesamtwertung:' : 'Match over. Final standings:';
    expect(frame).toContain(title);
    expect(frame).not.toContain(`${title.slice(0, -1)}::`);
    const score = (points: string): string => (lang === 'de' ? points.replace('.', ',') : points);
    for (const [place, name, points] of [
      [1, names[0], '1.5'],
      [2, names[3], '1'],
      [3, names[1], '0.5'],
      [4, names[2], '0'],
    ] as const) {
      expect(frame).toContain(`${place}. ${name} ${score(points)}`);
    }
    // The key bar is still the last line.
    expect(lines.at(-1)).toMatch(lang === 'de' ? /q beenden/u : /q quit/u);
  });

  test.each(['en', 'de'] as const)('during a match, the score of four players of 16 columns shows whole at 80x24 (%s)', (lang) => {
    const names = ['Aaaaaaaaaaaaaaaa', 'Bbbbbbbbbbbbbbbb', 'Cccccccccccccccc', 'Dddddddddddddddd'];
    const ranking = rankHands(names.map((name, seat) => ({ seat, name, cards: parseCards(['2S 2H 5C 5D 9S', 'KS KH 3C 3D JS', 'AS AH 4C 7D 8S', 'QC QD QH 8C 8D'][seat]!) })));
    const results = {
      ranking,
      seed: '0123456789abcdef0123456789abcdef',
      firstPlayer: 2,
      rounds: 3,
      tiebreak: 'category' as const,
      bots: [null, null, null, null],
      message: null,
      ascii: false,
      match: { gameNumber: 2, games: 3, scores: [1 / 3, 1 / 3, 1 / 3, 1], names, over: false, warning: null, ratings: [] },
    };
    const { frame, lines } = resultsAt80x24(lang, results);
    const third = lang === 'de' ? '0,33' : '0.33';
    const between = lang === 'de' ? ';' : ',';
    expect(frame.replace(/\s+/gu, ' ')).toContain(
      `${lang === 'de' ? 'Punkte' : 'Score'}: ${names[0]} ${third}${between} ${names[1]} ${third}${between} ${names[2]} ${third}${between} ${names[3]} 1`,
    );
    expect(lines.filter((line) => line.trim() !== '').at(-1)).toMatch(lang === 'de' ? /q beenden/u : /q quit/u);
  });

  test('a random 32-character seed is shown in full within 80 columns', () => {
    const ranking = rankHands([
      { seat: 0, name: 'Ann', cards: parseCards('2S 2H 5C 6D 9S') },
      { seat: 1, name: 'Ben', cards: parseCards('KS KH 3C 4D JS') },
    ]);
    const seed = '0123456789abcdef0123456789abcdef';
    const frame = renderFrame(
      <ResultsScreen results={{ ranking, seed, firstPlayer: 1, rounds: 7, tiebreak: 'category', bots: [null, null], message: null, ascii: false }} />,
      'en',
    );
    expect(frame).toContain(`Replay this deal: --seed ${seed} --first-player 2`);
    for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });

  test('the whole replay command is shown, wrapped between its words within 80 columns where it is long', () => {
    const ranking = rankHands([
      { seat: 0, name: 'Ann', cards: parseCards('2S 2H 5C 6D 9S') },
      { seat: 1, name: 'Ben', cards: parseCards('KS KH 3C 4D JS') },
    ]);
    const seed = '0123456789abcdef0123456789abcdef';
    const command = `npm start -- --lang de --screen-reader Ann --bot hard --rounds 7 --tiebreak kickers --strict-order --no-hints --seed ${seed} --first-player 2`;
    const frame = renderFrame(
      <ResultsScreen results={{ ranking, seed, firstPlayer: 1, replayCommand: command, rounds: 7, tiebreak: 'category', bots: [null, 'hard'], message: null, ascii: false }} />,
      'en',
    );
    const lines = frame.split('\n');
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    const first = lines.findIndex((line) => line.includes('Replay this deal:'));
    // Its lines, each but the last ending in " \\" as a shell continues a line, joined again give the command word for word.
    const shown = lines.slice(first, first + 3).map((line) => line.replace(/^[│|\s]+|[│|\s]+$/gu, ''));
    expect(shown[0]).toMatch(/ \\$/u);
    const joined = shown.map((line) => line.replace(/ \\$/u, '')).join(' ');
    expect(joined).toContain(`Replay this deal: ${command}`);
    // A second line takes the place of a blank one: the screen is as high as with a one-line command.
    const height = (replayCommand: string): number =>
      renderFrame(
        <ResultsScreen results={{ ranking, seed, firstPlayer: 1, replayCommand, rounds: 7, tiebreak: 'category', bots: [null, 'hard'], message: null, ascii: false }} />,
        'en',
      ).split('\n').length;
    expect(height(`npm start -- --lang de Ann --bot hard --rounds 7 --seed ${seed}`)).toBe(height('shift-poker Ann --bot hard'));
  });

  test('a first place shared by two shows 1, 1, 3', () => {
    const ranking = rankHands([
      { seat: 0, name: 'Ann', cards: parseCards('2S 2H 5C 6D 9S') },
      { seat: 1, name: 'Ben', cards: parseCards('KS KH 3C 4D JS') },
      { seat: 2, name: 'Cy', cards: parseCards('AS 3H 4C 7D 8S') },
    ]);
    const frame = renderFrame(
      <ResultsScreen results={{ ranking, seed: '1', firstPlayer: null, rounds: 2, tiebreak: 'category', bots: [null, null, null], message: null, ascii: true }} />,
      'en',
    );
    const places = frame.split('\n').flatMap((line) => /^ (\d)\.\s+(\S+)/u.exec(line)?.slice(1, 3) ?? []);
    expect(places).toEqual(['1', 'Ann', '1', 'Ben', '3', 'Cy']);
    expect(frame).toContain('| As|');
    expect(frame).not.toMatch(ANY_CARD);
  });

  test('n starts a new game with the same players and its own seed, shown only at its end; q quits with the summary', async () => {
    const app = await atFirstTurn();
    const secondSeed = seriesSeed('7', 2);
    await playToResults(app);
    expect(app.lastFrame()).toContain('seed 7');
    expect(app.lastFrame()).not.toContain(secondSeed);
    const clears = app.terminal.clears();
    await app.press('x');
    expect(app.lastFrame()).toContain('Press n for the next game, l for the game log or q to quit.');
    await app.press('n');
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    expect(app.terminal.clears()).toBeGreaterThan(clears);
    expect(app.lastFrame()).toContain('Round 1/2');
    await app.press(KEYS.space);
    expect(app.lastFrame()).toContain('New game: Alice and Bob, 2 rounds.');
    expect(app.lastFrame()).not.toContain(secondSeed);
    await playToResults(app);
    // The replay command may run over two lines, the first ending in a shell's continuation (space, backslash).
    expect(app.lastFrame()!.replace(/ \\\s*\n\s*/gu, ' ')).toContain(`--seed ${secondSeed}`);
    expect(app.lastFrame()).not.toContain('seed 8');
    await app.press('q');
    const outcome = app.onExit.mock.calls[0]![0];
    expect(outcome.exitCode).toBe(0);
    // Both games of the match, each with its replay command, then the standings.
    const [standingsText, ...reversed] = outcome.summary!.split('\n\n').reverse();
    const games = reversed.reverse();
    expect(games).toHaveLength(2);
    expect(standingsText).toMatch(/^Match standings after 2 games:\n1\. {2}\S+ +[\d.]+\n2?\.? /u);
    expect(games[0]).toMatch(/^Shift Poker, game 1 - final ranking \(2 rounds, seed 7\):\n1\. /u);
    expect(games[0]).toMatch(/\nReplay: shift-poker Alice Bob --rounds 2 --seed 7$/u);
    expect(games[1]!.startsWith(`Shift Poker, game 2 - final ranking (2 rounds, seed ${secondSeed}):\n1. `)).toBe(true);
    // Game 2 starts one seat after game 1: the command says so where its seed alone would pick the other seat.
    const record = app.onExit.mock.calls[0]![0];
    expect(record.exitCode).toBe(0);
    const secondStart = /\nReplay: shift-poker Alice Bob --rounds 2 --seed \S+( --first-player [12])?$/u.exec(games[1]!);
    expect(secondStart).not.toBeNull();
    expect(games[1]!).toContain(`--seed ${secondSeed}`);
    for (const game of games) {
      expect(game).toContain('Alice');
      expect(game).toContain('Bob');
    }
    // Plain text: no escape codes.
    expect(outcome.summary).not.toContain('\u001B');
    app.unmount();
  });

  test("Ctrl+C after a finished game still hands back that game's summary", async () => {
    const app = await atFirstTurn();
    await playToResults(app);
    await app.press('n');
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    await app.press(KEYS.ctrlC);
    const outcome = app.onExit.mock.calls[0]![0];
    expect(outcome.exitCode).toBe(130);
    expect(outcome.summary).toContain('Shift Poker, game 1 - final ranking (2 rounds, seed 7)');
    expect(outcome.summary).toContain(`Shift Poker, game 2 - quit in round 1 of 2, standings so far (seed ${seriesSeed('7', 2)})`);
    app.unmount();
  });
});

describe('the game log after the game', () => {
  test('l on the results shows the whole log with every hand face up; arrows, pages, Home and End scroll it; Esc goes back', async () => {
    const app = await atFirstTurn({ rounds: 7 });
    await playToResults(app);
    // Only passes were played, so the engine alone gives the same hands.
    let game = newGame({ players: ['Alice', 'Bob'], rounds: 7, seed: 7 });
    while (!game.finished) game = applyAction(game, { type: 'pass' }).state;
    expect(app.lastFrame()).toContain('l game log');

    await app.press('l');
    const top = app.lastFrame();
    expect(top).toContain('Game log');
    expect(top).toMatch(/lines 1-19 of \d+/u);
    expect(top).toContain('New game: Alice and Bob, 7 rounds.');
    expect(top).not.toContain('Game over.');

    await app.press(KEYS.down);
    expect(app.lastFrame()).toMatch(/lines 2-20 of/u);
    expect(app.lastFrame()).not.toContain('New game:');
    await app.press(KEYS.up, KEYS.up);
    expect(app.lastFrame()).toBe(top);

    for (let i = 0; i < 5; i++) await app.press(KEYS.pageDown);
    const end = app.lastFrame();
    expect(end).toContain('Game over.');
    for (const player of game.players) for (const card of player.hidden) expect(end).toContain(cardText(card));
    const [, last, total] = /lines \d+-(\d+) of (\d+)/u.exec(end)!;
    expect(last).toBe(total);
    // Home and End: the first and the last page at once.
    await app.press(KEYS.home);
    expect(app.lastFrame()).toBe(top);
    await app.press(KEYS.end);
    expect(app.lastFrame()).toBe(end);

    await app.press(KEYS.escape);
    expect(app.lastFrame()).toContain('Final ranking');
    await app.press('l', 'q');
    expect(app.onExit.mock.calls[0]![0].exitCode).toBe(0);
    app.unmount();
  });
});

describe('terminal size', () => {
  test('too small: a message instead of the table, keys wait; a resize brings the game back', async () => {
    const app = await atFirstTurn();
    const turn = app.lastFrame();
    await app.resize(70, 20);
    expect(app.lastFrame()).toContain('Please enlarge the terminal (need 80×24, have 70×20).');
    expect(app.lastFrame()).not.toMatch(ANY_CARD);
    await app.press('p');
    await app.resize(80, 24);
    expect(app.lastFrame()).toBe(turn);
    await app.resize(120, 40);
    const tall = app.lastFrame();
    expect(tall.replace(/\n$/u, '').split('\n').length).toBe(39);
    expect(tall).toContain('action 1 of 2');
    app.unmount();
  });
});

describe('a terminal wider than 80 columns', () => {
  test.each(['en', 'de'] as const)('the log wraps at its width, up to 120 columns, and the log title spans it (%s)', async (lang) => {
    const names = ['Maximilianeeeeee', 'Bartholomew Long', 'Christabel Marie', 'Dorothea Annabel'];
    const app = await mount(launchOptions({ seats: humans(...names), rounds: 2, lang }));
    await app.resize(80, 24);
    await app.waitFor(() => app.lastFrame().includes(lang === 'de' ? 'zusieht' : 'can see the screen'));
    await app.press(KEYS.space);
    const opening = lang === 'de' ? 'Neues Spiel: ' : 'New game: ';
    const logLine = (frame: string): string => frame.split('\n').find((line) => line.startsWith(` ${opening}`))!;
    const rule = (frame: string): string => frame.split('\n').find((line) => line.includes(lang === 'de' ? ' Verlauf ' : ' Log '))!;
    // At 80 columns the opening line is wrapped.
    await app.waitFor(() => logLine(app.lastFrame()) !== undefined);
    expect(logLine(app.lastFrame())).not.toContain(names[3]);
    // At 120 it stands on one line, the log's title as wide as the screen.
    await app.resize(120, 30);
    expect(logLine(app.lastFrame())).toContain(names[3]);
    expect(displayWidth(logLine(app.lastFrame()))).toBeGreaterThan(80);
    expect(displayWidth(rule(app.lastFrame()))).toBe(119);
    // Wider still, the lines stop at 120 columns: longer ones read worse.
    await app.resize(200, 30);
    expect(displayWidth(rule(app.lastFrame()))).toBe(119);
    for (const line of app.lastFrame().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(120);
    app.unmount();
  });
});

describe('barrier', () => {
  test('shows the name and the round and nothing else; Enter only says who presses Space, Space too soon only says to wait', async () => {
    // The barrier's own times (the rule itself is seat/barrier.ts's, tested on its own).
    const app = await mount(launchOptions({ seats: humans('Alice', 'Bob', 'Carol'), rounds: 5 }), DEFAULT_BARRIER_TIMING);
    await app.waitFor(() => app.lastFrame().includes(BARRIER));
    const frame = app.lastFrame();
    const next = /Next: (Alice|Bob|Carol)/u.exec(frame)![1]!;
    expect(frame).toContain('Round 1/5');
    expect(frame).toContain(`Press Space when only ${next} can see the screen.`);
    expect(frame).not.toMatch(ANY_CARD);
    expect(frame).not.toContain('Log');
    expect(frame).not.toMatch(/[░]/u);
    await app.press(KEYS.space);
    const early = app.lastFrame();
    expect(early).toContain(seatWords('en').message.releaseKeys);
    expect(early).toContain(BARRIER);
    expect(early).not.toMatch(ANY_CARD);
    await app.pass(200);
    await app.press(KEYS.enter);
    const enter = app.lastFrame();
    expect(enter).toContain(seatWords('en').message.barrierKey({ name: next }));
    expect(enter).not.toMatch(ANY_CARD);
    // The Space pressed too soon may have been held down: a new press comes after a pause.
    await app.pass(450);
    await app.press(KEYS.space);
    expect(app.lastFrame()).toContain('action 1 of 2');
    app.unmount();
  });
});
