/** runGame: renders on the streams it is given and resolves with how the user left. */

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { runGame } from '../../src/hotseat/startGame.js';
import { fakeTerminal, launchOptions, testMatch } from './helpers.js';
import { waitFor } from '../support/wait.js';

class FakeStdout extends EventEmitter {
  readonly isTTY = true;
  columns = 80;
  rows = 24;
  readonly chunks: string[] = [];
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
}

class FakeStdin extends EventEmitter {
  readonly isTTY = true;
  private pending: string | null = null;
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
  read(): string | null {
    const data = this.pending;
    this.pending = null;
    return data;
  }
  type(data: string): void {
    this.pending = data;
    this.emit('readable');
  }
}

function streams(): { stdin: FakeStdin; stdout: FakeStdout; stderr: FakeStdout } {
  return { stdin: new FakeStdin(), stdout: new FakeStdout(), stderr: new FakeStdout() };
}

async function untilWritten(stdout: FakeStdout, text: string): Promise<void> {
  await waitFor(() => stdout.chunks.join('').includes(text), { what: `${JSON.stringify(text)} written` });
}

function io(s: ReturnType<typeof streams>): Parameters<typeof runGame>[3] {
  return s as unknown as Parameters<typeof runGame>[3];
}

// runGame renders the way the real program does, outside React's act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('runGame', () => {
  test('an error inside the UI ends it at once and rejects with that error', async () => {
    const s = streams();
    // Seats the engine refuses (the CLI never passes these) make the first render throw.
    const options = launchOptions({
      seats: [
        { name: 'Ann', bot: null },
        { name: 'ann', bot: null },
      ],
    });
    await expect(runGame(options, testMatch(options), fakeTerminal(), io(s))).rejects.toThrow(/taken twice/);
    // Ink's own error screen would print the error with source excerpts instead.
    expect(s.stdout.chunks.join('')).not.toMatch(/taken twice/);
  });

  test('q then y resolves with exit code 0 and the standings so far', async () => {
    const s = streams();
    const terminal = fakeTerminal();
    const done = runGame(launchOptions(), testMatch(launchOptions()), terminal, io(s));
    await untilWritten(s.stdout, 'can see the screen');
    expect(terminal.clears()).toBe(1);
    s.stdin.type('q');
    await untilWritten(s.stdout, 'Quit the game?');
    s.stdin.type('y');
    const outcome = await done;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.summary).toMatch(/^Shift Poker - quit in round 1 of 2, standings so far \(seed 7\):\n/u);
  });

  test('Ctrl+C resolves with exit code 130 (Ink does not exit by itself)', async () => {
    const s = streams();
    const done = runGame(launchOptions(), testMatch(launchOptions()), fakeTerminal(), io(s));
    await untilWritten(s.stdout, 'can see the screen');
    s.stdin.type('\u0003');
    await expect(done).resolves.toMatchObject({ exitCode: 130 });
  });

  test('a bot-only game reaches the results; q resolves with the plain-text ranking', async () => {
    const s = streams();
    const options = launchOptions({
      seats: [
        { name: 'Bot Random', bot: 'random' },
        { name: 'Bot Easy', bot: 'easy' },
      ],
      botDelayMs: 0,
    });
    const done = runGame(options, testMatch(options), fakeTerminal(), io(s));
    await untilWritten(s.stdout, 'Final ranking');
    // Frames stay below the terminal's height, so Ink never redraws the whole screen.
    expect(s.stdout.chunks.join('')).not.toContain('\u001B[2J');
    s.stdin.type('q');
    const outcome = await done;
    expect(outcome.exitCode).toBe(0);
    expect(outcome.summary).toMatch(/^Shift Poker - final ranking \(2 rounds, seed 7\):\n/u);
    expect(outcome.summary!.trim().split('\n')).toHaveLength(4);
    expect(outcome.summary).toContain('\nReplay: shift-poker --bot random --bot easy --rounds 2 --seed 7\n');
  });
});
