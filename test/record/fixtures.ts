/**
 * The golden record files in fixtures/ and how they were made. The files are
 * checked in and the tests read them as they are; `UPDATE_FIXTURES=1` makes
 * the fixtures test write them anew (needed only when the format or the
 * engine's deal changes on purpose).
 */

import { serializeRecord } from '../../src/record/serialize.js';
import type { MatchRecord } from '../../src/table/index.js';
import { bot, humans, startTable, step, testDeps } from '../table/helpers.js';

export async function goldenRecord(): Promise<MatchRecord> {
  const table = startTable({ seats: [...humans('Ann', 'Ben'), bot('Bot Easy', 'easy')], rounds: 2, games: 2, seed: 'golden' }, testDeps());
  while (await step(table, 12345));
  return table.toRecord();
}

type Json = any;

/** Every fixture file's name and text. */
export async function fixtureFiles(): Promise<Record<string, string>> {
  const record = await goldenRecord();
  const valid = serializeRecord(record);
  const edited = (edit: (data: Json) => void): string => {
    const data = JSON.parse(valid) as Json;
    edit(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  };
  return {
    'valid.json': valid,
    // Ann had left by the end, a stand-in playing for her (MatchRecord.departed).
    'departed.json': serializeRecord({ ...record, departed: [0] }),
    'truncated.json': valid.slice(0, Math.floor(valid.length * 0.6)),
    'not-json.json': 'This is not a saved match.\n',
    'unknown-format.json': '{\n  "format": "chess-pgn",\n  "version": 1\n}\n',
    'unknown-version.json': edited((data) => (data.version = 2)),
    'schema-invalid.json': edited((data) => (data.games[1].actions[4].seat = 'Ann')),
    'illegal-action.json': edited((data) => {
      const entry = data.games[1].actions[2];
      entry.seat = (entry.seat + 1) % data.seats.length;
    }),
  };
}
