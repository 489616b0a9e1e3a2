/** Tables for people, shared by the commands that print one (`history`, `players`). */

import { displayWidth } from '../core/playerNames.js';

/** Rows as lines, each column as wide as its widest cell (in terminal columns: names need not be ASCII), two spaces apart. */
export function aligned(table: readonly (readonly string[])[]): string[] {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => displayWidth(row[column]!))));
  return table.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell + ' '.repeat(widths[column]! - displayWidth(cell))))
      .join('  ')
      .trimEnd(),
  );
}
