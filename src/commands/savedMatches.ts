/** What the `history` and `replay` commands share: their streams, --data-dir and the store it names. */

import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n/lang.js';
import { recordWords } from '../record/words.js';
import { safeText } from '../i18n/safeText.js';
import { defaultDataDir } from '../record/paths.js';
import { createStore, type Store } from '../record/store.js';
import { CommandFailure } from '../usage.js';
import { parseDataDir } from './parse.js';

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  /** Needed by the interactive replay only. */
  readonly stdin?: NodeJS.ReadStream;
  readonly stderr?: { write(text: string): unknown };
}

export interface RawDirOption {
  dataDir?: string;
}

/**
 * The store `--data-dir` names (else the default directory). An empty name
 * is a usage error (it would quietly mean the current directory), and a
 * path that is no directory says so rather than "no saved matches".
 */
export function storeFor(raw: RawDirOption, lang: Lang): Store {
  const named = parseDataDir(raw.dataDir, lang);
  if (named === null) return createStore({ dir: defaultDataDir(), ownsDir: true });
  const dir = path.resolve(named);
  let stat: Stats | undefined;
  try {
    stat = statSync(dir);
  } catch {
    // A directory that does not exist (yet) holds no saved matches: the listing says so.
  }
  if (stat !== undefined && !stat.isDirectory()) throw new CommandFailure(recordWords(lang).notADirectory(safeText(dir)));
  return createStore({ dir: named });
}
