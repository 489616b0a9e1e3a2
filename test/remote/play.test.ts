import { describe, expect, it } from '@jest/globals';
import { formatCard } from '../../src/core/cards.js';
import type { Seat } from '../../src/core/types.js';
import { PASSWORD, startTestHost, type TestHost } from './helpers.js';
import { sshRuns, type Player } from '../support/ssh.js';
import { waitFor } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// Ink's act() warnings are for component tests; these screens run as in the real server.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ssh = sshRuns({ password: PASSWORD });
const { join } = ssh;
let host: TestHost | null = null;

function seatOf(name: string): Seat {
  return host!.match.table!.seats.findIndex((seat) => seat.name === name);
}

/** The faces of every hidden card of every seat but `seat`. */
function othersHidden(seat: Seat): string[] {
  const table = host!.match.table!;
  return table.seats.flatMap((_, other) => {
    if (other === seat) return [];
    // The host may look: a spectator's view at the end shows every hand, so ask each seat's own view.
    const own = table.view(other).game.players[other]!.hidden!;
    return own.map((card) => formatCard(card));
  });
}

function ownHidden(seat: Seat): string[] {
  return host!.match.table!.view(seat).game.players[seat]!.hidden!.map((card) => formatCard(card));
}

/** The player whose turn it is shifts left and passes; resolves when the turn has moved on. */
async function playTurn(byName: Map<string, Player>): Promise<void> {
  const table = host!.match.table!;
  const seat = table.currentSeat!;
  const player = byName.get(table.seats[seat]!.name)!;
  const version = table.version;
  await player.waitFor('Your turn.');
  player.press(KEYS.left);
  await waitFor(() => table.version >= version + 1);
  await player.waitFor(/First action done|Your turn|playing: please wait|Final ranking/);
  player.press('p');
  await waitFor(() => table.version >= version + 2);
}

describe('two players over ssh', () => {
  it('each sees only their own hidden cards, plays turns with the usual keys, and both see the results', async () => {
    host = await ssh.serve(startTestHost({ settings: { rounds: 2 } }));
    const alice = await join('Alice');
    await alice.waitFor('Waiting for players');
    const bob = await join('Bob');
    const byName = new Map([
      ['Alice', alice],
      ['Bob', bob],
    ]);
    for (const player of [alice, bob]) await player.waitFor('Your hand');
    const table = host.match.table!;
    for (const player of [alice, bob]) {
      const seat = seatOf(player.name);
      const screen = await player.screen();
      for (const face of ownHidden(seat)) expect(screen).toContain(face);
    }
    // Play every turn but the last one, checking the bytes after each.
    const turns = 2 * 2;
    for (let turn = 0; turn < turns - 1; turn++) {
      await playTurn(byName);
      for (const player of [alice, bob]) {
        for (const face of othersHidden(seatOf(player.name))) expect(player.raw).not.toContain(face);
      }
    }
    expect(table.phase).toBe('playing');
    await playTurn(byName);
    expect(table.phase).toBe('matchOver');
    for (const player of [alice, bob]) await player.waitFor('Final ranking');
    expect(await alice.screen()).toMatch(/Match over\. Final standings: 1\. (Alice|Bob)/);
  });

  it('a screen follows its window size, and a too small window shows a notice instead of cards', async () => {
    host = await ssh.serve(startTestHost());
    const alice = await join('Alice', { cols: 100, rows: 30 });
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    alice.resize(60, 20);
    await alice.waitFor(/Please enlarge the terminal \(need 80.24, have 60.20\)/);
    alice.resize(90, 28);
    await alice.waitFor('Your hand');
    // The other player's screen is unaffected.
    expect(await bob.screen()).toContain('Your hand');
  });

  it('Ctrl+C ends only that connection; the player comes back to the same seat where the game stands', async () => {
    host = await ssh.serve(startTestHost());
    const alice = await join('Alice');
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    const table = host.match.table!;
    const aliceSeat = seatOf('Alice');
    alice.press(KEYS.ctrlC);
    await alice.closedAt;
    await bob.waitFor(/Alice left/);
    expect(host.match.seatStatus()[aliceSeat]!.connected).toBe(false);
    const again = await join('alice');
    await again.waitFor('Your hand');
    await bob.waitFor(/Alice is back/);
    const screen = await again.screen();
    for (const face of ownHidden(aliceSeat)) expect(screen).toContain(face);
    expect(table.seats[aliceSeat]!.name).toBe('Alice');
  });

  it('a bot of the chosen level plays a dropped seat after the seat timeout, and the owner takes it back', async () => {
    host = await ssh.serve(startTestHost({ match: { seatTimeoutMs: 300, botLevel: 'easy' } }));
    const alice = await join('Alice');
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    const table = host.match.table!;
    const bobSeat = seatOf('Bob');
    bob.end();
    await bob.closedAt;
    await alice.waitFor(/Bob is away: a easy bot plays/);
    // Alice plays her turns; Bob's are played for him.
    const byName = new Map([['Alice', alice]]);
    await waitFor(() => table.currentSeat !== bobSeat);
    await playTurn(byName);
    await waitFor(() => table.currentSeat !== bobSeat);
    const bobActions = table.toRecord().games[0]!.actions.filter((entry) => entry.seat === bobSeat);
    expect(bobActions.length).toBeGreaterThanOrEqual(2);
    const back = await join('Bob');
    await back.waitFor('Your hand');
    await alice.waitFor(/Bob is back and plays again/);
    expect(host.match.seatStatus()[bobSeat]!.standIn).toBe(false);
  });
});

describe('a host that crashes', () => {
  it('is brought back by --resume with every action saved, and the players reconnect to their seats', async () => {
    const first = await ssh.serve(startTestHost());
    host = first;
    const alice = await join('Alice');
    const bob = await join('Bob');
    await alice.waitFor('Your hand');
    await playTurn(
      new Map([
        ['Alice', alice],
        ['Bob', bob],
      ]),
    );
    const before = first.match.table!.toRecord();
    const aliceSeat = seatOf('Alice');
    const aliceCards = ownHidden(aliceSeat);
    // The crash: every socket cut, nothing ended or saved on the way out.
    first.server.destroy();
    first.match.close();
    host = null;

    // In its place (the crashed one is not stopped again).
    const second = await ssh.serve(startTestHost({ dir: first.dir, resume: true }));
    host = second;
    const table = second.match.table!;
    expect(table.toRecord().games).toEqual(before.games);
    expect(second.match.phase).toBe('playing');
    const aliceAgain = await join('Alice');
    const bobAgain = await join('Bob');
    await aliceAgain.waitFor('Your hand');
    const screen = await aliceAgain.screen();
    for (const face of aliceCards) expect(screen).toContain(face);
    await playTurn(
      new Map([
        ['Alice', aliceAgain],
        ['Bob', bobAgain],
      ]),
    );
    expect(second.store.load(second.savedFile()!)).toMatchObject({ ok: true });
    const saved = second.store.load(second.savedFile()!);
    expect(saved.ok && saved.record.games[0]!.actions.length).toBe(before.games[0]!.actions.length + 2);
  });
});
