/**
 * The line editing a terminal in line mode does by itself, for a channel
 * that has none: an ssh client with a terminal sends every key as it is
 * pressed (its ssh put the local terminal in raw mode), and there is no pty
 * on the server's side to echo and collect lines. So the screen-reader mode
 * over ssh echoes what is typed, takes Backspace, and hands over a whole
 * line at Enter, as a local terminal would.
 *
 * LineEditor is pure (bytes as text in, what to echo and the lines out);
 * LineChannel puts it on a channel.
 */

import { StringDecoder } from 'node:string_decoder';
import { displayWidth } from '../core/playerNames.js';

/** An escape sequence (an arrow key, a function key): kept whole in the line, never echoed. */
const ESCAPE = /^\u001B(?:\[[0-9;?]*[ -/]*[@-~]|O.)/u;
/** A string sequence (OSC, DCS, PM, APC: a window title, say) to its terminator: no key, dropped whole, never echoed. */
const STRING_SEQUENCE = /^\u001B[\]P^_][^\u0007\u001B]*(?:\u0007|\u001B\\)?/u;
/** Longer lines are not commands: further keys are dropped until Enter (a pasted page is not collected). */
export const MAX_LINE_TOKENS = 200;

export interface Edited {
  /** What to write back to the terminal, so that the player hears and sees what they type. */
  readonly echo: string;
  /** The lines finished by Enter, in order, without their line end. */
  readonly lines: readonly string[];
  /** Ctrl+C, or Ctrl+D on an empty line: the player leaves. */
  readonly leave: boolean;
}

/** Built on first use: a Segmenter loads ICU's break rules, which a program that never edits a line here should not pay for at start. */
let segmenter: Intl.Segmenter | null = null;
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

export class LineEditor {
  /** The line so far, a character (a whole grapheme) or an escape sequence each, so that Backspace takes one away. */
  #tokens: string[] = [];
  /** A carriage return was the last key: a line feed right after it ends no second line. */
  #afterReturn = false;

  /** Drops the line typed so far (it was left, not sent). */
  clear(): void {
    this.#tokens = [];
  }

  /** The line typed so far, as it was echoed (for writing it again under a sentence said meanwhile). */
  get echoed(): string {
    return this.#tokens.filter((token) => !token.startsWith('\u001B')).join('');
  }

  feed(text: string): Edited {
    let echo = '';
    const lines: string[] = [];
    let rest = text;
    while (rest.length > 0) {
      const dropped = STRING_SEQUENCE.exec(rest);
      if (dropped !== null) {
        rest = rest.slice(dropped[0].length);
        continue;
      }
      const escape = ESCAPE.exec(rest);
      if (escape !== null) {
        if (this.#tokens.length < MAX_LINE_TOKENS) this.#tokens.push(escape[0]);
        rest = rest.slice(escape[0].length);
        this.#afterReturn = false;
        continue;
      }
      const grapheme = graphemes().segment(rest)[Symbol.iterator]().next().value!.segment;
      rest = rest.slice(grapheme.length);
      const afterReturn = this.#afterReturn;
      this.#afterReturn = grapheme === '\r';
      switch (grapheme) {
        case '\r':
        case '\r\n':
        case '\n':
          if (grapheme === '\n' && afterReturn) break;
          lines.push(this.#tokens.join(''));
          this.#tokens = [];
          echo += '\r\n';
          break;
        case '\u007F':
        case '\b': {
          const removed = this.#tokens.pop();
          if (removed !== undefined && !removed.startsWith('\u001B')) echo += '\b \b'.repeat(columns(removed));
          break;
        }
        case '\u0003':
          return { echo, lines, leave: true };
        case '\u0004':
          if (this.#tokens.length === 0) return { echo, lines, leave: true };
          break;
        default:
          // Other control characters (Tab, a lone Escape, …) are no part of a command, nor bytes that were no UTF-8 (U+FFFD).
          if (/^[\u0000-\u001F\u007F-\u009F\uFFFD]/u.test(grapheme)) break;
          if (this.#tokens.length >= MAX_LINE_TOKENS) break;
          this.#tokens.push(grapheme);
          echo += grapheme;
      }
    }
    return { echo, lines, leave: false };
  }
}

/** The columns a terminal gives one grapheme: an emoji (joined ones too) two, else what its characters take, at least one and at most two. */
function columns(grapheme: string): number {
  if (/\p{Extended_Pictographic}/u.test(grapheme)) return 2;
  return Math.min(2, Math.max(1, displayWidth(grapheme)));
}

/**
 * Writes sentences to a terminal whose player may be typing: lines said
 * together (a move, then the next prompt) are written together, and a half
 * typed line is moved below them once, so that the player goes on typing
 * where they were without anything erased or redrawn.
 */
export function sentenceWriter(editor: LineEditor, write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  const flush = (): void => {
    const lines = pending;
    pending = [];
    const typed = editor.echoed;
    const said = lines.map((line) => `${line}\r\n`).join('');
    write(typed === '' ? said : `\r\n${said}${typed}`);
  };
  return (line) => {
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(line);
  };
}

/**
 * A terminal without a pty of its own (an ssh channel) used for lines: the
 * bytes typed are edited and echoed, whole lines handed to `onLine`,
 * Ctrl+C (or Ctrl+D on an empty line) calls `onLeave`, and `say` writes
 * sentences between the typing (sentenceWriter). Nothing is written once
 * closed.
 */
export class LineChannel {
  readonly #editor = new LineEditor();
  readonly #decoder = new StringDecoder('utf8');
  readonly #write: (text: string) => void;
  readonly #onLine: (line: string) => void;
  readonly #onLeave: () => void;
  readonly say: (line: string) => void;
  #closed = false;

  constructor(handlers: { readonly write: (text: string) => void; readonly onLine: (line: string) => void; readonly onLeave: () => void }) {
    this.#write = (text) => {
      if (!this.#closed && text !== '') handlers.write(text);
    };
    this.#onLine = handlers.onLine;
    this.#onLeave = handlers.onLeave;
    this.say = sentenceWriter(this.#editor, this.#write);
  }

  input(data: Buffer | string): void {
    if (this.#closed) return;
    const edited = this.#editor.feed(typeof data === 'string' ? data : this.#decoder.write(data));
    this.#write(edited.echo);
    for (const line of edited.lines) {
      if (this.#closed) return;
      this.#onLine(line);
    }
    if (edited.leave && !this.#closed) {
      this.endLine();
      this.#onLeave();
    }
  }

  /** Ends a half-typed line on the terminal (what is written next, a goodbye, starts a line of its own) and drops it. */
  endLine(): void {
    if (this.#editor.echoed !== '') this.#write('\r\n');
    this.#editor.clear();
  }

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    this.#closed = true;
  }
}
