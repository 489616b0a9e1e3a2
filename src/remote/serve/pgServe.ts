/**
 * A server's start on PostgreSQL (`--store`): one connection of its own
 * migrates the schema (refused, with one line, when the database is newer
 * than this program); then the process joins the others serving the same
 * store (cluster/cluster.ts: a lease, the directory of every table, names
 * across all, LISTEN/NOTIFY between them). Any number of processes may
 * serve one store at once, each the one authority for its own tables; the
 * host key is the store's, so that every one of them shows players the
 * same fingerprint.
 */

import { randomBytes } from 'node:crypto';
import ssh2 from 'ssh2';
import type { Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { CommandFailure } from '../../usage.js';
import { describeTarget, driverReason as reason, openSession, poolOnDemand, type PgSession } from '../../record/pgConnect.js';
import { pgCluster } from '../../record/pgCluster.js';
import { migrate, RATINGS_SCHEMA } from '../../record/pgSchema.js';
import { rebuildPgRatings } from '../../record/pgRatings.js';
import { pgStore } from '../../record/pgStore.js';
import { leaseClockOn } from '../../record/leaseClock.js';
import { fingerprintOf, HOST_KEY_FILE, newHostKey } from '../ssh/hostKey.js';
import { pgTableStorage } from './pgStorage.js';
import { pgServeRatings, type ServeRatings } from './serveRatings.js';
import type { KeptTables } from './storage.js';
import type { StorageProblem } from './storageProblem.js';
import { describeClusterEvent, serveWords } from './words.js';
import { openBus } from './cluster/bus.js';
import { Cluster } from './cluster/cluster.js';
import { newSealKey, SEAL_KEY_BYTES } from './cluster/seal.js';

/** The setting that holds the key of the processes' notifications. */
const CLUSTER_KEY = 'cluster_notify_key';

/** A process's lease: renewed every BEAT_MS; one not renewed for LEASE_MS is gone, and its tables are claimed by the others. */
const LEASE_MS = 5_000;
const BEAT_MS = 1_000;
/** How long a player whose table's process died waits for the table to be back. */
const RECONNECT_MS = 30_000;

export interface PgServeStore {
  readonly hostKey: { readonly privateKey: string; readonly fingerprint: string };
  /** This process among those serving the store. */
  readonly process: string;
  /** Its lease as it counts it, for its table threads (leaseClock.ts). */
  readonly lease: SharedArrayBuffer;
  readonly cluster: Cluster;
  /** What `top` and `me` show: the ratings table. */
  readonly ratings: ServeRatings;
  /** The tables to bring back: every one, or (a claim) those of `only`. */
  load(only?: ReadonlySet<string>): Promise<KeptTables>;
  /** Called once the others took this process's tables over while it was cut off from PostgreSQL: it must stop. */
  onTakenOver(listener: () => void): void;
  /** Called with the tables this process claimed: to be brought back here. */
  onClaimed(listener: (codes: readonly string[]) => Promise<void>): void;
  /** Leaves the others (its tables to them at once) and closes the connections. */
  release(): Promise<void>;
}

/** Where the store is, for the log and its refusals (never the password). */
export const storeTarget = (url: string | null): string => safeText(describeTarget(url));

/**
 * Connects, migrates and says how the schema went (`--migrate`; every start
 * does it too). The ratings are computed again from the records alone with
 * `rebuildRatings` (`--migrate`), and when the schema first gets them.
 */
export async function migrateStore(url: string | null, lang: Lang, rebuildRatings = false): Promise<{ session: PgSession; line: string }> {
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
    const line = serveWords(lang).log.migrated(where, migrated.from, migrated.to);
    if (!rebuildRatings && !(migrated.from > 0 && migrated.from < RATINGS_SCHEMA)) return { session, line };
    const ratings = await rebuildPgRatings(session);
    return { session, line: `${line}\n${serveWords(lang).log.ratingsRebuilt(ratings.rated, ratings.players.size)}` };
  } catch (error) {
    await session.end().catch(() => undefined);
    if (error instanceof CommandFailure) throw error;
    // A role that may not create (no schema it may create in, or no right to): said as such, with what to do.
    const code = (error as { code?: unknown }).code;
    if (code === '3F000' || code === '42501') throw new CommandFailure(usage.storeNoRights(where));
    throw new CommandFailure(usage.storeUnreachable(where, reason(error)));
  }
}

/**
 * Opens the store for this server: migrated, its host key, and this
 * process one of those serving it (`cluster`, to give the lobby; its beat
 * starts with `cluster.attach`).
 */
export async function openPgServeStore(url: string | null, lang: Lang, log: (line: string) => void, onProblem: (problem: StorageProblem) => void): Promise<PgServeStore> {
  const where = storeTarget(url);
  const words = serveWords(lang);
  const { session, line } = await migrateStore(url, lang);
  log(line);
  await session.end().catch(() => undefined);
  const self = randomBytes(6).toString('hex');
  const lease = leaseClockOn();
  const pool = poolOnDemand(url, 3, self);
  const takenOver: (() => void)[] = [];
  let claimed: (codes: readonly string[]) => Promise<void> = async () => undefined;
  let bus: Awaited<ReturnType<typeof openBus>> | null = null;
  let cluster: Cluster | null = null;
  const release = async (): Promise<void> => {
    await cluster?.leave();
    await bus?.close();
    await pool.end().catch(() => undefined);
  };
  try {
    // Fenced as this process (pgCluster.ts): what it keeps beside tables and the records it takes on are its own.
    const store = pgStore(pool, { writer: self, leaseRunning: () => lease.running() });
    const privateKey = await store.setting(HOST_KEY_FILE, () => newHostKey());
    const parsed = ssh2.utils.parseKey(privateKey);
    if (parsed instanceof Error) throw new CommandFailure(words.usage.storeUnreachable(where, `${HOST_KEY_FILE}: ${parsed.message}`));
    // The key every process seals its notifications with (cluster/seal.ts): kept in the store, made by the first process.
    const sealKey = Buffer.from(await store.setting(CLUSTER_KEY, newSealKey), 'base64');
    if (sealKey.length !== SEAL_KEY_BYTES) throw new CommandFailure(words.usage.storeUnreachable(where, `${CLUSTER_KEY}: not a key of ${SEAL_KEY_BYTES} bytes`));
    bus = await openBus({ self, key: sealKey, connect: () => openSession(url, self), retryMs: BEAT_MS });
    const db = pgCluster(pool);
    const others = (await db.alive()).length;
    cluster = await Cluster.join({
      self,
      db,
      bus,
      leaseMs: LEASE_MS,
      beatMs: BEAT_MS,
      lease,
      reconnectMs: RECONNECT_MS,
      onClaimed: (codes) => claimed(codes),
      onFenced: () => {
        for (const listener of takenOver) listener();
      },
      onEvent: (event) => log(describeClusterEvent(event, lang)),
    });
    log(words.log.joined(self, where, others));
    const storage = pgTableStorage(store, onProblem);
    return {
      hostKey: { privateKey, fingerprint: fingerprintOf(parsed.getPublicSSH()) },
      process: self,
      lease: lease.buffer,
      cluster,
      load: (only) => storage.load(only),
      ratings: pgServeRatings(pool),
      onTakenOver: (listener) => {
        takenOver.push(listener);
      },
      onClaimed: (listener) => {
        claimed = listener;
      },
      release,
    };
  } catch (error) {
    await release();
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(words.usage.storeUnreachable(where, reason(error)));
  }
}
