import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Table, type MatchRecord, type TableDeps } from '../../src/table/index.js';
import { allViews, bot, frozenDeps, humans, startTable, step, testDeps } from './helpers.js';

/** What a reload goes through: the record as JSON text and back. */
function reload(table: Table, deps: TableDeps): Table {
  const result = Table.fromRecord(JSON.parse(JSON.stringify(table.toRecord())) as MatchRecord, deps);
  if (!result.ok) throw new Error(`reload failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

function sameTable(a: Table, b: Table): void {
  expect(JSON.stringify(b.toRecord())).toBe(JSON.stringify(a.toRecord()));
  expect(b.version).toBe(a.version);
  expect(b.phase).toBe(a.phase);
  expect(JSON.stringify(allViews(b))).toBe(JSON.stringify(allViews(a)));
}

const matchArbitrary = fc.record({
  seats: fc.array(fc.constantFrom('human', 'random', 'easy'), { minLength: 2, maxLength: 4 }),
  rounds: fc.integer({ min: 2, max: 7 }),
  games: fc.integer({ min: 1, max: 3 }),
  seed: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
  strictOrder: fc.boolean(),
  tiebreak: fc.constantFrom('category' as const, 'kickers' as const),
  salt: fc.integer({ min: 0, max: 0x7fffffff }),
});

function tableFor(match: MatchSpec, deps: TableDeps): Table {
  return startTable(
    {
      seats: match.seats.map((kind, i) => (kind === 'human' ? humans(`P${i + 1}`)[0]! : bot(`Bot ${i + 1}`, kind))),
      rounds: match.rounds,
      games: match.games,
      seed: match.seed,
      strictOrder: match.strictOrder,
      tiebreak: match.tiebreak,
    },
    deps,
  );
}

interface MatchSpec {
  seats: ('human' | 'random' | 'easy')[];
  rounds: number;
  games: number;
  seed: string | null;
  strictOrder: boolean;
  tiebreak: 'category' | 'kickers';
  salt: number;
}

describe('a match saved after every action and loaded again', () => {
  it('is equal to the original: every seat view, the version and the record', async () => {
    await fc.assert(
      fc.asyncProperty(matchArbitrary, async (match) => {
        const deps = testDeps();
        const table = tableFor(match, deps);
        sameTable(table, reload(table, deps));
        while (await step(table, match.salt)) sameTable(table, reload(table, deps));
        expect(table.phase).toBe('matchOver');
      }),
      { numRuns: 25 },
    );
  });

  it('a match resumed at any point (bots included) finishes exactly as the uninterrupted one', async () => {
    await fc.assert(
      fc.asyncProperty(matchArbitrary, fc.integer({ min: 0, max: 3 * 56 + 2 }), async (match, cut) => {
        const whole = tableFor(match, frozenDeps());
        while (await step(whole, match.salt));

        let first = tableFor(match, frozenDeps());
        for (let i = 0; i < cut && (await step(first, match.salt)); i++);
        // The process ends here; a new one loads the record, with its own clock and seed source.
        const resumed = reload(first, frozenDeps({ newSeed: seedsAfter(first.toRecord()) }));
        first = resumed;
        while (await step(first, match.salt));
        sameTable(whole, first);
      }),
      { numRuns: 25 },
    );
  });
});

/** A seed source that goes on where the first process's left off (seed-1, seed-2, …). */
function seedsAfter(record: MatchRecord): () => string {
  let next = record.options.seed === null ? record.games.length : 0;
  return () => `seed-${++next}`;
}

describe('fromRecord refuses a record that does not add up', () => {
  async function finishedRecord(): Promise<MatchRecord> {
    const table = startTable({ seats: humans('Ann', 'Ben', 'Cy'), games: 2, seed: 'r', rounds: 2 });
    while (await step(table, 9));
    return JSON.parse(JSON.stringify(table.toRecord())) as MatchRecord;
  }
  type Mutable = { -readonly [K in keyof MatchRecord]: any };

  it.each<[string, (record: Mutable) => void, object]>([
    ['an action out of turn', (r) => (r.games[1].actions[2].seat = (r.games[1].actions[2].seat + 1) % 3), { code: 'illegalAction', game: 2, action: 3 }],
    ['an action after the game ended', (r) => r.games[0].actions.push({ seat: 0, action: { type: 'pass' } }), { code: 'illegalAction', game: 1, action: 13 }],
    ['an action by no seat', (r) => (r.games[0].actions[0].seat = 7), { code: 'illegalAction', game: 1, action: 1 }],
    [
      'a strict-order violation',
      (r) => {
        r.options.strictOrder = true;
        r.games[0].actions[0].action = { type: 'pass' };
      },
      { code: 'illegalAction', game: 1, action: 1 },
    ],
    ['a wrong ranking', (r) => (r.games[0].ranking[0].category = 'Royal Flush'), { code: 'invalid', path: ['games', 0, 'ranking'] }],
    ['wrong scores', (r) => (r.scores[0] += 1), { code: 'invalid', path: ['scores'] }],
    ['a wrong start player', (r) => (r.games[1].startPlayer = r.games[0].startPlayer), { code: 'invalid', path: ['games', 1, 'startPlayer'] }],
    ['a seed not of the series', (r) => (r.games[1].seed = 'other'), { code: 'invalid', path: ['games', 1, 'seed'] }],
    ['an unfinished game followed by another', (r) => r.games[0].actions.pop(), { code: 'invalid', path: ['games', 0, 'actions'] }],
    ['no end time after the last game', (r) => (r.endedAt = null), { code: 'invalid', path: ['endedAt'] }],
    ['more games than the match has', (r) => (r.options.games = 1), { code: 'invalid', path: ['games'] }],
    [
      'names that clash once cleaned',
      (r) => {
        r.seats[0].name = 'BEN\u0007';
      },
      { code: 'invalid', path: ['seats'] },
    ],
    [
      'a name that is empty once cleaned',
      (r) => {
        r.seats[2].name = '\u001B[2J';
      },
      { code: 'invalid', path: ['seats'] },
    ],
  ])('%s', async (_, damage, expected) => {
    const record = (await finishedRecord()) as Mutable;
    damage(record);
    const result = Table.fromRecord(record as MatchRecord, testDeps());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject(expected);
  });

  it('cleans names read from a record exactly as typed names', async () => {
    const record = (await finishedRecord()) as Mutable;
    record.seats[0].name = '\u001B[31mAnn\u001B[0m';
    const result = Table.fromRecord(record as MatchRecord, testDeps());
    expect(result.ok && result.value.seats[0]!.name).toBe('Ann');
  });

  it('never throws, whatever it is given', () => {
    for (const junk of [null, 42, 'text', [], {}, { seats: 'x' }, { seats: [], options: {}, games: [] }]) {
      const result = Table.fromRecord(junk as unknown as MatchRecord, testDeps());
      // Refused as not a record, saying so.
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatchObject({ code: 'invalid' });
    }
  });
});
