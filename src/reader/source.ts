/**
 * What the screen-reader mode reads from and moves on: a room at one
 * keyboard (the hotseat's, `keyboardSource`), or one ssh seat of a match that
 * the server runs (remote/readerSession.ts). Either way the room plays the
 * computer players at its pace. The reader itself (readerGame.ts) only turns
 * what it reads into sentences and typed lines into commands; this is where
 * the two differ: which view a seat gets, what the seat screen's context
 * holds, what quitting does.
 */

import type { Seat } from '../core/types.js';
import type { Lang } from '../i18n/lang.js';
import type { MatchRunner } from '../room/runner.js';
import type { SeatPort } from '../seat/port.js';
import type { SeatContext, SeatFront } from '../seat/model.js';
import { keyboardPort } from '../seat/roomPort.js';
import type { TableView } from '../table/index.js';

/** The seat model needs a terminal's size; a line-based front end has no such limit, and this one is never too small. */
export const NO_LIMIT = { columns: 200, rows: 200 };

export interface ReaderSource {
  /**
   * What `seat` may see (null: what every player may see); null while there
   * is no table yet (an ssh table waiting for its players). An ssh seat's
   * source answers with that seat's own view whatever is asked: it holds
   * nobody else's hidden cards.
   */
  view(seat: Seat | null): TableView | null;
  /** Calls `listener` after every change; returns what stops it. */
  subscribe(listener: () => void): () => void;
  readonly port: SeatPort;
  /** What quitting does: ends the match at one keyboard (`quit`), or leaves it to go on without this seat (`leave`, over ssh). */
  readonly exit: SeatFront['exit'];
  /** The seat screen's context for `seat` (null: nobody's cards), or null while there is no table. */
  context(seat: Seat | null, lang: Lang, front: SeatFront): SeatContext | null;
  /** What has been noted beside the game so far (who left, who is back, where a bot stands in), worded in `lang`; the reader says each once. */
  notes(lang: Lang): readonly string[];
  /** While there is no table: a sentence on who is seated and how the match starts (said again when it changes); null once it plays. */
  waiting(lang: Lang): string | null;
  /** Starts a table that waits for players at once (its open seats become bots): false when this seat may not; null where no table waits. */
  readonly start: (() => boolean) | null;
}

/** A room at one keyboard (MatchRunner.atOneKeyboard): every human seat is at this keyboard, and the room moves the bots. */
export function keyboardSource(room: MatchRunner): ReaderSource {
  const view = (seat: Seat | null): TableView | null => room.snapshot(seat).view;
  return {
    view,
    subscribe: (listener) => room.onChange(listener, null),
    port: keyboardPort(room),
    exit: 'quit',
    context: (seat, lang, front) => {
      const shown = view(seat);
      if (shown === null) return null;
      return {
        view: shown,
        seat,
        watching: false,
        size: NO_LIMIT,
        ascii: true,
        lang,
        front,
        bots: shown.seats.map((status) => (status.kind === 'bot' ? status.level : null)),
      };
    },
    notes: () => [],
    waiting: () => null,
    start: null,
  };
}
