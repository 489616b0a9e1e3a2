/** The one rule on what leaving a match may show (src/record/leaving.ts), on its own. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { leavingDisclosure, matchPosition, samePosition } from '../../src/record/leaving.js';
import type { MatchRecord } from '../../src/table/index.js';
import { startTable, step } from '../table/helpers.js';

/** The record after each step of a match of two games (every position it passes through). */
async function positions(steps: number): Promise<MatchRecord[]> {
  const table = startTable({ games: 2 });
  const records = [table.toRecord()];
  for (let i = 0; i < steps && (await step(table, i)); i++) records.push(table.toRecord());
  return records;
}

describe('what leaving a match may show', () => {
  it('nothing on disk: every game, no word of saving', async () => {
    const [, record] = await positions(1);
    expect(leavingDisclosure(record!, null)).toEqual({ showGame: [true], resume: { kind: 'none' } });
  });

  it('saved at this very position: the unfinished game is hidden, "saved"', async () => {
    const [, record] = await positions(1);
    expect(leavingDisclosure(record!, { file: 'm.json', record: record! })).toEqual({ showGame: [false], resume: { kind: 'saved', file: 'm.json' } });
  });

  it('saved over: every game, and the file named', async () => {
    const all = await positions(1000);
    const last = all.at(-1)!;
    expect(last.endedAt).not.toBeNull();
    expect(leavingDisclosure(last, { file: 'm.json', record: last })).toEqual({ showGame: [true, true], resume: { kind: 'over', file: 'm.json' } });
  });

  it('property: shown are exactly the games finished in a file that can still be resumed; "saved" exactly at the same position', async () => {
    const all = await positions(1000);
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.nat(all.length - 1), (a, b) => {
        const [early, late] = a <= b ? [all[a]!, all[b]!] : [all[b]!, all[a]!];
        const disclosure = leavingDisclosure(late, { file: 'm.json', record: early });
        const resumable = early.endedAt === null;
        late.games.forEach((_, index) => {
          const finishedOnDisk = early.games[index]?.ranking != null;
          expect(disclosure.showGame[index]).toBe(!resumable || finishedOnDisk);
        });
        if (!resumable) expect(disclosure.resume.kind).toBe(samePosition(early, late) ? 'over' : 'none');
        else if (a === b) expect(disclosure.resume).toEqual({ kind: 'saved', file: 'm.json' });
        else expect(disclosure.resume).toEqual({ kind: 'savedEarlier', file: 'm.json', position: matchPosition(early) });
      }),
    );
  });

  it('positions: the game and round from the actions alone, null between games', async () => {
    const all = await positions(1000);
    expect(matchPosition(all[0]!)).toEqual({ game: 1, round: 1 });
    // Two players: four actions make a round.
    expect(matchPosition(all[4]!)).toEqual({ game: 1, round: 2 });
    const between = all.find((record) => record.games.length === 1 && record.games[0]!.ranking !== null)!;
    expect(matchPosition(between)).toEqual({ game: 1, round: null });
    expect(samePosition(all[3]!, all[4]!)).toBe(false);
    expect(samePosition(all[4]!, structuredClone(all[4]!))).toBe(true);
  });
});
