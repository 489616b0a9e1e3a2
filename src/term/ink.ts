/**
 * Ink's `render`, with the row cache (inkRowCache.ts) installed into Ink's
 * Output first: every screen of the program is drawn through here. Ink's
 * Output, its blank cell and styledCharsToString are exported by
 * patches/ink+6.8.0.patch for this.
 */

import { Output, outputBlankCell, outputStyledCharsToString } from 'ink';
import { rowCachedGet, type InkOutput, type StyledChar } from './inkRowCache.js';

/** Rows kept before the cache is emptied (a bound on its memory). */
const ROW_CACHE_ENTRIES = 20_000;

type Get = (this: InkOutput) => { output: string; height: number };
const prototype = Output.prototype as unknown as { get: Get };
prototype.get = rowCachedGet(prototype.get, {
  styledCharsToString: (chars: readonly StyledChar[]) => outputStyledCharsToString(chars as Parameters<typeof outputStyledCharsToString>[0]),
  blankCell: () => outputBlankCell as StyledChar,
  maxRows: ROW_CACHE_ENTRIES,
});

export { render } from 'ink';
