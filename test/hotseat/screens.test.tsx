/** Single screens rendered on their own, from the data they are given. */

import { describe, expect, test } from '@jest/globals';
import { applyAction, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { parseCards, type Card } from '../../src/core/cards.js';
import { playerView } from '../../src/core/view.js';
import { BarrierScreen } from '../../src/hotseat/components/screens.js';
import { ResumeScreen } from '../../src/hotseat/components/ResumeScreen.js';
import { TableScreen, scoreText } from '../../src/seat/TableScreen.js';
import fc from 'fast-check';
import { displayWidth } from '../../src/core/playerNames.js';
import { ANY_CARD, cardText, renderFrame } from './helpers.js';
import { TooSmallScreen } from '../../src/term/ScreenFrame.js';
import { actionKeyLabels, type TableModel } from '../../src/seat/model.js';
import { logLines } from '../../src/seat/logText.js';
import { seatWords } from '../../src/seat/words.js';
import { uiWords } from '../../src/hotseat/words.js';
import { matchWords } from '../../src/room/words.js';
import { LOG_WIDTH } from '../../src/term/layout.js';

function finishedGame(): GameState {
  let game = newGame({ players: ['Ann', 'Ben', 'Cy'], rounds: 2, seed: 3 });
  while (!game.finished) game = applyAction(game, { type: 'pass' }).state;
  return game;
}

function table(game: GameState, viewer: number | null, overrides: Partial<TableModel> = {}): TableModel {
  const view = playerView(game, viewer);
  return {
    mode: 'turnDone',
    view,
    actor: viewer ?? 0,
    actorIsBot: false,
    round: view.round,
    actionNumber: 2,
    bots: [null, null, 'medium'],
    swap: null,
    message: null,
    logScroll: 0,
    log: logLines(
      view.log,
      view.players.map((player) => player.name),
      { ascii: false, width: LOG_WIDTH, lang: 'en' },
    ),
    logHeight: 6,
    exit: 'quit',
    actionKeys: game.finished ? [] : actionKeyLabels(view),
    ascii: false,
    handOff: true,
    ...overrides,
  };
}

describe('the own name beside "Your hand"', () => {
  test.each(['en', 'de'] as const)('a 16-column name shows whole on one line, within 80 columns, in every face (%s)', (lang) => {
    for (const name of ['Maximilianeeeeee', 'Anna Lena Maierr', '日本語の名前です']) {
      expect(displayWidth(name)).toBeGreaterThanOrEqual(16);
      for (const ascii of [false, true]) {
        const game = newGame({ players: [name, 'Ben'], rounds: 2, seed: 3 });
        const model = table(game, 0, { mode: 'turn', actionNumber: 1, ascii });
        const frame = renderFrame(<TableScreen table={model} quitting={false} size={{ columns: 80, rows: 24 }} />, lang);
        const lines = frame.split('\n');
        const caption = lines.findIndex((line) => line.startsWith(lang === 'de' ? ' Deine Hand ' : ' Your hand '));
        expect(lines[caption + 1]!.startsWith(` ${name} `)).toBe(true);
        for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      }
    }
  });

  test.each(['en', 'de'] as const)('the hand line fits 80 columns with the longest hand category beside a 16-column name (%s)', (lang) => {
    const game = newGame({ players: ['Maximilianeeeeee', 'Ben'], rounds: 2, seed: 3 });
    // A straight flush in the viewer's hand: the longest words the line beside the caption holds.
    const [a, b, c, d, e] = parseCards('9S 8S 7S 6S 5S') as [Card, Card, Card, Card, Card];
    const dealt: GameState = { ...game, players: [{ ...game.players[0]!, hidden: [a, b], open: [c, d, e] }, game.players[1]!] };
    const frame = renderFrame(<TableScreen table={table(dealt, 0, { mode: 'turn', actionNumber: 1 })} quitting={false} size={{ columns: 80, rows: 24 }} />, lang);
    expect(frame).toContain('Straight Flush');
    for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });
});

describe('a table of a match', () => {
  test.each(['en', 'de'] as const)("says which game it is in the header and the score in the log's title, within 80 columns (%s)", (lang) => {
    const names = ['Aaaaaaaaaaaaaaaa', 'Bbbbbbbbbbbbbbbb', 'Cccccccccccccccc', 'Dddddddddddddddd'];
    const game = newGame({ players: names, rounds: 2, seed: 3 });
    const scores = names.map((name, seat) => ({ name, score: [1.5, 0.5, 0, 1][seat]! }));
    for (const match of [
      { gameNumber: 3, games: 4, scores: scores.slice(0, 2) },
      { gameNumber: 3, games: null, scores },
    ]) {
      const model = table(game, 0, { mode: 'turn', actionNumber: 1, match });
      const frame = renderFrame(<TableScreen table={model} quitting={false} size={{ columns: 80, rows: 24 }} />, lang);
      for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      const header = frame.split('\n')[0]!;
      expect(header).toContain(match.games === null ? (lang === 'de' ? 'Spiel 3' : 'Game 3') : lang === 'de' ? 'Spiel 3/4' : 'Game 3/4');
      const logTitle = frame.split('\n').find((line) => line.includes(lang === 'de' ? 'Verlauf' : 'Log'))!;
      expect(logTitle).toContain(lang === 'de' ? 'Punkte: ' : 'Score: ');
      expect(logTitle).toContain(lang === 'de' ? ' 1,5' : ' 1.5');
      // Every player is in the score, the names shortened alike when all four do not fit.
      for (const name of match.scores.map((entry) => entry.name)) expect(logTitle).toContain(name.slice(0, 3));
    }
  });

  test.each(['en', 'de'] as const)('shortened names in the score still tell the players apart, with no space before the period (%s)', (lang) => {
    const names = ['Maximilianus_Abc', 'Bartholomew_Long', 'Bot Schwer', 'Bot Leicht'];
    const scores = names.map((name, seat) => ({ name, score: [0, 1 / 3, 4 / 3, 4 / 3][seat]! }));
    let game = newGame({ players: names, rounds: 2, seed: 3 });
    for (let pass = 0; pass < 12; pass++) game = applyAction(game, { type: 'pass' }).state;
    // Scrolled back and not: the score keeps every player, and the keys give way to it (the key bar names them too).
    for (const logScroll of [0, 3]) {
      const model = table(game, 0, {
        mode: 'turn',
        actionNumber: 1,
        match: { gameNumber: 2, games: 3, scores },
        logScroll,
        log: logLines(playerView(game, 0).log, names, { ascii: false, width: LOG_WIDTH, lang }),
        logHeight: 3,
      });
      const frame = renderFrame(<TableScreen table={model} quitting={false} size={{ columns: 80, rows: 24 }} />, lang);
      for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      const logTitle = frame.split('\n').find((line) => line.includes(lang === 'de' ? 'Verlauf' : 'Log'))!;
      if (logScroll > 0) {
        expect(logTitle).toMatch(lang === 'de' ? /\d+ ältere · \d+ neuere/u : /\d+ earlier · \d+ newer/u);
        // No room for both: the score gives way whole, never a player of it.
        expect(logTitle).not.toContain(lang === 'de' ? 'Punkte' : 'Score');
        continue;
      }
      const shown = logTitle.match(
        lang === 'de' ? /Punkte: (Maxi\S*) 0; (Bart\S*) 0,33; (Bot S\S*) 1,33; (Bot L\S*) 1,33 ─/u : /Score: (Maxi\S*) 0, (Bart\S*) 0\.33, (Bot S\S*) 1\.33, (Bot L\S*) 1\.33 ─/u,
      );
      expect(shown).not.toBeNull();
      expect(logTitle).not.toMatch(/ \./u);
    }
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '日'), minLength: 1, maxLength: 16 }), {
          minLength: 2,
          maxLength: 4,
          selector: (name) => name.trim(),
        }),
        fc.integer({ min: 12, max: 90 }),
        (raw, width) => {
          const names = raw.map((name) => name.trim()).filter((name) => name !== '');
          fc.pre(names.length >= 2);
          const entries = names.map((name) => ({ name, score: 0 }));
          expect(scoreText({ gameNumber: 1, games: null, scores: entries }, lang, 200)).toBe(matchWords(lang).scoreShort(entries));
          const line = scoreText({ gameNumber: 1, games: null, scores: entries }, lang, width);
          expect(displayWidth(line)).toBeLessThanOrEqual(width);
          const parts = line.slice(line.indexOf(' ') + 1).split(', ');
          // Where every player is in it (not cut as a whole line), no two names read alike.
          if (parts.length !== names.length || !parts.every((part) => part.endsWith(' 0'))) return;
          const shown = parts.map((part) => part.slice(0, -2));
          expect(new Set(shown).size).toBe(names.length);
          shown.forEach((name, seat) => {
            expect(name).not.toMatch(/ \.$/u);
            expect(name === names[seat] || (name.endsWith('.') && names[seat]!.startsWith(name.slice(0, -1)))).toBe(true);
          });
        },
      ),
    );
  });

  test.each(['en', 'de'] as const)('the score shortens each name once for the match: the same on every turn, whatever the points (%s)', (lang) => {
    const names = ['Bot Random', 'Bot Rapid', 'Maximilianus_Abc', 'Bartholomew_Long'];
    // The points of a few turns of one match, and the log growing under them.
    const turns = [
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [1.5, 0.5, 0, 1],
      [2.33, 0.33, 1.33, 1],
      [2.33, 1.33, 1.33, 2],
    ];
    let game = newGame({ players: names, rounds: 2, seed: 3 });
    const seen = new Set<string>();
    for (const points of turns) {
      game = applyAction(game, { type: 'pass' }).state;
      const scores = names.map((name, seat) => ({ name, score: points[seat]! }));
      const model = table(game, 0, {
        mode: 'turn',
        actionNumber: 1,
        match: { gameNumber: 3, games: 4, scores },
        log: logLines(playerView(game, 0).log, names, { ascii: false, width: LOG_WIDTH, lang }),
        logHeight: 3,
      });
      const frame = renderFrame(<TableScreen table={model} quitting={false} size={{ columns: 80, rows: 24 }} />, lang);
      const logTitle = frame.split('\n').find((line) => line.includes(lang === 'de' ? 'Verlauf' : 'Log'))!;
      for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      const score = /(?:Score|Punkte): (.*?) ─/u.exec(logTitle)![1]!;
      // The names without their points.
      const shown = score.split(lang === 'de' ? '; ' : ', ').map((entry) => entry.replace(/ [\d.,]+$/u, ''));
      expect(shown).toHaveLength(4);
      seen.add(shown.join('|'));
    }
    expect([...seen]).toHaveLength(1);
  });

  test('a single game keeps the title in the header and no score', () => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 3 });
    const frame = renderFrame(<TableScreen table={table(game, 0, { mode: 'turn', actionNumber: 1 })} quitting={false} size={{ columns: 80, rows: 24 }} />, 'en');
    expect(frame.split('\n')[0]).toContain('SHIFT POKER');
    expect(frame).not.toContain('Score:');
  });
});

describe('table screen', () => {
  test("even from the view after the game (where every hand is public) it shows only the viewer's hidden cards", () => {
    const game = finishedGame();
    const frame = renderFrame(<TableScreen table={table(game, 1)} quitting={false} size={{ columns: 80, rows: 24 }} />, 'en');
    for (const card of game.players[1]!.hidden) expect(frame).toContain(cardText(card));
    for (const seat of [0, 2]) for (const card of game.players[seat]!.hidden) expect(frame).not.toContain(cardText(card));
    // The showdown sentence of the log is for the results screen.
    expect(frame).not.toContain('Game over.');
    expect(frame).toContain('medium bot');
    // The game's last action ended the game: Enter shows the results, it ends no turn.
    expect(frame).toContain('Your turn is over, and with it the game. Press Enter for the results.');
    expect(frame).toContain('Enter results');
  });

  test('a spectator sees every player as a row and no hand', () => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 4 });
    const frame = renderFrame(<TableScreen table={table(game, null, { mode: 'turn', actionNumber: 1, actionKeys: [] })} quitting={false} size={{ columns: 80, rows: 24 }} />, 'en');
    expect(frame).not.toContain('Your hand');
    expect(frame.match(/\[░░░\] \[░░░\]/gu)).toHaveLength(2);
    for (const player of game.players) for (const card of player.hidden) expect(frame).not.toContain(cardText(card));
  });

  test.each(['en', 'de'] as const)('a spectator is told they watch, and how to leave, not to wait for a turn of their own (%s)', (lang) => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 4 });
    const name = game.players[game.currentPlayer]!.name;
    const watch = (viewer: number | null): string =>
      renderFrame(
        <TableScreen table={table(game, viewer, { mode: 'watch', actor: game.currentPlayer, actionKeys: [], exit: 'leave' })} quitting={false} size={{ columns: 80, rows: 24 }} />,
        lang,
      );
    const spectator = watch(null);
    expect(spectator).toContain(lang === 'de' ? `Du schaust zu: ${name} spielt gerade. q verlässt den Tisch.` : `You are watching: ${name} is playing. q leaves the table.`);
    expect(spectator).not.toMatch(/please wait|bitte warten/u);
    // A player at the table waits for their turn, as before.
    const player = watch(1 - game.currentPlayer);
    expect(player).toContain(seatWords(lang).message.pleaseWait({ name }));
  });

  test('a draw pile of one card says "1 card"', () => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 4 });
    const model = table(game, 0, { mode: 'turn' });
    const frame = renderFrame(<TableScreen table={{ ...model, view: { ...model.view, drawPileSize: 1 } }} quitting={false} size={{ columns: 80, rows: 24 }} />, 'en');
    expect(frame).toMatch(/\b1 card\b/u);
    expect(frame).not.toContain('1 cards');
  });

  test('the quit question replaces the key lines', () => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 4 });
    const frame = renderFrame(<TableScreen table={table(game, 0, { mode: 'turn' })} quitting size={{ columns: 80, rows: 24 }} />, 'en');
    expect(frame).toContain('Quit the game? (y/n)');
    expect(frame).toContain('y quit the game   n keep playing');
    expect(frame).not.toContain('Actions:');
  });
});

describe('barrier and size screens', () => {
  test('the barrier names the player and the round, and nothing else', () => {
    const frame = renderFrame(<BarrierScreen name="Zoë" round={2} rounds={5} quitting={false} ascii={false} />, 'en');
    expect(frame).toContain('Next: Zoë');
    expect(frame).toContain('Round 2/5');
    expect(frame).toContain('Press Space when only Zoë can see the screen.');
    expect(frame).not.toMatch(ANY_CARD);
    const ascii = renderFrame(<BarrierScreen name="Zoë" round={2} rounds={5} quitting ascii />, 'en');
    expect(ascii).not.toMatch(/[╭╮╰╯│─]/u);
    expect(ascii).toContain('Quit the game?');
  });

  test.each(['en', 'de'] as const)('the barrier shows its sentences whole with a 16-column name, wrapped inside its box (%s)', (lang) => {
    const name = 'Maximilianus_Abc';
    const frame = renderFrame(<BarrierScreen name={name} round={1} rounds={3} message={{ code: 'barrierKey', name }} quitting={false} ascii={false} />, lang);
    // The box's text, its lines joined again.
    const inside = frame
      .split('\n')
      .filter((line) => line.includes('│'))
      .map((line) => line.replace(/^\s*│\s*|\s*│\s*$/gu, ''))
      .join(' ')
      .replace(/\s+/gu, ' ');
    expect(inside).toContain(
      uiWords(lang)
        .barrier.onlyYou({ name })
        .map((part) => (typeof part === 'string' ? part : part.bold))
        .join(''),
    );
    expect(inside).toContain(seatWords(lang).message.barrierKey({ name }));
    expect(frame).not.toContain('…');
    for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });

  test('too small says what is needed and what there is', () => {
    const frame = renderFrame(<TooSmallScreen size={{ columns: 60, rows: 15 }} />, 'en');
    expect(frame.replace(/\s+/gu, ' ')).toContain('Please enlarge the terminal (need 80×24, have 60×15).');
  });
});

describe('the resume question', () => {
  test.each(['en', 'de'] as const)("shows the saved match's four long names and where it stands whole, wrapped at 80 columns (%s)", (lang) => {
    const names = ['Maximilianus_Abc', 'Bartholomew_Long', 'Bot Schwer', 'Bot Leicht'];
    const label = matchWords(lang).resumeLabel(names, { game: 2, round: 1, rounds: 3 }, matchWords(lang).timeAgo(0, 4 * 60_000), '·');
    const frame = renderFrame(<ResumeScreen prompt={{ label, notice: null }} ascii={false} />, lang);
    for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    expect(frame).not.toContain('…');
    expect(frame.replace(/\s+/gu, ' ')).toContain(label);
  });
});
