/**
 * The ratings find the computer players' strength from played matches alone
 * (record/ratings.ts): seeded matches of random levels on 2 to 4 seats (a
 * level may sit twice), played on the table by the bots themselves and
 * folded like any saved matches, rank the levels by strength. `hard` is
 * left out here: at about 30 ms a decision its matches would take minutes;
 * bench/ratings-calibration.js plays all four levels over 2,000 matches and
 * measures the calibration of the predicted chances too (docs/ratings.md).
 * 600 matches: at 150, easy and medium came out the wrong way round in 4
 * runs of 20 seeds (medium beats easy only 6 games in 10 heads-up); at 600,
 * in none.
 */

import { describe, expect, it } from '@jest/globals';
import { botNames, chooseBotAction, type BotLevel } from '../../src/bots/index.js';
import { deriveHash, deriveSeed } from '../../src/core/seed.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../src/core/types.js';
import { foldRatings } from '../../src/record/ratings.js';
import { Table, type MatchRecord } from '../../src/table/index.js';

const LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium'];
const MATCHES = 600;

/** Match `index` of the run `seed` (one game of 7 rounds), played by its bots to the end: its record. */
async function playedMatch(seed: string, index: number): Promise<MatchRecord> {
  const [count, ...draws] = [...deriveHash(seed, 'lineup', index), ...deriveHash(seed, 'lineup-more', index)];
  const levels = draws.slice(0, MIN_PLAYERS + (count! % (MAX_PLAYERS - MIN_PLAYERS + 1))).map((draw) => LEVELS[draw % LEVELS.length]!);
  const names = botNames(levels);
  let clock = Date.UTC(2026, 0, 1) + index * 60_000;
  const started = Table.start(
    { seats: levels.map((level, seat) => ({ kind: 'bot', name: names[seat]!, level })), rounds: 7, games: 1, seed: deriveSeed(seed, 'match', index) },
    { now: () => clock++, newSeed: () => 'unused', decide: chooseBotAction },
  );
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  const table = started.value;
  while (table.phase === 'playing') await table.playBot(table.version);
  return table.toRecord();
}

describe('ratings of played matches', () => {
  it(`the levels come out random < easy < medium from ${MATCHES} seeded matches of mixed levels, no strength given`, async () => {
    const records: MatchRecord[] = [];
    for (let index = 0; index < MATCHES; index++) records.push(await playedMatch('levels', index));
    const ratings = foldRatings(records);
    const mu = LEVELS.map((level) => ratings.players.get(`bot:${level}`)!.mu);
    expect([...mu].sort((a, b) => a - b)).toEqual(mu);
  });
});
