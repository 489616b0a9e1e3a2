import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRecordText } from '../../src/record/load.js';
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

  it('keys come out in the file order whatever order the record was built in', async () => {
    const record = await goldenRecord();
    const shuffled = Object.fromEntries(Object.entries(record).reverse()) as typeof record;
    expect(serializeRecord(shuffled)).toBe(serializeRecord(record));
    expect(serializeRecord(record).endsWith('}\n')).toBe(true);
  });
});
