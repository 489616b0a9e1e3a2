// The host side of bench/remote.bench.js (not a benchmark itself: run.js
// runs only *.bench.js files). Starts a hosted match on 127.0.0.1 and a free
// port with `seats` remote seats and spectators allowed, prints
// {"port": …} as one line, then answers each line on stdin with
// {"rss": bytes} until stdin ends.
delete process.env.CI;
// The product's bundle fixes NODE_ENV to production (scripts/build.js); these
// separately compiled modules load React and Ink from node_modules, which
// would otherwise pick their development builds (several times slower).
process.env.NODE_ENV = 'production';
const dist = new URL('../dist/', import.meta.url);
// What `shift-poker host` does before it loads the rest.
(await import(new URL('heap.js', dist))).limitHeapGrowth();
const { mkdtempSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const path = await import('node:path');
const { createInterface } = await import('node:readline');
const { HostMatch } = await import(new URL('remote/match.js', dist));
const { startHostServer } = await import(new URL('remote/server.js', dist));
const { loadOrCreateHostKey } = await import(new URL('remote/hostKey.js', dist));
const { workerDecider } = await import(new URL('remote/botDecider.js', dist));

const seats = Math.max(2, Number(process.argv[2] ?? 2));
const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-bench-host-'));
const decider = workerDecider();
const match = HostMatch.plan(
  Array.from({ length: seats }, () => ({ kind: 'remote' })),
  { rounds: 7, games: null, tiebreak: 'category', strictOrder: false, seed: 'bench' },
  {
    seatTimeoutMs: 600_000,
    botLevel: 'medium',
    botDelayMs: 0,
    spectators: true,
    now: () => Date.now(),
    newSeed: () => 'bench-next',
    decide: decider.decide,
  },
);
const server = await startHostServer(
  { match, hostKey: loadOrCreateHostKey(dir).privateKey, auth: { kind: 'password', password: 'bench' }, standInLevel: 'medium' },
  { host: '127.0.0.1', port: 0 },
);
process.stdout.write(`${JSON.stringify({ port: server.address.port })}\n`);
const lines = createInterface({ input: process.stdin });
lines.on('line', () => {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ rss: usage.rss, heap: usage.heapUsed, external: usage.external, buffers: usage.arrayBuffers })}\n`);
});
lines.on('close', async () => {
  match.close();
  await server.close();
  await decider.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
