/** A server's start on PostgreSQL (pgServe.ts) with a role that may not make its tables: one line that says what to do. */

import { describe, expect, it } from '@jest/globals';
import { openPool } from '../../../src/record/pgConnect.js';
import { migrateStore } from '../../../src/remote/serve/pgServe.js';
import { CommandFailure } from '../../../src/usage.js';
import { usePostgres } from '../../support/postgres.js';

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
