/**
 * `shift-poker serve` options, checked: every mistake is a UsageError with
 * one line naming the option, in the operator's language. Loaded only when
 * the server starts.
 */

import { isIP } from 'node:net';
import { PLAYABLE_LEVELS } from '../../bots/levels.js';
import type { Lang } from '../../i18n/lang.js';
import { remoteWords } from '../../remote/words.js';
import { serveWords } from '../../remote/serve/words.js';
import type { ServeConfig } from '../../remote/serve/config.js';
import { UsageError, printable } from '../../usage.js';
import { DEFAULTS, LIMITS, defaultTableThreads } from '../defaults.js';
import { cliWords } from '../words.js';
import { playableLevelOf, parseDataDir, parseInRange } from '../parse.js';
import { parseListen, parseLogin } from '../sshOptions.js';
import { parseStore } from '../storeOption.js';

/** Raw option values as commander hands them over (strings; checked by resolveServeOptions). */
export interface RawServeOptions {
  port?: string;
  listen?: string;
  dataDir?: string;
  store?: string;
  migrate?: boolean;
  password?: string;
  authorizedKeys?: string;
  maxTables?: string;
  maxConnections?: string;
  maxPerAddress?: string;
  /** Each --proxy-from as typed (each may hold several, comma-separated). */
  proxyFrom?: string[];
  seatTimeout?: string;
  idleTimeout?: string;
  botLevel?: string;
  tableThreads?: string;
  botThreads?: string;
  delay?: string;
}

export function resolveServeOptions(raw: RawServeOptions, lang: Lang): ServeConfig {
  const defaults = DEFAULTS.serve;
  const port = parseInRange(raw.port, '--port', LIMITS.port, defaults.port, lang);
  const listen = parseListen(raw.listen, () => defaults.listen, serveWords(lang).usage.listen);
  const login = parseLogin(raw, lang);
  const dataDir = parseDataDir(raw.dataDir, lang);
  const typedLevel = raw.botLevel ?? defaults.botLevel;
  const botLevel = playableLevelOf(typedLevel);
  if (botLevel === null) throw new UsageError(remoteWords(lang).usage.botLevel('--bot-level', printable(typedLevel), PLAYABLE_LEVELS));
  const store = parseStore(raw.store, lang);
  if (raw.migrate === true && store === null) throw new UsageError(cliWords(lang).serve.migrateNeedsStore);
  return {
    port,
    listen,
    dataDir,
    store,
    migrateOnly: raw.migrate === true,
    ...login,
    maxTables: parseInRange(raw.maxTables, '--max-tables', LIMITS.maxTables, defaults.maxTables, lang),
    maxConnections: parseInRange(raw.maxConnections, '--max-connections', LIMITS.maxConnections, defaults.maxConnections, lang),
    maxPerAddress: parseInRange(raw.maxPerAddress, '--max-per-address', LIMITS.maxPerAddress, defaults.maxPerAddress, lang),
    proxyFrom: parseProxyFrom(raw.proxyFrom ?? [], lang),
    seatTimeoutMs: parseInRange(raw.seatTimeout, '--seat-timeout', LIMITS.seatTimeoutSeconds, defaults.seatTimeoutSeconds, lang) * 1000,
    idleTimeoutMs: parseInRange(raw.idleTimeout, '--idle-timeout', LIMITS.idleTimeoutMinutes, defaults.idleTimeoutMinutes, lang) * 60_000,
    botLevel,
    tableThreads: parseInRange(raw.tableThreads, '--table-threads', LIMITS.tableThreads, defaultTableThreads(), lang),
    botThreads: parseInRange(raw.botThreads, '--bot-threads', LIMITS.botThreads, defaults.botThreads, lang),
    botDelayMs: parseInRange(raw.delay, '--delay', LIMITS.botDelayMs, defaults.botDelayMs, lang),
    tableIdleMs: defaults.tableIdleMs,
    quickFillMs: defaults.quickFillMs,
  };
}

/** The load balancers' addresses of every --proxy-from (comma-separated or repeated), each an IPv4 or IPv6 literal; duplicates once. */
function parseProxyFrom(typed: readonly string[], lang: Lang): string[] {
  const addresses = typed.flatMap((value) => value.split(',')).map((value) => value.trim());
  for (const address of addresses) {
    if (isIP(address) === 0) throw new UsageError(cliWords(lang).serve.badProxyFrom(printable(address)));
  }
  return [...new Set(addresses)];
}
