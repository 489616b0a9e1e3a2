/**
 * A faster `Output.get` for Ink (installed into Ink's Output by ink.ts,
 * through which every screen is drawn). Every frame, Ink lays each screen out on a
 * grid of styled cells (an object per cell) and turns every row back into
 * text, although nearly every row of a frame is a row of the frame before,
 * or of another player's screen at the same table. A row's text follows
 * only from the screen's width and what was written into that row, in
 * order (where, and which line): so each row is made once, the way Ink
 * makes it, and looked up by that from then on.
 *
 * Each line is first transformed as Ink would (a Text's colours and
 * styles), so the row is known by what it shows. A frame with a clip region
 * (a box with overflow hidden) goes to Ink's own `get` unchanged.
 * test/term/inkRowCache.test.ts compares the two on random frames.
 */

/** A styled cell of Ink's grid (@alcalzone/ansi-tokenize). */
export interface StyledChar {
  readonly type: 'char';
  readonly value: string;
  readonly fullWidth: boolean;
  readonly styles: readonly unknown[];
}

interface WriteOperation {
  readonly type: 'write';
  readonly x: number;
  readonly y: number;
  readonly text: string;
  /** What a Text does to each of its lines (its colours and styles), in order. */
  readonly transformers: readonly ((line: string, index: number) => string)[];
}

type Operation = WriteOperation | { readonly type: 'clip' | 'unclip' };

/** What an Ink Output is to this module. */
export interface InkOutput {
  readonly width: number;
  readonly height: number;
  readonly operations: readonly Operation[];
  readonly caches: {
    getStyledChars(line: string): readonly StyledChar[];
    getStringWidth(text: string): number;
  };
}

export interface RowCacheDeps {
  readonly styledCharsToString: (chars: readonly StyledChar[]) => string;
  /** The cell Ink fills an empty grid with. */
  readonly blankCell: () => StyledChar;
  /** Rows kept before the cache is emptied (a bound on its memory). */
  readonly maxRows?: number;
}

const SEPARATOR = '\u0000';

/** Ink's `Output.get`, answering plain frames row by row from a cache shared by every screen of the process. */
export function rowCachedGet(originalGet: (this: InkOutput) => { output: string; height: number }, deps: RowCacheDeps) {
  const rows = new Map<string, string>();
  const maxRows = deps.maxRows ?? 20_000;
  return function get(this: InkOutput): { output: string; height: number } {
    for (const operation of this.operations) {
      if (operation.type !== 'write') return originalGet.call(this);
    }
    const height = this.height;
    // Each row's writes, in order: x, then the line.
    const writes: (string | number)[][] = Array.from({ length: height }, () => []);
    for (const operation of this.operations as readonly WriteOperation[]) {
      if (!operation.text) continue;
      const lines = operation.text.split('\n');
      for (let index = 0; index < lines.length; index++) {
        const row = writes[operation.y + index];
        // As Ink does: once a line falls outside the grid, so do the rest of that write.
        if (row === undefined) break;
        let line = lines[index]!;
        for (const transformer of operation.transformers) line = transformer(line, index);
        row.push(operation.x, line);
      }
    }
    const output: string[] = new Array<string>(height);
    for (let y = 0; y < height; y++) {
      const row = writes[y]!;
      if (row.length === 0) {
        output[y] = '';
        continue;
      }
      const key = `${this.width}${SEPARATOR}${row.join(SEPARATOR)}`;
      let text = rows.get(key);
      if (text === undefined) {
        text = makeRow(this, row, deps);
        if (rows.size >= maxRows) rows.clear();
        rows.set(key, text);
      }
      output[y] = text;
    }
    return { output: output.join('\n'), height };
  };
}

/** One row exactly as Ink's `get` makes it: blank cells, each write's characters placed over them, then back to text. */
function makeRow(out: InkOutput, writes: readonly (string | number)[], deps: RowCacheDeps): string {
  const cells: (StyledChar | undefined)[] = [];
  for (let x = 0; x < out.width; x++) cells.push(deps.blankCell());
  for (let index = 0; index < writes.length; index += 2) {
    let offsetX = writes[index] as number;
    for (const character of out.caches.getStyledChars(writes[index + 1] as string)) {
      cells[offsetX] = character;
      const characterWidth = Math.max(1, out.caches.getStringWidth(character.value));
      for (let extra = 1; extra < characterWidth; extra++) {
        cells[offsetX + extra] = { type: 'char', value: '', fullWidth: false, styles: character.styles };
      }
      offsetX += characterWidth;
    }
  }
  return deps.styledCharsToString(cells.filter((cell): cell is StyledChar => cell !== undefined)).trimEnd();
}
