/** What `history` does: the listing of saved matches (a table, or JSON), and `--remove`. Loaded only when it runs. */

import { COMMAND_NAME } from '../../invocation.js';
import path from 'node:path';
import type { Lang } from '../../i18n/lang.js';
import { describeRecordError, errnoText, recordWords } from '../../record/words.js';
import { safeText } from '../../i18n/safeText.js';
import type { Holder } from '../../record/holder.js';
import { openWhere } from '../../record/openWhere.js';
import { removeSavedMatch, type RemoveOptions } from '../../record/remove.js';
import type { HistoryEntry, Store } from '../../record/store.js';
import { CommandFailure } from '../../usage.js';
import { matchSource, storeFor, type MatchSource, type RawDirOption, type RecordCommandIo } from '../savedMatches.js';
import { historyTable } from './table.js';

export interface RawHistoryOptions extends RawDirOption {
  json?: boolean;
  remove?: string;
}

/** Runs `history` as typed: the listing (of a data directory, or with --store of PostgreSQL), or with --remove the removal of one match. */
export async function runHistoryCommand(raw: RawHistoryOptions, io: RecordCommandIo, lang: Lang, program: string = COMMAND_NAME): Promise<void> {
  if (raw.remove !== undefined) runRemove(storeFor(raw, lang), raw.remove, io, lang);
  else runHistory(await matchSource(raw, lang, undefined, program), raw.json === true, io, lang);
}

export function runHistory(store: MatchSource, json: boolean, io: RecordCommandIo, lang: Lang): void {
  const words = recordWords(lang);
  const entries = store.list();
  // A match another program has open now (an unfinished one only: a finished match has no writer left).
  const openIn = (entry: HistoryEntry): Holder | null => (entry.ok && !entry.summary.finished ? store.openElsewhere(entry.file) : null);
  if (json) {
    io.stdout.write(`${JSON.stringify(entries.map((entry) => historyJson(entry, openIn(entry))))}\n`);
    return;
  }
  if (entries.length === 0) {
    io.stdout.write(`${words.noSavedMatches(safeText(store.dir))}\n`);
    return;
  }
  const width = io.stdout.isTTY === true ? io.stdout.columns : undefined;
  io.stdout.write(`${historyTable(entries, lang, width, (entry) => openIn(entry)?.program ?? null).join('\n')}\n`);
}

/**
 * `history --remove <file>`: deletes one match file of the store's directory
 * and says which (with its players, when it can be read). The file is named
 * as `replay` takes it, relative to the current directory; only a match
 * file the listing shows (damaged ones too) is removed, anything else is
 * refused with one line (CommandFailure), as is a match open in another program.
 */
function runRemove(store: Store, file: string, io: RecordCommandIo, lang: Lang, options: RemoveOptions = {}): void {
  const words = recordWords(lang);
  const target = path.resolve(file);
  const entry = store.list().find((listed) => listed.file === target);
  if (entry === undefined) throw new CommandFailure(words.notAMatchFile(safeText(file), safeText(store.dir)));
  const removed = removeSavedMatch(target, options);
  if (!removed.ok) {
    throw new CommandFailure(
      removed.code === 'open' ? words.removeOpenElsewhere(safeText(target), openWhere(removed.holder, lang)) : words.removeFailed(safeText(target), errnoText(removed.errno, lang)),
    );
  }
  const players = entry.ok ? entry.summary.players.map(safeText).join(', ') : null;
  io.stdout.write(`${words.removed(safeText(target), players)}\n`);
}

/** For other tools: the fields as data, and a damaged file's message in English, as stable as its code. */
function historyJson(entry: HistoryEntry, openIn: Holder | null): object {
  if (!entry.ok) return { file: entry.file, damaged: true, code: entry.error.code, message: describeRecordError(entry.error, 'en') };
  const { summary } = entry;
  return {
    file: entry.file,
    damaged: false,
    startedAt: summary.startedAt,
    updatedAt: summary.updatedAt,
    endedAt: summary.endedAt,
    finished: summary.finished,
    players: summary.players,
    gamesPlayed: summary.gamesPlayed,
    games: summary.games,
    scores: summary.scores,
    /** The program that has the match open now, or null. */
    openIn: openIn === null ? null : { program: openIn.program, pid: openIn.pid, host: openIn.host },
  };
}
