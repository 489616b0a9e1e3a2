/**
 * The screen-reader mode over ssh (`ssh -t … sr`): a seat of `host`, the
 * lobby and the tables of `serve`, as plain sentences on the channel. What
 * the client receives holds no escape sequence at all, no box drawing and
 * no suit symbol, never another seat's hidden card, and what is typed is
 * echoed and read as a line at Enter.
 */

import { describe, expect, it } from '@jest/globals';
import type { Seat } from '../../src/core/types.js';
import type { MatchRunner } from '../../src/room/runner.js';
import { cardWords } from '../../src/reader/sentences.js';
import { LEAVE_ALTERNATE_SCREEN } from '../../src/remote/session.js';
import { PASSWORD, startTestHost, type TestHost } from './helpers.js';
import { shardOf, startTestServer, type TestServer } from './serve/helpers.js';
import { sshRuns, type Player } from '../support/ssh.js';
import { waitFor } from '../support/wait.js';

// Ink's act() warnings are for component tests; these screens run as in the real server.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ssh = sshRuns({ password: PASSWORD });
let host: TestHost | null = null;
let server: TestServer | null = null;

/** Nothing a screen reader stumbles over: no escape sequence, no box drawing, no suit symbol. */
const DRAWN = /[\u001B\u2500-\u257F\u2660-\u2667]/u;

/** The words of the hidden cards of every seat but `seat` (asked of each seat's own view). */
function othersHiddenWords(match: MatchRunner, seat: Seat): string[] {
  const table = match.table!;
  return table.seats.flatMap((_, other) => (other === seat ? [] : table.view(other).game.players[other]!.hidden!.map((card) => cardWords(card, 'en'))));
}

/** Types a line as a person would: the keys one write each, then Enter. */
function type(player: Player, line: string): void {
  for (const char of line) player.press(char);
  player.press('\r');
}

/** What the player has received, as lines (the channel's "\r\n" line ends). */
function heard(player: Player): string[] {
  return player.raw.split('\r\n');
}

describe('a seat of host as sentences (ssh -t host sr)', () => {
  it("says the game, echoes what is typed, moves by typed words, and never says the other seat's hidden cards", async () => {
    host = await ssh.serve(startTestHost({ seats: [{ kind: 'remote' }, { kind: 'bot', level: 'easy' }], match: { botDelayMs: 0 } }));
    const ann = await ssh.join('Ann', { command: 'sr' });
    await waitFor(() => ann.raw.includes('Type left, right'), { what: "Ann's first prompt" });
    const match = host.match;
    const seat = match.table!.seats.findIndex((one) => one.name === 'Ann');
    expect(ann.raw).toMatch(/New game: Ann and Bot Easy, 2 rounds\./u);
    expect(ann.raw).toContain('Your hand: ');

    // Typed keys come back as they are typed; Backspace takes the last one away.
    ann.press('lefx');
    ann.press('\u007F');
    ann.press('t\r');
    await waitFor(() => /Ann shifts left: /u.test(ann.raw), { what: "Ann's shift said" });
    expect(ann.raw).toContain('lefx\b \bt\r\n');
    type(ann, 'pass');
    await waitFor(() => ann.raw.includes('Ann passes.'), { what: "Ann's pass said" });
    // The bot's turn is the match's to play: its moves come as sentences, then Ann's turn again.
    await waitFor(() => heard(ann).filter((line) => line === 'Your turn, Ann.').length === 2, { what: "Ann's second turn" });
    expect(heard(ann).filter((line) => /^Bot Easy (shifts|swaps|passes)/u.test(line))).toHaveLength(2);
    type(ann, 'bogus');
    await waitFor(() => ann.raw.includes('Not a command: bogus.'), { what: 'the unknown command said' });

    expect(ann.raw).not.toMatch(DRAWN);
    for (const words of othersHiddenWords(match, seat)) expect(ann.raw).not.toContain(words);

    type(ann, 'quit');
    await ann.closedAt;
    expect(ann.raw).toMatch(/quit\r\nBye/u);
  });

  it("says a rated match's rating changes with its end, plainly: no arrow, no sign", async () => {
    host = await ssh.serve(startTestHost({ seats: [{ kind: 'remote' }, { kind: 'bot', level: 'easy' }], match: { botDelayMs: 0 } }));
    const ann = await ssh.join('Ann', { command: 'sr' });
    for (let turn = 1; turn <= 2; turn++) {
      await waitFor(() => heard(ann).filter((line) => line === 'Your turn, Ann.').length === turn, { what: `Ann's turn ${turn}` });
      type(ann, 'pass');
      await waitFor(() => heard(ann).filter((line) => line === 'Second action, Ann.').length === turn, { what: `Ann's second action ${turn}` });
      type(ann, 'pass');
    }
    await waitFor(() => ann.raw.includes('Match over. Type quit to leave.'), { what: 'the end of the match' });
    // As a server's store does once the save that ended the match rated it.
    host.match.rated([
      { id: 'name:ann', name: 'Ann', bot: false, place: 2, before: 1500, after: 1478 },
      { id: 'bot:easy', name: 'Bot Easy', bot: true, place: 1, before: 1833, after: 1840 },
    ]);
    await waitFor(() => ann.raw.includes('Ratings: Ann from 1500 to 1478, down 22. Match over. Type quit to leave.'), { what: 'the ratings said' });
    expect(ann.raw).not.toContain('1840');
    expect(ann.raw).not.toMatch(DRAWN);
  });

  it('takes no other command: anything else is one line and exit status 2', async () => {
    host = await ssh.serve(startTestHost());
    const player = await ssh.join('Ann', { command: 'join K7PQ' });
    await player.closedAt;
    expect(await player.exitCode).toBe(2);
    expect(player.raw).toMatch(/This host takes one command: sr/u);
  });
});

describe('serve as sentences (ssh -t server sr, or r in the lobby)', () => {
  it("the lobby says the tables and takes ssh's commands; at the table each seat hears only its own hidden cards", async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann', { command: 'sr' });
    await waitFor(() => ann.raw.includes('Shift Poker server, lobby.'), { what: 'the lobby said' });
    type(ann, 'tables');
    await waitFor(() => ann.raw.includes('No tables yet'), { what: 'the empty list said' });
    type(ann, 'new --seats 2 --rounds 2 --games 1');
    await waitFor(() => /Table [A-Z0-9]{4}\. Waiting for players\. Seated: Ann \(you\)\. 1 seat open\./u.test(ann.raw), { what: 'the waiting room said' });
    const code = /Table ([A-Z0-9]{4})\. Waiting/u.exec(ann.raw)![1]!;

    // Ben hears the list, then joins by the code the way ssh would take it.
    const ben = await ssh.join('Ben', { command: `sr join ${code}` });
    await waitFor(() => ann.raw.includes('New game: Ann and Ben') && ben.raw.includes('New game: Ann and Ben'), { what: 'the game said to both' });
    const match = shardOf(server.shards, code).tables.table(code)!.match;
    const table = match.table!;
    const first = table.seats[table.currentSeat!]!.name;
    const [mover, other] = first === 'Ann' ? [ann, ben] : [ben, ann];
    await waitFor(() => other.raw.includes(`${first}'s turn.`), { what: 'the other told whose turn it is' });
    type(mover, 'left');
    await waitFor(() => other.raw.includes(`${first} shifts left`), { what: 'the move said to the other seat' });

    for (const [player, name] of [
      [ann, 'Ann'],
      [ben, 'Ben'],
    ] as const) {
      const seat = table.seats.findIndex((one) => one.name === name);
      expect(player.raw).not.toMatch(DRAWN);
      for (const words of othersHiddenWords(match, seat)) expect(player.raw).not.toContain(words);
    }

    // quit at a table reached by a command ends the connection; from the lobby's table, back to the lobby.
    type(ben, 'quit');
    await ben.closedAt;
    type(ann, 'quit');
    await waitFor(() => ann.raw.split('Shift Poker server, lobby.').length === 3, { what: 'Ann back in the lobby' });
    type(ann, 'tables');
    await waitFor(() => ann.raw.includes(`Table ${code}, playing, 2 rounds: Ann and Ben.`), { what: 'the table listed' });
  });

  it('r in the drawn lobby leaves the full screen and goes on in sentences', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann');
    await ann.waitFor('r screen reader');
    const drawn = ann.raw.length;
    ann.press('r');
    await waitFor(() => ann.raw.includes('Shift Poker server, lobby.'), { what: 'the lobby said' });
    // Leaving the alternate screen is the last escape sequence it gets: then the sentences begin.
    const left = ann.raw.indexOf(LEAVE_ALTERNATE_SCREEN, drawn);
    expect(left).toBeGreaterThan(-1);
    expect(ann.raw.slice(left + LEAVE_ALTERNATE_SCREEN.length).startsWith('Shift Poker server, lobby.')).toBe(true);
    type(ann, 'quick');
    await waitFor(() => ann.raw.includes('Waiting for players.'), { what: 'the quick table said' });
    expect(ann.raw.slice(left + LEAVE_ALTERNATE_SCREEN.length)).not.toMatch(DRAWN);
  });

  it('speaks German to a German client, and cuts an unknown line short', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann', { command: 'sr', env: { LANG: 'de_DE.UTF-8' } });
    await waitFor(() => ann.raw.includes('Shift-Poker-Server, Lobby.'), { what: 'die Lobby' });
    // A pasted page comes as one chunk: the line keeps 200 characters, and is said back cut to 40.
    ann.press(`x${'y'.repeat(300)}\r`);
    await waitFor(() => ann.raw.includes('Kein Befehl: x'), { what: 'der unbekannte Befehl' });
    expect(ann.raw).toContain(`x${'y'.repeat(199)}\r\n`);
    const said = heard(ann).find((line) => line.startsWith('Kein Befehl: x'))!;
    expect(said.length).toBeLessThan(100);
    type(ann, 'tische');
    await waitFor(() => ann.raw.includes('Noch keine Tische'), { what: 'die leere Liste' });
    // A table opened in German names its computer players in German.
    type(ann, 'new --bot easy --seats 2');
    await waitFor(() => ann.raw.includes('Neues Spiel: Ann und Bot Leicht'), { what: 'das Spiel mit Bot Leicht' });
  });
});

describe('the tutorial at a server (ssh -t server tutorial, t in the lobby)', () => {
  it('plays the lessons drawn on the connection alone, saves no table, and ends a connection that came for it', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann', { command: 'tutorial' });
    await ann.waitFor('Lesson 1 of 9: A turn is two actions');
    ann.press('\u001B[D');
    await ann.waitFor(/First action done|Second action|action 2 of 2/u);
    ann.press('p');
    await ann.waitFor('Well done.');
    expect(server.lobby.list()).toEqual([]);
    ann.press('q');
    await ann.waitFor(/Quit|quit/u);
    ann.press('y');
    await ann.closedAt;
    expect(server.lobby.list()).toEqual([]);
  });

  it('t in the drawn lobby, and back to the lobby after it', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann');
    await ann.waitFor('t tutorial');
    ann.press('t');
    await ann.waitFor('Lesson 1 of 9');
    ann.press('q');
    await ann.waitFor(/Quit|quit/u);
    ann.press('y');
    await ann.waitFor('t tutorial');
  });

  it('as sentences: sr tutorial, and tutorial typed in the lobby of sentences', async () => {
    server = await ssh.serve(startTestServer());
    const ann = await ssh.join('Ann', { command: 'sr tutorial' });
    await waitFor(() => ann.raw.includes('Lesson 1 of 9: A turn is two actions'), { what: 'the first lesson said' });
    type(ann, 'left');
    type(ann, 'pass');
    await waitFor(() => ann.raw.includes('Well done.'), { what: 'the lesson judged' });
    expect(ann.raw).not.toMatch(DRAWN);
    type(ann, 'quit');
    await ann.closedAt;

    const ben = await ssh.join('Ben', { command: 'sr' });
    await waitFor(() => ben.raw.includes('Shift Poker server, lobby.'), { what: 'the lobby said' });
    type(ben, 'tutorial');
    await waitFor(() => ben.raw.includes('Lesson 1 of 9'), { what: 'the first lesson said' });
    type(ben, 'quit');
    await waitFor(() => ben.raw.split('Shift Poker server, lobby.').length === 3, { what: 'Ben back in the lobby' });
    expect(ben.raw).not.toMatch(DRAWN);
  });
});
