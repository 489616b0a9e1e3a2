/**
 * Whole seeded hotseat games played through the Ink tree by key presses. At
 * every frame the only hidden cards on screen are those of the player who
 * confirmed the barrier, and barrier frames show no card at all. A parallel
 * engine game with the same seed and actions says which cards are secret.
 */

import { shellWord } from '../../src/shellWord.js';
import { describe, expect, test } from '@jest/globals';
import { chooseBotAction, botSeed } from '../../src/bots/index.js';
import type { Card } from '../../src/core/cards.js';
import { applyAction, newGame } from '../../src/core/game.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { ranking } from '../../src/core/ranking.js';
import type { Action, GameState, Seat } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import type { SeatSpec } from '../../src/hotseat/options.js';
import { ANY_CARD, cardText, humans, launchOptions, mount, type Mounted } from './helpers.js';
import { KEYS } from '../support/keyBytes.js';

const BARRIER = 'can see the screen';

/** A small seeded generator for picking test moves (independent of the game's). */
function picker(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const SLOT_KEYS = ['1', '2', '3'] as const;

function randomAction(pick: (n: number) => number): { action: Action; keys: string[] } {
  switch (pick(5)) {
    case 0:
      return { action: { type: 'shift', direction: 'left' }, keys: [KEYS.left] };
    case 1:
      return { action: { type: 'shift', direction: 'right' }, keys: [KEYS.right] };
    case 2: {
      const own = pick(3) as 0 | 1 | 2;
      const middle = pick(3) as 0 | 1 | 2;
      return { action: { type: 'swap', own, middle }, keys: ['s', SLOT_KEYS[own], SLOT_KEYS[middle]] };
    }
    case 3:
      return { action: { type: 'swapAll' }, keys: ['a', 'a'] };
    default:
      return { action: { type: 'pass' }, keys: ['p'] };
  }
}

/** Watches every frame the app writes against the parallel game. */
class FrameChecker {
  private seen = 0;
  /** The seat whose hidden cards may be on screen now, or null. */
  confirmed: Seat | null = null;
  barriers = 0;

  /** Hidden cards never move, so the deal says what is secret all game long. */
  constructor(
    private readonly app: Mounted,
    private readonly dealt: GameState,
  ) {}

  check(): void {
    const frames = this.app.frames();
    for (const frame of frames.slice(this.seen)) {
      const lines = frame.replace(/\n$/u, '').split('\n');
      expect(lines.length).toBeLessThanOrEqual(23);
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
      if (frame.includes(BARRIER)) {
        this.barriers += 1;
        expect(frame).not.toMatch(ANY_CARD);
        expect(frame).not.toContain('Log');
      }
      // The showdown is public.
      if (frame.includes('Final ranking')) continue;
      // So is the seed then, and only then: it tells every card.
      expect(frame).not.toContain(this.dealt.rules.seed);
      this.dealt.players.forEach((player, seat) => {
        if (seat === this.confirmed) return;
        for (const card of player.hidden) {
          if (frame.includes(cardText(card))) {
            throw new Error(`${player.name}'s hidden card ${cardText(card)} is on screen (confirmed: ${String(this.confirmed)}):\n${frame}`);
          }
        }
      });
    }
    this.seen = frames.length;
  }
}

function expectShows(frame: string, cards: readonly Card[]): void {
  for (const card of cards) expect(frame).toContain(cardText(card));
}

async function playThrough(seats: readonly SeatSpec[], rounds: number, seed: string, moveSeed: number): Promise<void> {
  const names = seats.map((seat) => seat.name);
  const app = await mount(launchOptions({ seats, rounds, seed }));
  let game = newGame({ players: names, rounds, seed });
  const checker = new FrameChecker(app, game);
  const pick = picker(moveSeed);
  const humanCount = seats.filter((seat) => seat.bot === null).length;
  let turns = 0;
  checker.check();
  // Cleared before the first screen; once more already if a computer player starts and hands over to a human.
  expect(app.terminal.clears()).toBeGreaterThanOrEqual(1);
  let clearsAtHandOff = 0;

  while (!game.finished) {
    const seat = game.currentPlayer;
    const level = seats[seat]!.bot;
    if (level !== null) {
      // Bots play by themselves; replay their decision on the parallel game.
      for (let action = 0; action < 2; action++) {
        const decided = chooseBotAction(level, playerView(game, seat), botSeed(seed, seat));
        game = applyAction(game, decided).state;
      }
      continue;
    }
    // A human's turn starts behind a barrier (only with two or more humans).
    await app.waitFor(() => app.lastFrame().includes(BARRIER) || app.lastFrame().includes('Actions:'));
    checker.check();
    if (humanCount > 1) {
      expect(app.lastFrame()).toContain(`Next: ${names[seat]}`);
      expect(app.lastFrame()).toContain(`Round ${game.round}/${rounds}`);
      expect(app.lastFrame()).toContain(`press Space when only ${names[seat]} can see the screen`.replace('press', 'Press'));
      // The screen and its scrollback were cleared since the last player's turn.
      expect(app.terminal.clears()).toBeGreaterThan(clearsAtHandOff);
      checker.confirmed = seat;
      await app.press(KEYS.space);
      checker.check();
    } else {
      checker.confirmed = seat;
    }
    const frame = app.lastFrame();
    expect(frame).toContain(`${names[seat]}'s turn · action 1 of 2`);
    expectShows(frame, game.players[seat]!.hidden);
    expectShows(frame, game.middle);

    for (let step = 0; step < 2; step++) {
      const { action, keys } = randomAction(pick);
      game = applyAction(game, { ...action, seat }).state;
      await app.press(...keys);
      checker.check();
      expectShows(app.lastFrame(), game.middle);
      expectShows(app.lastFrame(), game.players[seat]!.open);
    }
    expect(app.lastFrame()).toContain('both actions done');
    turns += 1;
    // Ending the turn hands the keyboard on: nobody's hidden cards from here.
    if (humanCount > 1) checker.confirmed = null;
    clearsAtHandOff = app.terminal.clears();
    await app.press(KEYS.enter);
    checker.check();
  }

  await app.waitFor(() => app.lastFrame().includes('Final ranking'));
  checker.check();
  const results = app.lastFrame();
  for (const entry of ranking(game)) {
    expectShows(results, entry.cards);
    expect(results).toContain(entry.name);
  }
  // Shown as the player would type it: a seed with spaces in quotes.
  // The replay command may run over two lines joined by a shell's continuation (space, backslash).
  expect(results.replace(/ \\\s*\n\s*/gu, ' ')).toContain(`seed ${shellWord(seed)}`);
  expect(turns).toBe(rounds * humanCount);
  if (humanCount > 1) expect(checker.barriers).toBeGreaterThanOrEqual(turns);
  await app.press('q');
  expect(app.onExit).toHaveBeenCalledTimes(1);
  expect(app.onExit.mock.calls[0]![0].exitCode).toBe(0);
  expect(app.onExit.mock.calls[0]![0].summary).toContain('final ranking');
}

describe('hotseat games keep hidden cards secret at every frame', () => {
  // Seeds that no frame could show by chance, so the check that none is shown during play means something.
  test('two humans, two rounds', async () => {
    await playThrough(humans('Alice', 'Bob'), 2, 'secret seed 7', 1);
  });

  test('three humans, three rounds, a random-looking seed', async () => {
    await playThrough(humans('Alice', 'Bob', 'Carol'), 3, '0f1e2d3c4b5a69788796a5b4c3d2e1f0', 2);
  });

  test('two humans and a computer player between them', async () => {
    await playThrough([...humans('Alice', 'Bob'), { name: 'Easy Bot', bot: 'easy' }], 2, 'secret seed 5', 3);
  });
});
