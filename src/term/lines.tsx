/**
 * Screens are built from lines of styled segments. Measuring every segment
 * (displayWidth) keeps columns aligned and lets a screen know exactly how
 * many rows it takes, which Ink's own wrapping would not.
 */

import chalk from 'chalk';
import { Text } from 'ink';
import React from 'react';
import { displayWidth } from '../core/playerNames.js';
import type { Rich } from '../i18n/rich.js';

export interface Seg {
  readonly text: string;
  readonly color?: 'red' | 'yellow' | 'cyan';
  readonly dim?: boolean;
  readonly bold?: boolean;
  readonly strike?: boolean;
}

export type Line = readonly Seg[];

export function seg(text: string, style: Omit<Seg, 'text'> = {}): Seg {
  return { text, ...style };
}

/** Segments of rich text of the words: its bold parts bold, the rest in `style`. */
export function richSegs(rich: Rich, style: Omit<Seg, 'text'> = {}): Seg[] {
  return rich.map((part) => (typeof part === 'string' ? seg(part, style) : seg(part.bold, { ...style, bold: true })));
}

export function plain(text: string): Line {
  return [seg(text)];
}

export function lineWidth(line: Line): number {
  return line.reduce((sum, part) => sum + displayWidth(part.text), 0);
}

function padLine(line: Line, width: number): Line {
  const missing = width - lineWidth(line);
  return missing > 0 ? [...line, seg(' '.repeat(missing))] : line;
}

/** The plain text of a line, without any styling. */
export function lineText(line: Line): string {
  return line.map((part) => part.text).join('');
}

/**
 * Places blocks of lines side by side, top-aligned, each padded to its widest
 * line, with `gap` spaces between them.
 */
export function besideEachOther(blocks: readonly (readonly Line[])[], gap = 1): Line[] {
  const height = Math.max(0, ...blocks.map((block) => block.length));
  const widths = blocks.map((block) => Math.max(0, ...block.map(lineWidth)));
  const out: Line[] = [];
  for (let row = 0; row < height; row++) {
    const parts: Seg[] = [];
    blocks.forEach((block, index) => {
      if (index > 0 && gap > 0) parts.push(seg(' '.repeat(gap)));
      parts.push(...padLine(block[row] ?? [], widths[index]!));
    });
    out.push(parts);
  }
  return out;
}

/**
 * Breaks a line into lines of at most `width` columns at its spaces, each
 * part keeping its style; a word wider than a line stays whole (and is cut
 * where the line is shown).
 */
export function wrapLine(line: Line, width: number): Line[] {
  // Words are runs of parts with no space between them ("Space" in bold and its comma).
  const words: Seg[][] = [];
  let spaceBefore = true;
  for (const part of line) {
    for (const piece of part.text.split(/( +)/u)) {
      if (piece === '') continue;
      if (piece.trim() === '') {
        spaceBefore = true;
        continue;
      }
      if (spaceBefore || words.length === 0) words.push([]);
      words.at(-1)!.push({ ...part, text: piece });
      spaceBefore = false;
    }
  }
  const out: Seg[][] = [];
  let used = 0;
  for (const word of words) {
    const wordWidth = lineWidth(word);
    if (out.length > 0 && used + 1 + wordWidth <= width) {
      out.at(-1)!.push(seg(' '), ...word);
      used += 1 + wordWidth;
    } else {
      out.push([...word]);
      used = wordWidth;
    }
  }
  return out.length === 0 ? [[]] : out;
}

function styled(part: Seg): string {
  let paint = chalk;
  if (part.color !== undefined) paint = paint[part.color];
  if (part.bold === true) paint = paint.bold;
  if (part.dim === true) paint = paint.dim;
  if (part.strike === true) paint = paint.strikethrough;
  return paint === chalk ? part.text : paint(part.text);
}

/**
 * One screen line; never wraps (the layout is measured so it need not). The
 * segments are styled into one string, so a line is one Ink node: many
 * nested <Text> nodes per line made every frame noticeably slower.
 */
export const LineView = React.memo(function LineView({ line }: { readonly line: Line }): React.JSX.Element {
  if (line.length === 0 || lineWidth(line) === 0) return <Text> </Text>;
  return <Text wrap="truncate-end">{line.map(styled).join('')}</Text>;
}, sameLine);

/**
 * Whether two lines look the same. Screens build their lines anew on every
 * render, nearly all of them as they were: comparing them costs far less
 * than drawing them again (at the ssh host every screen of a table redraws
 * whenever anyone acts).
 */
function sameLine(before: { readonly line: Line }, after: { readonly line: Line }): boolean {
  const a = before.line;
  const b = after.line;
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    if (x.text !== y.text || x.color !== y.color || x.dim !== y.dim || x.bold !== y.bold || x.strike !== y.strike) return false;
  }
  return true;
}

export function LinesView({ lines }: { readonly lines: readonly Line[] }): React.JSX.Element {
  return (
    <>
      {lines.map((line, index) => (
        <LineView key={index} line={line} />
      ))}
    </>
  );
}
