/**
 * The real program in a pseudo-terminal, fed what keyboards and terminals
 * really send: function keys, terminal reports and typed escape sequences
 * on the setup screen and during a game. (Keys held down across a hand-off:
 * barrier.e2e.test.ts.)
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { PtySession } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const ESC = '\u001B';
const CSI = `${ESC}[`;

const sessions: PtySession[] = [];
function start(...args: string[]): PtySession {
  if (!existsSync(new URL('../../dist/cli.bundle.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests');
  }
  // Never into the real home directory: these games are not saved.
  const session = new PtySession(process.execPath, [BIN, '--no-save', ...args]);
  sessions.push(session);
  return session;
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
});

/** What terminals send on their own, and escape sequences typed by hand: none of it is a key of the game. */
const TERMINAL_GARBAGE: readonly [string, string][] = [
  ['Ctrl+F1', `${CSI}1;5P`],
  ['Ctrl+F2', `${CSI}1;5Q`],
  ['Ctrl+F3', `${CSI}1;5R`],
  ['Ctrl+F4', `${CSI}1;5S`],
  ['Ctrl+Shift+F1', `${CSI}1;6P`],
  ['SGR red', `${CSI}31m`],
  ['SGR reset', `${CSI}0m`],
  ['SGR blink', `${CSI}5m`],
  ['device status', `${CSI}0n`],
  ['focus in', `${CSI}I`],
  ['focus out', `${CSI}O`],
  ['cursor position report', `${CSI}12;40R`],
  ['X10 mouse', `${CSI}M !!`],
  ['SGR mouse press', `${CSI}<0;10;5M`],
  ['SGR mouse release', `${CSI}<0;10;5m`],
  ['device attributes', `${CSI}?64;1c`],
  ['paste start', `${CSI}200~`],
  ['paste end', `${CSI}201~`],
  ['OSC ended by BEL', `${ESC}]11;rgb:ffff/ffff/ffff\u0007`],
  ['OSC ended by ST', `${ESC}]10;rgb:0000/0000/0000${ESC}\\`],
  ['DCS ended by ST', `${ESC}P1$r0m${ESC}\\`],
];

/** Sends every garbage sequence as its own write, a little apart, as a terminal would. */
async function sendGarbage(session: PtySession): Promise<void> {
  for (const [, sequence] of TERMINAL_GARBAGE) {
    session.write(sequence);
    await sleep(15);
  }
  // Let the program draw whatever it would draw.
  await sleep(200);
}

async function expectAlive(session: PtySession): Promise<void> {
  expect(session.alive).toBe(true);
  expect(await session.screen()).not.toMatch(/unexpected error/u);
}

describe('terminal garbage', () => {
  it('on the setup screen types nothing into a name, and the game still starts', async () => {
    const game = start();
    await game.waitFor(/Name of player 1: _/u);
    await sendGarbage(game);
    await expectAlive(game);
    // Nothing of it reached the name field.
    expect(await game.screen()).toMatch(/Name of player 1: _$/mu);

    game.write('Alice');
    await game.waitFor(/Name of player 1: Alice_/u);
    await sendGarbage(game);
    expect(await game.screen()).toMatch(/Name of player 1: Alice_$/mu);
    game.write(KEYS.enter);
    await game.waitFor(/1\. Alice\s*$/mu);
    game.write('Bob');
    await sendGarbage(game);
    game.write(KEYS.enter);
    const seated = await game.waitFor(/2\. Bob\s*$/mu);
    expect(seated).toMatch(/^ +1\. Alice$/mu);
    expect(seated).toMatch(/^ +2\. Bob$/mu);

    // An empty name opens the menu; "Start the game" is first; Enter takes 3 rounds.
    game.write(KEYS.enter);
    await game.waitFor(/> Start the game/u);
    await sendGarbage(game);
    game.write(KEYS.enter);
    await game.waitFor(/Rounds \(2-7\)/u);
    await sendGarbage(game);
    expect(await game.screen()).toMatch(/Rounds \(2-7\), Enter for 3: _/u);
    game.write(KEYS.enter);
    await game.waitFor(/Press Space when only (Alice|Bob) can see the screen/u);
    await expectAlive(game);
  });

  it('during a game: on the barrier, the turn and the quit question, and the game plays on', async () => {
    const game = start('Alice', 'Bob', '--rounds', '2', '--seed', '3');
    await game.waitFor(/Press Space when only (Alice|Bob) can see the screen/u);
    await sendGarbage(game);
    await expectAlive(game);
    // None of it opened the screen; Space does.
    expect(await game.screen()).toMatch(/Press Space when only (Alice|Bob) can see the screen/u);
    game.write(KEYS.space);
    await game.waitFor(/action 1 of 2/u);
    await sendGarbage(game);
    await expectAlive(game);
    // Still the first action: none of the garbage acted.
    expect(await game.screen()).toMatch(/action 1 of 2/u);
    game.write(KEYS.left);
    await game.waitFor(/action 2 of 2/u);
    game.write('q');
    await game.waitFor(/Quit the game\?|y quit the game/u);
    await sendGarbage(game);
    await expectAlive(game);
    game.write('n');
    await game.waitFor(/action 2 of 2/u);
    game.write('p');
    await game.waitFor(/both actions done/u);
    game.write('q');
    await game.waitFor(/Quit the game\?|y quit the game/u);
    game.write('y');
    const exit = await game.waitForExit();
    expect(exit.exitCode).toBe(0);
    expect(game.raw).not.toMatch(/unexpected error/u);
  });
});
