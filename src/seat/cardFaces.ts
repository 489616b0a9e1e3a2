/**
 * Card faces: a small framed face three lines high, and a one-line face for
 * tight rows. Hearts and diamonds are red; face-down cards are filled with a
 * pattern, never blank, so they cannot be mistaken for an empty place. The
 * selected card carries a ">" marker (and a heavy frame), visible without colour.
 */

import { formatCard, isRed, type Card, type Rank } from '../core/cards.js';
import { padStart } from '../term/layout.js';
import { seg, type Line, type Seg } from '../term/lines.js';

export interface FaceOptions {
  readonly ascii: boolean;
  /** Rank letters in the players' language (the core words' `ranks`); J, Q, K, A by default. */
  readonly ranks?: Readonly<Record<Rank, string>>;
}

/** What lies in a place: a card face up, a card face down, or nothing. */
export type Face = { readonly up: Card } | 'down' | 'empty';

interface Frame {
  readonly tl: string;
  readonly tr: string;
  readonly bl: string;
  readonly br: string;
  readonly h: string;
  readonly v: string;
}

const THIN: Frame = { tl: '┌', tr: '┐', bl: '└', br: '┘', h: '─', v: '│' };
const HEAVY: Frame = { tl: '┏', tr: '┓', bl: '┗', br: '┛', h: '━', v: '┃' };
const ASCII: Frame = { tl: '+', tr: '+', bl: '+', br: '+', h: '-', v: '|' };
const ASCII_HEAVY: Frame = { tl: '#', tr: '#', bl: '#', br: '#', h: '=', v: '#' };

function downPattern(options: FaceOptions): string {
  return options.ascii ? '###' : '░░░';
}

/** The three-character face text: `10♥`, ` 7♣`, `###`, or blanks. */
function faceSeg(face: Face, options: FaceOptions): Seg {
  if (face === 'down') return seg(downPattern(options), { dim: !options.ascii });
  if (face === 'empty') return seg('   ');
  const text = padStart(formatCard(face.up, options), 3);
  return isRed(face.up) ? seg(text, { color: 'red', bold: true }) : seg(text, { bold: true });
}

/**
 * A framed face, three lines of BOX_WIDTH columns: a marker column (">" when
 * selected) and a 5-column frame, with an optional one-character label
 * (a place number) in the top border.
 */
export function cardBox(face: Face, options: FaceOptions & { readonly label?: string; readonly selected?: boolean }): Line[] {
  const selected = options.selected === true;
  const frame = options.ascii ? (selected ? ASCII_HEAVY : ASCII) : selected ? HEAVY : THIN;
  const label = options.label ?? frame.h;
  const marker = selected ? '>' : ' ';
  const style = selected ? { bold: true } : {};
  return [
    [seg(' '), seg(`${frame.tl}${frame.h}${label}${frame.h}${frame.tr}`, style)],
    [seg(marker, { bold: true }), seg(frame.v, style), faceSeg(face, options), seg(frame.v, style)],
    [seg(' '), seg(`${frame.bl}${frame.h}${frame.h}${frame.h}${frame.br}`, style)],
  ];
}

/** A one-line face of CHIP_WIDTH columns: `[10♥]`, `[ 7♣]`, `[░░░]`. */
export function cardChip(face: Face, options: FaceOptions): Seg[] {
  return [seg('['), faceSeg(face, options), seg(']')];
}
