/**
 * What the screen-reader mode reads from and moves on: a table played at one
 * keyboard (the hotseat's, `tableSource`), or one ssh seat of a match that
 * the server runs (remote/readerSession.ts). The reader itself (readerGame.ts)
 * only turns what it reads into sentences and typed lines into commands; this
 * is where the two differ: who plays the computer players, which view a seat
 * gets, what the seat screen's context holds.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { Lang } from '../i18n/lang.js';
import type { SeatPort } from '../seat/port.js';
import type { SeatContext, SeatFront } from '../seat/model.js';
import { tablePort } from '../seat/tablePort.js';
import type { Table, TableView } from '../table/index.js';

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
  /** Plays the computer player's turn at `version` (settled once the table has it); null where the table plays them itself (an ssh seat's match). */
  readonly playBot: ((version: number) => PromiseLike<unknown>) | null;
  /** The seat screen's context for `seat` (null: nobody's cards), or null while there is no table. */
  context(seat: Seat | null, lang: Lang, front: SeatFront): SeatContext | null;
  /** What has been noted beside the game so far (who left, who is back, where a bot stands in), worded in `lang`; the reader says each once. */
  notes(lang: Lang): readonly string[];
  /** While there is no table: a sentence on who is seated and how the match starts (said again when it changes); null once it plays. */
  waiting(lang: Lang): string | null;
  /** Starts a table that waits for players at once (its open seats become bots): false when this seat may not; null where no table waits. */
  readonly start: (() => boolean) | null;
}

/** A table at one keyboard: every change is the table's, and the reader plays the computer players after its delay. */
export function tableSource(table: Table, suggest: (view: PlayerView) => Promise<Suggestion>): ReaderSource {
  return {
    view: (seat) => table.view(seat),
    subscribe: (listener) => table.subscribe({ seat: null }, listener),
    port: tablePort(table, suggest),
    playBot: (version) => table.playBot(version),
    context: (seat, lang, front) => {
      const view = table.view(seat);
      return {
        view,
        seat,
        watching: false,
        size: NO_LIMIT,
        ascii: true,
        lang,
        front,
        bots: view.seats.map((status) => (status.kind === 'bot' ? status.level : null)),
      };
    },
    notes: () => [],
    waiting: () => null,
    start: null,
  };
}
