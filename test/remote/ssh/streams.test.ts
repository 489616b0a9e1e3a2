import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { channelTerminal, windowSize } from '../../../src/remote/ssh/streams.js';

afterEach(() => {
  jest.useRealTimers();
});

function sink() {
  const written: string[] = [];
  return { written, write: (data: string | Buffer) => written.push(String(data)) };
}

describe('a channel as a terminal', () => {
  it('turns newlines into CR LF, reports its size, and emits resize only on a change', async () => {
    const out = sink();
    const terminal = channelTerminal(out, { columns: 100, rows: 30 }, { maxBacklog: 1000, backlog: () => 0, onStalled: () => undefined });
    terminal.stdout.write('a\nb\r\nc');
    await Promise.resolve();
    expect(out.written.join('')).toBe('a\r\nb\r\nc');
    expect([terminal.stdout.columns, terminal.stdout.rows, terminal.stdout.isTTY, terminal.stdin.isTTY]).toEqual([100, 30, true, true]);
    let resizes = 0;
    terminal.stdout.on('resize', () => resizes++);
    terminal.resize({ columns: 100, rows: 30 });
    terminal.resize({ columns: 120, rows: 40 });
    expect(resizes).toBe(1);
    expect(terminal.stdout.columns).toBe(120);
  });

  it('a burst of window changes redraws at most once per interval, ending at the last size', () => {
    jest.useFakeTimers();
    const terminal = channelTerminal(sink(), { columns: 80, rows: 24 }, { maxBacklog: 1000, backlog: () => 0, onStalled: () => undefined, resizeIntervalMs: 100 });
    const sizes: string[] = [];
    terminal.stdout.on('resize', () => sizes.push(`${terminal.stdout.columns}x${terminal.stdout.rows}`));
    for (let i = 0; i < 1000; i++) terminal.resize({ columns: 81 + (i % 500), rows: 25 + (i % 300) });
    terminal.resize({ columns: 132, rows: 50 });
    // The first change is followed at once; the rest wait for the interval.
    expect(sizes).toEqual(['81x25']);
    jest.advanceTimersByTime(99);
    expect(sizes).toEqual(['81x25']);
    jest.advanceTimersByTime(1);
    expect(sizes).toEqual(['81x25', '132x50']);
    // Nothing more is owed.
    jest.advanceTimersByTime(1000);
    expect(sizes).toEqual(['81x25', '132x50']);
    terminal.end();
  });

  it('a 0x0 or absurd window is 80x24', () => {
    expect(windowSize(0, 0)).toEqual({ columns: 80, rows: 24 });
    expect(windowSize(100000, -3)).toEqual({ columns: 80, rows: 24 });
    expect(windowSize(132, 50)).toEqual({ columns: 132, rows: 50 });
  });

  it('sends the pieces written together (as Ink writes a frame) as one write, right after', async () => {
    const out = sink();
    const terminal = channelTerminal(out, { columns: 80, rows: 24 }, { maxBacklog: 1000, backlog: () => 0, onStalled: () => undefined });
    terminal.stdout.write('\u001B[?2026h');
    terminal.stdout.write('frame\n');
    terminal.stdout.write('\u001B[?2026l');
    expect(out.written).toEqual([]);
    await Promise.resolve();
    expect(out.written).toEqual(['\u001B[?2026hframe\r\n\u001B[?2026l']);
    terminal.writeRaw('bye');
    terminal.end();
    expect(out.written).toEqual(['\u001B[?2026hframe\r\n\u001B[?2026l', 'bye']);
  });

  it('output piling up past the limit reports the client once and sends nothing more', async () => {
    const out = sink();
    let backlog = 0;
    let stalls = 0;
    const terminal = channelTerminal(
      out,
      { columns: 80, rows: 24 },
      {
        maxBacklog: 10,
        backlog: () => backlog,
        onStalled: () => stalls++,
      },
    );
    terminal.stdout.write('first');
    await Promise.resolve();
    backlog = 11;
    terminal.stdout.write('second');
    await Promise.resolve();
    terminal.stdout.write('third');
    await Promise.resolve();
    expect(stalls).toBe(1);
    expect(out.written).toEqual(['first', 'second']);
  });

  it('input goes to stdin until the terminal ends', () => {
    const terminal = channelTerminal(sink(), { columns: 80, rows: 24 }, { maxBacklog: 10, backlog: () => 0, onStalled: () => undefined });
    const chunks: string[] = [];
    terminal.stdin.on('data', (data: Buffer) => chunks.push(data.toString()));
    terminal.input(Buffer.from('x'));
    terminal.end();
    terminal.input(Buffer.from('y'));
    return new Promise<void>((resolve) => {
      terminal.stdin.on('end', () => {
        expect(chunks).toEqual(['x']);
        resolve();
      });
    });
  });
});
