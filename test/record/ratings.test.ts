/**
 * Ratings as a fold over finished records (record/ratings.ts): the same
 * records give the same ratings however they are folded; shared places
 * are ties; a name is one player whatever its case, a look-alike another;
 * an open login on a server plays unrated; computer players' levels come
 * out in the order of their strength from their results alone.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { BotLevel } from '../../src/bots/levels.js';
import { displayRating, foldRatings, leaderboard, NO_RATINGS, rateMatch, ratingEvent, type Ratings, winChances } from '../../src/record/ratings.js';
import { playerProfile } from '../../src/record/playerProfile.js';
import type { MatchRecord, SeatOwner, TableSeat } from '../../src/table/index.js';

let clock = Date.UTC(2026, 0, 1);

/** A finished match as the fold reads it: seats, owners, points, a ranked game, when it ended. */
function finished(seats: readonly (TableSeat & { readonly owner?: SeatOwner | null })[], scores: readonly number[], endedAt?: string): MatchRecord {
  clock += 60_000;
  return {
    format: 'shift-poker-match',
    version: 1,
    startedAt: new Date(clock - 30_000).toISOString(),
    updatedAt: new Date(clock).toISOString(),
    endedAt: endedAt ?? new Date(clock).toISOString(),
    seats: seats.map(({ owner: _owner, ...seat }) => seat),
    owners: seats.map((seat) => (seat.kind === 'bot' ? null : (seat.owner ?? { kind: 'terminal' }))),
    games: [{ ranking: [] }],
    scores,
  } as unknown as MatchRecord;
}

const human = (name: string, owner?: SeatOwner | null): TableSeat & { owner?: SeatOwner | null } => ({ kind: 'human', name, ...(owner === undefined ? {} : { owner }) });
const bot = (level: BotLevel): TableSeat => ({ kind: 'bot', name: `Bot ${level}`, level });

describe('ratings', () => {
  it('a new player is 1500; the winner of a match gains what the others lose, a shared first place rates as a tie', () => {
    const { ratings, changes } = rateMatch(NO_RATINGS, finished([human('Ann'), human('Ben'), human('Cid')], [2, 1, 0]));
    expect(changes.map((change) => [change.name, change.place, change.before])).toEqual([
      ['Ann', 1, 1500],
      ['Ben', 2, 1500],
      ['Cid', 3, 1500],
    ]);
    const [ann, ben, cid] = changes.map((change) => change.after);
    expect(ann).toBeGreaterThan(ben!);
    expect(ben).toBeGreaterThan(cid!);
    expect(ratings.rated).toBe(1);
    const tied = rateMatch(NO_RATINGS, finished([human('Ann'), human('Ben')], [1 / 3 + 1 / 3 + 1 / 3, 1])).changes;
    expect(tied.map((change) => change.place)).toEqual([1, 1]);
    expect(tied[0]!.after).toBe(tied[1]!.after);
  });

  it('one player per name whatever its case; a look-alike in another script is another player', () => {
    const ratings = foldRatings([finished([human('Ann'), human('Ben')], [1, 0]), finished([human('ANN'), human('Ben')], [1, 0]), finished([human('Аnn'), human('Ben')], [1, 0])]);
    const ann = ratings.players.get('name:ann')!;
    expect(ann.matches).toBe(2);
    expect(ann.name).toBe('ANN');
    expect(ratings.players.get('name:аnn')?.matches).toBe(1);
  });

  it('a keyed server player is their key under any name; an open login plays unrated, and a match with one rated player is no event', () => {
    const key = { kind: 'key', key: 'SHA256:abc' } as const;
    const ratings = foldRatings([
      finished([human('Ann', key), human('Ben', { kind: 'address', address: '10.0.0.7' })], [1, 0]),
      finished([human('Anna', key), bot('easy')], [1, 0]),
    ]);
    expect(ratings.players.get('key:SHA256:abc')).toMatchObject({ name: 'Anna', matches: 1 });
    expect([...ratings.players.keys()].some((id) => id.includes('ben'))).toBe(false);
    expect(ratingEvent(finished([human('Ann', key), human('Ben', { kind: 'name' })], [1, 0]))).toBeNull();
  });

  it('a level on two seats is one player: each seat rated, the level given their mean', () => {
    const { ratings, changes } = rateMatch(NO_RATINGS, finished([bot('easy'), bot('easy'), human('Ann')], [2, 0, 1]));
    expect(changes.map((change) => [change.id, change.place])).toEqual([
      ['bot:easy', 1],
      ['name:ann', 2],
    ]);
    expect(ratings.players.get('bot:easy')).toMatchObject({ matches: 1, wins: 1 });
    // Between its first and last seat: neither the winner's gain nor the loser's loss alone.
    expect(changes[0]!.after).toBeGreaterThan(1400);
    expect(changes[0]!.after).toBeLessThan(1600);
  });

  it('a human who left, a stand-in finishing for them, is last whatever their points; several share last place; their rating still changes', () => {
    const seats = [human('Ann'), human('Ben'), bot('easy'), human('Cid')];
    const left = { ...finished(seats, [3, 1, 0, 2]), departed: [0] } as MatchRecord;
    expect(ratingEvent(left)!.players.map((player) => [player.id, player.place])).toEqual([
      ['name:ann', 4],
      ['name:ben', 2],
      ['bot:easy', 3],
      ['name:cid', 1],
    ]);
    const { ratings, changes } = rateMatch(NO_RATINGS, left);
    const ann = changes.find((change) => change.id === 'name:ann')!;
    expect(ann.after).toBeLessThan(1500);
    expect(ann.after).toBeLessThan(changes.find((change) => change.id === 'bot:easy')!.after);
    expect(ratings.players.get('name:ann')).toMatchObject({ matches: 1, wins: 0 });
    // Two who left share the last place, whatever their points.
    const both = { ...finished(seats, [3, 1, 0, 2]), departed: [0, 1] } as MatchRecord;
    expect(ratingEvent(both)!.players.map((player) => player.place)).toEqual([3, 3, 2, 1]);
    const after = rateMatch(NO_RATINGS, both).changes;
    expect(after[0]!.after).toBe(after[1]!.after);
    // Without it, the points decide.
    expect(ratingEvent(finished(seats, [3, 1, 0, 2]))!.players.map((player) => player.place)).toEqual([1, 3, 4, 2]);
  });

  it('an unfinished match is not rated', () => {
    const record = { ...finished([human('Ann'), human('Ben')], [1, 0]), endedAt: null } as MatchRecord;
    expect(rateMatch(NO_RATINGS, record).ratings).toBe(NO_RATINGS);
  });

  it('rebuilt from the records alone equals the ratings made one match at a time, whatever order the records come in', () => {
    const names = ['Ann', 'Ben', 'Cid', 'Dee', 'Eve'];
    const match = fc
      .tuple(fc.uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }))
      .map(([seated, points]) => ({ seated, points: seated.map((_, index) => points[index]!) }));
    fc.assert(
      fc.property(fc.array(match, { minLength: 1, maxLength: 300 }), fc.nat(), (matches, turn) => {
        const records = matches.map(({ seated, points }) =>
          finished(
            seated.map((name) => human(name)),
            points,
          ),
        );
        let step: Ratings = NO_RATINGS;
        for (const record of records) step = rateMatch(step, record).ratings;
        // As a directory lists them: in any order (here turned round and rotated).
        const at = turn % records.length;
        const rebuilt = foldRatings([...records.slice(at), ...records.slice(0, at)].reverse());
        expect(rebuilt.rated).toBe(step.rated);
        expect([...rebuilt.players.entries()].sort()).toEqual([...step.players.entries()].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('computer players come out in the order of their strength from results alone', () => {
    // Levels that beat each other in this order most of the time, in matches of three.
    const levels: BotLevel[] = ['random', 'easy', 'medium', 'hard'];
    const random = fc.sample(fc.integer({ min: 0, max: 9 }), { numRuns: 600, seed: 7 });
    const records: MatchRecord[] = [];
    for (let index = 0; index < 200; index++) {
      const seated = [levels[index % 4]!, levels[(index + 1) % 4]!, levels[(index + 2) % 4]!];
      // The stronger wins seven times in ten; else the order is turned.
      const strength = seated.map((level) => levels.indexOf(level));
      const upset = random[index]! >= 7;
      records.push(
        finished(
          seated.map(bot),
          strength.map((value) => (upset ? -value : value)),
        ),
      );
    }
    const order = leaderboard(foldRatings(records)).map((player) => player.bot);
    expect(order).toEqual(['hard', 'medium', 'easy', 'random']);
    expect(displayRating(foldRatings(records).players.get('bot:hard')!)).toBeGreaterThan(1500);
  });
});

describe('winChances', () => {
  /** Ratings holding these players' mu and sigma, nothing else known. */
  function known(players: Record<string, { mu: number; sigma: number }>): Ratings {
    const entries = Object.entries(players).map(
      ([id, { mu, sigma }]) => [id, { id, name: id, bot: null, mu, sigma, matches: 10, wins: 0, lastPlayed: '2026-01-01T00:00:00.000Z', history: [] }] as const,
    );
    return { players: new Map(entries), rated: 10 };
  }

  it('the chances of a table add up to one, whatever the ratings and the number of seats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ mu: fc.double({ min: -10, max: 60, noNaN: true }), sigma: fc.double({ min: 0.5, max: 9, noNaN: true }) }), { minLength: 2, maxLength: 4 }),
        (players) => {
          const ids = players.map((_, at) => `name:p${at}`);
          const chances = winChances(known(Object.fromEntries(players.map((player, at) => [ids[at]!, player]))), ids);
          expect(chances).toHaveLength(players.length);
          expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
          for (const chance of chances) expect(chance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('equal ratings give equal chances; new players are rated as new; one player on two seats has the same chance on each', () => {
    const ratings = known({ 'name:ann': { mu: 30, sigma: 2 }, 'name:ben': { mu: 30, sigma: 2 }, 'name:cid': { mu: 30, sigma: 2 } });
    for (const chance of winChances(ratings, ['name:ann', 'name:ben', 'name:cid'])) expect(chance).toBeCloseTo(1 / 3, 9);
    for (const chance of winChances(NO_RATINGS, ['name:x', 'name:y', 'name:z', 'name:w'])) expect(chance).toBeCloseTo(1 / 4, 9);
    const [first, ann, third] = winChances(known({ 'bot:easy': { mu: 33, sigma: 1.6 }, 'name:ann': { mu: 25, sigma: 8 } }), ['bot:easy', 'name:ann', 'bot:easy']);
    expect(first).toBeCloseTo(third!, 12);
    expect(first).toBeGreaterThan(ann!);
  });

  it('a higher mu is a higher chance, and the same table in another order gives each player the same chance', () => {
    const ratings = known({ 'name:ann': { mu: 35, sigma: 2 }, 'name:ben': { mu: 30, sigma: 2 }, 'name:cid': { mu: 20, sigma: 2 } });
    const [ann, ben, cid] = winChances(ratings, ['name:ann', 'name:ben', 'name:cid']);
    expect(ann).toBeGreaterThan(ben!);
    expect(ben).toBeGreaterThan(cid!);
    const [cid2, ann2, ben2] = winChances(ratings, ['name:cid', 'name:ann', 'name:ben']);
    expect([ann2, ben2, cid2].map((chance) => chance!.toFixed(9))).toEqual([ann, ben, cid].map((chance) => chance!.toFixed(9)));
    // Heads-up, a bigger gap is a bigger chance, and the two chances mirror each other.
    const [near] = winChances(ratings, ['name:ann', 'name:ben']);
    const [far, farOther] = winChances(ratings, ['name:ann', 'name:cid']);
    expect(far).toBeGreaterThan(near!);
    expect(near).toBeGreaterThan(0.5);
    const [mirror] = winChances(ratings, ['name:cid', 'name:ann']);
    expect(mirror).toBeCloseTo(farOther!, 12);
  });
});

describe('a profile (record/playerProfile.ts)', () => {
  it('counts a level on two seats as one player met once a match, named and placed as its rating has it', () => {
    const twoMediums = (scores: number[]): MatchRecord =>
      finished([human('Ann'), { kind: 'bot', name: 'Bot Medium', level: 'medium' }, { kind: 'bot', name: 'Bot Medium 2', level: 'medium' }], scores);
    // Ann behind both of the level's seats, then between them (its second seat first): behind its best seat both times.
    const records = [twoMediums([0, 2, 1]), twoMediums([1, 0, 2]), finished([human('Ann'), human('Ben')], [2, 0])];
    const ratings = foldRatings(records);
    const profile = playerProfile(records, ratings.players.get('name:ann')!);
    expect(profile.versus).toEqual([
      { id: 'bot:medium', name: 'Bot Medium', bot: 'medium', matches: 2, above: 0, below: 2 },
      { id: 'name:ben', name: 'Ben', bot: null, matches: 1, above: 1, below: 0 },
    ]);
    expect(ratings.players.get('bot:medium')).toMatchObject({ name: 'Bot Medium', matches: 2 });
    // And the level's own profile: placed by its best seat each match (first both times, ahead of Ann), its streak two.
    const medium = playerProfile(records, ratings.players.get('bot:medium')!);
    expect(medium.versus).toEqual([{ id: 'name:ann', name: 'Ann', bot: null, matches: 2, above: 2, below: 0 }]);
    expect(medium.longestStreak).toBe(2);
  });
});
