/**
 * Drives the real program in a pseudo-terminal, as a person at a keyboard
 * would: keys go in, and a headless terminal emulator turns the output into
 * the screen a person would read.
 */

import { spawn, type IPty } from '@lydell/node-pty';
import { afterEach } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TerminalScreen } from './screen.js';

/** One escape sequence a program writes to its terminal (CSI, OSC, or a two-byte one). */
export const ESCAPE_SEQUENCE = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)|[@-Z\\-_])/gu;

/** Everything a program that ended wrote, as plain lines without the empty ones. */
export function printedLines(session: PtySession): string[] {
  return session.raw
    .replace(ESCAPE_SEQUENCE, '')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface PtyExit {
  readonly exitCode: number;
  readonly signal: number | undefined;
}

export class PtySession {
  private readonly pty: IPty;
  private readonly terminal: TerminalScreen;
  readonly exited: Promise<PtyExit>;
  private exitInfo: PtyExit | null = null;

  constructor(command: string, args: readonly string[], options: { cols?: number; rows?: number; env?: NodeJS.ProcessEnv } = {}) {
    const cols = options.cols ?? 80;
    const rows = options.rows ?? 24;
    this.terminal = new TerminalScreen(cols, rows, 1000);
    this.pty = spawn(command, [...args], {
      name: 'xterm-256color',
      cols,
      rows,
      cwd: process.cwd(),
      // Ink draws only the last frame when CI is set; a person's terminal has no CI.
      env: { ...process.env, CI: 'false', FORCE_COLOR: '1', ...options.env } as Record<string, string>,
    });
    this.pty.onData((data) => this.terminal.receive(data));
    this.exited = new Promise((resolve) => {
      this.pty.onExit(({ exitCode, signal }) => {
        this.exitInfo = { exitCode, signal };
        resolve(this.exitInfo);
      });
    });
  }

  /** Everything the program wrote, raw, escape sequences included. */
  get raw(): string {
    return this.terminal.raw;
  }

  get pid(): number {
    return this.pty.pid;
  }

  get alive(): boolean {
    return this.exitInfo === null;
  }

  /** The visible screen as text lines (trailing spaces trimmed). */
  screen(): Promise<string> {
    return this.terminal.text();
  }

  /** 'normal' or 'alternate': which screen buffer the terminal shows. */
  bufferType(): Promise<string> {
    return this.terminal.bufferType();
  }

  write(keys: string): void {
    this.pty.write(keys);
  }

  /** Waits until the screen matches, or fails with the screen it saw last (at once if the program ended). */
  waitFor(pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    return this.terminal.showing(pattern, { timeoutMs, whose: 'the program', ended: () => !this.alive });
  }

  async waitForExit(timeoutMs = 10_000): Promise<PtyExit> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Program did not exit within ${timeoutMs} ms:\n${this.raw.slice(-500)}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  kill(): void {
    if (this.alive) this.pty.kill();
  }

  /** The terminal goes away as a closed window does: its master side is closed, and the program gets SIGHUP. */
  hangUp(): void {
    // On Unix the pty has destroy() (closes the master, then sends SIGHUP); the shared IPty type does not name it.
    (this.pty as IPty & { destroy(): void }).destroy();
  }

  dispose(): void {
    this.kill();
    this.terminal.dispose();
  }
}

/**
 * The built program as a test runs it: `start(...args)` in a pseudo-terminal
 * `cols` wide (`startIn(env, ...args)` with these variables added to its
 * environment), `tempDir()` for its data; both cleaned up after each test.
 * (The e2e project builds dist/ first when it is older than the sources.)
 */
export function builtProgramRuns(options: { readonly tmpPrefix: string; readonly cols?: number }): {
  readonly start: (...args: string[]) => PtySession;
  readonly startIn: (env: NodeJS.ProcessEnv, ...args: string[]) => PtySession;
  readonly tempDir: () => string;
} {
  const bin = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
  const sessions: PtySession[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const session of sessions.splice(0)) session.dispose();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const startIn = (env: NodeJS.ProcessEnv, ...args: string[]): PtySession => {
    if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
      throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
    }
    const session = new PtySession(process.execPath, [bin, ...args], { env, ...(options.cols === undefined ? {} : { cols: options.cols }) });
    sessions.push(session);
    return session;
  };
  return {
    start: (...args) => startIn({}, ...args),
    startIn,
    tempDir: () => {
      const dir = mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
      dirs.push(dir);
      return dir;
    },
  };
}
