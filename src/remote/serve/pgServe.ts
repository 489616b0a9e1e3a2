/**
 * A server's start on PostgreSQL (`--store`): one connection of its own
 * migrates the schema (refused, with one line, when the database is newer
 * than this program) and then holds the server's lock for as long as it
 * runs (a session-level advisory lock: PostgreSQL lets it go when the
 * connection ends, also when the process is killed). The host key is the
 * store's, so that a server moved to another machine keeps its fingerprint.
 */

import ssh2 from 'ssh2';
import type { Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { CommandFailure } from '../../usage.js';
import { describeTarget, openSession, poolOnDemand, type PgSession } from '../../record/pgConnect.js';
import { migrate } from '../../record/pgSchema.js';
import { pgStore } from '../../record/pgStore.js';
import { fingerprintOf, HOST_KEY_FILE, newHostKey } from '../ssh/hostKey.js';
import { pgTableStorage } from './pgStorage.js';
import type { KeptTables } from './storage.js';
import type { StorageProblem } from './storageProblem.js';
import { serveWords } from './words.js';

/** Chosen once, at random: the lock a server holds on its store while it runs. */
const SERVER_LOCK = 715_293_005;

export interface PgServeStore {
  readonly hostKey: { readonly privateKey: string; readonly fingerprint: string };
  /** Every table to bring back. */
  load(): Promise<KeptTables>;
  /** Gives the lock and the connections up. */
  release(): Promise<void>;
}

/** Where the store is, for the log and its refusals (never the password). */
export const storeTarget = (url: string | null): string => safeText(describeTarget(url));

/** Connects, migrates and says how the schema went (`--migrate`; every start does it too). */
export async function migrateStore(url: string | null, lang: Lang): Promise<{ session: PgSession; line: string }> {
  const where = storeTarget(url);
  const usage = serveWords(lang).usage;
  let session: PgSession;
  try {
    session = await openSession(url);
  } catch (error) {
    throw new CommandFailure(usage.storeUnreachable(where, reason(error)));
  }
  try {
    const migrated = await migrate(session);
    if (!migrated.ok) throw new CommandFailure(usage.schemaNewer(where, migrated.found, migrated.known));
    return { session, line: serveWords(lang).log.migrated(where, migrated.from, migrated.to) };
  } catch (error) {
    await session.end().catch(() => undefined);
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(usage.storeUnreachable(where, reason(error)));
  }
}

export async function openPgServeStore(
  url: string | null,
  lang: Lang,
  log: (line: string) => void,
  onProblem: (problem: StorageProblem) => void,
): Promise<PgServeStore> {
  const where = storeTarget(url);
  const usage = serveWords(lang).usage;
  const { session, line } = await migrateStore(url, lang);
  const pool = poolOnDemand(url, 2);
  const release = async (): Promise<void> => {
    await pool.end().catch(() => undefined);
    await session.end().catch(() => undefined);
  };
  try {
    const locked = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SERVER_LOCK]);
    // One server per store, for now: two would play the same tables.
    if (locked.rows[0]?.locked !== true) throw new CommandFailure(usage.storeInUse(where));
    log(line);
    session.onLost((why) => log(serveWords(lang).log.storeLost(safeText(why))));
    const store = pgStore(pool);
    const privateKey = await store.setting(HOST_KEY_FILE, () => newHostKey());
    const parsed = ssh2.utils.parseKey(privateKey);
    if (parsed instanceof Error) throw new CommandFailure(usage.storeUnreachable(where, `${HOST_KEY_FILE}: ${parsed.message}`));
    const storage = pgTableStorage(store, onProblem);
    return { hostKey: { privateKey, fingerprint: fingerprintOf(parsed.getPublicSSH()) }, load: () => storage.load(), release };
  } catch (error) {
    await release();
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(usage.storeUnreachable(where, reason(error)));
  }
}

/** The driver's reason in one line: its code (ECONNREFUSED, 28P01 …) and message. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return safeText(String(error));
  const code = (error as { code?: unknown }).code;
  const message = error.message.split('\n')[0] ?? '';
  return safeText(typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message || String(code));
}
