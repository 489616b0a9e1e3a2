/** `shift-poker serve`'s options: its defaults and the one-line refusals. */

import { describe, expect, it } from '@jest/globals';
import { resolveServeOptions } from '../../src/commands/serve/options.js';
import { parseStore } from '../../src/commands/storeOption.js';
import { UsageError } from '../../src/usage.js';
import { runCli } from '../cliRun.js';

describe('serve options', () => {
  it('has defaults for everything, the time limits the server keeps to itself included', () => {
    expect(resolveServeOptions({}, 'en')).toMatchObject({
      port: 2222,
      listen: '0.0.0.0',
      dataDir: null,
      password: null,
      authorizedKeys: null,
      maxTables: 100,
      maxConnections: 500,
      maxPerAddress: 10,
      proxyFrom: [],
      seatTimeoutMs: 120_000,
      idleTimeoutMs: 30 * 60_000,
      botLevel: 'medium',
      botThreads: 1,
      botDelayMs: 600,
      tableIdleMs: 10 * 60_000,
      quickFillMs: 20_000,
    });
    expect(resolveServeOptions({}, 'en').tableThreads).toBeGreaterThanOrEqual(1);
  });

  it('takes what is typed, in seconds and minutes where the help says so', () => {
    const config = resolveServeOptions({ port: '0', listen: ' 127.0.0.1 ', seatTimeout: '5', idleTimeout: '2', botLevel: ' HARD ', delay: '0' }, 'en');
    expect(config).toMatchObject({ port: 0, listen: '127.0.0.1', seatTimeoutMs: 5000, idleTimeoutMs: 120_000, botLevel: 'hard', botDelayMs: 0 });
  });

  it.each([
    [{ maxTables: '0' }, /^--max-tables must be from 1 to 10000, got 0$/u],
    [{ tableThreads: '65' }, /^--table-threads must be from 1 to 64, got 65$/u],
    [{ delay: 'soon' }, /^--delay must be a whole number, got "soon"$/u],
    [{ listen: 'example.com' }, /^--listen: "example.com" is not an IP address/u],
    [{ password: 'x', authorizedKeys: 'keys' }, /not both/u],
    [{ password: '' }, /password/u],
    [{ dataDir: ' ' }, /^--data-dir must name a directory$/u],
    [{ botLevel: 'genius' }, /^--bot-level: unknown level "genius"/u],
    [{ store: 'mysql://db/x' }, /^--store: "mysql:\/\/db\/x" is not a PostgreSQL URL/u],
    [{ store: 'postgres://' }, /^--store: "postgres:\/\/" is not a PostgreSQL URL/u],
    [{ migrate: true }, /^--migrate needs --store$/u],
    [{ proxyFrom: ['10.0.0.5', 'lb.example'] }, /^--proxy-from: "lb.example" is not an IP address \(e\.g\. 10\.0\.0\.5, fd00::5\)$/u],
    [{ proxyFrom: ['10.0.0.5,'] }, /^--proxy-from: "" is not an IP address/u],
    [{ proxyFrom: ['10.0.0.0/8'] }, /^--proxy-from: "10.0.0.0\/8" is not an IP address/u],
  ])('refuses %j with one line', (raw, message) => {
    expect(() => resolveServeOptions(raw, 'en')).toThrow(UsageError);
    expect(() => resolveServeOptions(raw, 'en')).toThrow(message);
  });

  it('keeps the data directory unless --store names PostgreSQL: a URL, or "postgres" for DATABASE_URL or else the PG* variables', () => {
    expect(resolveServeOptions({}, 'en')).toMatchObject({ store: null, migrateOnly: false });
    const url = 'postgres://shift:secret@db.example:5432/poker';
    expect(resolveServeOptions({ store: url, migrate: true }, 'en')).toMatchObject({ store: { url }, migrateOnly: true });
    expect(resolveServeOptions({ store: 'postgresql://db/poker' }, 'en').store).toEqual({ url: 'postgresql://db/poker' });
    expect(parseStore('postgres', 'en', { DATABASE_URL: url })).toEqual({ url });
    expect(parseStore('postgres', 'en', {})).toEqual({ url: null });
    // A DATABASE_URL that is none is refused like a --store that is none, without repeating it (it may hold a password).
    expect(() => parseStore('postgres', 'en', { DATABASE_URL: 'postgress://ann:s3cret@db/poker' })).toThrow(/^--store postgres: DATABASE_URL is not a PostgreSQL URL/u);
    expect(() => parseStore('postgres', 'en', { DATABASE_URL: 'postgress://ann:s3cret@db/poker' })).not.toThrow(/s3cret/u);
    expect(parseStore(undefined, 'en', { DATABASE_URL: url })).toBeNull();
  });

  it('takes the load balancers of --proxy-from repeated or comma-separated, IPv4 and IPv6, each once', () => {
    expect(resolveServeOptions({ proxyFrom: ['10.0.0.5, 10.0.0.6', 'fd00::5', '10.0.0.5'] }, 'en').proxyFrom).toEqual(['10.0.0.5', '10.0.0.6', 'fd00::5']);
  });

  it("refuses in the operator's language", () => {
    expect(() => resolveServeOptions({ maxConnections: '0' }, 'de')).toThrow('--max-connections muss zwischen 1 und 100000 liegen, angegeben: 0');
    expect(() => resolveServeOptions({ proxyFrom: ['lb'] }, 'de')).toThrow('--proxy-from: „lb“ ist keine IP-Adresse (z. B. 10.0.0.5, fd00::5)');
  });

  it('refuses --store beside --data-dir in one line: the store replaces the directory, which would be silently unused', async () => {
    const both = await runCli(['serve', '--store', 'postgres://ann@db/poker', '--data-dir', '/tmp/unused'], { LANG: 'en_US.UTF-8' });
    expect(both.code).toBe(2);
    expect(both.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/--store <url>.* cannot be used with .*--data-dir <dir>/u)]);
  });
});
