/**
 * The next-player screen of the real program in a pseudo-terminal, fed what
 * a keyboard sends when a key is held down: one press, then nothing for the
 * keyboard's initial repeat delay, then a repeat every 33 ms. Whatever the
 * delay, the next player's hidden cards never appear until that player
 * presses Space; and where the terminal reports key events (the kitty
 * keyboard protocol, played here by the test), a repeat never opens it and
 * a press opens it at once.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { formatCard } from '../../src/core/cards.js';
import { newGame } from '../../src/core/game.js';
import { PtySession, ESCAPE_SEQUENCE } from '../support/pty.js';
import { sleep } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

const BIN = new URL('../../bin/shift-poker.js', import.meta.url).pathname;
const CSI = '\u001B[';
/** Strips what the program writes around the text (SGR, cursor moves, modes). */
/** A key held down repeats this often once it repeats at all. */
const REPEAT_MS = 33;

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

/** Each player's hidden cards in the seeded deal, as the screen shows them (hidden cards never move). */
function hiddenCards(players: readonly string[], rounds: number, seed: string): Map<string, string[]> {
  const dealt = newGame({ players: [...players], rounds, seed });
  return new Map(dealt.players.map((player) => [player.name, player.hidden.map((card) => formatCard(card, { ascii: false }))]));
}

/**
 * Holds `key` down: one press now, then after `initialDelayMs` a repeat
 * every 33 ms for `repeatForMs`. Meanwhile every screen is checked: the
 * next player's turn never shows and none of `secret` appears, on screen or
 * anywhere in what the program wrote.
 */
async function holdDown(
  game: PtySession,
  key: string,
  timing: { readonly initialDelayMs: number; readonly repeatForMs: number },
  forbidden: { readonly secret: readonly string[]; readonly turnOf: string },
): Promise<void> {
  const rawFrom = game.raw.length;
  const turn = new RegExp(`${forbidden.turnOf}'s turn · action`, 'u');
  const screens: string[] = [];
  const watch = async (until: number): Promise<void> => {
    while (Date.now() < until) {
      screens.push(await game.screen());
      await sleep(20);
    }
  };
  game.write(key);
  await watch(Date.now() + timing.initialDelayMs);
  const repeat = setInterval(() => game.write(key), REPEAT_MS);
  try {
    await watch(Date.now() + timing.repeatForMs);
  } finally {
    clearInterval(repeat);
  }
  await sleep(60);
  screens.push(await game.screen());
  const written = game.raw.slice(rawFrom).replace(ESCAPE_SEQUENCE, '');
  for (const screen of screens) {
    expect(screen).not.toMatch(turn);
    for (const card of forbidden.secret) expect(screen).not.toContain(card);
  }
  for (const card of forbidden.secret) expect(written).not.toContain(card);
}

async function passTurn(game: PtySession): Promise<void> {
  game.write('p');
  await game.waitFor(/action 2 of 2/u);
  game.write('p');
  await game.waitFor(/both actions done/u);
}

describe('the next-player screen with a key held down', () => {
  it('Enter held across each hand-off, first repeat after 500, 660, 1000, 1500 and 2000 ms, never opens it; Space right after does', async () => {
    const players = ['Alice', 'Bob'];
    // Four rounds: seven hand-offs, enough for every delay and a double press.
    const hidden = hiddenCards(players, 4, '7');
    const game = start(...players, '--rounds', '4', '--seed', '7');
    let player = /only (\w+) can see/u.exec(await game.waitFor(/Press Space when only (\w+) can see the screen/u))![1]!;
    await sleep(400);
    game.write(KEYS.space);
    for (const initialDelayMs of [500, 660, 1000, 1500, 2000]) {
      // The whole turn screen, down to its key bar: a frame is drawn top to bottom.
      const turn = await game.waitFor(new RegExp(`${player}'s turn · action 1 of 2[\\s\\S]*Actions:`, 'u'));
      for (const card of hidden.get(player)!) expect(turn).toContain(card);
      await passTurn(game);
      const next = players.find((name) => name !== player)!;
      // The press that ends the turn, held down.
      await holdDown(game, KEYS.enter, { initialDelayMs, repeatForMs: 1500 }, { secret: hidden.get(next)!, turnOf: next });
      const barrier = await game.screen();
      expect(barrier).toContain(`Press Space when only ${next} can see the screen.`);
      expect(barrier).toContain(`Space opens it: hand the keyboard to ${next}.`);
      // The key let go, the next player presses Space: the turn opens at once.
      game.write(KEYS.space);
      const opened = await game.waitFor(new RegExp(`${next}'s turn · action 1 of 2[\\s\\S]*Actions:`, 'u'), 2000);
      for (const card of hidden.get(next)!) expect(opened).toContain(card);
      player = next;
    }
    // A quick double press of Enter at the end of the last turn but one.
    await game.waitFor(new RegExp(`${player}'s turn · action 1 of 2`, 'u'));
    await passTurn(game);
    const next = players.find((name) => name !== player)!;
    game.write(KEYS.enter);
    await sleep(60);
    game.write(KEYS.enter);
    await sleep(1000);
    const doubled = await game.screen();
    expect(doubled).toContain(`Press Space when only ${next} can see the screen.`);
    for (const card of hidden.get(next)!) expect(doubled).not.toContain(card);
    game.write(KEYS.space);
    await game.waitFor(new RegExp(`${next}'s turn · action 1 of 2`, 'u'));
    game.write(KEYS.ctrlC);
    expect((await game.waitForExit()).exitCode).toBe(130);
  });

  it('Space held down while a computer player moves, across the next screen, never opens it; a new press after letting go does', async () => {
    const players = ['Alice', 'Bob'];
    // Seated Alice, Bob, Bot Easy: after Bob's turn the computer plays, then Alice's screen comes.
    const hidden = hiddenCards([...players, 'Bot Easy'], 2, '11');
    const game = start(...players, '--bot', 'easy', '--rounds', '2', '--seed', '11', '--delay', '300');
    let tested = false;
    for (let turns = 0; turns < 6 && !tested; turns++) {
      const screen = await game.waitFor(/Press Space when only (\w+) can see the screen|Final ranking/u, 15_000);
      if (/Final ranking/u.test(screen)) break;
      const player = /only (\w+) can see/u.exec(screen)![1]!;
      await sleep(400);
      game.write(KEYS.space);
      await game.waitFor(new RegExp(`${player}'s turn · action 1 of 2`, 'u'));
      await passTurn(game);
      game.write(KEYS.enter);
      if (player !== 'Bob') continue;
      // Bob waits for the computer, presses Space (it does nothing there) and keeps it down.
      await sleep(100);
      await holdDown(game, KEYS.space, { initialDelayMs: 660, repeatForMs: 3000 }, { secret: hidden.get('Alice')!, turnOf: 'Alice' });
      const held = await game.screen();
      expect(held).toContain('Press Space when only Alice can see the screen.');
      expect(held).toContain('Release all keys, wait a moment, then press Space.');
      // Let go; a moment later Alice presses Space.
      await sleep(2600);
      game.write(KEYS.space);
      const opened = await game.waitFor(/Alice's turn · action 1 of 2/u);
      for (const card of hidden.get('Alice')!) expect(opened).toContain(card);
      tested = true;
    }
    expect(tested).toBe(true);
    game.write(KEYS.ctrlC);
    expect((await game.waitForExit()).exitCode).toBe(130);
  });

  it('in a terminal that reports key events: asked for while the screen shows, repeats never open it, a press opens it at once', async () => {
    const players = ['Alice', 'Bob'];
    const hidden = hiddenCards(players, 2, '7');
    const game = start(...players, '--rounds', '2', '--seed', '7');
    const push = `${CSI}>31u`;
    const query = `${CSI}?u`;
    const pop = `${CSI}<u`;
    const first = /only (\w+) can see/u.exec(await game.waitFor(/Press Space when only (\w+) can see the screen/u))![1]!;
    // The program asks for the protocol and for the flags in effect; the terminal answers.
    await waitForRaw(game, `${push}${query}`);
    game.write(`${CSI}?31u`);
    await sleep(400);
    game.write(`${CSI}32u`);
    await game.waitFor(new RegExp(`${first}'s turn · action 1 of 2`, 'u'));
    // Back to plain keys for the turn.
    await waitForRaw(game, pop);
    await passTurn(game);
    const next = players.find((name) => name !== first)!;
    const pushes = count(game.raw, push);
    game.write(KEYS.enter);
    await waitForRaw(game, push, pushes + 1);
    // Enter held: its repeats now come as repeat events, then Space held as well.
    await holdDown(game, `${CSI}13;1:2u`, { initialDelayMs: 660, repeatForMs: 1000 }, { secret: hidden.get(next)!, turnOf: next });
    await holdDown(game, `${CSI}32;1:2u`, { initialDelayMs: 0, repeatForMs: 1000 }, { secret: hidden.get(next)!, turnOf: next });
    // A press right after the repeats: the terminal says it is new.
    game.write(`${CSI}32;1:3u${CSI}32u`);
    const opened = await game.waitFor(new RegExp(`${next}'s turn · action 1 of 2[\\s\\S]*Actions:`, 'u'), 2000);
    for (const card of hidden.get(next)!) expect(opened).toContain(card);
    game.write(KEYS.ctrlC);
    expect((await game.waitForExit()).exitCode).toBe(130);
    // Every push was popped again.
    expect(count(game.raw, pop)).toBe(count(game.raw, push));
  });
});

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

async function waitForRaw(game: PtySession, part: string, times = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  while (count(game.raw, part) < times) {
    if (Date.now() > deadline) throw new Error(`The program never wrote ${JSON.stringify(part)} ${times} times`);
    await sleep(20);
  }
}
