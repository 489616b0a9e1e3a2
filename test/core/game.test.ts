import { describe, expect, it } from '@jest/globals';
import {
  IllegalActionError,
  InvalidConfigError,
  applyAction,
  checkAction,
  evaluateHand,
  isLegal,
  legalActions,
  newGame,
  Rng,
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type Slot,
} from '../../src/index.js';
import { allCards, buildState, c, cs, isFullDeck, row, snapshot } from './helpers.js';

const CONFIG: GameConfig = { players: ['Alice', 'Bob', 'Carol'], rounds: 3, seed: 42 };

/** Applies actions in turn, returning the final state and all events. */
function play(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const result = applyAction(state, action);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** The IllegalActionError `fn` throws (fails the test if it throws nothing or something else). */
function illegal(fn: () => unknown): IllegalActionError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IllegalActionError);
    return error as IllegalActionError;
  }
  throw new Error('expected an IllegalActionError, nothing was thrown');
}

const PASS: Action = { type: 'pass' };

/** A 2-player table with easy-to-follow cards; the draw pile's top is 9D, then 8D. */
const table = (overrides: Partial<Parameters<typeof buildState>[0]> = {}): GameState =>
  buildState({
    players: [
      { hidden: 'AS AH', open: '2C 3C 4C' },
      { hidden: 'KS KH', open: '2D 3D 4D' },
    ],
    middle: '7S 8S 9S',
    drawTop: '8D 9D',
    discard: 'QC',
    ...overrides,
  });

describe('newGame', () => {
  it('deals 2 hidden and 3 open cards to each player, 3 to the middle, the rest to the draw pile', () => {
    for (const count of [2, 3, 4]) {
      const names = ['Ann', 'Ben', 'Cid', 'Dee'].slice(0, count);
      const state = newGame({ players: names, rounds: 2, seed: count });
      expect(state.players.map((p) => p.name)).toEqual(names);
      for (const player of state.players) {
        expect(player.hidden).toHaveLength(2);
        expect(player.open).toHaveLength(3);
      }
      expect(state.middle).toHaveLength(3);
      expect(state.drawPile).toHaveLength(52 - 5 * count - 3);
      expect(state.discardPile).toEqual([]);
      expect(isFullDeck(allCards(state))).toBe(true);
      expect(state.round).toBe(1);
      expect(state.actionsTaken).toBe(0);
      expect(state.finished).toBe(false);
      expect(state.currentPlayer).toBe(state.startPlayer);
      expect(state.rules).toEqual({ players: names, rounds: 2, seed: String(count), tiebreak: 'category', strictOrder: false });
    }
  });

  it('logs the start of the game, the first round and the first turn', () => {
    const state = newGame(CONFIG);
    expect(state.log).toEqual([
      { type: 'gameStarted', players: ['Alice', 'Bob', 'Carol'], rounds: 3, startPlayer: state.startPlayer },
      { type: 'roundStarted', round: 1, rounds: 3 },
      { type: 'turnStarted', seat: state.startPlayer, round: 1 },
    ]);
  });

  it('is reproducible: the same config gives the same deal', () => {
    expect(newGame(CONFIG)).toEqual(newGame(CONFIG));
    expect(newGame({ ...CONFIG, seed: 43 })).not.toEqual(newGame(CONFIG));
    // Different seeds give different deals.
    const deals = new Set<string>();
    for (let seed = 0; seed < 50; seed++) deals.add(JSON.stringify(newGame({ ...CONFIG, seed }).players));
    expect(deals.size).toBe(50);
    // A number seed and its decimal text are the same seed.
    expect(newGame({ ...CONFIG, seed: '42' })).toEqual(newGame(CONFIG));
    expect(newGame(CONFIG).rules.seed).toBe('42');
  });

  it('picks the start player with the seed: varies across seeds, fixed for one seed', () => {
    for (const count of [2, 3, 4]) {
      const players = ['Ann', 'Ben', 'Cid', 'Dee'].slice(0, count);
      const starts = new Array<number>(count).fill(0);
      for (let seed = 0; seed < 400; seed++) {
        const start = newGame({ players, rounds: 2, seed }).startPlayer;
        expect(newGame({ players, rounds: 2, seed }).startPlayer).toBe(start);
        starts[start]! += 1;
      }
      // Every seat starts sometimes, none almost always.
      for (const times of starts) {
        expect(times).toBeGreaterThan(400 / count / 2);
        expect(times).toBeLessThan((400 / count) * 1.5);
      }
    }
  });

  it('stores the variants', () => {
    const state = newGame({ ...CONFIG, tiebreak: 'kickers', strictOrder: true });
    expect(state.rules.tiebreak).toBe('kickers');
    expect(state.rules.strictOrder).toBe(true);
  });

  it('accepts the limits: 2 and 4 players, 2 and 7 rounds, any seed text or finite number', () => {
    const limits: [readonly string[], number, string | number][] = [
      [['A', 'B'], 2, 0],
      [['A', 'B', 'C', 'D'], 7, -1],
      [['A', 'B'], 7, Number.MAX_SAFE_INTEGER],
      [['A', 'B'], 7, 1.5],
      [['A', 'B'], 7, 'Alice vs Bob, Friday ♠'],
      [['A', 'B'], 7, 'x'.repeat(200)],
    ];
    for (const [players, rounds, seed] of limits) {
      // A game dealt as asked: every player at the table, in the first round.
      const state = newGame({ players, rounds, seed });
      expect(state.rules).toMatchObject({ players, rounds, seed: String(seed) });
      expect(state.players.map((player) => player.name)).toEqual(players);
      expect([state.round, state.finished]).toEqual([1, false]);
    }
  });

  it.each<[string, unknown]>([
    ['no config', undefined],
    ['null config', null],
    ['players missing', { rounds: 3, seed: 1 }],
    ['players not a list', { players: 'Ann,Bob', rounds: 3, seed: 1 }],
    ['a name that is not a string', { players: ['Ann', 7], rounds: 3, seed: 1 }],
    ['one player', { players: ['Ann'], rounds: 3, seed: 1 }],
    ['five players', { players: ['A', 'B', 'C', 'D', 'E'], rounds: 3, seed: 1 }],
    ['an empty name', { players: ['Ann', ''], rounds: 3, seed: 1 }],
    ['a blank name', { players: ['Ann', '  \t '], rounds: 3, seed: 1 }],
    ['a name of control characters only', { players: ['Ann', '\u001b[31m\u0007'], rounds: 3, seed: 1 }],
    ['duplicate names', { players: ['Ann', 'Ann'], rounds: 3, seed: 1 }],
    ['names equal ignoring case', { players: ['Ann', 'aNN'], rounds: 3, seed: 1 }],
    ['names equal once cleaned', { players: ['Ann', '\u001b[1mAnn\u001b[0m'], rounds: 3, seed: 1 }],
    ['1 round', { players: ['A', 'B'], rounds: 1, seed: 1 }],
    ['8 rounds', { players: ['A', 'B'], rounds: 8, seed: 1 }],
    ['0 rounds', { players: ['A', 'B'], rounds: 0, seed: 1 }],
    ['2.5 rounds', { players: ['A', 'B'], rounds: 2.5, seed: 1 }],
    ['rounds as text', { players: ['A', 'B'], rounds: '3', seed: 1 }],
    ['rounds NaN', { players: ['A', 'B'], rounds: NaN, seed: 1 }],
    ['no seed', { players: ['A', 'B'], rounds: 3 }],
    ['an infinite seed', { players: ['A', 'B'], rounds: 3, seed: Infinity }],
    ['a NaN seed', { players: ['A', 'B'], rounds: 3, seed: NaN }],
    ['an empty seed', { players: ['A', 'B'], rounds: 3, seed: '' }],
    ['a seed of 201 characters', { players: ['A', 'B'], rounds: 3, seed: 'x'.repeat(201) }],
    ['a seed with a control character', { players: ['A', 'B'], rounds: 3, seed: 'a\nb' }],
    ['a seed with an escape sequence', { players: ['A', 'B'], rounds: 3, seed: '\u001b[2J' }],
    ['a seed that is an object', { players: ['A', 'B'], rounds: 3, seed: { toString: () => '7' } }],
    ['a seed that is a bigint', { players: ['A', 'B'], rounds: 3, seed: 7n }],
    ['an unknown tie-break', { players: ['A', 'B'], rounds: 3, seed: 1, tiebreak: 'suits' }],
  ])('rejects %s with InvalidConfigError', (_, config) => {
    expect(() => newGame(config as GameConfig)).toThrow(InvalidConfigError);
  });

  it('explains what is wrong', () => {
    expect(() => newGame({ players: ['A'], rounds: 3, seed: 1 })).toThrow(/2 to 4 players/);
    expect(() => newGame({ players: ['A', 'B'], rounds: 9, seed: 1 })).toThrow(/rounds/);
    expect(() => newGame({ players: ['A', 'B'], rounds: 3, seed: '' })).toThrow(/seed must not be empty/);
    expect(() => newGame({ players: ['A', 'B'], rounds: 3, seed: 'x'.repeat(201) })).toThrow(/at most 200 characters/);
    expect(() => newGame({ players: ['A', 'B'], rounds: 3, seed: 'a\tb' })).toThrow(/control characters/);
    expect(() => newGame({ players: ['Ann', 'ANN'], rounds: 3, seed: 1 })).toThrow(/ANN/);
  });

  it('stores cleaned names', () => {
    const state = newGame({ players: ['  \u001b[31mAnn\u001b[0m ', 'Bob\u202e'], rounds: 2, seed: 1 });
    expect(state.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(state.rules.players).toEqual(['Ann', 'Bob']);
  });
});

describe('shift', () => {
  it('left: the left middle card is discarded, the others move left, the top draw card enters on the right', () => {
    const state = table();
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'left' });
    expect(next.middle).toEqual(row('8S 9S 9D'));
    expect(next.discardPile).toEqual(cs('QC 7S'));
    expect(next.drawPile).toEqual(state.drawPile.slice(0, -1));
    expect(next.drawPile[next.drawPile.length - 1]).toEqual(c('8D'));
    expect(events[0]).toEqual({ type: 'shifted', seat: 0, direction: 'left', discarded: c('7S'), drawn: c('9D') });
    // Nothing else moved.
    expect(next.players).toEqual(state.players);
    expect(isFullDeck(allCards(next))).toBe(true);
  });

  it('right: the right middle card is discarded, the others move right, the top draw card enters on the left', () => {
    const state = table();
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'right' });
    expect(next.middle).toEqual(row('9D 7S 8S'));
    expect(next.discardPile).toEqual(cs('QC 9S'));
    expect(next.drawPile).toEqual(state.drawPile.slice(0, -1));
    expect(events[0]).toEqual({ type: 'shifted', seat: 0, direction: 'right', discarded: c('9S'), drawn: c('9D') });
    expect(next.players).toEqual(state.players);
    expect(isFullDeck(allCards(next))).toBe(true);
  });

  it('left then right: each draws the next card from the top', () => {
    const { state: next, events } = play(table(), [
      { type: 'shift', direction: 'left' },
      { type: 'shift', direction: 'right' },
    ]);
    // 7S 8S 9S -left-> 8S 9S 9D -right-> 8D 8S 9S
    expect(next.middle).toEqual(row('8D 8S 9S'));
    expect(next.discardPile).toEqual(cs('QC 7S 9D'));
    expect(events.filter((e) => e.type === 'shifted').map((e) => e.type === 'shifted' && e.drawn)).toEqual(cs('9D 8D'));
  });
});

describe('reshuffle when the draw pile is empty', () => {
  it('shuffles the whole discard pile, including the card just discarded, into a new draw pile', () => {
    // Everything not on the table lies in the discard pile; the draw pile is empty.
    const state = buildState({
      players: [
        { hidden: 'AS AH', open: '2C 3C 4C' },
        { hidden: 'KS KH', open: '2D 3D 4D' },
      ],
      middle: '7S 8S 9S',
      rest: 'discard',
    });
    expect(state.drawPile).toHaveLength(0);
    const before = snapshot(state);
    const pool = [...state.discardPile, c('7S')]; // the old discard pile and the card just discarded
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'left' });

    expect(events[0]).toEqual({ type: 'reshuffled', seat: 0, cards: pool.length });
    const shifted = events[1];
    expect(shifted?.type).toBe('shifted');
    if (shifted?.type !== 'shifted') throw new Error('unreachable');
    expect(shifted.discarded).toEqual(c('7S'));
    // The new draw pile plus the drawn card are exactly the old discard pile plus 7S.
    const key = (cards: readonly { rank: number; suit: string }[]): string[] => cards.map((card) => `${card.rank}${card.suit}`).sort();
    expect(key([...next.drawPile, shifted.drawn])).toEqual(key(pool));
    expect(next.discardPile).toEqual([]);
    expect(next.middle).toEqual([c('8S'), c('9S'), shifted.drawn]);
    expect(next.drawPile).toHaveLength(pool.length - 1);
    // It is a shuffle, not the old order, and it used up generator state.
    expect(next.drawPile).not.toEqual(pool.slice(0, -1));
    expect(next.rng).not.toEqual(state.rng);
    expect(isFullDeck(allCards(next))).toBe(true);
    expect(state).toEqual(before);
    // Seeded: the same state reshuffles the same way.
    expect(applyAction(state, { type: 'shift', direction: 'left' })).toEqual({ state: next, events });
  });

  it('can draw the very card just discarded', () => {
    // With an empty draw pile and an empty discard pile, the discarded card is all there is.
    const state = { ...table(), drawPile: [], discardPile: [] };
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'right' });
    expect(events.slice(0, 2)).toEqual([
      { type: 'reshuffled', seat: 0, cards: 1 },
      { type: 'shifted', seat: 0, direction: 'right', discarded: c('9S'), drawn: c('9S') },
    ]);
    expect(next.middle).toEqual(row('9S 7S 8S'));
    expect(next.drawPile).toEqual([]);
    expect(next.discardPile).toEqual([]);
  });

  it('the just-discarded card is sometimes drawn straight back, across seeds', () => {
    let drawnBack = 0;
    for (let seed = 0; seed < 200; seed++) {
      const state = buildState({
        players: [
          { hidden: 'AS AH', open: '2C 3C 4C' },
          { hidden: 'KS KH', open: '2D 3D 4D' },
        ],
        middle: '7S 8S 9S',
        rest: 'discard',
      });
      const { events } = applyAction({ ...state, rng: Rng.fromSeed(seed).state }, { type: 'shift', direction: 'left' });
      const shifted = events.find((e) => e.type === 'shifted');
      if (shifted?.type === 'shifted' && shifted.drawn.rank === 7 && shifted.drawn.suit === 'S') drawnBack += 1;
    }
    // 1 in 40 cards: about 5 of 200.
    expect(drawnBack).toBeGreaterThan(0);
  });

  it('does not reshuffle while the draw pile has a card', () => {
    const state = { ...table(), drawPile: cs('5H') };
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'left' });
    expect(events.some((e) => e.type === 'reshuffled')).toBe(false);
    expect(next.drawPile).toEqual([]);
    expect(next.middle).toEqual(row('8S 9S 5H'));
    expect(next.rng).toEqual(state.rng);
    // The next shift must reshuffle.
    const after = applyAction(next, { type: 'shift', direction: 'left' });
    expect(after.events[0]?.type).toBe('reshuffled');
  });

  it('a long all-shift game keeps every card and reshuffles', () => {
    let state = newGame({ players: ['A', 'B', 'C', 'D'], rounds: 7, seed: 3 });
    let reshuffles = 0;
    for (let guard = 0; !state.finished; guard++) {
      if (guard > 1000) throw new Error('the game does not end');
      const result = applyAction(state, { type: 'shift', direction: state.actionsTaken === 0 ? 'left' : 'right' });
      reshuffles += result.events.filter((e) => e.type === 'reshuffled').length;
      state = result.state;
      expect(isFullDeck(allCards(state))).toBe(true);
    }
    expect(reshuffles).toBeGreaterThan(0);
  });
});

describe('swap', () => {
  const SLOTS: Slot[] = [0, 1, 2];
  const pairs = SLOTS.flatMap((own) => SLOTS.map((middle) => [own, middle] as const));

  it.each(pairs)('own %i with middle %i exchanges exactly those two cards', (own, middle) => {
    const state = table();
    const open = [...state.players[0]!.open];
    const mid = [...state.middle];
    const { state: next, events } = applyAction(state, { type: 'swap', own, middle });
    const expectedOpen = [...open];
    const expectedMiddle = [...mid];
    expectedOpen[own] = mid[middle]!;
    expectedMiddle[middle] = open[own]!;
    expect(next.players[0]!.open).toEqual(expectedOpen);
    expect(next.middle).toEqual(expectedMiddle);
    expect(events[0]).toEqual({ type: 'swapped', seat: 0, own, middle, given: open[own], taken: mid[middle] });
    // Hidden cards, other players and the piles are untouched.
    expect(next.players[0]!.hidden).toEqual(state.players[0]!.hidden);
    expect(next.players[1]).toEqual(state.players[1]);
    expect(next.drawPile).toEqual(state.drawPile);
    expect(next.discardPile).toEqual(state.discardPile);
    expect(isFullDeck(allCards(next))).toBe(true);
  });

  it('uses the current player’s open row', () => {
    const state = table({ currentPlayer: 1 });
    const { state: next } = applyAction(state, { type: 'swap', own: 2, middle: 0 });
    expect(next.players[1]!.open).toEqual(row('2D 3D 7S'));
    expect(next.middle).toEqual(row('4D 8S 9S'));
    expect(next.players[0]).toEqual(state.players[0]);
  });

  it('swapAll is positional: left with left, middle with middle, right with right', () => {
    const state = table();
    const { state: next, events } = applyAction(state, { type: 'swapAll' });
    expect(next.players[0]!.open).toEqual(row('7S 8S 9S'));
    expect(next.middle).toEqual(row('2C 3C 4C'));
    expect(events[0]).toEqual({ type: 'swappedAll', seat: 0, given: row('2C 3C 4C'), taken: row('7S 8S 9S') });
    expect(next.players[0]!.hidden).toEqual(state.players[0]!.hidden);
    expect(next.players[1]).toEqual(state.players[1]);
    expect(next.drawPile).toEqual(state.drawPile);
  });

  it('open cards are never sorted', () => {
    const state = table({
      players: [
        { hidden: 'AS AH', open: 'KC 2C 9C' },
        { hidden: 'KS KH', open: '2D 3D 4D' },
      ],
      middle: 'QS 3S JS',
    });
    const { state: next } = applyAction(state, { type: 'swap', own: 1, middle: 0 });
    expect(next.players[0]!.open).toEqual(row('KC QS 9C'));
    expect(next.middle).toEqual(row('2C 3S JS'));
  });
});

describe('pass', () => {
  it('changes no card and counts as one of the two actions', () => {
    const state = table();
    const first = applyAction(state, PASS);
    expect(first.events).toEqual([{ type: 'passed', seat: 0 }]);
    expect(first.state.actionsTaken).toBe(1);
    expect(first.state.currentPlayer).toBe(0);
    expect(first.state.players).toEqual(state.players);
    expect(first.state.middle).toEqual(state.middle);
    expect(first.state.drawPile).toEqual(state.drawPile);
    expect(first.state.discardPile).toEqual(state.discardPile);
    const second = applyAction(first.state, PASS);
    expect(second.state.currentPlayer).toBe(1);
    expect(second.state.actionsTaken).toBe(0);
    expect(second.events).toEqual([
      { type: 'passed', seat: 0 },
      { type: 'turnEnded', seat: 0 },
      { type: 'turnStarted', seat: 1, round: 1 },
    ]);
  });
});

describe('turns and rounds', () => {
  it('a turn is exactly two actions, in any combination', () => {
    const combos: [Action, Action][] = [
      [
        { type: 'shift', direction: 'left' },
        { type: 'swap', own: 0, middle: 2 },
      ],
      [
        { type: 'swap', own: 1, middle: 1 },
        { type: 'shift', direction: 'right' },
      ],
      [
        { type: 'shift', direction: 'left' },
        { type: 'shift', direction: 'left' },
      ],
      [{ type: 'swapAll' }, { type: 'swap', own: 2, middle: 0 }],
      [PASS, { type: 'swapAll' }],
    ];
    for (const [first, second] of combos) {
      const state = table();
      const after1 = applyAction(state, first).state;
      expect(after1.currentPlayer).toBe(0);
      expect(after1.actionsTaken).toBe(1);
      const after2 = applyAction(after1, second);
      expect(after2.state.currentPlayer).toBe(1);
      expect(after2.state.actionsTaken).toBe(0);
      expect(after2.events.slice(-2)).toEqual([
        { type: 'turnEnded', seat: 0 },
        { type: 'turnStarted', seat: 1, round: 1 },
      ]);
    }
  });

  it('the second action sees the table the first one left', () => {
    // Shift left brings 9D into the middle right; the swap then takes it.
    const { state } = play(table(), [
      { type: 'shift', direction: 'left' },
      { type: 'swap', own: 0, middle: 2 },
    ]);
    expect(state.players[0]!.open).toEqual(row('9D 3C 4C'));
    expect(state.middle).toEqual(row('8S 9S 2C'));
  });

  it('rejects a third action by the same seat, and changes nothing', () => {
    const { state } = play(table(), [
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 0 },
    ]);
    const before = snapshot(state);
    for (const action of [
      { type: 'pass', seat: 0 },
      { type: 'shift', direction: 'left', seat: 0 },
      { type: 'swap', own: 0, middle: 0, seat: 0 },
      { type: 'swapAll', seat: 0 },
    ] as Action[]) {
      const error = illegal(() => applyAction(state, action));
      expect(error.reason).toBe('notYourTurn');
      expect(error.message).toMatch(/Bob/);
      expect(state).toEqual(before);
    }
    // Bob may act.
    expect(applyAction(state, { type: 'pass', seat: 1 }).state.currentPlayer).toBe(1);
  });

  it('rejects a seat that is not at the table', () => {
    expect(illegal(() => applyAction(table(), { type: 'pass', seat: 5 })).reason).toBe('notYourTurn');
  });

  it('plays round the table in seat order from the start player; a round ends back at the start player', () => {
    const state = newGame({ players: ['A', 'B', 'C'], rounds: 2, seed: 1 });
    const start = state.startPlayer;
    const { state: end, events } = play(
      { ...state },
      Array.from({ length: 12 }, () => PASS),
    );
    const turns = events.filter((e) => e.type === 'turnStarted').map((e) => e.type === 'turnStarted' && [e.seat, e.round]);
    const seat = (k: number): number => (start + k) % 3;
    expect(turns).toEqual([
      [seat(1), 1],
      [seat(2), 1],
      [seat(0), 2],
      [seat(1), 2],
      [seat(2), 2],
    ]);
    expect(events.filter((e) => e.type === 'roundStarted')).toEqual([{ type: 'roundStarted', round: 2, rounds: 2 }]);
    expect(end.finished).toBe(true);
  });

  it('advances the round only after every player moved once, whoever starts', () => {
    for (const startPlayer of [0, 1, 2, 3]) {
      let state = buildState({
        players: [
          { hidden: '2C 2D', open: '3C 3D 3H' },
          { hidden: '4C 4D', open: '5C 5D 5H' },
          { hidden: '6C 6D', open: '7C 7D 7H' },
          { hidden: '8C 8D', open: '9C 9D 9H' },
        ],
        middle: 'TC TD TH',
        startPlayer,
      });
      const seen: number[] = [];
      for (let guard = 0; state.round === 1; guard++) {
        if (guard > 10) throw new Error('round 1 does not end');
        seen.push(state.currentPlayer);
        state = play(state, [PASS, PASS]).state;
      }
      expect(seen).toEqual([0, 1, 2, 3].map((k) => (startPlayer + k) % 4));
      expect(state.round).toBe(2);
      expect(state.currentPlayer).toBe(startPlayer);
    }
  });

  it('ends the game after the last round, with a showdown of every hand', () => {
    for (const rounds of [2, 3, 7]) {
      for (const players of [
        ['A', 'B'],
        ['A', 'B', 'C', 'D'],
      ]) {
        let state = newGame({ players, rounds, seed: rounds * 10 + players.length });
        let actions = 0;
        let events: readonly GameEvent[] = [];
        for (let guard = 0; !state.finished; guard++) {
          if (guard > 1000) throw new Error('the game does not end');
          expect(state.round).toBeLessThanOrEqual(rounds);
          ({ state, events } = applyAction(state, legalActions(state)[actions % 13]!));
          actions += 1;
        }
        expect(actions).toBe(players.length * rounds * 2);
        expect(state.round).toBe(rounds);
        const last = events[events.length - 1];
        expect(last?.type).toBe('gameEnded');
        if (last?.type !== 'gameEnded') throw new Error('unreachable');
        expect(last.hands.map((h) => h.seat)).toEqual(players.map((_, seat) => seat));
        last.hands.forEach((hand, seat) => {
          const player = state.players[seat]!;
          expect(hand.name).toBe(player.name);
          expect(hand.cards).toEqual([...player.hidden, ...player.open]);
          expect(hand.category).toBe(evaluateHand(hand.cards));
        });
        // No turn starts after the end.
        expect(events.some((e) => e.type === 'turnStarted' || e.type === 'roundStarted')).toBe(false);
        expect(legalActions(state)).toEqual([]);
        const before = snapshot(state);
        for (const action of [PASS, { type: 'shift', direction: 'left' }, { type: 'swapAll' }] as Action[]) {
          const error = illegal(() => applyAction(state, action));
          expect(error.reason).toBe('gameOver');
        }
        expect(state).toEqual(before);
      }
    }
  });

  it('hidden cards never move', () => {
    let state = newGame({ players: ['A', 'B', 'C'], rounds: 4, seed: 9 });
    const hidden = snapshot(state.players.map((p) => p.hidden));
    let i = 0;
    for (let guard = 0; !state.finished; guard++) {
      if (guard > 1000) throw new Error('the game does not end');
      state = applyAction(state, legalActions(state)[(i * 7) % 13]!).state;
      i += 1;
      expect(state.players.map((p) => p.hidden)).toEqual(hidden);
    }
  });
});

describe('strict order variant', () => {
  const strict = (): GameState => table({ config: { strictOrder: true } });

  it('the first action must be a shift', () => {
    const state = strict();
    const before = snapshot(state);
    for (const action of [PASS, { type: 'swapAll' }, { type: 'swap', own: 0, middle: 0 }] as Action[]) {
      const error = illegal(() => applyAction(state, action));
      expect(error.reason).toBe('orderViolation');
      expect(error.message).toMatch(/shift/);
    }
    expect(state).toEqual(before);
    expect(legalActions(state)).toEqual([
      { type: 'shift', direction: 'left' },
      { type: 'shift', direction: 'right' },
    ]);
  });

  it('the second action must be a swap or a pass', () => {
    const state = applyAction(strict(), { type: 'shift', direction: 'left' }).state;
    const before = snapshot(state);
    for (const direction of ['left', 'right'] as const) {
      expect(illegal(() => applyAction(state, { type: 'shift', direction })).reason).toBe('orderViolation');
    }
    expect(state).toEqual(before);
    const legal = legalActions(state);
    expect(legal).toHaveLength(11);
    expect(legal.some((a) => a.type === 'shift')).toBe(false);
    for (const action of legal) expect(applyAction(state, action).state.currentPlayer).toBe(1);
  });

  it('is off by default: a swap may come first and two shifts are fine', () => {
    const state = table();
    // Either way the turn is played and passes to the next seat.
    for (const turn of [
      [
        { type: 'swap', own: 0, middle: 0 },
        { type: 'shift', direction: 'left' },
      ],
      [
        { type: 'shift', direction: 'left' },
        { type: 'shift', direction: 'left' },
      ],
    ] as const) {
      const after = play(state, turn).state;
      expect(after.log.filter((event) => event.type === 'swapped' || event.type === 'shifted')).toHaveLength(2);
      expect(after.currentPlayer).toBe((state.currentPlayer + 1) % state.players.length);
    }
    expect(legalActions(state)).toHaveLength(13);
  });
});

describe('malformed actions', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'shift'],
    ['an array', ['shift', 'left']],
    ['an empty object', {}],
    ['an unknown type', { type: 'jump' }],
    ['a shift without direction', { type: 'shift' }],
    ['a shift up', { type: 'shift', direction: 'up' }],
    ['a shift LEFT', { type: 'shift', direction: 'LEFT' }],
    ['a swap without middle', { type: 'swap', own: 0 }],
    ['a swap with own 3', { type: 'swap', own: 3, middle: 0 }],
    ['a swap with middle -1', { type: 'swap', own: 0, middle: -1 }],
    ['a swap with a text index', { type: 'swap', own: '0', middle: 0 }],
    ['a swap with a fractional index', { type: 'swap', own: 0.5, middle: 0 }],
    ['a negative seat', { type: 'pass', seat: -1 }],
    ['a fractional seat', { type: 'pass', seat: 0.5 }],
    ['a seat as text', { type: 'pass', seat: '0' }],
    ['a null seat', { type: 'pass', seat: null }],
  ])('%s is rejected, with a message, and nothing changes', (_, action) => {
    const state = table();
    const before = snapshot(state);
    const error = illegal(() => applyAction(state, action as Action));
    expect(error.reason).toBe('malformed');
    expect(error.name).toBe('IllegalActionError');
    expect(error.message.length).toBeGreaterThan(10);
    expect(state).toEqual(before);
    expect(isLegal(state, action)).toBe(false);
    expect(checkAction(state, action)?.reason).toBe('malformed');
  });
});

describe('legalActions', () => {
  it('returns a fresh list each time: changing one does not change the next', () => {
    const state = table();
    const first = legalActions(state);
    first.length = 0;
    expect(legalActions(state)).toHaveLength(13);
    const strict = table({ config: { strictOrder: true } });
    legalActions(strict).pop();
    expect(legalActions(strict)).toHaveLength(2);
    // The action objects themselves cannot be changed.
    expect(() => {
      (legalActions(state)[0] as { type: string }).type = 'pass';
    }).toThrow(TypeError);
    expect(legalActions(state)[0]).toEqual({ type: 'shift', direction: 'left' });
  });

  it('lists the 13 actions of the default rules, each accepted', () => {
    const state = table();
    const legal = legalActions(state);
    expect(legal).toHaveLength(13);
    expect(new Set(legal.map((a) => JSON.stringify(a))).size).toBe(13);
    for (const action of legal) {
      expect(isLegal(state, action)).toBe(true);
      expect(checkAction(state, action)).toBeNull();
      expect(() => applyAction(state, action)).not.toThrow();
    }
  });
});

describe('purity and serialisation', () => {
  it('never mutates the input state', () => {
    const state = table();
    const before = snapshot(state);
    for (const action of legalActions(state)) {
      const next = applyAction(state, action).state;
      applyAction(next, PASS);
      expect(state).toEqual(before);
    }
  });

  it('appends the events of each action to the log', () => {
    const state = table();
    const { state: next, events } = applyAction(state, { type: 'shift', direction: 'left' });
    expect(next.log).toEqual([...state.log, ...events]);
  });

  it('a state survives JSON and plays on identically', () => {
    let state = newGame({ players: ['A', 'B', 'C', 'D'], rounds: 7, seed: 5 });
    let copy = JSON.parse(JSON.stringify(state)) as GameState;
    expect(copy).toEqual(state);
    let i = 0;
    for (let guard = 0; !state.finished; guard++) {
      if (guard > 1000) throw new Error('the game does not end');
      const action = legalActions(state)[(i * 5) % 13]!;
      state = applyAction(state, action).state;
      copy = JSON.parse(JSON.stringify(applyAction(copy, action).state)) as GameState;
      expect(copy).toEqual(state);
      i += 1;
    }
  });
});
