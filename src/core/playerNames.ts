/**
 * Player names are untrusted text that ends up on everyone's screen: a name
 * must not be able to move the cursor, clear the screen, change colours,
 * reverse text direction or break the layout.
 */

import stringWidth from 'string-width';
import { MAX_PLAYERS, MIN_PLAYERS } from './types.js';

/** Names are capped at this many terminal columns. */
export const MAX_NAME_WIDTH = 16;

// ESC-introduced sequences: CSI (ESC [ … final), OSC/DCS/PM/APC/SOS (… BEL or ST), and
// every other ECMA-48 escape: optional intermediates (0x20-0x2F) and one final byte
// (0x30-0x7E), e.g. ESC c (reset), ESC 7 (save cursor), ESC ( B (character set).
const ESCAPE_SEQUENCE = /\u001B(?:\[[0-?]*[ -/]*[@-~]|[\]PX^_][^\u0007\u001B]*(?:\u0007|\u001B\\)?|[ -/]*[0-~])/gu;
// The same introduced by the 8-bit C1 controls CSI (U+009B) and OSC/DCS/… (U+009D, U+0090, …).
const C1_SEQUENCE = /\u009B[0-?]*[ -/]*[@-~]|[\u0090\u0098\u009D-\u009F][^\u0007\u009C]*(?:\u0007|\u009C)?/gu;
// C0 and C1 controls, DEL, bidi embeddings/overrides/isolates and marks, zero-width and BOM characters
// (the zero-width joiner apart: see EMOJI_JOINER).
const UNSAFE_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/gu;
// A zero-width joiner that joins no two emoji: it would only make "Ann" and "An\u200Dn" two names that look alike.
// Between two pictographs (an emoji's skin tone or presentation selector may follow the first) it makes one
// emoji of them, 👩‍💻, and stays.
const LONE_JOINER = /(?<!\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

// What makes one character of several code points where each would otherwise count alone: a joiner,
// a presentation selector, a keycap, a flag's regional indicators, a skin tone, a tag (subdivision flags).
const CLUSTER_MAKER = /[\u200D\uFE0E\uFE0F\u20E3\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u;

let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * The characters of `text` as a reader sees them (grapheme clusters): 👩‍💻
 * is one, not three code points. Typing, deleting, cutting and measuring a
 * name go by them, so an emoji is never split. Text of plain code points
 * (every name in English or German) builds no Segmenter, which costs time
 * and memory at its first use.
 */
export function graphemes(text: string): string[] {
  if (!CLUSTER_MAKER.test(text)) return [...text];
  graphemeSegmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * Terminal columns `text` takes, measured as Ink measures what it draws
 * (string-width: by grapheme cluster, 👩‍💻 two columns, combining marks none,
 * East Asian ambiguous characters one), so that a name cut to
 * MAX_NAME_WIDTH takes on screen exactly what the layout reserved for it.
 */
export function displayWidth(text: string): number {
  return stringWidth(text);
}

/**
 * A name made safe to show: escape sequences and control/bidi characters
 * removed, runs of white space folded to one space, NFC, trimmed (of
 * combining marks at its start too), and cut to MAX_NAME_WIDTH columns. May return '' (the caller rejects that). Where a
 * person typed the name, check `nameTooLong` first: cutting it silently can
 * make two different names the same.
 */
export function cleanName(raw: string): string {
  const text = safeText(raw);
  let width = 0;
  let out = '';
  for (const cluster of graphemes(text)) {
    width += displayWidth(cluster);
    if (width > MAX_NAME_WIDTH) break;
    out += cluster;
  }
  return out.trimEnd();
}

/** Whether `raw`, made safe to show, is wider than MAX_NAME_WIDTH columns (and cleanName would cut it). */
export function nameTooLong(raw: string): boolean {
  return displayWidth(safeText(raw)) > MAX_NAME_WIDTH;
}

/** The text of a name without anything that could control the terminal, not yet cut to width. */
export function safeText(raw: string): string {
  return (
    String(raw)
      .replace(ESCAPE_SEQUENCE, '')
      .replace(C1_SEQUENCE, '')
      .replace(/[\t\r\n\v\f]/gu, ' ')
      .replace(UNSAFE_CHARACTER, '')
      .replace(LONE_JOINER, '')
      .normalize('NFC')
      .replace(/\s+/gu, ' ')
      // A combining mark that begins a name would join whatever the screen shows before it.
      .replace(/^[\s\p{M}]+/u, '')
      .trim()
  );
}

/** Why a name cannot join the players already named. */
export type NameProblem = { readonly code: 'nameEmpty' } | { readonly code: 'nameTaken'; readonly name: string };

/** Why a list of names cannot seat a game. */
export type NameListProblem = NameProblem | { readonly code: 'playerCount'; readonly min: number; readonly max: number; readonly got: number };

/** The default English wording of a name problem (library users; the UI words it in its language). */
export function nameProblemText(problem: NameListProblem): string {
  switch (problem.code) {
    case 'nameEmpty':
      return 'A player name cannot be empty';
    case 'nameTaken':
      return `The name "${problem.name}" is taken twice (names must differ, ignoring case)`;
    case 'playerCount':
      return `A game needs ${problem.min} to ${problem.max} players, got ${problem.got}`;
  }
}

/** Why a list of names cannot seat a game, or null if it can. Expects cleaned names. */
export function nameListProblem(names: readonly string[]): NameListProblem | null {
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    return { code: 'playerCount', min: MIN_PLAYERS, max: MAX_PLAYERS, got: names.length };
  }
  for (const [index, name] of names.entries()) {
    const problem = nameProblem(name, names.slice(0, index));
    if (problem) return problem;
  }
  return null;
}

/** Why `name` cannot join players already named `taken`, or null if it can. */
export function nameProblem(name: string, taken: readonly string[]): NameProblem | null {
  if (name.length === 0) return { code: 'nameEmpty' };
  const key = nameKey(name);
  if (taken.some((other) => nameKey(other) === key)) return { code: 'nameTaken', name };
  return null;
}

/**
 * The form in which names are compared, ignoring case (and Unicode
 * compatibility forms): "Ann" and "ANN" have one key, and clash.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en-US');
}
