/**
 * A server's start on PostgreSQL (`--store`): one connection of its own
 * migrates the schema (refused, with one line, when the database is newer
 * than this program) and then holds the server's lock for as long as it
 * runs (a session-level advisory lock: PostgreSQL lets it go when the
 * connection ends, also when the process is killed). One server serves a
 * store's tables at a time; others started on it stand by and take over
 * when it ends. The host key is the store's, so that every one of them
 * shows players the same fingerprint.
 */

import ssh2 from 'ssh2';
import type { Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { CommandFailure } from '../../usage.js';
import { describeTarget, driverReason as reason, openSession, poolOnDemand, type PgSession } from '../../record/pgConnect.js';
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
  /** Called once if another server took the tables over while this one was cut off from PostgreSQL: this one must stop. */
  onTakenOver(listener: () => void): void;
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

/**
 * Opens the store for this server: migrated, and its lock held. While
 * another server holds the lock this one stands by (its start waits, with a
 * line in the log) and takes over the moment that server's connection ends:
 * it stopped, or was killed (PostgreSQL ends a dead client's session and its
 * locks with it). A lost connection is made again; should another server
 * have taken the lock meanwhile, `onTakenOver` says this one must stop.
 */
export async function openPgServeStore(
  url: string | null,
  lang: Lang,
  log: (line: string) => void,
  onProblem: (problem: StorageProblem) => void,
): Promise<PgServeStore> {
  const where = storeTarget(url);
  const words = serveWords(lang);
  const { session, line } = await migrateStore(url, lang);
  log(line);
  const pool = poolOnDemand(url, 2);
  let lockSession = session;
  let released = false;
  const takenOver: (() => void)[] = [];
  const release = async (): Promise<void> => {
    released = true;
    await pool.end().catch(() => undefined);
    await lockSession.end().catch(() => undefined);
  };
  try {
    if (!(await tryLock(session))) {
      log(words.log.standingBy(where));
      lockSession = await standBy(session, url, (why) => log(words.log.standbyLost(safeText(why))));
      log(words.log.tookOver(where));
    }
    let holder = await backendPid(lockSession);
    const keep = (current: PgSession): void =>
      current.onLost((why) => {
        if (released) return;
        log(words.log.lockLost(safeText(why)));
        void (async () => {
          // Once a second: the lock again, unless another server holds it now (the old session, not yet seen dead by PostgreSQL, is still this one's).
          for (;;) {
            await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
            if (released) return;
            try {
              const again = await openSession(url);
              if (await tryLock(again)) {
                lockSession = again;
                holder = await backendPid(again);
                log(words.log.lockBack);
                keep(again);
                return;
              }
              const now = await lockHolder(again);
              await again.end();
              if (now !== null && now !== holder) {
                log(words.log.lockTaken);
                for (const listener of takenOver) listener();
                return;
              }
            } catch {
              // Still cut off: tried again in a second.
            }
          }
        })();
      });
    keep(lockSession);
    const store = pgStore(pool);
    const privateKey = await store.setting(HOST_KEY_FILE, () => newHostKey());
    const parsed = ssh2.utils.parseKey(privateKey);
    if (parsed instanceof Error) throw new CommandFailure(words.usage.storeUnreachable(where, `${HOST_KEY_FILE}: ${parsed.message}`));
    const storage = pgTableStorage(store, onProblem);
    return {
      hostKey: { privateKey, fingerprint: fingerprintOf(parsed.getPublicSSH()) },
      load: () => storage.load(),
      onTakenOver: (listener) => {
        takenOver.push(listener);
      },
      release,
    };
  } catch (error) {
    await release();
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(words.usage.storeUnreachable(where, reason(error)));
  }
}

/** How long a server cut off from PostgreSQL waits between two tries to connect again. */
const RECONNECT_MS = 1000;

/**
 * Waits for the server's lock on `first`, standing by. A connection lost
 * meanwhile (PostgreSQL restarted, say) is made again every second and the
 * wait goes on: a standby that stopped there would leave nothing standing
 * by. Resolves with the session that holds the lock.
 */
async function standBy(first: PgSession, url: string | null, onLost: (why: string) => void): Promise<PgSession> {
  let session = first;
  for (;;) {
    try {
      await session.query('SELECT pg_advisory_lock($1)', [SERVER_LOCK]);
      return session;
    } catch (error) {
      onLost(reason(error));
      await session.end().catch(() => undefined);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
        try {
          session = await openSession(url);
          break;
        } catch {
          // Still away: tried again in a second.
        }
      }
    }
  }
}

async function tryLock(session: PgSession): Promise<boolean> {
  const locked = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [SERVER_LOCK]);
  return locked.rows[0]?.locked === true;
}

async function backendPid(session: PgSession): Promise<number> {
  return (await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
}

/** The backend (its process id in PostgreSQL) that holds the server's lock, or null. */
async function lockHolder(session: PgSession): Promise<number | null> {
  const found = await session.query<{ pid: number }>(
    "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND objsubid = 1 AND granted",
    [SERVER_LOCK],
  );
  return found.rows[0]?.pid ?? null;
}
