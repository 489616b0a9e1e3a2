/**
 * Raw terminal input to the game's key presses: a small ECMA-48 tokenizer
 * over bytes. Whatever is not one of the game's keys is dropped here, so
 * nothing a terminal sends - a function key with modifiers, a mouse or focus
 * report, a cursor position reply, an OSC/DCS string, a typed escape sequence
 * - can reach a handler or the screen.
 *
 * What is recognised:
 * - CSI `ESC [` parameters (0x30-0x3F) intermediates (0x20-0x2F) final
 *   (0x40-0x7E): arrows `A`-`D` and PageUp/PageDown `5~`/`6~` with any
 *   modifiers, Delete `3~` (as Backspace); bracketed paste `200~`/`201~`.
 *   X10 mouse reports (`ESC [ M` and three bytes of any value) and the Linux
 *   console's `ESC [ [ x` function keys are taken whole. Everything else
 *   (SGR mouse `ESC [ <`…, focus, cursor reports, F-keys…) is dropped.
 * - The kitty keyboard protocol (see KITTY_KEYBOARD_FLAGS): `CSI code ;
 *   modifiers:event ; text u` key events, and the event type on the other
 *   CSI keys: a release is dropped, a press or repeat is the key with
 *   `reported` set; Ctrl+C is Ctrl+C, other keys with Ctrl, Alt or Super
 *   are dropped. The terminal's answer to the flags query (`CSI ? flags u`)
 *   is no key: it is kept for `takeReports()`.
 * - SS3 `ESC O` (optional parameters) final: arrows `A`-`D`, keypad Enter `M`.
 * - OSC, DCS, SOS, PM, APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`):
 *   everything up to BEL or ST (`ESC \`), dropped; CAN/SUB abort them.
 * - ESC + one character (Alt+key): dropped. `ESC ESC` is an Escape press
 *   followed by whatever the second ESC starts.
 * - A lone ESC is the Escape key. It cannot be told from the start of a
 *   sequence until the next byte arrives, so it stays pending; the caller
 *   calls `flush()` after a short quiet time (see `pendingSince`), which turns
 *   it into Escape.
 * - C0 controls: CR or LF is Enter (CR LF within one chunk counts once), DEL
 *   or BS Backspace, HT Tab, ETX Ctrl+C; the rest are dropped.
 * - UTF-8 text: each printable code point is a `char`. A character or
 *   sequence split across chunks is completed by the next chunk. Invalid
 *   bytes, control and format characters (C1, bidi marks, zero-width…) are
 *   dropped, but for the zero-width joiner of emoji sequences.
 * - Inside a bracketed paste only printable characters survive: no Enter, no
 *   Ctrl+C, no escape sequence; they are marked `pasted` (and see
 *   markTogether for a paste the terminal does not bracket).
 */

import type { KeyPress, KeyReport } from '../keys.js';

/**
 * The keys of one chunk as the terminal sent them, their characters marked
 * `together` when two different ones came at once: typed ahead, or a paste
 * the terminal did not bracket (a key held down repeats one character).
 * Kept out of the decoder, whose keys must not depend on how the bytes were
 * split.
 */
export function markTogether(keys: readonly KeyPress[]): readonly KeyPress[] {
  const chars = new Set(keys.flatMap((key) => (key.kind === 'char' ? [key.char] : [])));
  if (chars.size < 2) return keys;
  return keys.map((key) => (key.kind === 'char' ? { ...key, together: true } : key));
}

const ESC = 0x1b;
const BEL = 0x07;
const CAN = 0x18;
const SUB = 0x1a;

/** Longest parameter text kept for a CSI/SS3 sequence; longer ones are still consumed, then dropped. */
const MAX_PARAMS = 32;

/**
 * Code points that are never typed text: controls, format characters (bidi, zero-width), separators, surrogates.
 * The zero-width joiner is text: it joins emoji into one (👩‍💻), and the name rules drop it elsewhere.
 */
const NOT_PRINTABLE = /^(?!\u200D)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u;

export function isPrintable(char: string): boolean {
  return char.length > 0 && !NOT_PRINTABLE.test(char);
}

/** What an unfinished construct is, which decides how long it may wait for its end. */
export type PendingKind =
  /** An escape sequence or a UTF-8 character that is not complete yet (including a lone ESC). */
  | 'sequence'
  /** An OSC/DCS/… string or a bracketed paste that has not ended yet. */
  | 'string';

type State =
  | { readonly at: 'ground' }
  | { readonly at: 'escape' }
  | { readonly at: 'csi'; params: string; intermediates: string; overflow: boolean }
  | { readonly at: 'ss3'; params: string; overflow: boolean }
  | { readonly at: 'mouse'; remaining: number }
  | { readonly at: 'linuxKey' }
  | { readonly at: 'string' }
  | { readonly at: 'stringEscape' }
  | { readonly at: 'utf8'; codePoint: number; remaining: number; min: number; keep: boolean };

const GROUND: State = { at: 'ground' };

const enter: KeyPress = { kind: 'enter' };

/** What the terminal said about itself, as opposed to a key. */
export type TerminalReport =
  /** The kitty keyboard protocol's flags now in effect (the answer to `CSI ? u`). */
  { readonly kind: 'keyboardFlags'; readonly flags: number };

/**
 * A stateful decoder: feed it every chunk read from the terminal in order.
 * It never throws; bytes it does not understand are dropped.
 */
export interface DecoderOptions {
  /** Decode Home and End (CSI H/F, CSI 1~/4~/7~/8~, SS3 H/F) rather than drop them. */
  readonly homeEnd?: boolean;
}

export class KeyDecoder {
  constructor(private readonly options: DecoderOptions = {}) {}

  private state: State = GROUND;
  private inPaste = false;
  /** Counts constructs that were left unfinished at the end of a chunk (see pendingSince). */
  private construct = 0;
  private pendingConstruct: number | null = null;
  private reports: TerminalReport[] = [];

  /** What the terminal reported about itself since the last call (see TerminalReport). */
  takeReports(): TerminalReport[] {
    const taken = this.reports;
    this.reports = [];
    return taken;
  }

  /** Decodes one chunk; the keys it completes, in order. */
  push(bytes: Uint8Array): KeyPress[] {
    const out: KeyPress[] = [];
    let previousWasCr = false;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      // CR LF in one chunk (some terminals, pasted text) is one Enter.
      const isLfAfterCr = byte === 0x0a && previousWasCr && this.state.at === 'ground';
      previousWasCr = byte === 0x0d && this.state.at === 'ground';
      if (isLfAfterCr) continue;
      this.step(byte, out);
    }
    this.notePending();
    return out;
  }

  /**
   * Ends whatever is unfinished: a lone ESC becomes Escape, an incomplete
   * sequence, character or string is dropped, and a paste that never ended
   * ends. For the caller's timer (see pendingSince).
   */
  flush(): KeyPress[] {
    const out: KeyPress[] = [];
    if (this.state.at === 'escape' && !this.inPaste) out.push({ kind: 'escape' });
    this.state = GROUND;
    this.inPaste = false;
    this.pendingConstruct = null;
    return out;
  }

  /** Forgets everything unfinished (after an error, say). */
  reset(): void {
    this.state = GROUND;
    this.inPaste = false;
    this.pendingConstruct = null;
  }

  /** What is unfinished after the last chunk, or null if nothing is. */
  get pending(): PendingKind | null {
    if (this.state.at === 'string' || this.state.at === 'stringEscape' || this.inPaste) return 'string';
    return this.state.at === 'ground' ? null : 'sequence';
  }

  /**
   * Identifies the unfinished construct: it stays the same while later
   * chunks continue the same construct, and changes when a new one is left
   * unfinished. A caller times the wait for `flush()` from the chunk where
   * this value first appeared. Null when nothing is pending.
   */
  get pendingSince(): number | null {
    return this.pendingConstruct;
  }

  private notePending(): void {
    if (this.pending === null) this.pendingConstruct = null;
    else if (this.pendingConstruct === null) this.pendingConstruct = ++this.construct;
  }

  /** A construct completed or abandoned: the next unfinished one is a new one. */
  private toGround(): void {
    this.state = GROUND;
    if (!this.inPaste) this.pendingConstruct = null;
  }

  /** Home (H) and End (F), when asked for. */
  private homeEndKey(final: string): KeyPress | null {
    if (this.options.homeEnd !== true) return null;
    if (final === 'H') return { kind: 'home' };
    if (final === 'F') return { kind: 'end' };
    return null;
  }

  private emit(out: KeyPress[], key: KeyPress): void {
    // A paste is text: only printable characters of it count.
    if (this.inPaste) {
      if (key.kind === 'char') out.push({ ...key, pasted: true });
      return;
    }
    out.push(key);
  }

  private step(byte: number, out: KeyPress[]): void {
    const state = this.state;
    switch (state.at) {
      case 'ground':
        return this.ground(byte, out);
      case 'escape':
        return this.afterEscape(byte, out);
      case 'csi':
        return this.csi(state, byte, out);
      case 'ss3':
        return this.ss3(state, byte, out);
      case 'mouse':
        state.remaining -= 1;
        if (state.remaining === 0) this.toGround();
        return;
      case 'linuxKey':
        this.toGround();
        return;
      case 'string':
        if (byte === BEL || byte === CAN || byte === SUB) this.toGround();
        else if (byte === ESC) this.state = { at: 'stringEscape' };
        return;
      case 'stringEscape':
        // ST ends the string; any other ESC ends it too and starts something new.
        this.toGround();
        if (byte !== 0x5c) this.restart(ESC, byte, out);
        return;
      case 'utf8':
        return this.utf8(state, byte, out);
    }
  }

  /** Handles `first` then `byte` from the ground state (a construct was cut short by `byte`). */
  private restart(first: number, byte: number, out: KeyPress[]): void {
    this.ground(first, out);
    this.step(byte, out);
  }

  private ground(byte: number, out: KeyPress[]): void {
    if (byte === ESC) {
      this.state = { at: 'escape' };
    } else if (byte === 0x0d || byte === 0x0a) {
      this.emit(out, enter);
    } else if (byte === 0x7f || byte === 0x08) {
      this.emit(out, { kind: 'backspace' });
    } else if (byte === 0x09) {
      this.emit(out, { kind: 'tab' });
    } else if (byte === 0x03) {
      this.emit(out, { kind: 'ctrlC' });
    } else if (byte >= 0x20 && byte < 0x7f) {
      this.emit(out, { kind: 'char', char: String.fromCharCode(byte) });
    } else if (byte >= 0xc2 && byte <= 0xf4) {
      this.startUtf8(byte, true);
    }
    // Any other C0 control, and bytes that cannot start a UTF-8 character, are dropped.
  }

  private startUtf8(lead: number, keep: boolean): void {
    if (lead >= 0xc2 && lead <= 0xdf) this.state = { at: 'utf8', codePoint: lead & 0x1f, remaining: 1, min: 0x80, keep };
    else if (lead >= 0xe0 && lead <= 0xef) this.state = { at: 'utf8', codePoint: lead & 0x0f, remaining: 2, min: 0x800, keep };
    else if (lead >= 0xf0 && lead <= 0xf4) this.state = { at: 'utf8', codePoint: lead & 0x07, remaining: 3, min: 0x10000, keep };
    else this.toGround();
  }

  private utf8(state: Extract<State, { at: 'utf8' }>, byte: number, out: KeyPress[]): void {
    if (byte < 0x80 || byte > 0xbf) {
      // Not a continuation: the partial character is dropped, the byte starts afresh.
      this.toGround();
      this.step(byte, out);
      return;
    }
    state.codePoint = (state.codePoint << 6) | (byte & 0x3f);
    state.remaining -= 1;
    if (state.remaining > 0) return;
    this.toGround();
    const { codePoint } = state;
    const valid = codePoint >= state.min && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
    if (!valid || !state.keep) return;
    const char = String.fromCodePoint(codePoint);
    if (isPrintable(char)) this.emit(out, { kind: 'char', char });
  }

  private afterEscape(byte: number, out: KeyPress[]): void {
    switch (byte) {
      case 0x5b: // [
        this.state = { at: 'csi', params: '', intermediates: '', overflow: false };
        return;
      case 0x4f: // O
        this.state = { at: 'ss3', params: '', overflow: false };
        return;
      case 0x5d: // ] OSC
      case 0x50: // P DCS
      case 0x58: // X SOS
      case 0x5e: // ^ PM
      case 0x5f: // _ APC
        this.state = { at: 'string' };
        return;
      case ESC:
        // Escape pressed, then something that starts with ESC.
        this.emit(out, { kind: 'escape' });
        this.state = { at: 'escape' };
        return;
      default:
        // Alt+key: not a key of the game. A multi-byte character is skipped whole.
        this.toGround();
        if (byte >= 0xc2 && byte <= 0xf4) this.startUtf8(byte, false);
    }
  }

  private csi(state: Extract<State, { at: 'csi' }>, byte: number, out: KeyPress[]): void {
    const first = state.params === '' && state.intermediates === '' && !state.overflow;
    if (first && byte === 0x4d) {
      // X10 mouse report: ESC [ M and three bytes (button, column, row) of any value.
      this.state = { at: 'mouse', remaining: 3 };
      return;
    }
    if (first && byte === 0x5b) {
      // Linux console function keys: ESC [ [ A … ESC [ [ E.
      this.state = { at: 'linuxKey' };
      return;
    }
    if (byte >= 0x30 && byte <= 0x3f) {
      if (state.intermediates !== '' || state.params.length >= MAX_PARAMS) state.overflow = true;
      else state.params += String.fromCharCode(byte);
      return;
    }
    if (byte >= 0x20 && byte <= 0x2f) {
      if (state.intermediates.length >= 2) state.overflow = true;
      else state.intermediates += String.fromCharCode(byte);
      return;
    }
    if (byte >= 0x40 && byte <= 0x7e) {
      this.toGround();
      if (state.overflow || state.intermediates !== '') return;
      this.csiKey(state.params, String.fromCharCode(byte), out);
      return;
    }
    // Not part of any sequence (a control, DEL, a non-ASCII byte): the
    // sequence is dropped and the byte counts on its own.
    this.toGround();
    this.step(byte, out);
  }

  private csiKey(params: string, final: string, out: KeyPress[]): void {
    if (final === 'u') return this.kittyKey(params, out);
    // Only plain numeric parameters: `<`, `=`, `>`, `?` mark reports and private sequences.
    if (!/^[0-9;:]*$/u.test(params)) return;
    const event = eventOf(params.split(';')[1]);
    // A key let go is no key press.
    if (event === 'release') return;
    // Alt, Ctrl or Shift with an arrow, PgUp, Home… (`CSI 1;3D`): no key of the game, dropped like every modified key.
    if (modifiersOf(params.split(';')[1]) !== 0) return;
    const reported = (key: KeyPress): KeyPress => (event === null ? key : { ...key, reported: event });
    const arrow = arrowKey(final) ?? this.homeEndKey(final);
    if (arrow !== null) {
      this.emit(out, reported(arrow));
      return;
    }
    if (final !== '~') return;
    const code = params.split(/[;:]/u)[0];
    if (this.options.homeEnd === true && (code === '1' || code === '7')) return this.emit(out, reported({ kind: 'home' }));
    if (this.options.homeEnd === true && (code === '4' || code === '8')) return this.emit(out, reported({ kind: 'end' }));
    switch (code) {
      case '5':
        return this.emit(out, reported({ kind: 'pageUp' }));
      case '6':
        return this.emit(out, reported({ kind: 'pageDown' }));
      case '3':
        return this.emit(out, reported({ kind: 'backspace' }));
      case '200':
      case '201':
        // The paste (or what follows it) is a new construct for the caller's timer.
        if (params === code) {
          this.inPaste = code === '200';
          this.pendingConstruct = null;
        }
        return;
    }
  }

  /**
   * `CSI code:shifted:base ; modifiers:event ; text u` (every field but the
   * code optional), or the flags report `CSI ? flags u`.
   */
  private kittyKey(params: string, out: KeyPress[]): void {
    const flags = /^\?([0-9]{1,3})$/u.exec(params);
    if (flags !== null) {
      this.reports.push({ kind: 'keyboardFlags', flags: Number(flags[1]) });
      return;
    }
    if (!/^[0-9;:]+$/u.test(params)) return;
    const [keyField = '', modifierField, textField] = params.split(';');
    const [codeText = '', shiftedText] = keyField.split(':');
    const code = Number(codeText);
    const event = eventOf(modifierField);
    if (codeText === '' || event === 'release') return;
    const modifiers = modifiersOf(modifierField);
    const report = event ?? 'press';
    const keyOf = (key: KeyPress): KeyPress => ({ ...key, reported: report });
    if (modifiers === CTRL && code === 0x63) return this.emit(out, keyOf({ kind: 'ctrlC' }));
    // Ctrl, Alt, Super, Hyper, Meta: no key of the game (Shift only changes the text).
    if ((modifiers & ~SHIFT) !== 0) return;
    const named = KITTY_NAMED_KEYS.get(code);
    // Shift+Enter, Shift+Tab…: modified keys, dropped like all others.
    if (named !== undefined) return modifiers === 0 ? this.emit(out, keyOf(named)) : undefined;
    const text =
      textField === undefined
        ? []
        : textField
            .split(':')
            .filter((part) => part !== '')
            .map(Number);
    let codePoints: number[];
    if (text.length > 0) codePoints = text;
    else if (code >= KITTY_FUNCTIONAL_FIRST && code <= KITTY_FUNCTIONAL_LAST) codePoints = [];
    else if ((modifiers & SHIFT) !== 0 && shiftedText !== undefined && shiftedText !== '') codePoints = [Number(shiftedText)];
    else if ((modifiers & SHIFT) !== 0) codePoints = [...String.fromCodePoint(code).toUpperCase()].map((char) => char.codePointAt(0)!);
    else codePoints = [code];
    for (const point of codePoints) {
      if (!Number.isInteger(point) || point < 0x20 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) continue;
      const char = String.fromCodePoint(point);
      if (isPrintable(char)) this.emit(out, keyOf({ kind: 'char', char }));
    }
  }

  private ss3(state: Extract<State, { at: 'ss3' }>, byte: number, out: KeyPress[]): void {
    if (byte >= 0x30 && byte <= 0x3f) {
      if (state.params.length >= MAX_PARAMS) state.overflow = true;
      else state.params += String.fromCharCode(byte);
      return;
    }
    this.toGround();
    if (byte >= 0x40 && byte <= 0x7e) {
      if (state.overflow || !/^[0-9;]*$/u.test(state.params)) return;
      // A modified key (`SS3 1;5D`, or older xterms' `SS3 5D`): dropped.
      const fields = state.params.split(';');
      if (modifiersOf(fields.length > 1 ? fields[1] : fields[0]) !== 0) return;
      const final = String.fromCharCode(byte);
      const key = final === 'M' ? enter : (arrowKey(final) ?? this.homeEndKey(final));
      if (key !== null) this.emit(out, key);
      return;
    }
    this.step(byte, out);
  }
}

/**
 * The kitty keyboard protocol's flags the game asks for where it matters:
 * disambiguate (1), event types (2), alternate keys (4), every key as an
 * escape code (8) and the text of a key (16). With 2 and 8 a key held down
 * is told from a new press, which is what a next-player screen needs.
 */
export const KITTY_KEYBOARD_FLAGS = 0b11111;
/** Event types (2) and every key as an escape code (8): what makes a report trustworthy for held keys. */
export const KITTY_EVENT_FLAGS = 0b1010;

/** Modifier bits as the protocol counts them (the field is 1 + these); Caps Lock and Num Lock are ignored. */
const SHIFT = 0b1;
const CTRL = 0b100;
const LOCKS = 0b1100_0000;

function modifiersOf(field: string | undefined): number {
  const value = Number(field?.split(':')[0] || '1');
  return Number.isInteger(value) && value >= 1 ? (value - 1) & ~LOCKS : 0;
}

/** The event type sub-field (`modifiers:event`): null when the terminal sent none. */
function eventOf(field: string | undefined): KeyReport | 'release' | null {
  const event = field?.split(':')[1];
  if (event === undefined || event === '') return null;
  if (event === '2') return 'repeat';
  if (event === '3') return 'release';
  return 'press';
}

/** The protocol's codes of the game's keys that are not text (Enter, Escape… and the keypad's). */
const KITTY_NAMED_KEYS: ReadonlyMap<number, KeyPress> = new Map<number, KeyPress>([
  [13, { kind: 'enter' }],
  [27, { kind: 'escape' }],
  [9, { kind: 'tab' }],
  [127, { kind: 'backspace' }],
  [8, { kind: 'backspace' }],
  [57414, { kind: 'enter' }],
  [57417, { kind: 'left' }],
  [57418, { kind: 'right' }],
  [57419, { kind: 'up' }],
  [57420, { kind: 'down' }],
  [57421, { kind: 'pageUp' }],
  [57422, { kind: 'pageDown' }],
  ...Array.from({ length: 10 }, (_, digit): [number, KeyPress] => [57399 + digit, { kind: 'char', char: String(digit) }]),
]);

/** The Private Use Area codes the protocol gives keys that make no text (F-keys, modifiers, media…). */
const KITTY_FUNCTIONAL_FIRST = 57344;
const KITTY_FUNCTIONAL_LAST = 63743;

function arrowKey(final: string): KeyPress | null {
  switch (final) {
    case 'A':
      return { kind: 'up' };
    case 'B':
      return { kind: 'down' };
    case 'C':
      return { kind: 'right' };
    case 'D':
      return { kind: 'left' };
    default:
      return null;
  }
}

/** Decodes one complete input (tests, one-off use): `push` then `flush`. */
export function decodeKeys(...chunks: (Uint8Array | string)[]): KeyPress[] {
  const decoder = new KeyDecoder();
  const keys: KeyPress[] = [];
  for (const chunk of chunks) keys.push(...decoder.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
  keys.push(...decoder.flush());
  return keys;
}
