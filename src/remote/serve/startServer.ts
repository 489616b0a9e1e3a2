/**
 * Runs `shift-poker serve` until it is stopped (Ctrl+C, SIGTERM, SIGHUP):
 * the host key, who may log in, the tables brought back from the data
 * directory, the bots' worker threads, the SSH server with the lobby's
 * gateway, and a log of one line per event on standard output. It needs no
 * terminal of its own. Stopping says goodbye on every screen and waits for
 * the last saves; every unfinished table comes back at the next start.
 */

import { exitProgram, HANG_UP_EXIT_CODE } from '../../exitProgram.js';
import { statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, loadLanguage, type Lang } from '../../i18n/catalog.js';
import { describeDirectoryEvent, describeStorageProblem, serveWords } from './words.js';
import { safeText } from '../../i18n/safeText.js';
import { CommandFailure } from '../../usage.js';
import { defaultDataDir } from '../../record/paths.js';
import { createStore } from '../../record/store.js';
import { authentication, serverHostKey } from '../auth.js';
import type { HostCommandIo } from '../startHost.js';
import { joinAddresses } from '../addresses.js';
import { startSshServer, type SshServer } from '../ssh/server.js';
import { Lobby } from './lobby.js';
import type { ShardConfig, ShardLink } from './protocol.js';
import type { Cluster } from './cluster/cluster.js';
import { bringBack } from './cluster/bringBack.js';
import { localShard, workerShard } from './shardLink.js';
import { screenThreads, workerScreens } from './screenThreads.js';
import { serveGateway } from './gateway.js';
import type { ServeConfig } from './config.js';
import { diskStorage, specFromRecord, type KeptTables } from './storage.js';
import { migrateStore, openPgServeStore, storeTarget } from './pgServe.js';
import { diskRatings, type ServeRatings } from './serveRatings.js';
import { RatingBook } from './ratingBook.js';
import { driverReason as reason } from '../../record/pgConnect.js';
import type { StorageProblem } from './storageProblem.js';
import { addressGroup } from '../ssh/addressGroup.js';
import { errnoText, recordWords } from '../../record/words.js';
import { remoteWords } from '../words.js';
import { lockDirectory } from '../../record/dirLock.js';

/** How often the lobby's ratings are loaded again, for the matches other processes finish. */
const RATINGS_REFRESH_MS = 60_000;
import { RefusalTally, ThrottledLine } from './refusals.js';

/** The directory under the user state directory where a server keeps its tables by default. */
const SERVE_DIR_NAME = 'serve';
/** The data directory's lock: the process id of the server using it. */
const LOCK_FILE = 'serve.lock';

export async function runServe(config: ServeConfig, io: HostCommandIo, lang: Lang): Promise<number> {
  // Every language is loaded: each player reads what their ssh client asks for.
  await Promise.all(LANGUAGES.map(loadLanguage));
  const serve = serveWords(lang);
  const words = serve.log;
  const log = (line: string): void => {
    io.stdout.write(`${new Date().toISOString()} ${line}\n`);
  };
  // A promise of the server's own that failed unheard is a fault of the program: one line in the log with where it
  // came from (for a report), and the server goes on. Node would end the process, and every table with it.
  const unheard = (reason: unknown): void => {
    const stack = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log(
      words.unheardFailure(
        safeText(
          stack
            .split('\n')
            .slice(0, 4)
            .map((line) => line.trim())
            .join(' | '),
        ),
      ),
    );
  };
  process.on('unhandledRejection', unheard);

  if (config.store !== null && config.migrateOnly) {
    process.off('unhandledRejection', unheard);
    const { session, line } = await migrateStore(config.store.url, lang, true);
    await session.end();
    io.stdout.write(`${line}\n`);
    return 0;
  }
  const onProblem = (problem: StorageProblem): void => log(describeStorageProblem(problem, lang));
  const kept = config.store === null ? openDataDir(config, lang, onProblem) : await pgKept(config.store.url, lang, log, onProblem);
  const cluster = kept.cluster;
  let auth: ReturnType<typeof authentication>;
  try {
    auth = authentication(config, lang, true);
  } catch (error) {
    await kept.release();
    throw error;
  }
  const shardConfig: ShardConfig = {
    ...kept.shard,
    idleEndMs: config.tableIdleMs,
    quickFillMs: config.quickFillMs,
    seatTimeoutMs: config.seatTimeoutMs,
    botDelayMs: config.botDelayMs,
    botLevel: config.botLevel,
    botThreads: config.botThreads,
    sweepMs: 1000,
  };
  // The tables on a thread per core, and their players' screens on as many more; from the TypeScript sources (no built
  // worker file), in this one.
  const fromSources = import.meta.url.endsWith('.ts');
  const screens = fromSources ? screenThreads([]) : await workerScreens(config.tableThreads);
  const startShard = (): Promise<ShardLink> => (fromSources ? Promise.resolve(localShard({ ...shardConfig, botThreads: 0 })) : workerShard(shardConfig));
  const links: ShardLink[] = await Promise.all(Array.from({ length: config.tableThreads }, startShard));
  // The ratings beside names in the lobby and for quick match: loaded at the start, after each match here ends, and every
  // minute (the matches of the other processes).
  const ratingBook = new RatingBook(() => kept.ratings.kept());
  void ratingBook.refresh();
  const ratingsAgain = setInterval(() => void ratingBook.refresh(), RATINGS_REFRESH_MS);
  ratingsAgain.unref();
  const lobby: Lobby = new Lobby(links, {
    ...(cluster === null ? {} : { cluster }),
    ratings: ratingBook,
    maxTables: config.maxTables,
    now: () => Date.now(),
    onEvent: (event) => log(describeDirectoryEvent(event, lang)),
    onProblem: (problem) => log(describeStorageProblem(problem, lang)),
    // A table thread failed (a fault of the program): its tables are on disk up to their last action; a new thread brings them back.
    onShardLost: (codes, why) => {
      log(words.threadLost(safeText(why), codes.length));
      void (async () => {
        try {
          lobby.addShard(await startShard());
          let back = 0;
          for (const table of (await kept.load()).tables) {
            if (codes.includes(table.kept.code) && (await lobby.restore(table.kept, table.saved))) back++;
          }
          log(words.restored(back));
        } catch (error) {
          log(words.threadNotStarted(safeText(error instanceof Error ? error.message : String(error))));
        }
      })();
    },
  });

  // The tables of the last run: where they stood, every player's seat held for them. On several processes, those
  // this one claims (all that nobody serves if it is the first; later, its share of those of a process that died).
  let restored = 0;
  try {
    let toRestore: KeptTables;
    if (cluster === null) toRestore = await kept.load();
    else {
      kept.onClaimed(async (codes) => {
        const back = await bringBack(
          { load: (only) => kept.load(only), restore: (table, saved) => lobby.restore(table, saved), codes: () => lobby.codes(), giveUp: (code) => cluster.unreserve(code) },
          codes,
        );
        if (back > 0) log(words.restored(back));
      });
      await cluster.attach(lobby);
      // Records that no table names come back only with the first process (the others may be opening them right now).
      toRestore = (await cluster.alone()) ? { tables: [], orphans: (await kept.load()).orphans } : { tables: [], orphans: [] };
    }
    for (const table of toRestore.tables) if (await lobby.restore(table.kept, table.saved)) restored++;
    for (const orphan of toRestore.orphans) {
      const spec = specFromRecord(orphan.record, lang);
      // The first seat is its opener's: held by an address, that address still counts towards its limit of tables.
      const opener = orphan.record.owners?.[0];
      const openedFrom = opener?.kind === 'address' ? addressGroup(opener.address) : null;
      const code = lobby.freeCode(spec.private);
      if (cluster !== null && !(await cluster.reserve(code, openedFrom))) continue;
      const table = { code, spec, createdAt: Date.parse(orphan.record.startedAt), record: orphan.file, keys: [], openedFrom };
      if (!(await lobby.restore(table, orphan))) continue;
      restored++;
      // Its seats' owners come from the record; one saved before owners were has every human seat held.
      const held = orphan.record.owners === undefined ? orphan.record.seats.filter((seat) => seat.kind === 'human').length : 0;
      log(describeStorageProblem({ code: 'orphan', file: orphan.file, held }, lang));
    }
  } catch (error) {
    // PostgreSQL went away during the start (its tables half brought back): one line and exit 1, as when it is away at
    // the start; this process's lease runs out and the others (or its supervisor's next start) take its tables.
    if (config.store === null || error instanceof CommandFailure) throw error;
    clearInterval(ratingsAgain);
    await lobby.stop().catch(() => undefined);
    await screens.stop().catch(() => undefined);
    await kept.release().catch(() => undefined);
    process.off('unhandledRejection', unheard);
    throw new CommandFailure(serveWords(lang).usage.storeUnreachable(storeTarget(config.store.url), reason(error)));
  }
  if (restored > 0) log(words.restored(restored));

  // Connections refused by a limit: the first at once, then at most a line a minute.
  // A balancer's connections without a usable header: one line a minute however many (a misconfigured balancer sends every one so).
  const badHeaders = new ThrottledLine<{ readonly address: string; readonly why: keyof typeof words.proxyHeader }>((latest, more) =>
    log(words.badProxyHeader(safeText(latest.address), words.proxyHeader[latest.why]) + (more > 0 ? ` ${words.andMoreSince(more)}` : '')),
  );
  const refusals = new RefusalTally(({ total, byLimit, top }) => log(words.refused({ total, ...byLimit, top: safeText(top.address), topCount: top.count })));
  let server: SshServer | null = null;
  /** Another process took this one's tables over while it was cut off from the store: it stops, its players told so. */
  let takenOver = false;
  try {
    server = await startSshServer(
      {
        gateway: serveGateway(lobby, {
          port: () => server?.address.port ?? null,
          screens,
          onEvent: (event) => log(words.codesLocked(safeText(event.address))),
          ratings: kept.ratings,
        }),
        hostKey: kept.hostKey.privateKey,
        auth: auth.auth,
        lang,
        stoppedLine: (playerLang) => (takenOver ? serveWords(playerLang).goodbye.takenOver : serveWords(playerLang).goodbye.stopped),
        onNotice: (notice) => {
          if (notice.code === 'inputDropped') log(words.inputDropped(safeText(notice.user), safeText(notice.address)));
          else if (notice.code === 'badProxyHeader') badHeaders.add(notice);
          else refusals.add(notice.why, notice.address);
        },
        limits: {
          maxConnections: config.maxConnections,
          maxConnectionsPerAddress: config.maxPerAddress,
          idleTimeoutMs: config.idleTimeoutMs,
        },
        proxyFrom: config.proxyFrom,
        // On several processes, the limit per address counts the connections of all.
        ...(cluster === null ? {} : { addresses: cluster.addresses }),
      },
      { host: config.listen, port: config.port },
    );
  } catch (error) {
    clearInterval(ratingsAgain);
    await lobby.stop();
    await screens.stop();
    await kept.release();
    const why = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
    throw new CommandFailure(remoteWords(lang).usage.listenFailed(config.listen, config.port, why));
  }
  const running = server;
  const port = running.address.port;
  log(words.listening(running.address.address, port));
  for (const address of joinAddresses(config.listen)) log(words.joinWith(port, address));
  if (config.proxyFrom.length > 0) log(words.proxyFrom(config.proxyFrom.join(', ')));
  log(words.fingerprint(kept.hostKey.fingerprint));
  log(auth.auth.kind === 'open' ? words.open : auth.auth.kind === 'password' ? words.password : words.keys(auth.keyCount));
  log(kept.where);
  log(words.threads(config.tableThreads, config.botThreads, fromSources ? 0 : config.tableThreads));

  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  // Listeners stay for the whole run: with none of its own left, Ink's exit hook (signal-exit) would end the process at once.
  let stopping: NodeJS.Signals | null = null;
  await new Promise<void>((resolve) => {
    kept.onTakenOver(() => {
      takenOver = true;
      resolve();
    });
    const onSignal = (signal: NodeJS.Signals): void => {
      // A second signal while stopping ends at once: every record is saved after each action anyway.
      if (stopping !== null) process.exit(stopping === 'SIGINT' ? 130 : 143);
      stopping = signal;
      resolve();
    };
    for (const signal of signals) process.on(signal, onSignal);
  });
  log(cluster === null ? words.stopping : words.stoppingToOthers);
  await running.close();
  clearInterval(ratingsAgain);
  await lobby.stop();
  await screens.stop();
  await kept.release();
  log(words.stopped);
  process.off('unhandledRejection', unheard);
  // After a hang-up the terminal may be gone, and Node 20 would abort restoring it on the way out (see exitProgram).
  if (stopping === 'SIGHUP') exitProgram(HANG_UP_EXIT_CODE);
  return takenOver ? 1 : 0;
}

/** Where a server keeps its tables, opened: its host key, the tables to bring back, how its table threads save them. */
interface KeptPlace {
  readonly hostKey: { readonly privateKey: string; readonly fingerprint: string };
  /** The tables to bring back (on PostgreSQL, with `only`: those of these codes). */
  load(only?: ReadonlySet<string>): Promise<KeptTables>;
  readonly shard: Pick<ShardConfig, 'dir' | 'store'>;
  /** The log's line saying where. */
  readonly where: string;
  /** Another server took the tables over (PostgreSQL, while this one was cut off from it): this one stops. */
  onTakenOver(listener: () => void): void;
  release(): Promise<void>;
  /** The other processes on the same store (PostgreSQL), or null (a data directory is one server's). */
  readonly cluster: Cluster | null;
  /** Tables this process claimed from the others (PostgreSQL): to be brought back here. */
  onClaimed(listener: (codes: readonly string[]) => Promise<void>): void;
  /** What `top` and `me` show. */
  readonly ratings: ServeRatings;
}

/** The data directory: its host key, and its lock (one server per directory: a second would play the same tables and overwrite their saves). */
function openDataDir(config: ServeConfig, lang: Lang, onProblem: (problem: StorageProblem) => void): KeptPlace {
  const serve = serveWords(lang);
  const dir = config.dataDir ?? path.join(defaultDataDir(), SERVE_DIR_NAME);
  try {
    if (!statSync(dir).isDirectory()) throw new CommandFailure(recordWords(lang).notADirectory(safeText(dir)));
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    // Missing: made with the host key below.
  }
  const hostKey = serverHostKey(dir, lang);
  const lock = lockDirectory(dir, LOCK_FILE);
  if (!lock.ok && 'holder' in lock) throw new CommandFailure(serve.usage.dataDirInUse(safeText(dir), lock.pid));
  if (!lock.ok) throw new CommandFailure(serve.usage.lockUnwritable(safeText(lock.file), errnoText(lock.errno, lang)));
  const store = createStore({ dir });
  const storage = diskStorage(dir, store, onProblem);
  return {
    hostKey,
    ratings: diskRatings(store),
    load: async () => storage.load(),
    shard: { dir, store: null },
    where: serve.log.dataDir(safeText(dir)),
    // The directory's lock is a file nobody takes from a running server.
    onTakenOver: () => undefined,
    release: async () => lock.release(),
    cluster: null,
    onClaimed: () => undefined,
  };
}

/** PostgreSQL: migrated, its host key, this process one of those serving it. */
async function pgKept(url: string | null, lang: Lang, log: (line: string) => void, onProblem: (problem: StorageProblem) => void): Promise<KeptPlace> {
  const opened = await openPgServeStore(url, lang, log, onProblem);
  return { ...opened, shard: { dir: null, store: { url, process: opened.process, lease: opened.lease } }, where: serveWords(lang).log.store(storeTarget(url)) };
}
