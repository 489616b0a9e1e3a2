/**
 * `players`: the rated players of a data directory, best first, and one
 * player's profile, from real matches played to the end and saved there
 * (and one left unfinished, which is not rated).
 */

import { describe, expect, it } from '@jest/globals';
import { existsSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { runPlayersCommand } from '../../src/commands/players/listPlayers.js';
import { cleanName } from '../../src/core/playerNames.js';
import { displayRating, displayUncertainty, foldRatings } from '../../src/record/ratings.js';
import { createStore } from '../../src/record/store.js';
import type { TableSeat } from '../../src/table/index.js';
import { CommandFailure } from '../../src/usage.js';
import { bot, humans, startTable, step } from '../table/helpers.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('players');

/** A data directory holding the matches of `tables` (each played to the end unless told), saved as a game saves them. */
async function dataDir(matches: readonly { readonly seats: TableSeat[]; readonly finish?: boolean }[]): Promise<string> {
  const dir = freshDir();
  const store = createStore({ dir });
  let salt = 1;
  for (const match of matches) {
    const table = startTable({ seats: match.seats, rounds: 2, games: 2 });
    if (match.finish !== false) while (await step(table, salt++));
    const saved = store.save(table.toRecord());
    if (!saved.ok) throw new Error('not saved');
  }
  return dir;
}

function run(name: string | undefined, dir: string, json = false, lang: 'en' | 'de' = 'en', rebuild = false): string {
  let out = '';
  runPlayersCommand(name, { dataDir: dir, json, rebuild }, { stdout: { write: (text: string) => (out += text) } }, lang);
  return out;
}

describe('players', () => {
  it('lists every rated player best first, with provisional ratings and a trend; an unfinished match counts for nobody', async () => {
    const dir = await dataDir([
      { seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy')] },
      { seats: [...humans('ann', 'Ben')] },
      { seats: [...humans('Ann', 'Cid')], finish: false },
    ]);
    const listed = JSON.parse(run(undefined, dir, true)) as { name: string; matches: number; provisional: boolean; history: number[] }[];
    // "Ann" and "ann" are one player (under the name of their latest match; these ended at the same moment).
    expect(listed.map((player) => player.name.toLowerCase()).sort()).toEqual(['ann', 'ben', 'bot easy']);
    expect(listed.find((player) => player.name.toLowerCase() === 'ann')).toMatchObject({ matches: 2, provisional: true });
    expect(listed.every((player) => player.history.length === player.matches)).toBe(true);
    const table = run(undefined, dir).split('\n');
    expect(table[0]).toMatch(/^Player\s+Rating\s+Matches\s+Won\s+Last played\s+Trend$/u);
    expect(table.slice(1, -1)).toHaveLength(3);
    // Provisional: the uncertainty beside the rating.
    expect(table[1]).toMatch(/\d{3,4} ±\d+/u);
    expect(run(undefined, dir, false, 'de').split('\n')[0]).toMatch(/^Spieler\s+Wertungszahl/u);
    // Kept beside the records; --rebuild works them out from the records again, the same.
    expect(existsSync(path.join(dir, 'ratings.json'))).toBe(true);
    let rebuilt = '';
    runPlayersCommand(undefined, { dataDir: dir, json: true, rebuild: true }, { stdout: { write: (text: string) => (rebuilt += text) } }, 'en');
    expect(rebuilt).toBe(run(undefined, dir, true));
  });

  it('shows a profile by name in any case: counts, best hand, a chart, and how they did against each player', async () => {
    const dir = await dataDir([{ seats: [...humans('Ann', 'Ben')] }, { seats: [...humans('Ann', 'Ben')] }, { seats: [...humans('Ann', 'Ben')] }]);
    const profile = run('ANN', dir);
    expect(profile).toMatch(/^Ann: rating \d+ ±\d+ \(provisional: fewer than 5 matches\)\n3 matches, \d won; longest run of wins \d; last played /u);
    expect(profile).toMatch(/\nBest hand: /u);
    expect(profile).toContain('Rating after each of the last 3 matches:');
    expect(profile).toMatch(/│[█▄ ]{3}\n/u);
    expect(profile).toMatch(/Against:\n {2}Ben {2}3 matches, finished above \d, below \d/u);
    const json = JSON.parse(run('ann', dir, true)) as { matches: number; versus: { name: string; matches: number }[] };
    expect(json.matches).toBe(3);
    expect(json.versus).toEqual([expect.objectContaining({ name: 'Ben', matches: 3 })]);
    expect(() => run('Zed', dir)).toThrow(CommandFailure);
  });

  it('finds a player by the name as typed at the game, cleaned as the game cleaned it when it seated them', async () => {
    const typed = 'An\u001b[31mn';
    const dir = await dataDir([{ seats: [...humans(cleanName(typed), 'Ben')] }]);
    expect(run(typed, dir)).toMatch(/^An.*: rating \d+/u);
  });

  it('shows the profile with the ratings kept beside the records, the same as the records folded from scratch give', async () => {
    const dir = await dataDir([
      { seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy')] },
      { seats: [...humans('Ann', 'Cid')] },
      { seats: [...humans('ann', 'Ben')] },
      { seats: [...humans('Ann', 'Ben')], finish: false },
    ]);
    // The first look rates every match and keeps the ratings; the next one reads them; --rebuild folds the records again.
    const first = run('Ann', dir);
    expect(existsSync(path.join(dir, 'ratings.json'))).toBe(true);
    expect(run('Ann', dir)).toBe(first);
    expect(run('Ann', dir, false, 'en', true)).toBe(first);
    const json = run('Ann', dir, true);
    expect(run('Ann', dir, true, 'en', true)).toBe(json);
    const records = createStore({ dir })
      .list()
      .flatMap((entry) => (entry.ok ? [entry.record] : []));
    const folded = foldRatings(records).players.get('name:ann')!;
    expect(JSON.parse(json)).toMatchObject({
      name: folded.name,
      rating: displayRating(folded),
      uncertainty: displayUncertainty(folded),
      matches: 3,
      wins: folded.wins,
      lastPlayed: folded.lastPlayed,
      history: folded.history,
    });
  });
});

describe('players and saved matches it cannot read', () => {
  it('says how many it left out, on standard error, the answer itself (JSON too) as before; a match cut short is rebuilt without', async () => {
    const dir = await dataDir([{ seats: [...humans('Ann', 'Ben')] }, { seats: [...humans('Cid', 'Dan')] }]);
    const look = (json: boolean): { out: string; err: string } => {
      let out = '';
      let err = '';
      runPlayersCommand(undefined, { dataDir: dir, json }, { stdout: { write: (text: string) => (out += text) }, stderr: { write: (text: string) => (err += text) } }, 'en');
      return { out, err };
    };
    expect(look(false).err).toBe('');
    // Cid and Dan's match cut short.
    const cidDan = createStore({ dir })
      .list()
      .find((entry) => entry.ok && entry.record.seats[0]!.name === 'Cid')!.file;
    truncateSync(cidDan, 300);
    const { out, err } = look(true);
    expect((JSON.parse(out) as { name: string }[]).map((player) => player.name).sort()).toEqual(['Ann', 'Ben']);
    expect(err).toBe(`1 saved match in ${dir} could not be read and is not rated (shift-poker history says what is wrong).\n`);
    // And every look after, while it stays so.
    expect(look(false).err).toBe(err);
  });
});
