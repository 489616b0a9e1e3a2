/**
 * The few symbols the screens use besides card faces, and their plain ASCII
 * stand-ins for `--ascii` (terminals without these characters), so that with
 * `--ascii` every frame is 7-bit text.
 */

import type { Lang } from '../i18n/lang.js';
import { termWords } from './words.js';

export interface Glyphs {
  /** Separates parts of a title line. */
  readonly dot: string;
  /** Ends text that was cut. */
  readonly ellipsis: string;
  /** Between the two numbers of a terminal size. */
  readonly times: string;
  /** The shift keys, as the key hints name them. */
  readonly leftRight: string;
  /** The keys that move through a menu or scroll by a line. */
  readonly upDown: string;
  readonly left: string;
  readonly right: string;
  /** Marks whose turn it is. */
  readonly pointer: string;
  /** The horizontal rule of section titles. */
  readonly rule: string;
}

const UNICODE: Glyphs = {
  dot: '·',
  ellipsis: '…',
  times: '×',
  leftRight: '←/→',
  upDown: '↑/↓',
  left: '←',
  right: '→',
  pointer: '▶',
  rule: '─',
};

const ASCII: Symbols = {
  dot: '-',
  ellipsis: '...',
  times: 'x',
  pointer: '>',
  rule: '-',
};

/** The key names --ascii writes out, in the player's language (the terminal words' `asciiKeys`). */
export type AsciiKeyNames = Pick<Glyphs, 'leftRight' | 'upDown' | 'left' | 'right'>;

/** The symbols alone, without the names of keys (which need a language). */
export type Symbols = Omit<Glyphs, keyof AsciiKeyNames>;

/** The symbols; with a language, also the key names, which --ascii writes out in that language. */
export function glyphs(ascii: boolean): Symbols;
export function glyphs(ascii: boolean, lang: Lang): Glyphs;
export function glyphs(ascii: boolean, lang?: Lang): Symbols {
  if (!ascii) return UNICODE;
  return lang === undefined ? ASCII : { ...ASCII, ...termWords(lang).asciiKeys };
}
