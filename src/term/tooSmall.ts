/** The one line every screen shows in a terminal smaller than the game's screens need (layout.ts isTooSmall). */

import type { Lang } from '../i18n/lang.js';
import { glyphs } from './glyphs.js';
import { MIN_COLUMNS, MIN_ROWS, type TerminalSize } from './layout.js';
import { termWords } from './words.js';

/** "Please enlarge the terminal (need 80×24, have 40×10).", with an x under --ascii. */
export function tooSmallLine(size: TerminalSize, lang: Lang, ascii: boolean): string {
  const { times } = glyphs(ascii);
  return termWords(lang).tooSmall({ need: `${MIN_COLUMNS}${times}${MIN_ROWS}`, have: `${size.columns}${times}${size.rows}` });
}
