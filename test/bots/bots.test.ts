import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isLegal } from '../../src/core/game.js';
import { Rng, rngStateFromSeed } from '../../src/core/random.js';
import { hashSeed } from '../../src/core/seed.js';
import type { GameState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import { BOT_LEVELS, botName, botNames, botSeed, chooseBotAction, describeBotLevel, isBotLevel, type BotLevel } from '../../src/bots/index.js';
import { permuteUnseen, randomPoint, stateAfterReshuffle } from './helpers.js';

/** Hard and expert take tens of milliseconds per decision: fewer runs for them. */
const RUNS: Record<BotLevel, number> = { random: 150, easy: 150, medium: 100, hard: 12, expert: 12 };
const searches = (level: BotLevel): boolean => level === 'hard' || level === 'expert';

const pointArbitrary = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 2, max: 7 }),
  actions: fc.integer({ min: 0, max: 60 }),
  tiebreak: fc.constantFrom('category' as const, 'kickers' as const),
  strictOrder: fc.boolean(),
  shiftBias: fc.double({ min: 0, max: 1, noNaN: true }),
  botSeed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
});

describe.each(BOT_LEVELS)('the %s bot', (level) => {
  it('only ever returns legal actions (random games, both variants, 2-4 players)', () => {
    fc.assert(
      fc.property(pointArbitrary, (point) => {
        const state = randomPoint(point);
        const action = chooseBotAction(level, playerView(state, state.currentPlayer), point.botSeed);
        expect(isLegal(state, { ...action, seat: state.currentPlayer })).toBe(true);
        // Only the fields of an action, nothing else.
        expect(Object.keys(action).every((key) => ['type', 'direction', 'own', 'middle'].includes(key))).toBe(true);
      }),
      { numRuns: RUNS[level], seed: 1234 },
    );
  });

  it('decides the same way for the same view and seed', () => {
    for (let seed = 1; seed <= (searches(level) ? 2 : 4); seed++) {
      const state = randomPoint({ seed, players: 2 + (seed % 3), rounds: 5, actions: seed * 5 });
      const view = playerView(state, state.currentPlayer);
      const first = chooseBotAction(level, view, 99);
      // A fresh copy of the view (as after a save and load) changes nothing.
      const copy = JSON.parse(JSON.stringify(view)) as typeof view;
      expect(chooseBotAction(level, copy, 99)).toEqual(first);
      expect(chooseBotAction(level, view, 99)).toEqual(first);
    }
  });

  it("cannot peek: other seats' hidden cards and the draw pile order do not change its decision", () => {
    for (let seed = 1; seed <= (searches(level) ? 2 : 12); seed++) {
      const state = randomPoint({ seed, players: 2 + (seed % 3), rounds: 6, actions: seed * 3 });
      expectBlindTo(level, state, seed);
    }
    // Also after the draw pile has been rebuilt from the discard pile.
    expectBlindTo(level, stateAfterReshuffle(3), 3);
  });

  it('refuses a view that is not its own turn', () => {
    const state = randomPoint({ seed: 5, players: 3, rounds: 3, actions: 4 });
    const other = (state.currentPlayer + 1) % 3;
    expect(() => chooseBotAction(level, playerView(state, other), 1)).toThrow(`It is seat ${state.currentPlayer}'s turn, not seat ${other}'s`);
    expect(() => chooseBotAction(level, playerView(state, null), 1)).toThrow('A computer player needs the view of its own seat, not a spectator view');
  });
});

/**
 * Deals the cards the bot cannot see (other seats' hidden cards and the draw
 * pile) differently, checks that the bot's view is exactly the same, and
 * that its decision is too.
 */
function expectBlindTo(level: BotLevel, state: GameState, seed: number): void {
  const me = state.currentPlayer;
  const rng = Rng.fromSeed(seed * 31 + 7);
  for (let variant = 0; variant < (searches(level) ? 1 : 3); variant++) {
    const shuffled = permuteUnseen(state, me, rng);
    expect(shuffled.drawPile).not.toEqual(state.drawPile);
    const view = playerView(state, me);
    const sameView = playerView(shuffled, me);
    expect(sameView).toEqual(view);
    const bot = botSeed(seed, me);
    expect(chooseBotAction(level, sameView, bot)).toEqual(chooseBotAction(level, view, bot));
  }
}

describe('bot levels and names', () => {
  it('lists and recognises the levels', () => {
    expect(BOT_LEVELS).toEqual(['random', 'easy', 'medium', 'hard', 'expert']);
    for (const level of BOT_LEVELS) expect(isBotLevel(level)).toBe(true);
    // Each level is told apart in words: five different descriptions, none of them empty.
    const descriptions = BOT_LEVELS.map(describeBotLevel);
    expect(new Set(descriptions).size).toBe(BOT_LEVELS.length);
    for (const description of descriptions) expect(description.trim()).not.toBe('');
    expect(isBotLevel('Hard')).toBe(false);
    expect(isBotLevel('godlike')).toBe(false);
    // The player that sees every card (sim/ceiling.ts) measures; it is no level.
    expect(isBotLevel('ceiling')).toBe(false);
  });

  it('gives distinct, clearly marked names', () => {
    expect(botName('hard')).toBe('Bot Hard');
    expect(botName('hard', 0)).toBe('Bot Hard');
    expect(botName('hard', 1)).toBe('Bot Hard 2');
    expect(botNames(['hard', 'easy', 'hard', 'hard'])).toEqual(['Bot Hard', 'Bot Easy', 'Bot Hard 2', 'Bot Hard 3']);
    expect(botNames(['medium', 'medium'], ['bot medium'])).toEqual(['Bot Medium 2', 'Bot Medium 3']);
    for (const name of botNames(['random', 'random', 'random', 'random'])) expect(name.length).toBeLessThanOrEqual(16);
    // A further rule of the caller's (the ssh host's look-alike names) skips a name too.
    expect(botNames(['hard', 'hard'], [], undefined, (name) => name === 'Bot Hard')).toEqual(['Bot Hard 2', 'Bot Hard 3']);
  });

  it('derives different seeds for different seats and games', () => {
    const seeds = new Set<number>();
    for (let game = 0; game < 50; game++) for (let seat = 0; seat < 4; seat++) seeds.add(botSeed(game, seat));
    expect(seeds.size).toBe(200);
  });

  it('takes the text seed and gives a 32-bit number that is none of the shuffle state', () => {
    for (const gameSeed of ['1', '0123456789abcdef0123456789abcdef', 'Friday night ♠']) {
      const shuffleState = rngStateFromSeed(gameSeed);
      const seedWords = hashSeed(gameSeed);
      for (let seat = 0; seat < 4; seat++) {
        const seed = botSeed(gameSeed, seat);
        expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
        expect(botSeed(gameSeed, seat)).toBe(seed);
        expect(shuffleState).not.toContain(seed);
        expect(seedWords).not.toContain(seed);
      }
    }
    // A number seed is its decimal text, as for the game itself.
    expect(botSeed(42, 1)).toBe(botSeed('42', 1));
    // Seeds that differ in one character give unrelated bot seeds.
    expect(botSeed('41', 0)).not.toBe(botSeed('42', 0));
  });
});
