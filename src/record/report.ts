/** What `history` and `replay` do (see commands.ts for the commands themselves). */

import { HAND_CATEGORY_CODES } from '../core/hand.js';
import { ranking } from '../core/ranking.js';
import { replayGames, type MatchRecord } from '../table/index.js';
import { CommandFailure } from '../usage.js';
import type { RawDirOption, RecordCommandIo } from './commandIo.js';
import { describeRecordError, errnoText, recordWords } from './words.js';
import { safeText } from '../i18n/safeText.js';
import { displayWidth } from '../core/names.js';
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { cliWords } from '../cliWords.js';
import type { Lang } from '../i18n/lang.js';
import { UsageError } from '../usage.js';
import { defaultDataDir } from './paths.js';
import type { Holder, HolderProgram } from './holder.js';
import { openWhere } from './openWhere.js';
import { createStore, type HistoryEntry, type Store } from './store.js';
import { removeSavedMatch, type RemoveOptions } from './remove.js';

/**
 * The store `--data-dir` names (else the default directory). An empty name
 * is a usage error (it would quietly mean the current directory), and a
 * path that is no directory says so rather than "no saved matches".
 */
export function storeFor(raw: RawDirOption, lang: Lang): Store {
  if (raw.dataDir === undefined) return createStore({ dir: defaultDataDir(), ownsDir: true });
  if (raw.dataDir.trim() === '') throw new UsageError(cliWords(lang).error.emptyDataDir);
  const dir = path.resolve(raw.dataDir);
  let stat: Stats | undefined;
  try {
    stat = statSync(dir);
  } catch {
    // A directory that does not exist (yet) holds no saved matches: the listing says so.
  }
  if (stat !== undefined && !stat.isDirectory()) throw new CommandFailure(recordWords(lang).notADirectory(safeText(dir)));
  return createStore({ dir: raw.dataDir });
}

export function runHistory(store: Store, json: boolean, io: RecordCommandIo, lang: Lang): void {
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
export function runRemove(store: Store, file: string, io: RecordCommandIo, lang: Lang, options: RemoveOptions = {}): void {
  const words = recordWords(lang);
  const target = path.resolve(file);
  const entry = store.list().find((listed) => listed.file === target);
  if (entry === undefined) throw new CommandFailure(words.notAMatchFile(safeText(file), safeText(store.dir)));
  const removed = removeSavedMatch(target, options);
  if (!removed.ok) {
    throw new CommandFailure(
      removed.code === 'open'
        ? words.removeOpenElsewhere(safeText(target), openWhere(removed.holder, lang))
        : words.removeFailed(safeText(target), errnoText(removed.errno, lang)),
    );
  }
  const players = entry.ok ? entry.summary.players.map(safeText).join(', ') : null;
  io.stdout.write(`${words.removed(safeText(target), players)}\n`);
}

/**
 * The listing: a table with headings, one row a match, newest first, its
 * columns aligned by terminal columns (names need not be ASCII); then a line
 * for each damaged file, saying what is wrong with it. On a terminal of
 * `width` columns that the rows do not fit, each file goes on a line of its
 * own under its row, and the players wrap within their column.
 */
export function historyTable(
  entries: readonly HistoryEntry[],
  lang: Lang,
  width?: number,
  openIn: (entry: HistoryEntry) => HolderProgram | null = () => null,
): string[] {
  const words = recordWords(lang);
  const rows: string[][] = [];
  const damaged: string[] = [];
  for (const entry of entries) {
    if (!entry.ok) {
      damaged.push(words.damaged(describeRecordError(entry.error, lang)));
      continue;
    }
    const { summary } = entry;
    rows.push([
      localMinute(summary.startedAt),
      words.historyPlayers(summary.players.map((name, seat) => ({ name: safeText(name), score: summary.scores[seat] ?? 0 }))),
      words.historyGames(summary.gamesPlayed, summary.games),
      words.historyState(summary.finished, openIn(entry)),
      safeText(entry.file),
    ]);
  }
  if (rows.length === 0) return damaged;
  const header = words.historyHeader;
  const table = [[header.date, header.players, header.games, header.state, header.file], ...rows];
  const wide = aligned(table);
  if (width === undefined || wide.every((row) => displayWidth(row) <= width)) return [...wide, ...damaged];
  // Narrow: the file under its row, indented; the players wrapped in what the other columns leave.
  const narrow = table.map((row) => row.slice(0, 4));
  const widthOf = (column: number): number => Math.max(...narrow.map((row) => displayWidth(row[column]!)));
  const playersWidth = Math.max(
    displayWidth(header.players),
    width - widthOf(0) - widthOf(2) - widthOf(3) - 3 * 2,
  );
  const lines: string[] = [];
  table.forEach((row, index) => {
    const players = index === 0 ? [row[1]!] : wrapList(row[1]!, playersWidth);
    const cells = players.map((part, at) => (at === 0 ? [row[0]!, part, row[2]!, row[3]!] : ['', part, '', '']));
    const columns = [widthOf(0), playersWidth, widthOf(2), widthOf(3)].map((columnWidth) => ' '.repeat(columnWidth));
    lines.push(...aligned([columns, ...cells]).slice(1));
    lines.push(`  ${row[4]!}`);
  });
  return [...lines, ...damaged];
}

/** Rows as lines, each column as wide as its widest cell, two spaces apart. */
function aligned(table: readonly (readonly string[])[]): string[] {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => displayWidth(row[column]!))));
  return table.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell + ' '.repeat(widths[column]! - displayWidth(cell))))
      .join('  ')
      .trimEnd(),
  );
}

/** "Ann 1, Ben 0, …" on lines of at most `width` columns, broken after a comma (a player never in two). */
function wrapList(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const part of text.split(', ').map((entry, index, all) => (index < all.length - 1 ? `${entry},` : entry))) {
    const last = lines.at(-1);
    if (last !== undefined && displayWidth(last) + 1 + displayWidth(part) <= width) lines[lines.length - 1] = `${last} ${part}`;
    else lines.push(part);
  }
  return lines;
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

/** "2025-03-01 13:05" in the local time zone (records keep UTC). */
export function localMinute(iso: string): string {
  const date = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function runReplay(store: Store, file: string | undefined, io: RecordCommandIo, lang: Lang): void {
  const { record, file: path } = finishedMatch(store, file, lang);
  io.stdout.write(`${JSON.stringify(replayJson(record, path))}\n`);
}

/**
 * The match to replay: the file's, or the newest finished one. Throws
 * CommandFailure (one line) for a file that cannot be read, a match not over
 * yet, or none at all. `finishedGamesOnly`: the replay screen, which shows
 * only a match's finished games, also takes a match still being played once
 * a game of it is over (the game being played never shows: a saved file can
 * still go on with it). `replay --json` prints the whole match, its seed
 * included, so only a match that is over.
 */
export function finishedMatch(
  store: Store,
  file: string | undefined,
  lang: Lang,
  finishedGamesOnly = false,
): { readonly record: MatchRecord; readonly file: string } {
  const words = recordWords(lang);
  if (file === undefined) {
    const latest = store.latestFinished();
    if (latest === null) throw new CommandFailure(words.noFinishedMatch(safeText(store.dir)));
    return latest;
  }
  const loaded = store.load(file);
  if (!loaded.ok) throw new CommandFailure(describeRecordError(loaded.error, lang));
  if (loaded.record.endedAt === null) {
    if (!finishedGamesOnly) throw new CommandFailure(words.notFinished(safeText(loaded.file)));
    const someGameOver = loaded.record.games.some((game) => game.ranking !== null);
    if (!someGameOver) throw new CommandFailure(words.noGameFinished(safeText(loaded.file)));
  }
  return { record: loaded.record, file: loaded.file };
}

/** The whole match for other tools: options, seats, scores, and each game's events and ranking. */
export function replayJson(record: MatchRecord, file: string): object {
  const states = replayGames(record);
  return {
    file,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    options: record.options,
    seats: record.seats,
    scores: record.scores,
    games: states.map((state, index) => ({
      number: index + 1,
      seed: record.games[index]!.seed,
      startPlayer: state.startPlayer,
      events: state.log,
      // Who asked for a hint, after how many of the game's actions.
      hints: record.games[index]!.hints ?? [],
      ranking: state.finished
        ? ranking(state).map((entry) => ({
            seat: entry.seat,
            name: entry.name,
            place: entry.place,
            category: HAND_CATEGORY_CODES[entry.category],
            cards: entry.cards,
          }))
        : null,
    })),
  };
}
