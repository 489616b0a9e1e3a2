/**
 * The real built program in a pseudo-terminal: a whole hotseat game played
 * with key presses, and every way out restoring the terminal.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { PtySession } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const ENTER_ALTERNATE = '\u001B[?1049h';
const LEAVE_ALTERNATE = '\u001B[?1049l';

const sessions: PtySession[] = [];
function start(...args: string[]): PtySession {
  return startIn({}, ...args);
}

/** Starts the program with these variables added to the environment (the test setup sets LANG=C and no LC_*). */
function startIn(env: NodeJS.ProcessEnv, ...args: string[]): PtySession {
  if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
  }
  // Never into the real home directory: these games are not saved.
  const session = new PtySession(process.execPath, [BIN, '--no-save', ...args], { env });
  sessions.push(session);
  return session;
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

/** A next-player screen opens with Space (never Enter, the key that ends a turn), once it has been up a moment. */
async function confirmBarrier(session: PtySession): Promise<string> {
  const screen = await session.waitFor(/Press Space when only (\w+) can see the screen/);
  await sleep(400);
  session.write(KEYS.space);
  return screen;
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The alternate screen was entered once and left exactly once, at the very end. */
function expectTerminalRestored(session: PtySession): void {
  expect(countOf(session.raw, ENTER_ALTERNATE)).toBe(1);
  expect(countOf(session.raw, LEAVE_ALTERNATE)).toBe(1);
  expect(session.raw.indexOf(LEAVE_ALTERNATE)).toBeGreaterThan(session.raw.indexOf(ENTER_ALTERNATE));
}

describe('shift-poker in a terminal', () => {
  it('plays a whole seeded hotseat game with key presses and leaves the terminal as it found it', async () => {
    const game = start('Alice', 'Bob', '--rounds', '2', '--seed', '7');
    // Each turn uses different keys: shift left + swap one, shift right + swap all (a, confirmed by a), pass + shift, swap + pass.
    const turns: string[][] = [
      [KEYS.left, 's13'],
      [KEYS.right, 'aa'],
      ['p', KEYS.left],
      ['s21', 'p'],
    ];
    const players: string[] = [];
    for (const keys of turns) {
      const barrier = await confirmBarrier(game);
      const player = /only (\w+) can see/.exec(barrier)![1]!;
      players.push(player);
      // The barrier hides every card.
      expect(barrier).not.toMatch(/[♣♦♥♠]/u);
      await game.waitFor(new RegExp(`${player}'s turn · action 1 of 2`));
      game.write(keys[0]!);
      await game.waitFor(/action 2 of 2/);
      game.write(keys[1]!);
      await game.waitFor(/both actions done/);
      game.write(KEYS.enter);
    }
    // Two rounds of two players, alternating, Bob or Alice starting.
    expect(new Set(players)).toEqual(new Set(['Alice', 'Bob']));
    expect(players[0]).not.toBe(players[1]);

    // The whole results screen, down to its replay line (one caught half-drawn has only its first rows).
    const results = await game.waitFor(/Final ranking[\s\S]*seed 7/u);
    expect(results).toMatch(/Alice/);
    expect(results).toMatch(/Bob/);
    game.write('q');
    const exit = await game.waitForExit();

    expect(exit.exitCode).toBe(0);
    expectTerminalRestored(game);
    expect(await game.bufferType()).toBe('normal');
    // The ranking is printed once to the normal screen, public information only.
    const after = await game.screen();
    expect(countOf(after, 'final ranking')).toBe(1);
    expect(after).toMatch(/^1\. +(Alice|Bob) /mu);
    expect(after).toMatch(/^[12]\. +(Alice|Bob) /mu);
    // Started as `node bin/shift-poker.js` from the project: the command says so, so it runs here.
    expect(after).toContain('Replay: node bin/shift-poker.js Alice Bob --rounds 2 --seed 7');
  });

  it('speaks German under LANG=de_DE.UTF-8: a whole game to the results and the summary', async () => {
    expect(process.env.LC_ALL).toBeUndefined();
    expect(process.env.LC_MESSAGES).toBeUndefined();
    const game = startIn({ LANG: 'de_DE.UTF-8' }, 'Alice', 'Bob', '--rounds', '2', '--seed', '7');
    for (let turn = 0; turn < 4; turn++) {
      const barrier = await game.waitFor(/Drück die Leertaste, wenn nur noch (\w+) zusieht\./u);
      expect(barrier).toMatch(/Als Nächstes: (Alice|Bob)/u);
      expect(barrier).toContain('Leertaste Zug beginnen   ? Hilfe   q beenden');
      await sleep(400);
      game.write(KEYS.space);
      // The whole frame, down to its key bar (one caught half-drawn has only its first rows).
      const turnScreen = await game.waitFor(/(Alice|Bob) am Zug · Aktion 1 von 2[\s\S]*p passen/u);
      expect(turnScreen).toContain('Mitte');
      expect(turnScreen).toContain('Deine Hand');
      expect(turnScreen).toContain('←/→ schieben   s tauschen   a alle tauschen   p passen');
      game.write(KEYS.left);
      // The shift in the log under the header of the second action (waiting for the whole frame: one caught half-drawn has only its header).
      await game.waitFor(/Aktion 2 von 2[\s\S]*(Alice|Bob) hat die Mitte nach links geschoben: /u);
      game.write('p');
      await game.waitFor(/beide Aktionen erledigt/u);
      game.write(KEYS.enter);
    }
    // The whole results screen, down to its last line (a frame caught half-drawn has only its header and first rows).
    const results = await game.waitFor(/SHIFT POKER · Wertung nach 2 Runden[\s\S]*Noch mal spielen: node bin\/shift-poker\.js Alice Bob --rounds 2 --seed 7/u);
    expect(results).toMatch(/Höchste Karte|Ein Paar|Zwei Paare|Drilling|Straße|Flush|Full House|Vierling/u);
    expect(results).not.toMatch(/Final ranking|High Card|One Pair|Two Pair|Three of a Kind/u);
    game.write('q');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(0);
    expectTerminalRestored(game);
    const after = await game.screen();
    expect(after).toContain('Shift Poker - Wertung (2 Runden, Seed 7):');
    expect(after).toMatch(/^1\. +(Alice|Bob) /mu);
    expect(after).toContain('Noch mal spielen: node bin/shift-poker.js Alice Bob --rounds 2 --seed 7');
  });

  it('with --ascii writes nothing but ASCII, from the first frame to the summary after the game', async () => {
    const game = start('Alice', 'Bob', '--rounds', '2', '--seed', '7', '--ascii');
    await confirmBarrier(game);
    await game.waitFor(/action 1 of 2/);
    game.write('s1');
    await game.waitFor(/Swap your open card 1/);
    game.write('2');
    await game.waitFor(/action 2 of 2/);
    game.write('?');
    await game.waitFor(/Help/);
    game.write(KEYS.enter);
    await game.waitFor(/action 2 of 2/);
    game.write('q');
    await game.waitFor(/y\/n/i);
    game.write('y');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(0);
    expect(await game.screen()).toContain('Replay from the start: node bin/shift-poker.js Alice Bob --rounds 2 --seed 7');
    // Escape sequences are ASCII too; any other byte above 0x7E would be a symbol.
    expect(game.raw.match(/[^\u0000-\u007E]/gu) ?? []).toEqual([]);
  });

  it.each([
    ['CI', 'true'],
    ['CI', '1'],
    ['CONTINUOUS_INTEGRATION', 'true'],
  ])('draws every screen on a terminal although %s=%s is set, as many shells and containers have', async (name, value) => {
    const game = startIn({ [name]: value }, 'Alice', 'Bob', '--rounds', '2', '--seed', '1');
    // Ink under CI would draw nothing until the program ends: each screen must show while it is current.
    await confirmBarrier(game);
    await game.waitFor(/action 1 of 2/);
    game.write('?');
    await game.waitFor(/Help/);
    game.write(KEYS.escape);
    await game.waitFor(/action 1 of 2/);
    game.write(KEYS.ctrlC);
    expect((await game.waitForExit()).exitCode).toBe(130);
  });

  it('ends with exit code 130 on Ctrl+C and restores the terminal', async () => {
    const game = start('Alice', 'Bob', '--rounds', '2', '--seed', '1');
    await confirmBarrier(game);
    await game.waitFor(/action 1 of 2/);
    game.write(KEYS.ctrlC);
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(130);
    expectTerminalRestored(game);
    expect(await game.bufferType()).toBe('normal');
  });

  it('restores the terminal when it is terminated (SIGTERM)', async () => {
    const game = start('Alice', 'Bob', '--rounds', '2', '--seed', '1');
    await game.waitFor(/Press Space when only/);
    process.kill(game.pid, 'SIGTERM');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(143);
    expectTerminalRestored(game);
    expect(await game.bufferType()).toBe('normal');
  });

  it('asks before quitting in the middle of a game', async () => {
    const game = start('Alice', 'Bob', '--rounds', '3', '--seed', '5');
    await confirmBarrier(game);
    await game.waitFor(/action 1 of 2/);
    game.write('q');
    await game.waitFor(/y\/n/i);
    game.write('n');
    await game.waitFor(/action 1 of 2/);
    game.write('q');
    await game.waitFor(/y\/n/i);
    game.write('y');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(0);
    expectTerminalRestored(game);
    // On the normal screen: the standings when the game was left, and one command to play it again.
    const after = await game.screen();
    expect(after).toContain('Shift Poker - quit in round 1 of 3, standings so far (seed 5):');
    expect(after).toMatch(/^1\. +(Alice|Bob) /mu);
    expect(after).toContain('Replay from the start: node bin/shift-poker.js Alice Bob --rounds 3 --seed 5');
  });
});
