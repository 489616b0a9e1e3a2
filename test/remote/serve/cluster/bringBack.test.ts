/** Tables claimed from a process that died, brought back here (remote/serve/cluster/bringBack.ts). */

import { describe, expect, it } from '@jest/globals';
import { bringBack, type ClaimedTables } from '../../../../src/remote/serve/cluster/bringBack.js';
import type { KeptTables } from '../../../../src/remote/serve/keptTables.js';

function claimed(load: () => Promise<KeptTables>): ClaimedTables & { readonly givenUp: string[] } {
  const givenUp: string[] = [];
  return { load, restore: async () => true, codes: () => [], giveUp: (code) => givenUp.push(code), givenUp };
}

describe('bringing claimed tables back', () => {
  it('gives every claimed table up again when the store fails under the claim, rather than own tables it serves nowhere', async () => {
    const tables = claimed(() => Promise.reject(new Error('connection terminated')));
    await expect(bringBack(tables, ['ABCD', 'EFGH'])).rejects.toThrow('connection terminated');
    expect(tables.givenUp).toEqual(['ABCD', 'EFGH']);
  });

  it('gives up again a claimed table that did not come back (its match over, its record unreadable)', async () => {
    const tables = claimed(async () => ({ tables: [], orphans: [] }));
    expect(await bringBack(tables, ['ABCD'])).toBe(0);
    expect(tables.givenUp).toEqual(['ABCD']);
  });
});
