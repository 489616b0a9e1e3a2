/**
 * Who holds a remote seat, as the ssh front ends compare it: the key the
 * player proved (its fingerprint), else, on a server, the address they
 * connected from (`address:…`); null for a keyless seat at a host's room,
 * which goes back to whoever knows the room's password and the name. The
 * record keeps the same as a SeatOwner (table/seats.ts), so that every way
 * back (a restart, `--resume`, a table file lost) hands a seat to its owner
 * only.
 */

import type { SeatOwner } from '../table/index.js';

const ADDRESS_HOLDER = 'address:';

/**
 * A seat whose owner cannot be established (a record saved before owners
 * were, without the server's table file): never handed to anyone by name;
 * the stand-in bot plays it. No key or address compares equal to it.
 */
export const HELD_SEAT = 'held:';

/**
 * What a seat is held by: the ssh key the player proved, else the address
 * they connected from. On a public server anyone can type any name, so a
 * seat taken without a key is not anybody's by name alone: coming back to
 * it takes the same address (or, next time, a key).
 */
export function seatHolder(key: string | null, address: string): string {
  return key ?? `${ADDRESS_HOLDER}${address}`;
}

/** Whether a seat is held by an address (its player logged in without a key). */
export function heldByAddress(holder: string | null | undefined): boolean {
  return holder?.startsWith(ADDRESS_HOLDER) === true;
}

/** The owner a record keeps for a remote seat taken by `holder`. */
export function ownerOf(holder: string | null): SeatOwner {
  if (holder === null) return { kind: 'name' };
  if (heldByAddress(holder)) return { kind: 'address', address: holder.slice(ADDRESS_HOLDER.length) };
  return { kind: 'key', key: holder };
}

/** The holder of a remote seat from the owner its record keeps (a terminal's seat is no remote seat: held). */
export function holderOf(owner: SeatOwner): string | null {
  switch (owner.kind) {
    case 'name':
      return null;
    case 'address':
      return `${ADDRESS_HOLDER}${owner.address}`;
    case 'key':
      return owner.key;
    case 'terminal':
      return HELD_SEAT;
  }
}
