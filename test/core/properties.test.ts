/**
 * Property tests: random seeds, 2-4 players, 2-7 rounds, both variants, and
 * random legal action sequences played to the end.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  DECK,
  IllegalActionError,
  Rng,
  applyAction,
  cardIndex,
  checkAction,
  compareHands,
  evaluateHand,
  handStrength,
  legalActions,
  newGame,
  playerView,
  rankHands,
  ranking,
  type Action,
  type Card,
  type GameConfig,
  type GameEvent,
  type GameState,
  type RankingEntry,
  type Tiebreak,
} from '../../src/index.js';
import { MAX_SEED_LENGTH, seedProblem } from '../../src/core/seed.js';
import { allCards, cardsIn, isFullDeck } from './helpers.js';

const MAX_ACTIONS = 4 * 7 * 2;
const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];

const configArb = fc.record({
  // Seeds as numbers, as short text, and as any text the engine accepts.
  seed: fc.oneof(
    fc.maxSafeInteger(),
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.string({ minLength: 1, maxLength: MAX_SEED_LENGTH, unit: 'grapheme' }).filter((text) => seedProblem(text) === null),
  ),
  count: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 2, max: 7 }),
  strictOrder: fc.boolean(),
  tiebreak: fc.constantFrom<Tiebreak>('category', 'kickers'),
});
type ConfigInput = typeof configArb extends fc.Arbitrary<infer T> ? T : never;

const toConfig = (input: ConfigInput): GameConfig => ({
  players: NAMES.slice(0, input.count),
  rounds: input.rounds,
  seed: input.seed,
  strictOrder: input.strictOrder,
  tiebreak: input.tiebreak,
});

/** One number per action to pick among the legal ones; "shifty" games prefer shifts, to empty the draw pile. */
const playArb = fc.record({
  choices: fc.array(fc.nat({ max: 1_000_000 }), { minLength: MAX_ACTIONS, maxLength: MAX_ACTIONS }),
  shifty: fc.boolean(),
});
type PlayInput = typeof playArb extends fc.Arbitrary<infer T> ? T : never;

function pick(state: GameState, play: PlayInput, step: number): Action {
  const legal = legalActions(state);
  const choice = play.choices[step % play.choices.length]!;
  if (play.shifty && choice % 5 !== 0) {
    const shifts = legal.filter((a) => a.type === 'shift');
    if (shifts.length > 0) return shifts[choice % shifts.length]!;
  }
  return legal[choice % legal.length]!;
}

/** Four players, seven rounds, a shift whenever one is legal: 56 actions empty a draw pile of 29 cards. */
const SHIFT_EVERY_ACTION: { input: ConfigInput; play: PlayInput } = {
  input: { seed: 1, count: 4, rounds: 7, strictOrder: false, tiebreak: 'category' },
  play: { choices: Array.from({ length: MAX_ACTIONS }, () => 1), shifty: true },
};

interface Step {
  readonly before: GameState;
  readonly action: Action;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** Plays a whole game; `onStep` sees every transition. */
function playGame(config: GameConfig, play: PlayInput, onStep?: (step: Step) => void): { final: GameState; actions: Action[] } {
  let state = newGame(config);
  const actions: Action[] = [];
  while (!state.finished) {
    if (actions.length > MAX_ACTIONS) throw new Error('the game did not end in time');
    const action = pick(state, play, actions.length);
    const { state: after, events } = applyAction(state, action);
    onStep?.({ before: state, action, after, events });
    actions.push(action);
    state = after;
  }
  return { final: state, actions };
}

/**
 * A plain assertion for the per-action checks: far cheaper than `expect` in
 * loops that run thousands of times; fast-check reports the failing case.
 */
function ensure(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

const indexSet = (cards: readonly Card[]): Set<number> => new Set(cards.map(cardIndex));
const hits = (value: unknown, secret: Set<number>): number => cardsIn(value).filter((card) => secret.has(cardIndex(card))).length;

describe('games with random legal actions', () => {
  it('keep every card exactly once, consistent piles and fixed hidden cards, and end on time', () => {
    let reshuffles = 0;
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        const config = toConfig(input);
        const start = newGame(config);
        const hidden = JSON.stringify(start.players.map((p) => p.hidden));
        const piles = 52 - 5 * input.count - 3;
        let steps = 0;
        const { final } = playGame(config, play, ({ before, after, events }) => {
          steps += 1;
          ensure(isFullDeck(allCards(after)), 'a card is missing or duplicated');
          ensure(after.drawPile.length + after.discardPile.length === piles, 'pile sizes do not add up');
          ensure(after.middle.length === 3, 'the middle row does not have 3 cards');
          ensure(
            after.players.every((p) => p.open.length === 3 && p.hidden.length === 2),
            'a hand lost its shape',
          );
          ensure(JSON.stringify(after.players.map((p) => p.hidden)) === hidden, 'a hidden card moved');
          // The log grows by exactly the events of the action.
          ensure(after.log.length === before.log.length + events.length, 'log and events disagree');
          ensure(
            before.log.every((event, i) => after.log[i] === event),
            'the old log changed',
          );
          ensure(
            events.every((event, i) => after.log[before.log.length + i] === event),
            'events missing from the log',
          );
          // A shift moves one card from the draw pile (or the reshuffled discard pile) to the middle.
          const reshuffled = events.some((e) => e.type === 'reshuffled');
          if (events.some((e) => e.type === 'shifted') && !reshuffled) {
            ensure(after.drawPile.length === before.drawPile.length - 1, 'a shift did not draw one card');
            ensure(after.discardPile.length === before.discardPile.length + 1, 'a shift did not discard one card');
          }
          if (reshuffled) {
            ensure(before.drawPile.length === 0, 'reshuffled although the draw pile had cards');
            ensure(after.discardPile.length === 0, 'the discard pile was not used up by the reshuffle');
            reshuffles += 1;
          }
        });
        expect(steps).toBe(input.count * input.rounds * 2);
        expect(final.finished).toBe(true);
        expect(final.round).toBe(input.rounds);
        expect(legalActions(final)).toEqual([]);
      }),
      // One game that shifts at every action comes first, so a reshuffle is always checked, whatever the random runs draw.
      { numRuns: 150, examples: [[SHIFT_EVERY_ACTION.input, SHIFT_EVERY_ACTION.play]] },
    );
    expect(reshuffles).toBeGreaterThan(0);
  });

  it('never mutate the state they are given', () => {
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        // At every point of the game, try every legal action on the state and compare it with a copy.
        let state = newGame(toConfig(input));
        for (let step = 0; !state.finished; step++) {
          const copy = JSON.stringify(state);
          for (const action of legalActions(state)) applyAction(state, action);
          expect(JSON.stringify(state)).toBe(copy);
          state = applyAction(state, pick(state, play, step)).state;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never show a hidden card in an event (before the showdown) or another seat’s hidden card in a view', () => {
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        const config = toConfig(input);
        const start = newGame(config);
        const hiddenBySeat = start.players.map((p) => indexSet(p.hidden));
        const allHidden = indexSet(start.players.flatMap((p) => [...p.hidden]));
        const checkViews = (state: GameState): void => {
          if (state.finished) return;
          const drawPile = indexSet(state.drawPile);
          for (let seat = 0; seat < input.count; seat++) {
            const others = new Set([...allHidden].filter((i) => !hiddenBySeat[seat]!.has(i)));
            const view = playerView(state, seat);
            // The log is the public log, whose events are checked one by one below.
            ensure(view.log === state.log, 'the view has its own log');
            const table = { ...view, log: [] };
            ensure(hits(table, others) === 0, `seat ${seat} sees another seat's hidden card`);
            ensure(hits(view.players[seat]!.hidden, hiddenBySeat[seat]!) === 2, `seat ${seat} does not see its own cards`);
            // Nothing of the draw pile (its cards may be in the history: they were discarded once).
            ensure(hits(table, drawPile) === 0, `seat ${seat} sees a draw pile card`);
            ensure(!/"(drawPile|rng|rules)"/.test(JSON.stringify(table)), 'the view shows secret fields');
            ensure(view.seed === null, 'the view shows the seed');
          }
          const spectator = playerView(state);
          ensure(hits({ ...spectator, log: [] }, allHidden) === 0, 'a spectator sees a hidden card');
        };
        checkViews(start);
        ensure(hits(start.log, allHidden) === 0, 'the first events show a hidden card');
        const { final } = playGame(config, play, ({ after, events }) => {
          for (const event of events) {
            if (event.type !== 'gameEnded') ensure(hits(event, allHidden) === 0, `a ${event.type} event shows a hidden card`);
          }
          checkViews(after);
        });
        // The showdown reveals all.
        const ended = final.log[final.log.length - 1]!;
        expect(ended.type).toBe('gameEnded');
        expect(hits(ended, allHidden)).toBe(allHidden.size);
        expect(hits(final.log.slice(0, -1), allHidden)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('replay to the same state, and survive a JSON round trip at any point', () => {
    fc.assert(
      fc.property(configArb, playArb, fc.nat(), (input, play, cut) => {
        const config = toConfig(input);
        const states: GameState[] = [];
        const { final, actions } = playGame(config, play, ({ after }) => states.push(after));
        // Replaying the same actions on a fresh deal gives the same game.
        let replay = newGame(config);
        for (const action of actions) replay = applyAction(replay, action).state;
        expect(replay).toEqual(final);
        // A state written to JSON and read back is strictly equal (nothing JSON would
        // drop or change, such as undefined, NaN or class instances) and plays on identically.
        const at = cut % actions.length;
        const saved = JSON.parse(JSON.stringify(states[at])) as GameState;
        expect(saved).toStrictEqual(states[at]);
        let resumed = saved;
        for (const action of actions.slice(at + 1)) resumed = applyAction(resumed, action).state;
        expect(JSON.stringify(resumed)).toBe(JSON.stringify(final));
      }),
      { numRuns: 100 },
    );
  });

  it('reject illegal actions with IllegalActionError and leave the state as it was', () => {
    const malformed: unknown[] = [
      null,
      'pass',
      7,
      [],
      {},
      { type: 'fold' },
      { type: 'shift', direction: 'up' },
      { type: 'shift' },
      { type: 'swap', own: 3, middle: 0 },
      { type: 'swap', own: 0, middle: '1' },
      { type: 'swap', own: 0 },
      { type: 'pass', seat: -1 },
      { type: 'swapAll', seat: 'me' },
    ];
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        const tryIllegal = (state: GameState, action: unknown, reason: IllegalActionError['reason']): void => {
          const before = JSON.stringify(state);
          let thrown: unknown = null;
          try {
            applyAction(state, action as Action);
          } catch (error) {
            thrown = error;
          }
          ensure(thrown instanceof IllegalActionError, `${JSON.stringify(action)} was not rejected`);
          ensure((thrown as IllegalActionError).reason === reason, `${JSON.stringify(action)}: not ${reason}`);
          ensure(JSON.stringify(state) === before, `${JSON.stringify(action)} changed the state`);
          ensure(checkAction(state, action)?.reason === reason, 'checkAction disagrees');
        };
        const { final } = playGame(toConfig(input), play, ({ before, action }) => {
          const choice = play.choices[before.log.length % MAX_ACTIONS]!;
          tryIllegal(before, malformed[choice % malformed.length], 'malformed');
          // Another seat, or one not at the table.
          const wrongSeat = (before.currentPlayer + 1 + (choice % (input.count - 1))) % input.count;
          tryIllegal(before, { ...action, seat: wrongSeat }, 'notYourTurn');
          tryIllegal(before, { ...action, seat: input.count + (choice % 3) }, 'notYourTurn');
          if (input.strictOrder) {
            const wrong: Action = before.actionsTaken === 0 ? { type: 'pass' } : { type: 'shift', direction: choice % 2 ? 'left' : 'right' };
            tryIllegal(before, wrong, 'orderViolation');
          }
        });
        for (const action of [{ type: 'pass' }, { type: 'shift', direction: 'left' }, { type: 'swapAll' }]) {
          tryIllegal(final, action, 'gameOver');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('offer only legal actions, and all of them, in both variants', () => {
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        playGame(toConfig(input), play, ({ before }) => {
          const legal = legalActions(before);
          ensure(legal.length === (input.strictOrder ? (before.actionsTaken === 0 ? 2 : 11) : 13), 'wrong number of actions');
          ensure(
            legal.every((action) => checkAction(before, action) === null),
            'an offered action is illegal',
          );
        });
      }),
      { numRuns: 50 },
    );
  });
});

/** Competition ranking: each place is 1 + the number of strictly better entries. */
function expectValidRanking(entries: readonly RankingEntry[], seats: number, tiebreak: Tiebreak): void {
  const score = (entry: RankingEntry): number => (tiebreak === 'kickers' ? handStrength(entry.cards) : entry.category);
  expect(entries.map((e) => e.seat).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
  entries.forEach((entry, i) => {
    expect(entry.category).toBe(evaluateHand(entry.cards));
    const better = entries.filter((other) => score(other) > score(entry)).length;
    expect(entry.place).toBe(better + 1);
    if (i > 0) {
      const previous = entries[i - 1]!;
      // Best first; equals in seat order.
      expect(score(previous)).toBeGreaterThanOrEqual(score(entry));
      if (score(previous) === score(entry)) {
        expect(previous.place).toBe(entry.place);
        expect(previous.seat).toBeLessThan(entry.seat);
      }
    }
  });
}

describe('ranking', () => {
  it('of finished random games: everyone once, best first, places 1, 1, 3 style', () => {
    fc.assert(
      fc.property(configArb, playArb, (input, play) => {
        const { final } = playGame(toConfig(input), play);
        const entries = ranking(final);
        expectValidRanking(entries, input.count, input.tiebreak);
        entries.forEach((entry) => {
          const player = final.players[entry.seat]!;
          expect(entry.name).toBe(player.name);
          expect(entry.cards).toEqual([...player.hidden, ...player.open]);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('of random hands, many of them tied', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 10 }), (seed, count) => {
        const deck = Rng.fromSeed(seed).shuffle([...DECK]);
        const hands = Array.from({ length: count }, (_, seat) => ({
          seat,
          name: `P${seat}`,
          cards: deck.slice(seat * 5, seat * 5 + 5),
        }));
        expectValidRanking(rankHands(hands), count, 'category');
        expectValidRanking(rankHands(hands, 'kickers'), count, 'kickers');
      }),
      { numRuns: 200 },
    );
  });
});

describe('hand evaluation properties', () => {
  const handArb = fc.shuffledSubarray([...DECK], { minLength: 5, maxLength: 5 });

  it('the category does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(handArb, fc.nat(), (hand, seed) => {
        const shuffled = Rng.fromSeed(seed).shuffle([...hand]);
        expect(evaluateHand(shuffled)).toBe(evaluateHand(hand));
        expect(compareHands(shuffled, hand)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('compareHands is antisymmetric and agrees with the category when categories differ', () => {
    fc.assert(
      fc.property(handArb, handArb, (a, b) => {
        // (Added, not negated: 0 and -0 are different to toBe.)
        expect(compareHands(a, b) + compareHands(b, a)).toBe(0);
        expect([-1, 0, 1]).toContain(compareHands(a, b));
        const ca = evaluateHand(a);
        const cb = evaluateHand(b);
        if (ca !== cb) expect(compareHands(a, b)).toBe(Math.sign(ca - cb));
      }),
      { numRuns: 300 },
    );
  });
});
