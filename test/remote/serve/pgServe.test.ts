/** A server's start on PostgreSQL (pgServe.ts) with a role that may not make its tables: one line that says what to do. */

import { describe, expect, it } from '@jest/globals';
import { openPool } from '../../../src/record/pgConnect.js';
import { migrateStore } from '../../../src/remote/serve/pgServe.js';
import { CommandFailure } from '../../../src/usage.js';
import { usePostgres } from '../../support/postgres.js';
import { migrate, MIGRATIONS, RATINGS_SCHEMA } from '../../../src/record/pgSchema.js';
import { pgStore } from '../../../src/record/pgStore.js';
import { storedRatings } from '../../../src/record/pgRatings.js';
import { foldRatings } from '../../../src/record/ratings.js';
import { humans, startTable, step } from '../../table/helpers.js';

const postgres = usePostgres();

describe('a store whose role may not create', () => {
  it('is refused with one line naming the fix (--migrate as the owner), not a driver message', async () => {
    const url = await postgres.database();
    const admin = await openPool(url, 1);
    const role = `nogrants_${Math.random().toString(16).slice(2, 8)}`;
    try {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'pw'`);
      const asRole = new URL(url);
      [asRole.username, asRole.password] = [role, 'pw'];
      const started = migrateStore(asRole.href, 'en');
      await expect(started).rejects.toBeInstanceOf(CommandFailure);
      const message = await started.catch((error: Error) => error.message);
      expect(message).toMatch(
        /^the role may not make the server's tables in PostgreSQL at 127\.0\.0\.1:\d+\/t_[0-9a-f]+: run serve --store <url> --migrate once as the database's owner/u,
      );
      expect(message).not.toMatch(/schema has been selected|permission denied/u);
      expect(message).not.toContain('\n');
    } finally {
      await admin.end();
    }
  });
});

describe('ratings at a migration', () => {
  it('a store that gets ratings has them computed from its records; --migrate computes them again', async () => {
    const url = await postgres.database();
    const pool = await openPool(url, 2);
    try {
      await migrate(pool, MIGRATIONS.slice(0, RATINGS_SCHEMA - 1));
      const table = startTable({
        seats: humans('Ann', 'Ben'),
        owners: [
          { kind: 'key', key: 'SHA256:ann' },
          { kind: 'key', key: 'SHA256:ben' },
        ],
      });
      let salt = 0;
      while (await step(table, salt++));
      const store = pgStore(pool);
      const record = table.toRecord();
      expect(await store.save(store.newKey(record), record, table.version, null)).toEqual({ ok: true });
      const ratings = async (): Promise<unknown> => [...(await storedRatings(pool)).players.values()].sort((a, b) => a.id.localeCompare(b.id));
      const folded = [...foldRatings([record]).players.values()].sort((a, b) => a.id.localeCompare(b.id));
      const upgraded = await migrateStore(url, 'en');
      await upgraded.session.end();
      expect(upgraded.line.split('\n')[1]).toBe('Ratings computed again from the records: 1 match rated, 2 players.');
      expect(await ratings()).toEqual(folded);
      // A start on a current schema leaves them; --migrate computes them again.
      await pool.query('DELETE FROM shift_poker_ratings');
      const started = await migrateStore(url, 'en');
      await started.session.end();
      expect(started.line).not.toContain('\n');
      expect(await ratings()).toEqual([]);
      const migrated = await migrateStore(url, 'en', true);
      await migrated.session.end();
      expect(await ratings()).toEqual(folded);
    } finally {
      await pool.end();
    }
  });
});
