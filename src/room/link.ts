/**
 * The one link between a seat's screen and its room, for every hop: the
 * same thread (the host's seats), a table thread of `serve` (its main thread
 * keeps the connections and draws their screens), another process of a
 * cluster (through the bus). The screen is drawn where the player's
 * connection is; what crosses a hop is this protocol only:
 *
 * - to the room (`ToRoom`): a seat's requests (a move, a noted hint, ready
 *   for the next game, end the match, start a waiting table, work out a
 *   hint), each with an id its answer names, and `resync` (send the whole
 *   scene: a message was lost);
 * - to the seat (`ToSeat`): the seat's scene (its snapshot, never another
 *   seat's hidden card, and the waiting room of a server's table) as a
 *   patch against the one before (scenePatch.ts), and the answers.
 *
 * The room's end (`seatLinkEnd`, here) answers for one seat: its requests
 * name no seat, it acts for its own, so a spectator's requests move
 * nothing. The seat's end (seat/linkedRoom.ts) holds the latest scene and
 * is what a seat screen (SessionApp, the reader) reads and commands.
 *
 * An answer may never come (the table moved to another process on the way):
 * nothing waits on one but the refusal it may carry, and the screen shows
 * the table as the new owner sends it.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Suggestion } from '../bots/suggest.js';
import type { Action, Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { CommandResult, TableError } from '../table/index.js';
import type { SeatSnapshot } from './runner.js';
import { scenePatch, type Patch } from './scenePatch.js';

/** A server's table while it waits for players: what its waiting room shows besides the seats. */
export interface WaitingRoomInfo {
  readonly code: string;
  readonly private: boolean;
  readonly quick: boolean;
  /** When bots take the open seats (ms since the epoch), or null. */
  readonly fillsAt: number | null;
  /** The level of those bots. */
  readonly botLevel: BotLevel;
  /** Whether this seat's player may start the match at once (the first seated player, at a table opened in the lobby). */
  readonly mayStart: boolean;
}

/** Everything a seat's screen is drawn from. */
export interface SeatScene {
  readonly snapshot: SeatSnapshot;
  /** At a server's table: its waiting room; null at the host's. */
  readonly room: WaitingRoomInfo | null;
}

export type SeatRequest =
  | { readonly kind: 'act'; readonly action: Action; readonly version: number }
  | { readonly kind: 'noteHint'; readonly version: number }
  | { readonly kind: 'ready'; readonly version: number }
  | { readonly kind: 'endMatch'; readonly version: number }
  | { readonly kind: 'start' }
  | { readonly kind: 'suggest'; readonly view: PlayerView };

/** What a command came to, as the seat hears it: accepted, or refused with the table's error. */
export type CommandAnswer = { readonly ok: true } | { readonly ok: false; readonly error: TableError };

export type SeatAnswer =
  /** A command's result; null where nothing was sent (a bot stands in, a spectator). */
  | { readonly kind: 'result'; readonly result: CommandAnswer | null }
  | { readonly kind: 'suggestion'; readonly suggestion: Suggestion }
  /** The hint could not be worked out (the bot thread failed). */
  | { readonly kind: 'failed' };

export type ToRoom = { readonly t: 'ask'; readonly id: number; readonly request: SeatRequest } | { readonly t: 'resync' };

export type ToSeat =
  /** Scene `n`: the whole of it (`base` null) or a patch against scene `base`. */
  { readonly t: 'scene'; readonly n: number; readonly base: number | null; readonly patch: Patch } | { readonly t: 'answer'; readonly id: number; readonly answer: SeatAnswer };

/**
 * The link is down for a while, as the hop that carries it knows: the
 * table moves to another process (`moving`), or a move of the seat's could
 * not be sent (`keyNotSent`). The seat's screen says so until its next scene.
 */
export type LinkTrouble = 'moving' | 'keyNotSent';

/** What a room is to the seats linked to it: the match runner (runner.ts) is one. */
export interface RoomForSeats {
  snapshot(seat: Seat | null): SeatSnapshot;
  onChange(listener: () => void, seat: Seat | null): () => void;
  act(seat: Seat, action: Action, version: number): CommandResult | null;
  noteHint(seat: Seat, version: number): CommandResult | null;
  ready(seat: Seat, version: number): CommandResult | null;
  endBetweenGames(version: number): CommandResult | null;
  suggestHint(view: PlayerView): Promise<Suggestion>;
  startNow(): boolean;
}

export interface SeatLinkEnd {
  handle(message: ToRoom): void;
  /** Stops sending scenes (the seat left). */
  close(): void;
}

/**
 * The room's end of one seat's link: sends the seat its scene after every
 * change (a patch against the last one sent) and carries out its requests.
 * `waiting` tells the waiting room as this seat sees it (null: none).
 */
export function seatLinkEnd(room: RoomForSeats, seat: Seat | null, waiting: () => WaitingRoomInfo | null, post: (message: ToSeat) => void): SeatLinkEnd {
  let sent: { readonly n: number; readonly scene: SeatScene } | null = null;
  let closed = false;
  const push = (): void => {
    if (closed) return;
    const scene: SeatScene = { snapshot: room.snapshot(seat), room: waiting() };
    const n = (sent?.n ?? 0) + 1;
    if (sent === null) post({ t: 'scene', n, base: null, patch: { v: scene } });
    else {
      const patch = scenePatch(sent.scene, scene);
      if (patch === null) return;
      post({ t: 'scene', n, base: sent.n, patch });
    }
    sent = { n, scene };
  };
  const unsubscribe = room.onChange(push, seat);
  push();
  const answer = (id: number, result: CommandResult | null): void => {
    if (!closed) post({ t: 'answer', id, answer: { kind: 'result', result: result === null ? null : result.ok ? { ok: true } : { ok: false, error: result.error } } });
  };
  return {
    handle(message) {
      if (closed) return;
      if (message.t === 'resync') {
        // The seat missed a scene: the next one goes whole.
        sent = null;
        push();
        return;
      }
      const { id, request } = message;
      if (request.kind === 'suggest') {
        room.suggestHint(request.view).then(
          (suggestion) => {
            if (!closed) post({ t: 'answer', id, answer: { kind: 'suggestion', suggestion } });
          },
          () => {
            if (!closed) post({ t: 'answer', id, answer: { kind: 'failed' } });
          },
        );
        return;
      }
      if (request.kind === 'start') {
        if (waiting()?.mayStart === true) room.startNow();
        answer(id, null);
        return;
      }
      if (request.kind === 'endMatch') {
        answer(id, seat === null ? null : room.endBetweenGames(request.version));
        return;
      }
      // A spectator's requests move nothing.
      if (seat === null) {
        answer(id, null);
        return;
      }
      if (request.kind === 'act') answer(id, room.act(seat, request.action, request.version));
      else if (request.kind === 'noteHint') answer(id, room.noteHint(seat, request.version));
      else answer(id, room.ready(seat, request.version));
    },
    close() {
      closed = true;
      unsubscribe();
    },
  };
}
