// A fault harness for `shift-poker serve` on PostgreSQL, in the spirit of
// Jepsen: a real PostgreSQL of its own, three `serve --store` processes
// (the built program), and at each of several tables two ssh players and a
// watcher, who play game after game at a busy pace and come back through
// any live process when their connection goes. Meanwhile a nemesis, drawn
// from the seed, does what goes wrong in production:
//
//   pause      SIGSTOP a process for 2-9 s (across its 5 s lease, or not), then SIGCONT
//   leaseLock  hold a row lock on a process's lease row for 3.5-7 s, as a slow
//              statement or a vacuum would: its renewal waits past its lease
//   kill       SIGKILL a process (a supervisor starts a new one 1.5 s later)
//   pgRestart  stop PostgreSQL for 1-4 s and start it again
//   cut        end every connection of one process to PostgreSQL (pg_terminate_backend)
//   flood      a login without grants floods channels for 3 s with parts that never end
//
// A process that stops by its own decision (its lease ran out) is started
// again too, as a supervisor would. After the nemesis has stopped, every
// table must finish its match. Then the whole history is checked
// (faultChecks.js): each table's stored versions form one line, no game was
// seen dealt with two different sets of cards, no screen held another
// seat's hidden card before the results, every position a screen showed is
// the stored game's, no record went back to a writer that had lost it, every
// table finished, every process is alive or stopped by its own decision.
//
//   node bench/run.js cluster-faults -- --json [--minutes 10] [--seed S] [--tables 6]
//
// One JSON line: minutes, seed, faults (count by kind), actions (stored in
// the end), tables, gamesFinished, violations (empty when none), seconds.
// The seed draws the nemesis's schedule and the players' choices; the
// interleaving with the processes' own timing is not replayed exactly, but a
// failing seed brings the same faults in the same order. Exits 1 on a violation.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { environment } from './harness.js';
import { cardTokens, processEnds, screensAgainstStore, storedLine } from './faultChecks.js';
import { ownPostgres } from './postgres.js';
import { Measures, Player, startServer } from './servePlayers.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const json = args.includes('--json');
const MINUTES = Number(option('--minutes', 10));
const SEED = String(option('--seed', Math.floor(Math.random() * 2 ** 31).toString(16)));
const TABLES = Number(option('--tables', 6));
const PROCESSES = 3;
/** After the nemesis stops: how long every table has to play one whole game more (the proof that it is playable). */
const FINISH_MS = 240_000;
// The account of the run (its faults as they come, what it found) on standard error, with --json too: a failing
// run's timeline is what replays it.
const say = (line) => console.error(line);

/** A small seeded generator (mulberry32 over a hash of the seed). */
function seeded(text) {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);
const between = (min, max) => min + random() * (max - min);
const pick = (list) => list[Math.floor(random() * list.length)];

const engine = await import('../dist/index.js');
const started = performance.now();
say(`cluster-faults: ${PROCESSES} serve processes on one PostgreSQL, ${TABLES} tables, ${MINUTES} min of faults, seed ${SEED} (${environment()})`);

const postgres = await ownPostgres({ restartable: true });
const url = postgres.url;
let pgUp = true;
const violations = [];
const faults = { pause: 0, leaseLock: 0, kill: 0, pgRestart: 0, cut: 0, flood: 0 };

/** A connection of the harness's own, opened again after PostgreSQL restarts. */
async function adminQuery(text, values) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}
await adminQuery("CREATE ROLE intruder LOGIN PASSWORD 'intruder'");

// The servers: light (one table thread, one bot thread each), all on this machine.
process.env.SERVE_ARGS = '--table-threads 1 --bot-threads 1';
const servers = [];
const ends = [];
let stopping = false;
function startOne() {
  const server = startServer(['--store', url]);
  const entry = { server, port: null, id: null, byHarness: false, paused: false, alive: true };
  servers.push(entry);
  void server.port.then(
    (port) => {
      entry.port = port;
      entry.id = /This server is process ([0-9a-f]{12})/u.exec(server.lines.join('\n'))?.[1] ?? null;
    },
    () => undefined,
  );
  server.child.once('exit', (code, signal) => {
    entry.alive = false;
    ends.push({ id: entry.id ?? `pid ${server.child.pid}`, code, signal, byHarness: entry.byHarness || stopping, log: server.lines, errors: server.errors });
    // A supervisor keeps three running.
    if (!stopping) setTimeout(() => !stopping && startOne(), 1_500);
  });
  return entry;
}
for (let index = 0; index < PROCESSES; index++) startOne();
await Promise.all(servers.map((entry) => entry.server.port));
const live = () => servers.filter((entry) => entry.alive && entry.port !== null && !entry.paused);

// The store, polled: every version of every record seen, for the line check.
const storeSamples = [];
const lastSeen = new Map();
let polling = true;
const poller = (async () => {
  while (polling) {
    await sleep(250);
    if (!pgUp) continue;
    try {
      const rows = (await adminQuery('SELECT key, version, writer, record FROM shift_poker_records')).rows;
      for (const row of rows) {
        const before = lastSeen.get(row.key);
        if (before !== undefined && before.version === row.version && before.text === row.record) continue;
        lastSeen.set(row.key, { version: row.version, text: row.record });
        storeSamples.push({ key: row.key, version: row.version, writer: row.writer, record: JSON.parse(row.record) });
      }
    } catch {
      // PostgreSQL restarting: read again next time.
    }
  }
})();

// The players: two and a watcher at each table, busy, back through any live process when their connection goes.
const measures = new Measures();
const screenSamples = [];
const tables = [];

/** What a screen shows, as the checks read it. */
function readScreen(text) {
  const lines = text.split('\n');
  const game = Number(/Game (\d+)/u.exec(text)?.[1] ?? 0);
  const over = /Final ranking|Match over/u.test(text);
  const handAt = lines.findIndex((line) => /Your hand/u.test(line));
  const hand = handAt === -1 ? [] : cardTokens(lines[handAt + 1] ?? '');
  const middle = cardTokens(lines.find((line) => /Middle row/u.test(line)) ?? '').slice(0, 3);
  const header = /Round (\d+)\/\d+ · (.+?)'s turn(?: \([^)]*\))? · action (\d) of 2/u.exec(text);
  return {
    game,
    over,
    hidden: !over && hand.length >= 2 ? hand.slice(0, 2).join(' ') : null,
    middle,
    turn: header === null ? null : { round: Number(header[1]), name: header[2], action: Number(header[3]) },
    tokens: cardTokens(text),
  };
}

async function connect(player, command, deadline) {
  while (performance.now() < deadline) {
    const at = live();
    if (at.length > 0) {
      try {
        await player.open(pick(at).port, command);
        return true;
      } catch {
        // Refused or cut: another try.
      }
    }
    await sleep(between(500, 1_500));
  }
  return false;
}

async function runTable(index, deadline) {
  const a = new Player(`f${index}a`, '127.0.0.1', measures);
  const b = new Player(`f${index}b`, '127.0.0.1', measures);
  const w = new Player(`f${index}w`, '127.0.0.1', measures);
  const table = { index, code: null, players: [a, b], finished: false, deadline: finishBy, healedAt: null };
  tables.push(table);
  // Open-ended: the players ask for the next game after each, until one whole game was played after the last fault.
  // Opened again on another connection should it not come (a process paused or dying under the opener).
  while (table.code === null && performance.now() < deadline) {
    if (!(await connect(a, 'new --seats 3 --bot easy --rounds 2', deadline))) return;
    await a.waitFor(/Table [A-Z0-9]{4}/u).catch(() => undefined);
    table.code = /Table ([A-Z0-9]{4})/u.exec(a.screen())?.[1] ?? null;
    if (table.code === null) {
      table.openTries = (table.openTries ?? 1) + 1;
      a.end();
    }
  }
  if (table.code === null) return;
  await connect(b, `join ${table.code}`, deadline);
  await connect(w, `watch ${table.code}`, deadline);
  const roles = [
    { player: a, viewer: a.name, command: `join ${table.code}` },
    { player: b, viewer: b.name, command: `join ${table.code}` },
    { player: w, viewer: null, command: `watch ${table.code}` },
  ];
  for (const role of roles) {
    role.player.lastData = performance.now();
    const write = role.player.terminal.write.bind(role.player.terminal);
    role.player.terminal.write = (data, callback) => {
      role.player.lastData = performance.now();
      return write(data, callback);
    };
  }
  while (performance.now() < table.deadline()) {
    await sleep(between(150, 400));
    for (const role of roles) {
      const { player } = role;
      if (player.closed) {
        if (!table.finished) await connect(player, role.command, table.deadline());
        continue;
      }
      const text = player.screen();
      // A frame still arriving is not read (its top could be new and its foot old).
      if (performance.now() - player.lastData > 60) {
        const seen = readScreen(text);
        if (seen.game > 0) screenSamples.push({ table: table.code, viewer: role.viewer, ...seen });
      }
      if (role.viewer === null) continue;
      const game = Number(/Game (\d+)/u.exec(text)?.[1] ?? 0);
      // The game in play once the faults have stopped: the table is done when a later one is over.
      if (performance.now() >= nemesisUntil && game > 0) table.healedAt ??= game;
      if (/Final ranking/u.test(text) && table.healedAt !== null && game > table.healedAt) {
        table.finished = true;
        continue;
      }
      if (/Final ranking/u.test(text)) {
        // Once a second at most, each for themselves (a second n changes nothing).
        if (performance.now() - (role.lastNext ?? 0) > 1_000) {
          role.lastNext = performance.now();
          player.channel?.write('n');
        }
      } else if (/Press Enter/u.test(text)) player.channel?.write('\r');
      // Their turn: said on the message line, or shown by the action keys alone while that line says something else
      // (a key pressed a moment too late, "n" as the next game was dealt, does nothing, and says so there).
      else if (/Your turn\.|First action done|^ Actions:/mu.test(text)) player.channel?.write(random() < 0.5 ? '\u001b[D' : 'p');
    }
    if (table.finished) break;
  }
  for (const role of roles) role.player.end();
}

// The nemesis.
const nemesisUntil = performance.now() + MINUTES * 60_000;
const pending = new Set();
const later = (ms, run) => {
  const done = sleep(ms).then(run);
  pending.add(done);
  void done.finally(() => pending.delete(done));
};
async function nemesis() {
  while (performance.now() < nemesisUntil) {
    await sleep(between(3_000, 7_000));
    if (performance.now() >= nemesisUntil) break;
    const kind = pick(['pause', 'pause', 'leaseLock', 'leaseLock', 'kill', 'pgRestart', 'cut', 'flood']);
    const victims = live().filter((entry) => entry.id !== null);
    if (victims.length === 0 && kind !== 'pgRestart') continue;
    const victim = victims.length === 0 ? null : pick(victims);
    try {
      switch (kind) {
        case 'pause': {
          victim.paused = true;
          victim.server.child.kill('SIGSTOP');
          later(between(2_000, 9_000), () => {
            victim.paused = false;
            if (victim.alive) victim.server.child.kill('SIGCONT');
          });
          break;
        }
        case 'leaseLock': {
          if (!pgUp) continue;
          const client = new pg.Client({ connectionString: url });
          client.on('error', () => undefined);
          await client.connect();
          await client.query('BEGIN');
          await client.query('SELECT 1 FROM shift_poker_processes WHERE id = $1 FOR UPDATE', [victim.id]);
          later(between(3_500, 7_000), async () => {
            await client.query('COMMIT').catch(() => undefined);
            await client.end().catch(() => undefined);
          });
          break;
        }
        case 'kill':
          victim.byHarness = true;
          victim.server.child.kill('SIGKILL');
          break;
        case 'pgRestart': {
          if (!pgUp) continue;
          pgUp = false;
          await postgres.stop();
          await sleep(between(1_000, 4_000));
          await postgres.start();
          pgUp = true;
          break;
        }
        case 'cut':
          if (!pgUp) continue;
          await adminQuery('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`shift-poker ${victim.id}`]);
          break;
        case 'flood': {
          if (!pgUp) continue;
          const intruder = new pg.Client({ connectionString: url.replace('postgres:bench@', 'intruder:intruder@') });
          intruder.on('error', () => undefined);
          await intruder.connect();
          const floodUntil = performance.now() + 3_000;
          const firstPart = JSON.stringify({ f: victim.id, n: 1, m: 1, d: 'x'.repeat(7_000) });
          while (performance.now() < floodUntil) {
            const channels = [`shift_poker_${victim.id}`, 'shift_poker_all', `shift_poker_${Math.floor(random() * 2 ** 52).toString(16)}`];
            await intruder.query(
              channels
                .map((channel) => `SELECT pg_notify(${intruder.escapeLiteral(channel)}, ${intruder.escapeLiteral(firstPart)});`)
                .join('')
                .repeat(5),
            );
          }
          await intruder.end().catch(() => undefined);
          break;
        }
      }
      faults[kind]++;
      say(`  ${Math.round((performance.now() - started) / 1000)} s: ${kind}${victim === null ? '' : ` ${victim.id}`}`);
    } catch (error) {
      say(`  ${kind} could not be done: ${error instanceof Error ? error.message : error}`);
    }
  }
  await Promise.all([...pending]);
}

const finishBy = () => nemesisUntil + FINISH_MS;
const playing = [];
for (let index = 0; index < TABLES; index++) {
  const run = runTable(index, finishBy());
  playing.push(run);
  await sleep(300);
}
await nemesis();
// Healed: everything running, PostgreSQL up; the tables play their matches out.
for (const entry of servers) if (entry.alive && entry.paused) entry.server.child.kill('SIGCONT');
await Promise.all(playing);
// A table that did not finish: what the store says of it while every process still runs (who owns it, who writes its record).
if (tables.some((table) => table.code !== null && !table.finished)) {
  try {
    const state = async (text) => (await adminQuery(text)).rows.map((row) => JSON.stringify(row)).join('\n  ');
    say(`  processes:\n  ${await state('SELECT id, lease_until, clock_timestamp() AS now FROM shift_poker_processes ORDER BY id')}`);
    say(`  directory:\n  ${await state('SELECT code, owner FROM shift_poker_directory ORDER BY code')}`);
    say(`  records:\n  ${await state('SELECT key, version, writer, ended FROM shift_poker_records ORDER BY key')}`);
    say(
      `  connections:\n  ${await state("SELECT application_name, state, wait_event_type, wait_event, now() - query_start AS running, left(query, 80) AS query FROM pg_stat_activity WHERE application_name LIKE 'shift-poker%'")}`,
    );
  } catch (error) {
    say(`  the store could not be read: ${error instanceof Error ? error.message : error}`);
  }
}
polling = false;
await poller;
stopping = true;
for (const entry of servers) {
  if (!entry.alive) continue;
  entry.byHarness = true;
  entry.server.child.kill('SIGTERM');
}
await Promise.all(servers.filter((entry) => entry.alive).map((entry) => entry.server.exited));

// The store as it ends, and the checks.
const finalRows = (await adminQuery('SELECT key, version, writer, record FROM shift_poker_records')).rows;
for (const row of finalRows) storeSamples.push({ key: row.key, version: row.version, writer: row.writer, record: JSON.parse(row.record) });
const records = new Map();
for (const table of tables) {
  if (table.code === null) {
    violations.push(`table ${table.index} was never opened`);
    continue;
  }
  const names = table.players.map((player) => player.name);
  const row = finalRows.find((candidate) => {
    const seats = JSON.parse(candidate.record).seats.map((seat) => seat.name);
    return names.every((name) => seats.includes(name));
  });
  if (row === undefined) violations.push(`table ${table.code}: no record in the store`);
  else records.set(table.code, JSON.parse(row.record));
  if (!table.finished) {
    violations.push(`table ${table.code}: no whole game was played in the ${FINISH_MS / 1000} s after the last fault`);
    for (const player of table.players) console.error(`${player.name} (${player.closed ? 'closed' : 'connected'}):\n${player.screen()}\n`);
  }
}
violations.push(...storedLine(storeSamples));
violations.push(...writersNeverReturn(storeSamples));
violations.push(...screensAgainstStore(screenSamples, records, engine));
violations.push(...processEnds(ends));
await postgres.remove();

/** A record's writer, once another took it over, never writes it again. */
function writersNeverReturn(samples) {
  const found = [];
  const writers = new Map();
  for (const sample of samples) {
    if (sample.writer === null) continue;
    const seen = writers.get(sample.key) ?? [];
    if (seen.at(-1) !== sample.writer) {
      if (seen.includes(sample.writer)) found.push(`${sample.key}: written by ${sample.writer} again after ${seen.at(-1)} had taken it over`);
      seen.push(sample.writer);
    }
    writers.set(sample.key, seen);
  }
  return found;
}

const actions = [...records.values()].reduce((sum, record) => sum + record.games.reduce((games, game) => games + game.actions.length, 0), 0);
const result = {
  minutes: MINUTES,
  seed: SEED,
  faults,
  faultCount: Object.values(faults).reduce((sum, count) => sum + count, 0),
  actions,
  tables: TABLES,
  gamesFinished: [...records.values()].reduce((sum, record) => sum + record.games.filter((game) => game.ranking !== null).length, 0),
  screensRead: screenSamples.length,
  violations: [...new Set(violations)],
  seconds: Math.round((performance.now() - started) / 1000),
};
if (json) console.log(JSON.stringify(result));
else {
  say(`  faults: ${JSON.stringify(faults)}; ${actions} actions stored, ${result.gamesFinished} games finished, ${screenSamples.length} screens read`);
  say(`  violations: ${result.violations.length === 0 ? 'none' : ''}`);
}
for (const violation of result.violations.slice(0, 20)) console.error(`  ${violation}`);
// --logs DIR: every process's log (and what it wrote to standard error) kept, one file each, to read a failing run by.
const logs = option('--logs', null);
if (logs !== null) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(logs, { recursive: true });
  for (const end of ends) writeFileSync(`${logs}/${end.id.replace(/\W/gu, '_')}.log`, [...end.log, '--- stderr', ...end.errors, `--- ended: ${end.code ?? end.signal}`].join('\n'));
}
process.exit(result.violations.length === 0 ? 0 : 1);
