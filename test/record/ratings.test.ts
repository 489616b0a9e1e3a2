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
import { displayRating, foldRatings, leaderboard, NO_RATINGS, rateMatch, ratingEvent, type Ratings } from '../../src/record/ratings.js';
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
