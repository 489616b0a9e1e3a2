/**
 * Sizes and text helpers for the terminal layout. Everything is measured in
 * terminal columns (displayWidth), not string length, so names with wide
 * characters cannot push the layout out of shape.
 */

import { displayWidth, graphemes } from '../core/playerNames.js';

/** The layout is designed for a terminal of at least this size. */
export const MIN_COLUMNS = 80;
export const MIN_ROWS = 24;

/**
 * Width the screens are laid out for (wider terminals just leave space on the right, but for what grows to `screenWidth`).
 * @alias a second name on purpose, for what it measures
 */
export const LAYOUT_WIDTH = MIN_COLUMNS;

/**
 * The widest the frame and the table's lines of text (its header, the log,
 * the hint) grow on a wider terminal. Beyond it a log line reads worse (the
 * eye loses its way back to the start of the next one) and would run far
 * past the cards it tells of, which keep their 80-column layout.
 */
const MAX_SCREEN_WIDTH = 120;

/** The columns a screen on a terminal of `size` uses: its whole width, from 80 up to MAX_SCREEN_WIDTH. */
export function screenWidth(size: TerminalSize): number {
  return Math.min(MAX_SCREEN_WIDTH, Math.max(LAYOUT_WIDTH, size.columns));
}

export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

/**
 * The size to lay out for. A stream without `rows` (a test stream, some pipes)
 * counts as MIN_ROWS high; without `columns`, as MIN_COLUMNS wide.
 */
export function terminalSize(stream: { columns?: number; rows?: number } | undefined): TerminalSize {
  const columns = stream?.columns;
  const rows = stream?.rows;
  return {
    columns: typeof columns === 'number' && columns > 0 ? columns : MIN_COLUMNS,
    rows: typeof rows === 'number' && rows > 0 ? rows : MIN_ROWS,
  };
}

export function isTooSmall(size: TerminalSize): boolean {
  return size.columns < MIN_COLUMNS || size.rows < MIN_ROWS;
}

/**
 * Lines available to a frame: one less than the terminal, because Ink 6
 * clears and redraws the whole screen whenever a frame is as tall as it.
 */
export function frameHeight(size: TerminalSize): number {
  return Math.max(1, size.rows - 1);
}

/** Pads with spaces on the right to `width` columns (never cuts). */
export function padEnd(text: string, width: number): string {
  const missing = width - displayWidth(text);
  return missing > 0 ? text + ' '.repeat(missing) : text;
}

/** Pads with spaces on the left to `width` columns (never cuts). */
export function padStart(text: string, width: number): string {
  const missing = width - displayWidth(text);
  return missing > 0 ? ' '.repeat(missing) + text : text;
}

/** Cuts `text` to at most `width` columns, ending in `ellipsis` ("…", or "..." in ASCII) when something was cut. */
export function truncate(text: string, width: number, ellipsis = '…'): string {
  if (displayWidth(text) <= width) return text;
  if (width <= 0) return '';
  const room = width - displayWidth(ellipsis);
  if (room <= 0) return ellipsis.slice(0, width);
  let out = '';
  let used = 0;
  // By grapheme cluster: an emoji of several code points is kept or cut whole.
  for (const char of graphemes(text)) {
    const w = displayWidth(char);
    if (used + w > room) break;
    out += char;
    used += w;
  }
  return `${out}${ellipsis}`;
}

/**
 * Breaks `text` into lines of at most `width` columns at spaces.
 * Continuation lines are indented by `indent` spaces. A word longer than a
 * line is cut hard, unless it is a path (it has a / or \\): that breaks
 * only after a separator, or stays whole on a line of its own, so that no
 * name in it is split.
 */
export function wrapText(text: string, width: number, indent = 0): string[] {
  const lines: string[] = [];
  let line = '';
  const limit = (): number => (lines.length === 0 ? width : width - indent);
  const push = (): void => {
    lines.push(lines.length === 0 ? line : ' '.repeat(indent) + line);
    line = '';
  };
  for (const word of text.split(' ')) {
    const isPath = /[/\\]/u.test(word);
    let rest = word;
    for (;;) {
      const candidate = line === '' ? rest : `${line} ${rest}`;
      if (displayWidth(candidate) <= limit()) {
        line = candidate;
        break;
      }
      if (line !== '') {
        push();
        continue;
      }
      // A path wider than the line: after the last separator that fits, or whole.
      if (isPath) {
        const head = pathHead(rest, limit());
        line = head;
        push();
        rest = rest.slice(head.length);
        if (rest === '') break;
        continue;
      }
      // A single word wider than the line: cut it.
      let head = '';
      let used = 0;
      const chars = [...rest];
      let index = 0;
      for (; index < chars.length; index++) {
        const w = displayWidth(chars[index]!);
        if (used + w > limit()) break;
        head += chars[index];
        used += w;
      }
      if (index === 0) {
        head = chars[0] ?? '';
        index = 1;
      }
      line = head;
      push();
      rest = chars.slice(index).join('');
      if (rest === '') break;
    }
  }
  if (line !== '' || lines.length === 0) push();
  return lines;
}

/** The longest start of `path` that ends with a separator and fits in `room` columns; all of it where none does. */
function pathHead(path: string, room: number): string {
  let best = path;
  // Not after a leading / alone: a line of nothing but that says nothing.
  for (let index = 1; index < path.length - 1; index++) {
    const char = path[index];
    if (char !== '/' && char !== '\\') continue;
    const head = path.slice(0, index + 1);
    if (displayWidth(head) > room) break;
    best = head;
  }
  return best;
}

/** A wrapped entry's later lines are indented (wrapText's hanging indent); an entry's first line never is. */
function isContinuation(line: string): boolean {
  return line.startsWith('  ');
}

/**
 * The lines of a wrapped log that fit in `height` rows, `scroll` lines up
 * from the newest. The window never begins inside an entry: the rest of an
 * entry whose first line is above it is left out too (fewer lines show),
 * unless that entry alone fills the window. Scrolled back, it never ends
 * inside one either: an entry whose end is below it is left out whole.
 */
export function logWindow(lines: readonly string[], height: number, scroll: number): { lines: string[]; scroll: number; above: number; below: number } {
  const maxScroll = Math.max(0, lines.length - height);
  const clamped = Math.min(Math.max(0, scroll), maxScroll);
  const end = lines.length - clamped;
  const first = Math.max(0, end - height);
  let start = first;
  while (start > 0 && start < end && isContinuation(lines[start]!)) start++;
  // An entry longer than the whole window: its end is better than nothing.
  if (start === end) start = first;
  let last = end;
  while (last > start && last < lines.length && isContinuation(lines[last]!)) last--;
  if (last === start) last = end;
  return { lines: lines.slice(start, last), scroll: clamped, above: start, below: lines.length - last };
}

/** Rows for the log on the game log screen: the frame minus its title and key lines and a blank line after each of them. */
export function fullLogRows(size: TerminalSize): number {
  return Math.max(1, frameHeight(size) - 4);
}

/**
 * The whole-log screen's new top line for a key (Up/Down a line, PgUp/PgDn
 * a page of `height` rows, Home/End the first or last page, kept within
 * `lines`), or null for any other key.
 */
export function scrolledFullLogTop(top: number, key: string, height: number, lines: number): number | null {
  if (key === 'home') return 0;
  if (key === 'end') return Math.max(0, lines - height);
  const page = Math.max(1, height - 1);
  const step = key === 'up' ? -1 : key === 'down' ? 1 : key === 'pageUp' ? -page : key === 'pageDown' ? page : null;
  if (step === null) return null;
  return Math.min(Math.max(0, lines - height), Math.max(0, top + step));
}

/** Columns the log's sentences are wrapped to on an 80-column screen (the replay's; the table's grows with screenWidth). */
export const LOG_WIDTH = LAYOUT_WIDTH - 2;

/** Columns the log's sentences are wrapped to on a terminal of `size`: a column free on either side. */
export function logWidth(size: TerminalSize): number {
  return screenWidth(size) - 2;
}

/**
 * Rows left for the log on the table screen: the frame minus the header, a
 * row for each other player (everyone, for a spectator), the middle row, the
 * own hand (if the viewer has a seat), the log title, the message line and
 * the two key lines. The screen and PageUp/PageDown both use this.
 */
/** Rows a hint takes on the table screen while it is shown, from the log's room. */
export const HINT_ROWS = 2;

export function tableLogRows(size: TerminalSize, players: number, viewerSeated: boolean): number {
  const otherPlayers = viewerSeated ? players - 1 : players;
  const fixed = 1 + 1 + otherPlayers + 1 + 3 + (viewerSeated ? 3 : 0) + 1 + 1 + 2;
  return Math.max(1, frameHeight(size) - fixed);
}
