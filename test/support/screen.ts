/**
 * What a person would read on a terminal: the bytes a program sent, put
 * through a headless terminal emulator (xterm.js). Behind a program in a
 * pseudo-terminal (pty.ts) and behind an ssh client's channel (ssh.ts).
 */

import xterm from '@xterm/headless';
import { waitFor } from './wait.js';

export class TerminalScreen {
  private readonly terminal: InstanceType<typeof xterm.Terminal>;
  private pendingWrites: Promise<void> = Promise.resolve();
  /** Every byte received, as text, escape sequences included. */
  raw = '';

  constructor(cols: number, rows: number, scrollback: number) {
    this.terminal = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback });
  }

  /** Takes what the program sent; the screen shows it once the emulator has read it. */
  receive(text: string): void {
    this.raw += text;
    this.pendingWrites = this.pendingWrites.then(() => new Promise<void>((resolve) => this.terminal.write(text, resolve)));
  }

  /** The visible screen as text lines (trailing spaces trimmed). */
  async text(): Promise<string> {
    await this.pendingWrites;
    const buffer = this.terminal.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < this.terminal.rows; y++) lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  /** 'normal' or 'alternate': which screen buffer the terminal shows. */
  async bufferType(): Promise<string> {
    await this.pendingWrites;
    return this.terminal.buffer.active.type;
  }

  /**
   * Resolves with the screen once it shows `pattern`; fails after
   * `timeoutMs`, or as soon as `ended()` says nothing more will come, with
   * the screen seen last.
   */
  async showing(pattern: RegExp | string, options: { readonly timeoutMs: number; readonly whose: string; readonly ended?: () => boolean }): Promise<string> {
    let last = '';
    const shows = (screen: string): boolean => (typeof pattern === 'string' ? screen.includes(pattern) : pattern.test(screen));
    return waitFor(
      async () => {
        last = await this.text();
        if (shows(last)) return last;
        if (options.ended?.() === true) throw new Error(`${options.whose} ended without showing ${String(pattern)}:\n${last}`);
        return null;
      },
      { timeoutMs: options.timeoutMs, what: () => `${options.whose} never showed ${String(pattern)}:\n${last}` },
    );
  }

  resize(cols: number, rows: number): void {
    this.terminal.resize(cols, rows);
  }

  dispose(): void {
    this.terminal.dispose();
  }
}
