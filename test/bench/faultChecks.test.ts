/**
 * The fault harness's checks of a run's history (bench/faultChecks.js),
 * each shown to find what it is there to find: a stored line that goes
 * back or forks, a game dealt twice, a hidden card on another's screen,
 * a position shown that the store does not hold, a process that ended by
 * itself.
 */

import { describe, expect, it } from '@jest/globals';
import { formatCard } from '../../src/core/cards.js';
import { applyAction, newGame } from '../../src/core/game.js';
import type { MatchRecord } from '../../src/table/index.js';
import { startTable, step } from '../table/helpers.js';

interface Sample {
  readonly table: string;
  readonly viewer: string | null;
  readonly game: number;
  readonly over: boolean;
  readonly hidden: string | null;
  readonly tokens: readonly string[];
  readonly turn: { readonly round: number; readonly name: string; readonly action: number } | null;
  readonly middle: readonly string[];
}
const checks = (await import(new URL('../../bench/faultChecks.js', import.meta.url).href)) as {
  cardTokens: (text: string) => string[];
  storedLine: (samples: readonly { key: string; version: number; record: MatchRecord }[]) => string[];
  screensAgainstStore: (samples: readonly Sample[], records: ReadonlyMap<string, MatchRecord>, engine: unknown) => string[];
  processEnds: (ends: readonly { id: string; code: number | null; signal: string | null; byHarness: boolean; log: string[]; errors: string[] }[]) => string[];
};
const engine = { newGame, applyAction, formatCard };

/** A match of Alice and Bob played `steps` steps (actions and deals), as its record after each. */
async function played(steps: number): Promise<MatchRecord[]> {
  const table = startTable({ rounds: 2, games: 3, seed: 'fault-checks' });
  const records = [table.toRecord()];
  for (let index = 0; index < steps; index++) {
    await step(table, index);
    records.push(table.toRecord());
  }
  return records;
}

describe('the stored line', () => {
  it('passes versions that only go on, and finds one that goes back, one version twice, an action replaced and a game dealt again', async () => {
    const records = await played(12);
    const line = records.map((record, version) => ({ key: 'k', version, record }));
    expect(checks.storedLine(line)).toEqual([]);
    // Polled now and then: versions skipped are fine.
    expect(checks.storedLine([line[0]!, line[5]!, line[12]!])).toEqual([]);
    expect(checks.storedLine([line[5]!, line[3]!])).toEqual(['k: version 5 then 3: the stored version went back']);
    expect(checks.storedLine([line[5]!, { ...line[5]!, record: records[6]! }])).toEqual(['k: version 5 then 5: one version stored with two records']);
    const replaced = structuredClone(records[6]!) as unknown as { games: { actions: { seat: number; action: unknown }[]; seed: string }[] };
    replaced.games[0]!.actions[2] = { seat: replaced.games[0]!.actions[2]!.seat, action: { type: 'swapAll' } };
    expect(checks.storedLine([line[5]!, { key: 'k', version: 6, record: replaced as unknown as MatchRecord }])).toEqual(['k: version 5 then 6: game 1, action 3 was replaced']);
    const redealt = structuredClone(records[12]!) as unknown as { games: { seed: string }[] };
    redealt.games[0]!.seed = 'another';
    expect(checks.storedLine([line[5]!, { key: 'k', version: 12, record: redealt as unknown as MatchRecord }])).toEqual([
      'k: version 5 then 12: game 1 was dealt again with another seed',
    ]);
  });
});

describe('the screens against the store', () => {
  it('passes what the stored deal and moves show, and finds a game dealt twice, a hidden card leaked and a position the store does not hold', async () => {
    const records = await played(6);
    const record = records.at(-1)!;
    const deal = newGame({
      players: ['Alice', 'Bob'],
      rounds: 2,
      seed: record.games[0]!.seed,
      startPlayer: record.games[0]!.startPlayer,
      tiebreak: 'category',
      strictOrder: false,
    });
    const pair = (seat: number): string => deal.players[seat]!.hidden.map((card) => formatCard(card)).join(' ');
    let state = deal;
    for (const { action } of record.games[0]!.actions.slice(0, 3)) state = applyAction(state, action).state;
    const middleAfter3 = state.middle.map((card) => formatCard(card));
    const start = record.games[0]!.startPlayer;
    // After 3 actions: the second player of round 1 on their second action.
    const turn = { round: 1, name: deal.players[(start + 1) % 2]!.name, action: 2 };
    const stores = new Map([['K7PQ', record]]);
    const good: Sample = { table: 'K7PQ', viewer: 'Alice', game: 1, over: false, hidden: pair(0), tokens: [...pair(0).split(' '), ...middleAfter3], turn, middle: middleAfter3 };
    expect(checks.screensAgainstStore([good, { ...good, viewer: null, hidden: null, tokens: middleAfter3 }], stores, engine)).toEqual([]);

    const twice = checks.screensAgainstStore([good, { ...good, hidden: pair(1) }], stores, engine);
    expect(twice).toContain(`table K7PQ, game 1, Alice: shown the hidden pair ${pair(1)}, the stored deal gives ${pair(0)}`);
    expect(twice).toContain(`table K7PQ, game 1, Alice: dealt more than once (${pair(0)} / ${pair(1)})`);

    const bobsCard = pair(1).split(' ')[0]!;
    expect(checks.screensAgainstStore([{ ...good, tokens: [...good.tokens, bobsCard] }], stores, engine)).toEqual([
      `table K7PQ, game 1, Alice: shown ${bobsCard}, another seat's hidden card, before the results`,
    ]);
    // At the results every hand is open.
    expect(checks.screensAgainstStore([{ ...good, over: true, tokens: [...good.tokens, bobsCard] }], stores, engine)).toEqual([]);

    const wrongMiddle = [...middleAfter3].reverse();
    expect(checks.screensAgainstStore([{ ...good, middle: wrongMiddle }], stores, engine)).toEqual([
      `table K7PQ, game 1, Alice: shown the middle row ${wrongMiddle.join(' ')} after 3 actions, stored ${middleAfter3.join(' ')}`,
    ]);
    expect(checks.screensAgainstStore([{ ...good, turn: { round: 2, name: turn.name, action: 2 } }], stores, engine)).toEqual([
      'table K7PQ, game 1, Alice: shown after 7 actions, the store holds 6',
    ]);
    expect(checks.screensAgainstStore([{ ...good, game: 2 }], stores, engine)).toEqual(['table K7PQ, game 2, Alice: shown, but the store holds no such game']);
  });

  it('reads card tokens off a screen line, tens included', () => {
    expect(checks.cardTokens(' Middle row │10♦│ │ 8♣│ │ A♥│  │░░░│ 38 cards')).toEqual(['10♦', '8♣', 'A♥']);
  });
});

describe('how the processes ended', () => {
  it("passes the harness's kills, a process stopping after its lease ran out and one refused at its start while PostgreSQL was away, and finds any other end or a word on standard error", () => {
    const ends = [
      { id: 'a', code: null, signal: 'SIGKILL', byHarness: true, log: [], errors: [] },
      { id: 'b', code: 1, signal: null, byHarness: false, log: ["This process's lease ran out in PostgreSQL (…): stopping."], errors: [] },
      { id: 'c', code: 1, signal: null, byHarness: false, log: ['Listening on 127.0.0.1 port 1.'], errors: ['TypeError: x is undefined\n    at …'] },
      {
        id: 'd',
        code: 1,
        signal: null,
        byHarness: false,
        log: [],
        errors: ['shift-poker: cannot use PostgreSQL at 127.0.0.1:5432/postgres (connect ECONNREFUSED 127.0.0.1:5432)'],
      },
      {
        id: 'e',
        code: null,
        signal: 'SIGTERM',
        byHarness: true,
        log: ['Internal error, not handled where it happened (the server goes on; please report it): Error: x'],
        errors: [],
      },
    ];
    expect(checks.processEnds(ends)).toEqual([
      'process c wrote to standard error: TypeError: x is undefined |     at …',
      'process c ended by itself (1): Listening on 127.0.0.1 port 1.',
      'process e: Internal error, not handled where it happened (the server goes on; please report it): Error: x',
    ]);
  });
});
