/**
 * Seating by key: the seats of a room as they were planned, who sits
 * where, and who owns each seat (owners.ts: saved with the record, so every
 * way back hands a seat to its owner only). A connection as a name gets its
 * own seat again (with the key it was taken with), a free remote seat in
 * the lobby, or nothing (then it may watch); a name that is, or looks like,
 * another's at the table is refused.
 */

import { botNames, type BotLevel } from '../bots/levels.js';
import { nameProblem } from '../core/playerNames.js';
import type { Seat } from '../core/types.js';
import type { SeatOwner, Table, TableSeat } from '../table/index.js';
import { lookalikeOf } from './lookalike.js';
import { HELD_SEAT, heldByAddress, holderOf, ownerOf } from './owners.js';

export type SeatPlan = { readonly kind: 'local'; readonly name: string } | { readonly kind: 'remote' } | { readonly kind: 'bot'; readonly level: BotLevel };

/** One seat as everyone may see it (no cards). */
export interface SeatStatus {
  readonly kind: 'local' | 'remote' | 'bot';
  /** null: a remote seat nobody has taken yet. */
  readonly name: string | null;
  readonly level: BotLevel | null;
  readonly connected: boolean;
  /** A bot plays this human's seat while they are away. */
  readonly standIn: boolean;
  /** Asked for the next game. */
  readonly ready: boolean;
}

/** Why a connection gets no seat, as data: the server words it in the connection's language. */
export type JoinRefusal =
  /** The host is stopping. */
  | { readonly code: 'closed' }
  /** Another player (or the host) has this name. */
  | { readonly code: 'nameTaken'; readonly name: string }
  /** The name looks like that of another player, the host or a bot at the table (`other`), though it is a different name. */
  | { readonly code: 'lookalike'; readonly name: string; readonly other: string }
  /** The seat of this name was taken with another key. */
  | { readonly code: 'otherKey'; readonly name: string }
  /** Who the seat of this name belongs to could not be established (a lost table file): a bot plays it. */
  | { readonly code: 'held'; readonly name: string }
  /** This player is connected already: a second screen would see their hidden cards. */
  | { readonly code: 'inUse'; readonly name: string }
  /** The key of this connection already holds the seat of `other` at the table: one player, one seat (and one rating). */
  | { readonly code: 'sameKey'; readonly name: string; readonly other: string }
  /** Every seat is taken (in the lobby), and no spectators. */
  | { readonly code: 'full' }
  /** The match has started with every seat taken, and no spectators. */
  | { readonly code: 'started' };

/** What the room keeps of one seat: who plays it, how, and whether a stand-in holds it for an absent player. */
export interface SeatEntry {
  kind: 'local' | 'remote' | 'bot';
  name: string | null;
  level: BotLevel | null;
  /** The key fingerprint the seat was taken with (only where keys are used). */
  key: string | null;
  /** How many screens of this seat are open. */
  sessions: number;
  standIn: boolean;
}

/** Who may claim the seats of a match brought back from its record (see Seating.restored). */
export interface RestoredOwners {
  readonly localName: string | null;
  readonly keys?: readonly (string | null)[];
  readonly unknownOwner: 'held' | 'name';
}

export class Seating {
  private constructor(readonly slots: SeatEntry[]) {}

  /** The seats of a new match in the lobby. */
  static planned(seats: readonly SeatPlan[]): Seating {
    return new Seating(
      seats.map((plan): SeatEntry => ({
        kind: plan.kind,
        name: plan.kind === 'local' ? plan.name : null,
        level: plan.kind === 'bot' ? plan.level : null,
        key: null,
        sessions: plan.kind === 'local' ? 1 : 0,
        standIn: false,
      })),
    );
  }

  /**
   * The seats of a match brought back from its record. Who owns each seat
   * comes from the record (seats.ts): a key-bound seat goes back only to
   * that key, an address-bound one only to that address, the terminal's
   * seat is `localName`'s (the host's own; with none, held). A record saved
   * before owners were says nothing: its seats take `keys` (what a server
   * kept beside the record), else `unknownOwner`: 'held' (never handed to a
   * name alone) or 'name' (a password room, where the password is what
   * guards a name).
   */
  static restored(table: Table, owners: RestoredOwners): Seating {
    const { localName, keys = [], unknownOwner } = owners;
    return new Seating(
      table.seats.map((seat, index): SeatEntry => {
        const owner = table.owners?.[index] ?? null;
        const local = seat.kind === 'human' && localName !== null && sameName(seat.name, localName) && (table.owners === null || owner?.kind === 'terminal');
        const legacyHolder = keys[index] ?? (unknownOwner === 'held' ? HELD_SEAT : null);
        return {
          kind: seat.kind === 'bot' ? 'bot' : local ? 'local' : 'remote',
          name: seat.name,
          level: seat.kind === 'bot' ? seat.level : null,
          key: seat.kind === 'bot' || local ? null : owner !== null ? holderOf(owner) : legacyHolder,
          sessions: local ? 1 : 0,
          standIn: false,
        };
      }),
    );
  }

  /** The seats of a table played at one keyboard: every human's at this terminal, for good. */
  static atOneKeyboard(table: Table): Seating {
    return new Seating(
      table.seats.map((seat): SeatEntry => ({
        kind: seat.kind === 'bot' ? 'bot' : 'local',
        name: seat.name,
        level: seat.kind === 'bot' ? seat.level : null,
        key: null,
        sessions: seat.kind === 'bot' ? 0 : 1,
        standIn: false,
      })),
    );
  }

  slot(seat: Seat): SeatEntry {
    return this.slots[seat]!;
  }

  /** The seat of the host's own terminal, if there is one. */
  get localSeat(): Seat | null {
    const index = this.slots.findIndex((slot) => slot.kind === 'local');
    return index === -1 ? null : index;
  }

  /** The key each seat was taken with (null: none, or a bot). */
  keys(): (string | null)[] {
    return this.slots.map((slot) => slot.key);
  }

  /** Whether any player (not a spectator) has a screen open. */
  playersConnected(): boolean {
    return this.slots.some((slot) => slot.kind !== 'bot' && slot.sessions > 0);
  }

  /** The seat of the first player seated, or null. */
  firstSeated(): Seat | null {
    const index = this.slots.findIndex((slot) => slot.kind !== 'bot' && slot.name !== null && slot.sessions > 0);
    return index === -1 ? null : index;
  }

  /** Whether `name` (a player's, not a bot's) has a seat here. */
  seatOf(name: string): Seat | null {
    const index = this.slots.findIndex((slot) => slot.kind !== 'bot' && slot.name !== null && sameName(slot.name, name));
    return index === -1 ? null : index;
  }

  status(ready: (seat: Seat) => boolean): SeatStatus[] {
    return this.slots.map((slot, seat) => ({
      kind: slot.kind,
      name: slot.name,
      level: slot.level,
      connected: slot.sessions > 0,
      standIn: slot.standIn,
      ready: ready(seat),
    }));
  }

  /** The seats whose players are here and play themselves: the ones the next game waits for. */
  present(): Seat[] {
    return this.slots.flatMap((slot, seat) => (slot.kind !== 'bot' && slot.sessions > 0 && !slot.standIn ? [seat] : []));
  }

  /**
   * Which seat a connection as `name` (already checked by remoteName) may
   * take: its own again (reconnecting), a free remote seat in the lobby
   * (taken now, with `key`), or none (null: it may only watch).
   */
  claim(name: string, key: string | null, inLobby: boolean): { readonly ok: true; readonly seat: Seat | null } | { readonly ok: false; readonly reason: JoinRefusal } {
    const own = this.slots.findIndex((slot) => slot.name !== null && slot.kind !== 'bot' && sameName(slot.name, name));
    if (own !== -1) {
      const slot = this.slots[own]!;
      if (slot.kind === 'local') return { ok: false, reason: { code: 'nameTaken', name } };
      if (slot.key === HELD_SEAT) return { ok: false, reason: { code: 'held', name } };
      if (slot.key !== null && key !== slot.key) return { ok: false, reason: { code: 'otherKey', name } };
      // One screen per seat: a second connection under a connected player's name
      // would see that player's hidden cards and could act for them.
      if (slot.sessions > 0) return { ok: false, reason: { code: 'inUse', name } };
      return { ok: true, seat: own };
    }
    if (this.slots.some((slot) => slot.name !== null && sameName(slot.name, name))) {
      return { ok: false, reason: { code: 'nameTaken', name } };
    }
    // A different name that reads the same ("аlice" with a Cyrillic а) could pass for that player.
    const other = lookalikeOf(name, this.#names());
    if (other !== null) return { ok: false, reason: { code: 'lookalike', name, other } };
    if (inLobby) {
      // A key is one player: under a second name it would play against itself, and the match could not be rated.
      // (An address is shared by everyone behind it, so players without a key are not held to one seat.)
      const mine = key === null || heldByAddress(key) ? undefined : this.slots.find((slot) => slot.key === key && slot.name !== null);
      if (mine !== undefined) return { ok: false, reason: { code: 'sameKey', name, other: mine.name! } };
      const free = this.slots.findIndex((slot) => slot.kind === 'remote' && slot.name === null);
      if (free !== -1) {
        const slot = this.slots[free]!;
        slot.name = name;
        slot.key = key;
        return { ok: true, seat: free };
      }
    }
    return { ok: true, seat: null };
  }

  /** In the lobby a seat is held only while its player is there. */
  vacate(seat: Seat): void {
    const slot = this.slots[seat]!;
    slot.name = null;
    slot.key = null;
  }

  /** Whether every seat is taken (a bot's always is). */
  full(): boolean {
    return this.slots.every((slot) => slot.name !== null || slot.kind === 'bot');
  }

  /** The host starts now: every remote seat nobody took becomes a bot of `level`. */
  fillWithBots(level: BotLevel): void {
    for (const slot of this.slots) {
      if (slot.kind === 'remote' && slot.name === null) {
        slot.kind = 'bot';
        slot.level = level;
      }
    }
  }

  /**
   * The table's seats and their owners, the bots named now: a bot's name
   * neither is nor looks like a player's ("Bot Hard" beside a player "Bоt Hard").
   */
  tableSeats(labels?: Readonly<Record<BotLevel, string>>): { readonly seats: TableSeat[]; readonly owners: (SeatOwner | null)[] } {
    const humans = this.slots.filter((slot) => slot.kind !== 'bot').map((slot) => slot.name!);
    const botSlots = this.slots.filter((slot) => slot.kind === 'bot');
    const names = botNames(
      botSlots.map((slot) => slot.level!),
      humans,
      labels,
      (name, used) => lookalikeOf(name, used) !== null,
    );
    botSlots.forEach((slot, index) => {
      slot.name = names[index]!;
    });
    const seats: TableSeat[] = this.slots.map((slot) => (slot.kind === 'bot' ? { kind: 'bot', name: slot.name!, level: slot.level! } : { kind: 'human', name: slot.name! }));
    // Who owns each seat goes into the record, so that every way back gives it to them only.
    const owners = this.slots.map((slot): SeatOwner | null => (slot.kind === 'bot' ? null : slot.kind === 'local' ? { kind: 'terminal' } : ownerOf(slot.key)));
    return { seats, owners };
  }

  /** The names at the table: its players', the host's and, once the match has started, its bots'. */
  *#names(): Generator<string> {
    for (const slot of this.slots) if (slot.name !== null) yield slot.name;
  }
}

/** The engine's rule for equal names: ignoring case and compatibility forms. */
export function sameName(a: string, b: string): boolean {
  return nameProblem(a, [b]) !== null;
}
