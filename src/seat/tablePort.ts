/**
 * The seat port (port.ts) of a table played at one keyboard (the hotseat,
 * the screen-reader mode): its seats' commands go to the table as they are,
 * and n on the results deals the next game at once (everyone who would say
 * so sits at this one keyboard).
 */

import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import type { SeatPort } from './port.js';
import type { Table } from '../table/index.js';

export function tablePort(table: Table, suggest: (view: PlayerView) => Promise<Suggestion>): SeatPort {
  return {
    act: (seat, action, version) => table.act(seat, action, version),
    noteHint: (seat, version) => table.noteHint(seat, version),
    nextGame: (version) => table.nextGame(version),
    endMatch: (version) => table.endMatch(version),
    seatView: (seat) => table.view(seat).game,
    suggest,
  };
}
