/**
 * Who sits at a table. A seat is a discriminated union on `kind`, so a new
 * kind of player (a remote human, say) is one more member here and changes
 * nothing in the table's commands: those address seats by index.
 */

import type { BotLevel } from '../bots/levels.js';

export interface HumanSeat {
  readonly kind: 'human';
  readonly name: string;
}

export interface BotSeat {
  readonly kind: 'bot';
  readonly name: string;
  readonly level: BotLevel;
}

export type TableSeat = HumanSeat | BotSeat;

export function isBotSeat(seat: TableSeat): seat is BotSeat {
  return seat.kind === 'bot';
}
