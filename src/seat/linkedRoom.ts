/**
 * The seat's end of its link to the room (room/link.ts): it holds the
 * latest scene, tells the seat screen of each new one, and carries the
 * screen's commands to the room as requests. A scene that does not fit the
 * one before (a message lost on the way) is not taken; the whole scene is
 * asked for again.
 */

import type { Seat } from '../core/types.js';
import {
  seatLinkEnd,
  type CommandAnswer,
  type LinkTrouble,
  type RoomForSeats,
  type SeatAnswer,
  type SeatLinkEnd,
  type SeatRequest,
  type SeatScene,
  type ToRoom,
  type ToSeat,
  type WaitingRoomInfo,
} from '../room/link.js';
import { applyPatch, PatchMismatch } from '../room/scenePatch.js';
import type { SeatPort } from './port.js';

/** How long a command may go unanswered before it counts as lost (an answer comes in milliseconds, a move's save included). */
const COMMAND_ANSWER_MS = 5000;

/** What a seat screen reads and commands: the seat's end of its link. */
export interface SeatRoom {
  /** The latest scene (null until the first has come). */
  scene(): SeatScene | null;
  /** Calls `listener` after every new scene; returns what stops it. */
  onChange(listener: () => void): () => void;
  /** The seat screen's commands, for carryOut (seat/carryOut.ts). */
  readonly port: SeatPort;
  /** Starts the waiting table at once (the first seated player's `s`); false when this seat may not. */
  start(): boolean;
  /** The link is down for a while (the table moves, a move was not sent), until the next scene; null: it works. */
  trouble(): LinkTrouble | null;
  /**
   * Settles once no command of the seat's is on its way (at once when none
   * is): keys typed ahead wait for it, so that they act on the table as the
   * command left it rather than be refused as meant for an older one.
   */
  idle(): Promise<void> | null;
}

/** The seat's end of a link: `send` carries its messages to the room's end; what comes back goes to `receive`. */
export class LinkedRoom implements SeatRoom {
  #scene: SeatScene | null = null;
  #trouble: LinkTrouble | null = null;
  #n = 0;
  /** A whole scene was asked for and has not come yet. */
  #resyncing = false;
  #nextId = 1;
  readonly #asked = new Map<number, { readonly command: boolean; readonly settle: (answer: SeatAnswer) => void; readonly timer: ReturnType<typeof setTimeout> | undefined }>();
  #idle: { readonly promise: Promise<void>; readonly resolve: () => void } | null = null;
  readonly #listeners = new Set<() => void>();
  #firstCame: () => void = () => undefined;
  /** Settles once the first scene has come. */
  readonly ready: Promise<void> = new Promise((resolve) => {
    this.#firstCame = resolve;
  });
  readonly port: SeatPort;

  constructor(private readonly send: (message: ToRoom) => void) {
    const result = (request: SeatRequest): Promise<CommandAnswer | null> => this.#ask(request).then((answer) => (answer.kind === 'result' ? answer.result : null));
    this.port = {
      // The room's end acts for its own seat, whatever seat is named here.
      act: (_seat, action, version) => result({ kind: 'act', action, version }),
      noteHint: (_seat, version) => result({ kind: 'noteHint', version }),
      nextGame: (version) => result({ kind: 'ready', version }),
      endMatch: (version) => result({ kind: 'endMatch', version }),
      seatView: () => this.#scene?.snapshot.view?.game ?? null,
      suggest: (view) =>
        this.#ask({ kind: 'suggest', view }).then((answer) => {
          if (answer.kind === 'suggestion') return answer.suggestion;
          throw new Error('The hint could not be worked out');
        }),
    };
  }

  scene(): SeatScene | null {
    return this.#scene;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  trouble(): LinkTrouble | null {
    return this.#trouble;
  }

  /**
   * The hop that carries the link says it is down for a while (cluster.ts):
   * the screen says so until the next scene. Nothing asked so far will be
   * answered (it went to a room that is gone, or nowhere): each is settled
   * as not done, so that no spinner waits for ever and typed keys go on.
   */
  troubled(trouble: LinkTrouble): void {
    this.#trouble = trouble;
    this.#settleAll();
    this.#tell();
  }

  #settleAll(): void {
    for (const id of [...this.#asked.keys()]) this.#settle(id, null);
    this.#checkIdle();
  }

  /** Settles ask `id` with `answer`, or as not done (null). */
  #settle(id: number, answer: SeatAnswer | null): void {
    const asked = this.#asked.get(id);
    if (asked === undefined) return;
    this.#asked.delete(id);
    clearTimeout(asked.timer);
    asked.settle(answer ?? (asked.command ? { kind: 'result', result: null } : { kind: 'failed' }));
  }

  idle(): Promise<void> | null {
    if (![...this.#asked.values()].some((asked) => asked.command)) return null;
    if (this.#idle === null) {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      this.#idle = { promise, resolve };
    }
    return this.#idle.promise;
  }

  #checkIdle(): void {
    if (this.#idle === null || [...this.#asked.values()].some((asked) => asked.command)) return;
    const { resolve } = this.#idle;
    this.#idle = null;
    resolve();
  }

  start(): boolean {
    if (this.#scene?.room?.mayStart !== true) return false;
    void this.#ask({ kind: 'start' });
    return true;
  }

  receive(message: ToSeat): void {
    if (message.t === 'answer') {
      this.#settle(message.id, message.answer);
      this.#checkIdle();
      return;
    }
    let scene: SeatScene;
    if (message.base === null) {
      this.#resyncing = false;
      // A whole scene starts the link afresh (the table moved to another room, or the last scene was lost): what was
      // asked before may never be answered, and is settled as not done; the scene shows what came of it.
      this.#settleAll();
      scene = applyPatch(null, message.patch) as SeatScene;
    } else if (this.#scene === null || message.base !== this.#n) return this.#resync();
    else {
      try {
        scene = applyPatch(this.#scene, message.patch) as SeatScene;
      } catch (error) {
        if (error instanceof PatchMismatch) return this.#resync();
        throw error;
      }
    }
    this.#scene = scene;
    this.#n = message.n;
    this.#trouble = null;
    this.#firstCame();
    this.#tell();
  }

  #tell(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** A scene was missed: nothing more is taken until the whole one comes. */
  #resync(): void {
    this.#n = -1;
    if (this.#resyncing) return;
    this.#resyncing = true;
    this.send({ t: 'resync' });
  }

  #ask(request: SeatRequest): Promise<SeatAnswer> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      // A hint worked out is no command: keys need not wait for it. A command unanswered for long was lost on the way:
      // it is settled as not done, and the keys typed after it go on.
      const command = request.kind !== 'suggest';
      const timer = command
        ? setTimeout(() => {
            this.#settle(id, null);
            this.#checkIdle();
          }, COMMAND_ANSWER_MS)
        : undefined;
      timer?.unref?.();
      this.#asked.set(id, { command, settle: resolve, timer });
      this.send({ t: 'ask', id, request });
    });
  }
}

/** A seat linked to a room in the same thread (the host's): messages are handed over at once. */
export function linkInThread(room: RoomForSeats, seat: Seat | null, waiting: () => WaitingRoomInfo | null = () => null): { readonly room: LinkedRoom; close(): void } {
  let end: SeatLinkEnd | null = null;
  const linked = new LinkedRoom((message) => end?.handle(message));
  end = seatLinkEnd(room, seat, waiting, (message) => linked.receive(message));
  return { room: linked, close: () => end?.close() };
}
