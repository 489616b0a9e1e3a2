/** The listing of `history` as a table for people: columns aligned by terminal columns, narrowed to the terminal's width. */

import { displayWidth } from '../../core/playerNames.js';
import type { Lang } from '../../i18n/lang.js';
import { describeRecordError, recordWords } from '../../record/words.js';
import { safeText } from '../../i18n/safeText.js';
import type { HolderProgram } from '../../record/holder.js';
import type { HistoryEntry } from '../../record/store.js';
import { aligned } from '../columns.js';

/**
 * The listing: a table with headings, one row a match, newest first, its
 * columns aligned by terminal columns (names need not be ASCII); then a line
 * for each damaged file, saying what is wrong with it. On a terminal of
 * `width` columns that the rows do not fit, each file goes on a line of its
 * own under its row, and the players wrap within their column; where even
 * that leaves the players too little room, the state goes on a line of its
 * own too (a terminal would otherwise break the row mid-word).
 */
export function historyTable(entries: readonly HistoryEntry[], lang: Lang, width?: number, openIn: (entry: HistoryEntry) => HolderProgram | null = () => null): string[] {
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
  const widthOf = (column: number): number => Math.max(...table.map((row) => displayWidth(row[column]!)));
  const playersRoom = (kept: number): number => width - widthOf(0) - widthOf(2) - (kept === 4 ? widthOf(3) + 2 : 0) - 2 * 2;
  const kept = playersRoom(4) >= displayWidth(header.players) ? 4 : 3;
  const playersWidth = Math.max(displayWidth(header.players), playersRoom(kept));
  const lines: string[] = [];
  table.forEach((row, index) => {
    const players = index === 0 ? [row[1]!] : wrapList(row[1]!, playersWidth);
    const cells = players.map((part, at) => (at === 0 ? [row[0]!, part, row[2]!, row[3]!] : ['', part, '', '']).slice(0, kept));
    const columns = [widthOf(0), playersWidth, widthOf(2), widthOf(3)].slice(0, kept).map((columnWidth) => ' '.repeat(columnWidth));
    lines.push(...aligned([columns, ...cells]).slice(1));
    if (kept === 3) lines.push(`  ${row[3]!}`);
    lines.push(`  ${row[4]!}`);
  });
  return [...lines, ...damaged];
}

/** "Ann 1, Ben 0, …" (German "Ann 1; Ben 0; …") on lines of at most `width` columns, broken after a separator (a player never in two). */
function wrapList(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const part of text.split(/(?<=[,;]) /u)) {
    const last = lines.at(-1);
    if (last !== undefined && displayWidth(last) + 1 + displayWidth(part) <= width) lines[lines.length - 1] = `${last} ${part}`;
    else lines.push(part);
  }
  return lines;
}

/** "2025-03-01 13:05" in the local time zone (records keep UTC). */
export function localMinute(iso: string): string {
  const date = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
