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

/**
 * Who a human seat belongs to, saved with the match so that after any
 * restart (a crash, `--resume`, a server brought back) the seat goes back
 * to its owner only. Not part of any view: a player never learns another's
 * key or address.
 */
export type SeatOwner =
  /** Played at the terminal of the program that runs the match: the hotseat's players, the host's own seat. */
  | { readonly kind: 'terminal' }
  /** Taken over ssh with this key (its fingerprint): only this key gets it back. */
  | { readonly kind: 'key'; readonly key: string }
  /** Taken over ssh without a key at a server: only this address (an IPv6 client's /64) gets it back. */
  | { readonly kind: 'address'; readonly address: string }
  /** Taken over ssh without a key at a host's room: whoever knows the room's password and the name. */
  | { readonly kind: 'name' };

/**
 * The program a match is played with, saved with it: each goes on only
 * where it began (a server's table is not a host's to resume, nor a game
 * of one keyboard a server's).
 */
export type MatchProgram = 'play' | 'host' | 'serve';

/** One entry per seat: a human's owner, null for a bot. */
export type SeatOwners = readonly (SeatOwner | null)[];

/** Whether `owners` fits `seats`: one entry each, an owner for every human and none for a bot. */
export function ownersFit(owners: SeatOwners, seats: readonly TableSeat[]): boolean {
  return (
    Array.isArray(owners) && owners.length === seats.length && owners.every((owner, index) => (seats[index]!.kind === 'bot' ? owner === null : owner !== null && isOwner(owner)))
  );
}

function isOwner(owner: unknown): owner is SeatOwner {
  if (typeof owner !== 'object' || owner === null) return false;
  const value = owner as Record<string, unknown>;
  switch (value.kind) {
    case 'terminal':
    case 'name':
      return true;
    case 'key':
      return typeof value.key === 'string' && value.key.length > 0;
    case 'address':
      return typeof value.address === 'string' && value.address.length > 0;
    default:
      return false;
  }
}
