/**
 * The few symbols the screens use besides card faces, and their plain ASCII
 * stand-ins for `--ascii` (terminals without these characters), so that with
 * `--ascii` every frame is 7-bit text.
 */

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

const ASCII: Glyphs = {
  dot: '-',
  ellipsis: '...',
  times: 'x',
  leftRight: 'Left/Right',
  upDown: 'Up/Down',
  left: 'Left',
  right: 'Right',
  pointer: '>',
  rule: '-',
};

/** The key names --ascii writes out, in the player's language (the catalog's `asciiKeys`). */
export type AsciiKeyNames = Pick<Glyphs, 'leftRight' | 'upDown' | 'left' | 'right'>;

export function glyphs(ascii: boolean, keyNames?: AsciiKeyNames): Glyphs {
  if (!ascii) return UNICODE;
  return keyNames === undefined ? ASCII : { ...ASCII, ...keyNames };
}
