/** What the `history` and `replay` commands share: their streams, --data-dir and the store it names, or --store and the matches in PostgreSQL. */

import { COMMAND_NAME } from '../invocation.js';
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n/lang.js';
import { errnoText, recordWords } from '../record/words.js';
import { safeText } from '../i18n/safeText.js';
import { defaultDataDir } from '../record/paths.js';
import { createStore, type Store } from '../record/store.js';
import { CommandFailure } from '../usage.js';
import { parseDataDir } from './parse.js';
import { parseStore } from './storeOption.js';

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  /** Needed by the interactive replay only. */
  readonly stdin?: NodeJS.ReadStream;
  readonly stderr?: { write(text: string): unknown };
}

export interface RawDirOption {
  dataDir?: string;
  /** `--store`: the matches a server keeps in PostgreSQL instead of a data directory's. */
  store?: string;
}

/**
 * What `history` and `replay` read: a data directory's store, or what was
 * read of the matches in PostgreSQL (`dir` then says where they are, for
 * the messages that name a directory).
 */
export type MatchSource = Pick<Store, 'dir' | 'list' | 'openElsewhere' | 'latestFinished' | 'load'>;

/**
 * The matches `--store` names, read from PostgreSQL (the driver loads only
 * now), else the data directory's store (storeFor). `only`: the one match
 * to read, by its id as `history --store` lists it; an id the store does not
 * hold is refused in one line (CommandFailure).
 */
export async function matchSource(raw: RawDirOption, lang: Lang, only?: string, program: string = COMMAND_NAME): Promise<MatchSource> {
  const target = parseStore(raw.store, lang);
  if (target === null) return storeFor(raw, lang);
  const { readStoreMatches } = await import('./storeMatches.js');
  return readStoreMatches(target, lang, only, program);
}

/**
 * The store `--data-dir` names (else the default directory). An empty name
 * is a usage error (it would quietly mean the current directory), and a
 * path that is no directory says so rather than "no saved matches".
 */
export function storeFor(raw: RawDirOption, lang: Lang): Store {
  const named = parseDataDir(raw.dataDir, lang);
  if (named === null) return readable(createStore({ dir: defaultDataDir(), ownsDir: true }), lang);
  const dir = path.resolve(named);
  let stat: Stats | undefined;
  try {
    stat = statSync(dir);
  } catch {
    // A directory that does not exist (yet) holds no saved matches: the listing says so.
  }
  if (stat !== undefined && !stat.isDirectory()) throw new CommandFailure(recordWords(lang).notADirectory(safeText(dir)));
  return readable(createStore({ dir: named }), lang);
}

/** `store`, once its directory can be listed (or is not there yet): one that cannot is said to be so, not shown as empty. */
function readable(store: Store, lang: Lang): Store {
  try {
    readdirSync(store.dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    if (code !== 'ENOENT') throw new CommandFailure(recordWords(lang).cannotReadDir(safeText(store.dir), errnoText(code, lang)));
  }
  return store;
}
