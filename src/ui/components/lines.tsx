/**
 * Screens are built from lines of styled segments. Measuring every segment
 * (displayWidth) keeps columns aligned and lets a screen know exactly how
 * many rows it takes, which Ink's own wrapping would not.
 */

import { Text } from 'ink';
import React from 'react';
import { displayWidth } from '../../core/names.js';

export interface Seg {
  readonly text: string;
  readonly color?: string;
  readonly dim?: boolean;
  readonly bold?: boolean;
  readonly strike?: boolean;
}

export type Line = readonly Seg[];

export function seg(text: string, style: Omit<Seg, 'text'> = {}): Seg {
  return { text, ...style };
}

export function plain(text: string): Line {
  return [seg(text)];
}

export function lineWidth(line: Line): number {
  return line.reduce((sum, part) => sum + displayWidth(part.text), 0);
}

export function padLine(line: Line, width: number): Line {
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

/** One screen line; never wraps (the layout is measured so it need not). */
export function LineView({ line }: { readonly line: Line }): React.JSX.Element {
  if (line.length === 0 || lineWidth(line) === 0) return <Text> </Text>;
  return (
    <Text wrap="truncate-end">
      {line.map((part, index) => (
        <Text
          key={index}
          color={part.color}
          dimColor={part.dim === true}
          bold={part.bold === true}
          strikethrough={part.strike === true}
        >
          {part.text}
        </Text>
      ))}
    </Text>
  );
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
