/**
 * The matches a server keeps in PostgreSQL (`history --store`, `replay
 * --store`), read once over one connection that is closed again before
 * anything is shown. Only read: the schema is never migrated, and one newer
 * than this program's is refused, as `serve` refuses it. Every failure
 * (the server unreachable, a login refused, an id the store does not hold)
 * is one line, a CommandFailure. Loaded with import() only with --store:
 * it brings the driver.
 */

import { COMMAND_NAME } from '../invocation.js';
import type { Lang } from '../i18n/lang.js';
import { safeText } from '../i18n/safeText.js';
import { describeTarget, driverReason, openSession, type PgSession } from '../record/pgConnect.js';
import { SCHEMA_VERSION, schemaVersion } from '../record/pgSchema.js';
import { pgStore } from '../record/pgStore.js';
import { summarize, type HistoryEntry, type Store } from '../record/store.js';
import { serveWords } from '../remote/serve/words.js';
import { CommandFailure } from '../usage.js';
import type { StoreTarget } from './storeOption.js';
import { cliWords } from './words.js';

/** What history and replay read of a store (savedMatches.ts's MatchSource, which imports this module). */
type StoreMatches = Pick<Store, 'dir' | 'list' | 'openElsewhere' | 'latestFinished' | 'load'>;

/** Every match of the store (or only the one of id `only`), newest first, damaged ones as errors. */
export async function readStoreMatches(target: StoreTarget, lang: Lang, only?: string, program: string = COMMAND_NAME): Promise<StoreMatches> {
  const where = safeText(describeTarget(target.url));
  const usage = serveWords(lang).usage;
  const words = cliWords(lang).records;
  let session: PgSession;
  try {
    session = await openSession(target.url);
  } catch (error) {
    throw new CommandFailure(usage.storeUnreachable(where, driverReason(error)));
  }
  let entries: HistoryEntry[];
  try {
    const version = await schemaVersion(session);
    if (version > SCHEMA_VERSION) throw new CommandFailure(usage.schemaNewer(where, version, SCHEMA_VERSION));
    // No schema yet: no server has kept a match there.
    if (version === 0) entries = [];
    else if (only === undefined) entries = await pgStore(session).list();
    else {
      const loaded = await pgStore(session).load(only);
      if (loaded.ok) entries = [{ ok: true, file: loaded.key, record: loaded.record, summary: summarize(loaded.record) }];
      else if (loaded.error.code === 'unreadable' && loaded.error.errno === 'ENOENT') entries = [];
      else entries = [{ ok: false, file: only, error: loaded.error }];
    }
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(usage.storeUnreachable(where, driverReason(error)));
  } finally {
    await session.end().catch(() => undefined);
  }
  if (only !== undefined && entries.length === 0) throw new CommandFailure(words.noSuchMatch(safeText(only), where, program));
  return {
    dir: words.storeWhere(where),
    list: () => entries,
    // The store's matches are a server's: no program on this machine has one open.
    openElsewhere: () => null,
    latestFinished() {
      const found = entries.find((entry) => entry.ok && entry.summary.finished);
      return found?.ok === true ? { file: found.file, record: found.record } : null;
    },
    load(id) {
      const found = entries.find((entry) => entry.file === id);
      if (found === undefined) return { ok: false, error: { code: 'unreadable', file: id, errno: 'ENOENT' } };
      return found.ok ? { ok: true, file: found.file, record: found.record } : { ok: false, error: found.error };
    },
  };
}
