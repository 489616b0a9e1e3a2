/**
 * A terminal made of an SSH channel, for one Ink instance: a stdin that is a
 * TTY (raw mode is the client's business: its ssh already put the local
 * terminal in raw mode), and a stdout that reports the client's window size,
 * emits 'resize' when it changes, and turns "\n" into "\r\n" (there is no
 * pty on this side to do it).
 *
 * Ink ignores backpressure, so the stdout watches it instead: output that
 * piles up beyond `maxBacklog` bytes (a client that stopped reading) calls
 * `onStalled` once, nothing more is written, and the server frees the
 * connection.
 *
 * Window changes redraw the whole screen at once (Ink does not throttle
 * them), so a client sending thousands of them could keep the host busy for
 * minutes and freeze everyone's game: the first change is followed at once,
 * later ones at most every `resizeIntervalMs`, always ending at the last size.
 */

import { PassThrough, Writable } from 'node:stream';
import { MIN_COLUMNS, MIN_ROWS } from '../../term/layout.js';

export interface WindowSize {
  readonly columns: number;
  readonly rows: number;
}

/** The output side of a channel. */
export interface ChannelSink {
  write(data: string | Buffer): unknown;
}

export interface TerminalStdin extends PassThrough {
  isTTY: true;
  isRaw: boolean;
  setRawMode(mode: boolean): TerminalStdin;
  ref(): TerminalStdin;
  unref(): TerminalStdin;
}

export interface TerminalStdout extends Writable {
  isTTY: true;
  columns: number;
  rows: number;
  getColorDepth(): number;
  hasColors(count?: number): boolean;
}

export interface ChannelTerminal {
  readonly stdin: TerminalStdin;
  readonly stdout: TerminalStdout;
  readonly stderr: TerminalStdout;
  /** Follows the client's window (pty-req, window-change). */
  resize(size: WindowSize): void;
  /** Raw bytes from the client. */
  input(data: Buffer): void;
  /** Writes straight to the client, around Ink (entering and leaving the alternate screen). */
  writeRaw(text: string): void;
  end(): void;
}

/** Window changes of one client are followed at most this often (a person dragging a window edge sees no lag). */
const RESIZE_INTERVAL_MS = 100;

/** A 0x0 (or absurd) size means the client did not say: 80x24. */
export function windowSize(columns: unknown, rows: unknown): WindowSize {
  const ok = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1000;
  return { columns: ok(columns) ? columns : MIN_COLUMNS, rows: ok(rows) ? rows : MIN_ROWS };
}

export function channelTerminal(
  sink: ChannelSink,
  size: WindowSize,
  options: {
    readonly maxBacklog: number;
    /** Bytes written but not yet taken by the client (the channel's and the socket's buffers). */
    readonly backlog: () => number;
    readonly onStalled: () => void;
    readonly colorDepth?: number;
    readonly resizeIntervalMs?: number;
  },
): ChannelTerminal {
  let ended = false;
  let pendingSize: WindowSize | null = null;
  let resizeTimer: NodeJS.Timeout | null = null;
  let stalled = false;
  // Ink writes a frame in several pieces (begin synchronized update, the
  // frame, end it); each write to the channel is an SSH packet of its own,
  // encrypted and sent by a system call. The pieces of one frame are
  // gathered and sent as one, right after the code that wrote them.
  let pending: string[] = [];
  const flush = (): void => {
    const text = pending.join('');
    pending = [];
    if (ended || stalled || text === '') return;
    sink.write(text);
    if (options.backlog() > options.maxBacklog) {
      stalled = true;
      options.onStalled();
    }
  };
  const send = (text: string): void => {
    if (ended || stalled) return;
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(text);
  };

  const makeOut = (): TerminalStdout => {
    const out = new Writable({
      decodeStrings: false,
      write(chunk: Buffer | string, _encoding, callback) {
        send(String(chunk).replace(/\r?\n/gu, '\r\n'));
        callback();
      },
    }) as TerminalStdout;
    out.isTTY = true;
    out.columns = size.columns;
    out.rows = size.rows;
    const depth = options.colorDepth ?? 8;
    out.getColorDepth = () => depth;
    out.hasColors = (count = 16) => 2 ** depth >= count;
    return out;
  };

  const stdout = makeOut();
  const stderr = makeOut();
  const stdin = new PassThrough() as unknown as TerminalStdin;
  stdin.isTTY = true;
  stdin.isRaw = false;
  stdin.setRawMode = (mode: boolean) => {
    stdin.isRaw = mode;
    return stdin;
  };
  // The channel, not this stream, keeps the process alive.
  stdin.ref = () => stdin;
  stdin.unref = () => stdin;

  const applySize = (next: WindowSize): void => {
    if (next.columns === stdout.columns && next.rows === stdout.rows) return;
    for (const out of [stdout, stderr]) {
      out.columns = next.columns;
      out.rows = next.rows;
    }
    stdout.emit('resize');
    resizeTimer = setTimeout(() => {
      resizeTimer = null;
      const latest = pendingSize;
      pendingSize = null;
      if (latest !== null && !ended) applySize(latest);
    }, options.resizeIntervalMs ?? RESIZE_INTERVAL_MS);
    resizeTimer.unref();
  };

  return {
    stdin,
    stdout,
    stderr,
    resize(next) {
      if (ended) return;
      if (resizeTimer !== null) {
        pendingSize = next;
        return;
      }
      applySize(next);
    },
    input(data) {
      if (!ended) stdin.write(data);
    },
    writeRaw: send,
    end() {
      // What was written before the end still goes out (the goodbye after leaving the alternate screen).
      flush();
      ended = true;
      if (resizeTimer !== null) clearTimeout(resizeTimer);
      stdin.end();
    },
  };
}
