/**
 * Carrying out a seat's commands (seat/carryOut.ts), once for both front
 * ends: every spec runs against the hotseat's port over its room at one
 * keyboard and an ssh seat's port, its end of the link to a room of remote
 * players (seat/linkedRoom.ts, the link in one thread, as the host's own
 * seat has it), each at a real table of two human seats.
 * What the table does shows on the table; what the seat screen is told is
 * what reaches its link.
 */

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import type { Suggestion } from '../../src/bots/suggest.js';
import type { Seat } from '../../src/core/types.js';
import type { PlayerView } from '../../src/core/view.js';
import { MatchRunner } from '../../src/room/runner.js';
import { keyboardPort } from '../../src/seat/roomPort.js';
import { linkInThread } from '../../src/seat/linkedRoom.js';
import { carryOut, type SeatAnswer, type SeatScreenLink } from '../../src/seat/carryOut.js';
import { hintPosition, type HintPosition } from '../../src/seat/model.js';
import type { SeatPort } from '../../src/seat/port.js';
import { HINT_LEAD_MS } from '../../src/seat/spinnerLead.js';
import type { Table } from '../../src/table/index.js';
import { humans, startTable } from '../table/helpers.js';

const SUGGESTION = { action: { type: 'pass' }, winChance: 0.5, reason: 'keep' } as unknown as Suggestion;

interface Front {
  readonly table: Table;
  /** The port of `seat`'s screen. */
  port(seat: Seat): SeatPort;
  /** The views hints were worked out from. */
  readonly asked: PlayerView[];
  close(): void;
}

/** A match of two human seats, `games` long (null: open-ended). */
type FrontOf = (games: number | null) => Front;

function suggestions(): { asked: PlayerView[]; suggest: (view: PlayerView) => Promise<Suggestion> } {
  const asked: PlayerView[] = [];
  return {
    asked,
    suggest: async (view) => {
      asked.push(view);
      return SUGGESTION;
    },
  };
}

const hotseat: FrontOf = (games) => {
  const { asked, suggest } = suggestions();
  const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games, seed: 'carry' });
  const room = MatchRunner.atOneKeyboard(table, { botDelayMs: 0, suggest });
  return { table, asked, port: () => keyboardPort(room), close: () => room.close() };
};

const ssh: FrontOf = (games) => {
  const { asked, suggest } = suggestions();
  const match = MatchRunner.plan(
    [{ kind: 'remote' }, { kind: 'remote' }],
    { rounds: 2, games, tiebreak: 'category', strictOrder: false, seed: 'carry' },
    { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: false, now: () => 0, newSeed: () => 's', decide: chooseBotAction, suggest },
  );
  match.join('Ann', null);
  match.join('Ben', null);
  // Each seat's screen at its own end of a link; answers come back over it.
  const links = [linkInThread(match, 0), linkInThread(match, 1)];
  return {
    table: match.table!,
    asked,
    port: (seat) => links[seat]!.room.port,
    close: () => {
      for (const link of links) link.close();
      match.close();
    },
  };
};

/** A seat screen that waits for the hint asked at `hint` while the table is still there (as seatViewChanged keeps it), and keeps what it is told. */
function screen(table: Table, hint: HintPosition | null = null): SeatScreenLink & { readonly answers: SeatAnswer[] } {
  const answers: SeatAnswer[] = [];
  return {
    answers,
    wanted: () => {
      const here = hintPosition(table.view(null));
      const still = hint !== null && here !== null && here.seat === hint.seat && here.game === hint.game && here.logLength === hint.logLength;
      return still ? { ...hint, suggestion: null } : null;
    },
    answer: (msg) => {
      answers.push(msg);
    },
  };
}

/** Lets the answers on their way arrive (over a link they come a moment later; at one keyboard they are there). */
const answered = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

/** Plays the game under way to its end (every seat passes). */
function playOut(table: Table): void {
  while (table.phase === 'playing') table.act(table.currentSeat!, { type: 'pass' }, table.version);
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe.each([
  ['the hotseat, over its room at one keyboard', hotseat],
  ['an ssh seat, over its link to the room', ssh],
])("carrying out a seat's commands: %s", (_, frontOf) => {
  let front: Front;
  afterEach(() => front.close());

  it('an action the table takes changes it, and nothing is answered', async () => {
    front = frontOf(1);
    const { table } = front;
    const seat = table.currentSeat!;
    const version = table.version;
    const seen = screen(table);
    carryOut({ type: 'act', seat, action: { type: 'pass' }, version }, front.port(seat), seen);
    expect(table.version).toBe(version + 1);
    expect(table.view(null).game.log.length).toBeGreaterThan(0);
    await answered();
    expect(seen.answers).toEqual([]);
  });

  it("an action the table refuses (not the seat's turn) comes back to the screen as refused, with the command", async () => {
    front = frontOf(1);
    const { table } = front;
    const current = table.currentSeat!;
    const other = 1 - current;
    const version = table.version;
    const seen = screen(table);
    const command = { type: 'act', seat: other, action: { type: 'pass' }, version } as const;
    carryOut(command, front.port(other), seen);
    await answered();
    expect(seen.answers).toEqual([{ type: 'refused', error: { code: 'notYourTurn', seat: other, current }, command }]);
    expect(table.version).toBe(version);
  });

  it('an action sent against an older version (a key typed before the screen showed the change) is dropped without a word', async () => {
    front = frontOf(1);
    const { table } = front;
    const before = table.version;
    table.act(table.currentSeat!, { type: 'pass' }, before);
    const seat = table.currentSeat!;
    const seen = screen(table);
    carryOut({ type: 'act', seat, action: { type: 'pass' }, version: before }, front.port(seat), seen);
    expect(table.version).toBe(before + 1);
    await answered();
    expect(seen.answers).toEqual([]);
  });

  it("a hint asked for is worked out from the seat's own view once the spinner is up, and handed to its screen", async () => {
    front = frontOf(1);
    const { table } = front;
    const seat = table.currentSeat!;
    const position = hintPosition(table.view(seat))!;
    const seen = screen(table, position);
    carryOut({ type: 'hint', position, version: table.version }, front.port(seat), seen);
    expect(front.asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
    // The seat's own view: its hidden card with it.
    expect(front.asked).toEqual([table.view(seat).game]);
    expect(front.asked[0]!.players[seat]!.hidden).not.toBeNull();
    await answered();
    expect(seen.answers).toEqual([{ type: 'hintReady', position, suggestion: SUGGESTION }]);
    // Shown, it is noted in everyone's log.
    carryOut({ type: 'noteHint', seat, version: table.version }, front.port(seat), seen);
    expect(table.view(null).hints).toEqual([{ seat, logLength: position.logLength }]);
    await answered();
    expect(seen.answers).toHaveLength(1);
  });

  it('a hint whose game moved on before it was worked out is dropped, and so is a note of it', async () => {
    front = frontOf(1);
    const { table } = front;
    const seat = table.currentSeat!;
    const version = table.version;
    const position = hintPosition(table.view(seat))!;
    const seen = screen(table, position);
    carryOut({ type: 'hint', position, version }, front.port(seat), seen);
    table.act(seat, { type: 'pass' }, version);
    await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
    expect(front.asked).toEqual([]);
    carryOut({ type: 'noteHint', seat, version }, front.port(seat), seen);
    expect(table.view(null).hints).toEqual([]);
    await answered();
    expect(seen.answers).toEqual([]);
  });

  it('n deals the next game for the results the seats saw; n for the results of a game gone by deals nothing', async () => {
    front = frontOf(3);
    const { table } = front;
    playOut(table);
    const firstResults = table.version;
    const seen = screen(table);
    // At one keyboard the first n deals (the second is then stale); over ssh the game comes once both are ready.
    for (const seat of [0, 1]) carryOut({ type: 'next', version: firstResults }, front.port(seat), seen);
    expect(table.gameNumber).toBe(2);
    playOut(table);
    for (const seat of [0, 1]) carryOut({ type: 'next', version: firstResults }, front.port(seat), seen);
    expect(table.gameNumber).toBe(2);
    expect(table.phase).toBe('betweenGames');
    await answered();
    expect(seen.answers).toEqual([]);
    const secondResults = table.version;
    for (const seat of [0, 1]) carryOut({ type: 'next', version: secondResults }, front.port(seat), seen);
    expect(table.gameNumber).toBe(3);
    await answered();
    expect(seen.answers).toEqual([]);
  });

  it('the match ends between games for the version shown; asked against an older one it goes on', async () => {
    front = frontOf(null);
    const { table } = front;
    const playing = table.version;
    playOut(table);
    const seen = screen(table);
    carryOut({ type: 'endMatch', version: playing }, front.port(0), seen);
    expect(table.phase).toBe('betweenGames');
    carryOut({ type: 'endMatch', version: table.version }, front.port(0), seen);
    expect(table.phase).toBe('matchOver');
    await answered();
    expect(seen.answers).toEqual([]);
  });
});
