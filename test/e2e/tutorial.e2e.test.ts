/**
 * `shift-poker tutorial` through the built program in a pseudo-terminal:
 * the first two lessons played as they ask (the first also missed and
 * repeated), the rules one key away, the rest skipped, and nothing saved
 * anywhere the program keeps its data. Also in German and with --ascii.
 */

import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { KEYS } from '../support/keyBytes.js';
import { builtProgramRuns, type PtySession } from '../support/pty.js';
import { waitFor } from '../support/wait.js';

const runs = builtProgramRuns({ tmpPrefix: 'shift-poker-tutorial-' });

/** The tutorial with a home and data directories of its own, all empty. */
function tutorial(...args: string[]): { session: PtySession; home: string } {
  return program('tutorial', ...args);
}

/** The program with a home and data directories of its own, all empty. */
function program(...args: string[]): { session: PtySession; home: string } {
  const home = runs.tempDir();
  // V8's code cache of the program (src/codeCache.ts) is no data of a game or lesson: it goes elsewhere.
  const env = {
    HOME: home,
    XDG_STATE_HOME: path.join(home, 'state'),
    XDG_DATA_HOME: path.join(home, 'data'),
    XDG_CONFIG_HOME: path.join(home, 'config'),
    XDG_CACHE_HOME: runs.tempDir(),
  };
  return { session: runs.startIn(env, ...args), home };
}

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('shift-poker tutorial', () => {
  it('walks the first two lessons, a miss and a repeat, the rules on ?, skips the rest and saves nothing', async () => {
    const { session, home } = tutorial();
    await session.waitFor(/Lesson 1 of 9: A turn is two actions/u);
    await session.waitFor(/Try: Shift the middle row/u);
    // Missed: a pass first.
    session.write('p');
    await session.waitFor(/action 2 of 2/u);
    session.write(KEYS.left);
    await session.waitFor(/Not quite\. You did: pass, then shift\./u);
    // Repeated, and done as asked.
    session.write('r');
    await session.waitFor(/Try: Shift the middle row/u);
    session.write(KEYS.left);
    await session.waitFor(/action 2 of 2/u);
    session.write('p');
    await session.waitFor(/Well done\. Every turn is exactly two actions/u);
    // The rules, one key away, and back.
    session.write('?');
    // The lessons' command begins as the program was started here (node and its path), not as an installed shift-poker.
    await session.waitFor(/Help +\? \/ Esc \/ Enter: close[\s\S]*Lessons: node \S*shift-poker\.js tutorial/u);
    session.write(KEYS.escape);
    await session.waitFor(/Well done\./u);
    session.write('n');
    await session.waitFor(/Lesson 2 of 9: Shifting the middle row/u);
    session.write(KEYS.left);
    await session.waitFor(/8♦ was discarded, Q♦ came in/u);
    session.write('s1');
    session.write('3');
    await session.waitFor(/Well done\. A shift brings a new card into reach/u);
    for (let lesson = 3; lesson <= 9; lesson++) {
      session.write('n');
      await session.waitFor(new RegExp(`Lesson ${lesson} of 9`, 'u'));
    }
    session.write('n');
    const exit = await session.waitForExit();
    expect(exit.exitCode).toBe(0);
    expect(session.raw).toContain('That was the tutorial.');
    expect(session.raw).toMatch(/repeat it with 'node \S*shift-poker\.js tutorial'/u);
    expect(filesUnder(home)).toEqual([]);
  }, 60_000);

  it('speaks German and draws plain ASCII with --ascii', async () => {
    const { session, home } = tutorial('--ascii', '--lang', 'de');
    const screen = await session.waitFor(/Lektion 1 von 9: Ein Zug sind zwei Aktionen/u);
    expect(screen).toMatch(/Aufgabe: Schiebe die Mitte/u);
    session.write(KEYS.left);
    session.write('p');
    const done = await session.waitFor(/Gut gemacht\./u);
    expect(done).not.toMatch(/[♠♥♦♣┌─│]/u);
    session.write('q');
    await session.waitFor(/beenden\?/u);
    session.write('j');
    expect((await session.waitForExit()).exitCode).toBe(0);
    expect(filesUnder(home)).toEqual([]);
  }, 60_000);

  it('as sentences with --screen-reader, and in German by INK_SCREEN_READER alone: nothing drawn, every lesson to the end', async () => {
    const { session, home } = tutorial('--screen-reader');
    await session.waitFor(/Lesson 1 of 9: A turn is two actions/u);
    const solutions = [
      ['left', 'pass'],
      ['left', 'swap 1 3'],
      ['swap 1 2', 'pass'],
      ['all', 'pass'],
      ['pass', 'pass'],
      ['hint', 'swap 1 2', 'pass'],
      ['swap 3 1', 'pass'],
      ['swap 1 1', 'pass'],
      ['pass', 'pass'],
    ];
    for (const [index, moves] of solutions.entries()) {
      for (const move of moves) {
        session.write(`${move}\r`);
        // A hint is worked out before the move it suggests is typed.
        if (move === 'hint') await waitFor(() => session.raw.includes('Hint: '), { what: 'the hint said' });
      }
      await waitFor(() => (session.raw.match(/Well done\./gu) ?? []).length === index + 1, { what: `lesson ${index + 1} judged` });
      session.write('next\r');
    }
    const exit = await session.waitForExit();
    expect(exit.exitCode).toBe(0);
    expect(session.raw).toContain('That was the tutorial.');
    // No escape sequence at all (the terminal echoes what is typed by itself), no box drawing, no suit symbol.
    expect(session.raw).not.toMatch(/[\u001B\u2500-\u257F\u2660-\u2667]/u);
    expect(filesUnder(home)).toEqual([]);

    const german = runs.startIn({ HOME: runs.tempDir(), INK_SCREEN_READER: 'true' }, 'tutorial', '--lang', 'de');
    await german.waitFor(/Lektion 1 von 9/u);
    german.write('links\r');
    german.write('passen\r');
    await german.waitFor(/Gut gemacht\./u);
    german.write('beenden\r');
    expect((await german.waitForExit()).exitCode).toBe(0);
  }, 60_000);

  it('is offered in one line by a first start with nothing saved, and listed in --help', async () => {
    const { session } = program();
    await session.waitFor(/New game/u);
    // One line, with the command as the program was started (here: node and the path of bin/).
    const screen = await session.waitFor(/New to the game\? Lessons: .*shift-poker\.js tutorial\n/u);
    // The setup screen still asks for the first name: the offer forces nothing.
    expect(screen).toMatch(/Name of player 1:/u);
    session.write(KEYS.ctrlC);
    await session.waitForExit();
    const help = program('--help').session;
    await help.waitForExit();
    expect(help.raw).toMatch(/tutorial \[options\] \[lesson\] +learn the game in short lessons on the real table/u);
  }, 60_000);

  it('the check that nothing is saved can fail: a game in the same surroundings saves its match there', async () => {
    const { session, home } = program('Ann', 'Ben', '--rounds', '2');
    // The match is saved from its first deal, before anyone plays.
    await session.waitFor(/Next: (?:Ann|Ben)/u);
    session.write(KEYS.ctrlC);
    await session.waitForExit();
    expect(filesUnder(home).some((name) => name.endsWith('.json'))).toBe(true);
  }, 60_000);
});
