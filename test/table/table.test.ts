import { describe, expect, it } from '@jest/globals';
import { botSeed, chooseBotAction } from '../../src/bots/index.js';
import { newGame } from '../../src/core/game.js';
import { tableWords } from '../../src/table/words.js';
import type { Action, GameEvent } from '../../src/core/types.js';
import { Table, matchScores, seriesSeed, type TableError, type TableUpdate } from '../../src/table/index.js';
import { allViews, bot, expectOk, humanChoice, humans, startTable, step, testDeps } from './helpers.js';

const SHIFT_LEFT: Action = { type: 'shift', direction: 'left' };

function errorOf(result: { ok: boolean; error?: TableError }): TableError {
  if (result.ok) throw new Error('expected the command to be refused');
  return result.error!;
}

/** Everything a table shows, to check that a refused command changed nothing. */
function snapshot(table: Table): string {
  return JSON.stringify({ version: table.version, record: table.toRecord(), views: allViews(table) });
}

async function playToEnd(table: Table, salt = 7): Promise<void> {
  while (await step(table, salt));
}

describe('starting a match', () => {
  it('deals game 1 from the given seed text, with the start player the seed draws', () => {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy'), seed: '42', rounds: 3 });
    const core = newGame({ players: ['Ann', 'Ben', 'Cy'], rounds: 3, seed: 42 });
    const view = table.view(null);
    expect(view.game.startPlayer).toBe(core.startPlayer);
    expect(view.game.middle).toEqual(core.middle);
    expect(view.gameNumber).toBe(1);
    expect(view.phase).toBe('playing');
    expect(view.version).toBe(0);
    expect(table.toRecord().games[0]!.seed).toBe('42');
  });

  it('asks for a fresh seed for each game when none was given', () => {
    const table = startTable({ games: 2 });
    expect(table.toRecord().options.seed).toBeNull();
    expect(table.toRecord().games.map((game) => game.seed)).toEqual(['seed-1']);
  });

  it.each([
    [{ seats: humans('Ann') }, /2 to 4 players/],
    [{ seats: humans('Ann', 'ann') }, /taken twice/],
    [{ seats: humans('Ann', '\u001B[2J') }, /cannot be empty/],
    [{ rounds: 8 }, /rounds must be/],
    [{ games: 0 }, /games must be from 1 to 99/],
    [{ games: 100 }, /games must be from 1 to 99/],
    [{ seed: '' }, /seed must be non-empty/],
  ])('refuses %j', (options, message) => {
    const result = Table.start({ seats: humans('Alice', 'Bob'), rounds: 2, games: 1, ...options }, testDeps());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalidOptions');
    // The English catalog words the problem as the table used to say it.
    expect(!result.ok && tableWords('en').tableError(result.error, [])).toMatch(message);
  });

  it('a chosen first player starts game 1 and the seat after it game 2; the record keeps the choice and replays', async () => {
    const drawn = newGame({ players: ['Ann', 'Ben', 'Cy'], rounds: 2, seed: 'x' }).startPlayer;
    const chosen = (drawn + 1) % 3;
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy'), seed: 'x', rounds: 2, games: 2, firstPlayer: chosen });
    expect(table.view(null).game.startPlayer).toBe(chosen);
    // The deal is the seed's, whoever starts.
    expect(table.view(null).game.middle).toEqual(newGame({ players: ['Ann', 'Ben', 'Cy'], rounds: 2, seed: 'x' }).middle);
    while (table.phase === 'playing') await step(table, 3);
    expectOk(table.nextGame(table.version));
    expect(table.view(null).game.startPlayer).toBe((chosen + 1) % 3);
    const record = table.toRecord();
    expect(record.options.firstPlayer).toBe(chosen);
    const replayed = Table.fromRecord(JSON.parse(JSON.stringify(record)) as typeof record, testDeps());
    expect(replayed.ok && replayed.value.toRecord().games.map((game) => game.startPlayer)).toEqual([chosen, (chosen + 1) % 3]);
    // Without the choice, game 1 is not the seed's draw: the record does not add up.
    const { firstPlayer: _, ...withoutChoice } = record.options;
    const tampered = Table.fromRecord({ ...record, options: withoutChoice }, testDeps());
    expect(!tampered.ok && tampered.error).toMatchObject({ code: 'invalid', path: ['games', 0, 'startPlayer'], fault: { kind: 'startPlayerDrawn', seat: drawn } });
    const otherChoice = Table.fromRecord({ ...record, options: { ...record.options, firstPlayer: drawn } }, testDeps());
    expect(!otherChoice.ok && otherChoice.error).toMatchObject({ fault: { kind: 'startPlayerChosen', seat: drawn } });
    // Records without the field keep their shape.
    expect('firstPlayer' in startTable().toRecord().options).toBe(false);
  });

  it.each([-1, 3, 1.5])('refuses a first player %p that is no seat', (firstPlayer) => {
    const result = Table.start({ seats: humans('Ann', 'Ben', 'Cy'), rounds: 2, games: 1, firstPlayer }, testDeps());
    expect(!result.ok && result.error).toEqual({ code: 'invalidOptions', problem: { code: 'firstPlayerOutOfRange', max: 2, got: String(firstPlayer) } });
  });

  it('cleans names exactly as typed names are cleaned', () => {
    const table = startTable({ seats: humans('  Ann\u001B[31m  ', 'Bob\u202E') });
    expect(table.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob']);
  });
});

describe('seeds of a series', () => {
  it('game 1 is the text itself, later games are derived from it and the game number', () => {
    expect(seriesSeed('abc', 1)).toBe('abc');
    expect(seriesSeed('abc', 2)).not.toBe('abc');
    expect(new Set([1, 2, 3, 4, 5].map((k) => seriesSeed('abc', k))).size).toBe(5);
    expect(seriesSeed('abc', 3)).toBe(seriesSeed('abc', 3));
    expect(() => seriesSeed('abc', 0)).toThrow(RangeError);
  });

  it('series seeds after the first are 32 hex characters unrelated to the seed text', () => {
    expect(seriesSeed('abc', 2)).toMatch(/^[0-9a-f]{32}$/u);
    expect(seriesSeed('abc', 2)).not.toContain('abc');
  });

  it('a seeded match deals the same games every time', async () => {
    const play = async (): Promise<unknown> => {
      const table = startTable({ seats: humans('Ann', 'Ben'), games: 3, seed: 'fixed' });
      await playToEnd(table);
      return table.toRecord().games;
    };
    expect(await play()).toEqual(await play());
  });
});

describe('commands', () => {
  it('an action by the seat whose turn it is moves the game and the version on', () => {
    const table = startTable();
    const seat = table.currentSeat!;
    const result = table.act(seat, SHIFT_LEFT, 0);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.version).toBe(1);
    expect(result.ok && result.value.events.map((event) => event.type)).toEqual(['shifted']);
    expect(table.toRecord().games[0]!.actions).toEqual([{ seat, action: SHIFT_LEFT }]);
  });

  it('refuses a stale version and changes nothing', () => {
    const table = startTable();
    expectOk(table.act(table.currentSeat!, SHIFT_LEFT, 0));
    const before = snapshot(table);
    const error = errorOf(table.act(table.currentSeat!, { type: 'pass' }, 0));
    expect(error).toMatchObject({ code: 'staleVersion', expected: 0, actual: 1 });
    expect(snapshot(table)).toBe(before);
  });

  it('refuses an action from the wrong seat and changes nothing', () => {
    const table = startTable();
    const other = 1 - table.currentSeat!;
    const before = snapshot(table);
    const error = errorOf(table.act(other, SHIFT_LEFT));
    expect(error).toMatchObject({ code: 'notYourTurn', seat: other, current: table.currentSeat });
    expect(
      tableWords('en').tableError(
        error,
        table.seats.map((seat) => seat.name),
      ),
    ).toMatch(/^It is Alice's turn, not Bob's$|^It is Bob's turn, not Alice's$/);
    expect(snapshot(table)).toBe(before);
    expect(errorOf(table.act(5, SHIFT_LEFT)).code).toBe('noSuchSeat');
    expect(errorOf(table.act(-1, SHIFT_LEFT)).code).toBe('noSuchSeat');
    expect(snapshot(table)).toBe(before);
  });

  it('refuses an illegal or malformed action with the engine reason and changes nothing', () => {
    const table = startTable({ strictOrder: true });
    const seat = table.currentSeat!;
    const before = snapshot(table);
    expect(errorOf(table.act(seat, { type: 'pass' }))).toMatchObject({ code: 'illegalAction', reason: 'orderViolation' });
    expect(errorOf(table.act(seat, { type: 'jump' } as unknown as Action))).toMatchObject({
      code: 'illegalAction',
      reason: 'malformed',
    });
    expect(errorOf(table.act(seat, { type: 'shift', direction: 'up' } as unknown as Action)).code).toBe('illegalAction');
    expect(snapshot(table)).toBe(before);
  });

  it('stores only the fields of an action the rules know', () => {
    const table = startTable();
    const seat = table.currentSeat!;
    expectOk(table.act(seat, { type: 'pass', seat, extra: 'x' } as unknown as Action));
    expect(table.toRecord().games[0]!.actions[0]).toEqual({ seat, action: { type: 'pass' } });
  });

  it('a bot seat is played by the table, not through act', async () => {
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann')], seed: '3' });
    while (table.pendingBot() === null) expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    const botSeat = table.currentSeat!;
    expect(errorOf(table.act(botSeat, SHIFT_LEFT)).code).toBe('botSeat');
    expectOk(await table.playBot());
    expectOk(await table.playBot());
    expect(table.currentSeat).not.toBe(botSeat);
    expect(errorOf(await table.playBot()).code).toBe('notBotsTurn');
  });

  it('asks the decider with the bot level, its own seat view, and the seed derived from the game seed and seat', async () => {
    const calls: { level: string; viewer: number | null; seed: number; hidden: number }[] = [];
    const table = startTable(
      { seats: [bot('Bot Hard', 'hard'), bot('Bot Easy', 'easy')], seed: '11' },
      testDeps({
        decide: (level, view, seed) => {
          calls.push({ level, viewer: view.viewer, seed, hidden: view.players.filter((p) => p.hidden).length });
          return { type: 'pass' };
        },
      }),
    );
    const first = table.currentSeat!;
    expectOk(await table.playBot());
    expect(calls[0]).toEqual({
      level: first === 0 ? 'hard' : 'easy',
      viewer: first,
      seed: botSeed(newGame({ players: ['a', 'b'], rounds: 2, seed: '11' }).rules.seed, first),
      hidden: 1,
    });
  });

  it('a bot move decided while the table changed is refused as stale', async () => {
    const waiting: ((action: Action) => void)[] = [];
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann')], games: 1 }, testDeps({ decide: () => new Promise<Action>((resolve) => waiting.push(resolve)) }));
    while (table.pendingBot() === null) expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    const first = table.playBot();
    const second = table.playBot();
    expect(waiting).toHaveLength(2);
    waiting.forEach((resolve) => resolve({ type: 'pass' }));
    const results = [await first, await second];
    expect(results[0]!.ok).toBe(true);
    expect(errorOf(results[1]!)).toMatchObject({ code: 'staleVersion' });
    expect(table.toRecord().games[0]!.actions.at(-1)!.action).toEqual({ type: 'pass' });
  });

  it('a decided bot move waits for its ready, and is refused as stale if the table changed meanwhile', async () => {
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann')], games: 1 }, testDeps({ decide: () => ({ type: 'pass' }) }));
    while (table.pendingBot() === null) expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    const version = table.version;
    let letGo!: () => void;
    const ready = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let settled = false;
    const held = table.playBot(version, ready).then((result) => {
      settled = true;
      return result;
    });
    // Decided, it waits: another move for the same version goes first.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    expect(table.version).toBe(version);
    expectOk(await table.playBot(version));
    letGo();
    expect(errorOf(await held)).toMatchObject({ code: 'staleVersion' });
    expect(table.version).toBe(version + 1);
  });

  it('nextGame and endMatch only between games; the start player moves one seat on each game', async () => {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy'), games: 3, seed: 's' });
    expect(errorOf(table.nextGame()).code).toBe('gameInProgress');
    expect(errorOf(table.endMatch()).code).toBe('gameInProgress');
    const starts: number[] = [];
    while (table.phase !== 'matchOver') {
      if (table.phase === 'betweenGames') expectOk(table.nextGame());
      starts.push(table.view(null).game.startPlayer);
      while (table.phase === 'playing') await step(table, 1);
    }
    expect(starts).toEqual([0, 1, 2].map((k) => (starts[0]! + k) % 3));
    expect(errorOf(table.nextGame()).code).toBe('matchOver');
    expect(errorOf(table.act(0, SHIFT_LEFT)).code).toBe('noGameInProgress');
    expect(table.toRecord().endedAt).not.toBeNull();
  });

  it('an open-ended match goes on until the players end it between games', async () => {
    const table = startTable({ games: null });
    for (let game = 1; game <= 3; game++) {
      while (table.phase === 'playing') await step(table, game);
      expect(table.phase).toBe('betweenGames');
      if (game < 3) expectOk(table.nextGame());
    }
    const result = table.endMatch();
    expect(result.ok && result.value.events).toEqual([{ type: 'matchOver', scores: table.scores }]);
    expect(table.phase).toBe('matchOver');
    expect(table.gameNumber).toBe(3);
  });
});

describe('scores', () => {
  it('1 to a sole winner, 1/k each to k sharing first place, exact over many games', () => {
    const three = [
      { seat: 0, place: 1 },
      { seat: 1, place: 1 },
      { seat: 2, place: 1 },
      { seat: 3, place: 4 },
    ];
    expect(matchScores([three], 4)).toEqual([1 / 3, 1 / 3, 1 / 3, 0]);
    // Three thirds make exactly one point, which adding floats would not.
    expect(matchScores([three, three, three], 4)).toEqual([1, 1, 1, 0]);
    expect(
      matchScores(
        [
          [
            { seat: 1, place: 1 },
            { seat: 0, place: 2 },
          ],
        ],
        2,
      ),
    ).toEqual([0, 1]);
  });

  it('the match score is the sum over its finished games, and the record carries it', async () => {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy'), games: 3, seed: 'x' });
    await playToEnd(table);
    const record = table.toRecord();
    expect(record.scores).toEqual(
      matchScores(
        record.games.map((game) => game.ranking!),
        3,
      ),
    );
    expect(record.scores.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 12);
  });
});

describe('subscribers', () => {
  it('each subscriber gets its own seat view and the public events; unsubscribe stops them', () => {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy') });
    const got: Record<string, TableUpdate[]> = { 0: [], 1: [], 2: [], spectator: [] };
    const stops = [0, 1, 2].map((seat) => table.subscribe({ seat }, (update) => got[seat]!.push(update)));
    table.subscribe({ seat: null }, (update) => got.spectator!.push(update));
    expectOk(table.act(table.currentSeat!, SHIFT_LEFT));
    for (const seat of [0, 1, 2]) {
      expect(got[seat]).toHaveLength(1);
      expect(got[seat]![0]!.view.viewer).toBe(seat);
      expect(got[seat]![0]!.view.game.players.filter((p) => p.hidden !== null).map((p) => p.seat)).toEqual([seat]);
      expect(got[seat]![0]!.events).toEqual(got.spectator![0]!.events);
    }
    expect(got.spectator![0]!.view.game.players.every((p) => p.hidden === null)).toBe(true);
    stops[0]!();
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(got[0]).toHaveLength(1);
    expect(got[1]).toHaveLength(2);
  });

  it('a listener that throws does not stop the table or the other listeners', () => {
    const errors: unknown[] = [];
    const table = startTable({}, testDeps({ onListenerError: (error) => errors.push(error) }));
    const seen: number[] = [];
    table.subscribe({ seat: 0 }, () => {
      throw new Error('broken front end');
    });
    table.subscribe({ seat: 1 }, (update) => seen.push(update.version));
    expectOk(table.act(table.currentSeat!, SHIFT_LEFT));
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(1);
    expect(table.version).toBe(1);
  });

  it("no subscriber is ever sent another seat's hidden card before the showdown", async () => {
    const table = startTable({ seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy'), bot('Bot Random', 'random')], games: 2, rounds: 3 });
    const delivered: { seat: number | null; update: TableUpdate }[] = [];
    for (const seat of [0, 1, 2, 3, null]) table.subscribe({ seat }, (update) => delivered.push({ seat, update }));
    // The hidden cards of each game, learnt from the showdown.
    const hiddenByGame = new Map<number, string[][]>();
    table.subscribe({ seat: null }, (update) => {
      const ended = update.events.find((event): event is Extract<GameEvent, { type: 'gameEnded' }> => event.type === 'gameEnded');
      if (ended)
        hiddenByGame.set(
          update.game,
          ended.hands.map((hand) => hand.cards.slice(0, 2).map((card) => JSON.stringify(card))),
        );
    });
    await playToEnd(table, 3);
    expect(hiddenByGame.size).toBe(2);
    let scanned = 0;
    for (const { seat, update } of delivered) {
      if (update.events.some((event) => event.type === 'gameEnded') || update.view.game.finished) continue;
      const text = JSON.stringify(update);
      hiddenByGame.get(update.game)!.forEach((cards, owner) => {
        for (const card of cards) expect(owner === seat || !text.includes(card)).toBe(true);
      });
      scanned++;
    }
    expect(scanned).toBeGreaterThan(100);
  });

  it('record watchers get the whole record after every change', () => {
    const table = startTable();
    const versions: number[] = [];
    table.watchRecord((record) => versions.push(record.games[0]!.actions.length));
    expectOk(table.act(table.currentSeat!, SHIFT_LEFT));
    expectOk(table.act(table.currentSeat!, { type: 'pass' }));
    expect(versions).toEqual([1, 2]);
  });
});

describe('views', () => {
  it('a view holds the match info and never the state; what it shares cannot be changed', () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), games: 2 });
    const view = table.view(1);
    expect(Object.keys(view).sort()).toEqual(['game', 'gameNumber', 'games', 'hints', 'hintsAllowed', 'phase', 'ranking', 'scores', 'seats', 'seed', 'version', 'viewer'].sort());
    expect(view.seed).toBeNull();
    expect(view.ranking).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/drawPile"|"rng"/);
    expect(() => table.view(2)).toThrow(RangeError);
    expect(Object.isFrozen(view.seats) && Object.isFrozen(view.seats[0])).toBe(true);
  });

  it('the human choice helper only picks legal actions', () => {
    const table = startTable({ strictOrder: true });
    expect(humanChoice(table.view(table.currentSeat!), 1).type).toBe('shift');
  });

  it('bots decide as chooseBotAction does for their own view', async () => {
    const table = startTable({ seats: [bot('Bot Medium', 'medium'), bot('Bot Easy', 'easy')], seed: '5' });
    const seat = table.currentSeat!;
    const expected = chooseBotAction(seat === 0 ? 'medium' : 'easy', table.view(seat).game, botSeed(newGame({ players: ['a', 'b'], rounds: 2, seed: '5' }).rules.seed, seat));
    const result = await table.playBot();
    expect(result.ok && table.toRecord().games[0]!.actions[0]!.action).toEqual(expected);
  });
});
