import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRecordText } from '../../src/record/load.js';
import { ratingEvent } from '../../src/record/ratings.js';
import { serializeRecord } from '../../src/record/serialize.js';
import { fixtureFiles, goldenRecord } from './fixtures.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

beforeAll(async () => {
  if (process.env.UPDATE_FIXTURES === '1') {
    for (const [name, text] of Object.entries(await fixtureFiles())) writeFileSync(path.join(FIXTURES, name), text);
  }
});

describe('the golden record', () => {
  it('loads and is written back byte for byte', () => {
    const text = readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8');
    const loaded = parseRecordText(text, 'valid.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(serializeRecord(loaded.record)).toBe(text);
    expect(loaded.record.endedAt).not.toBeNull();
    expect(loaded.record.games).toHaveLength(2);
  });

  it('is what the engine plays today (a changed deal or format needs UPDATE_FIXTURES=1 on purpose)', async () => {
    expect(serializeRecord(await goldenRecord())).toBe(readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8'));
  });

  it('says no seat departed: a record without the field loads without it', () => {
    const loaded = parseRecordText(readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8'), 'valid.json');
    expect(loaded.ok && 'departed' in loaded.record).toBe(false);
  });

  it('keys come out in the file order whatever order the record was built in', async () => {
    const record = await goldenRecord();
    const shuffled = Object.fromEntries(Object.entries(record).reverse()) as typeof record;
    expect(serializeRecord(shuffled)).toBe(serializeRecord(record));
    expect(serializeRecord(record).endsWith('}\n')).toBe(true);
  });
});

describe('the golden record with a departed player', () => {
  it('loads, is written back byte for byte, and rates the departed seat last', () => {
    const text = readFileSync(path.join(FIXTURES, 'departed.json'), 'utf8');
    const loaded = parseRecordText(text, 'departed.json');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.record.departed).toEqual([0]);
    expect(serializeRecord(loaded.record)).toBe(text);
    const places = ratingEvent(loaded.record)!.players.map((player) => player.place);
    expect(places[0]).toBe(3);
    expect(places.slice(1).every((place) => place < 3)).toBe(true);
  });

  it('is refused when a departed seat is a bot or repeated, or the list is empty', () => {
    const text = readFileSync(path.join(FIXTURES, 'departed.json'), 'utf8');
    const edited = (edit: (data: any) => void): string => {
      const data = JSON.parse(text);
      edit(data);
      return JSON.stringify(data);
    };
    for (const bad of [edited((data) => (data.departed = [2])), edited((data) => (data.departed = [0, 0])), edited((data) => (data.departed = []))]) {
      expect(parseRecordText(bad, 'bad.json').ok).toBe(false);
    }
  });
});
