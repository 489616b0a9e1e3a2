/**
 * The server's ratings as the lobby shows them beside names and quick
 * match seats by them: a copy in the main thread, loaded from where the
 * server keeps its ratings (serveRatings.ts) at the start and again after
 * a match ends. Reading it costs nothing; a rating is at most one load
 * behind.
 */

import { nameKey } from '../../core/playerNames.js';
import { displayRating, type PlayerId, type PlayerRating } from '../../record/ratings.js';
import type { TableSummary } from './tables.js';
import { heldByAddress } from '../../room/owners.js';

export class RatingBook {
  #ratings: ReadonlyMap<PlayerId, number> = new Map();
  /** Each keyed player's rated name, by its name key, with the key it is rated by: a name on the leaderboard is that key's. */
  #keyedNames: ReadonlyMap<string, { readonly name: string; readonly id: PlayerId }> = new Map();
  #loading: Promise<void> | null = null;
  #again = false;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<readonly PlayerRating[]>) {}

  /** The display rating of `id`, or null while it has none. */
  of(id: PlayerId | null): number | null {
    return id === null ? null : (this.#ratings.get(id) ?? null);
  }

  /**
   * The keyed player rated under `name` (compared as the engine compares names), or null: another key, or a login
   * without one, taking that name would stand on the leaderboard and in the lobby as that player.
   */
  keyedPlayerNamed(name: string): PlayerId | null {
    return this.#keyedNames.get(nameKey(name))?.id ?? null;
  }

  /** The names keyed players are rated under, but those of `id`'s own (a look-alike of one passes for that player). */
  *keyedNamesBesides(id: PlayerId | null): Generator<string> {
    for (const keyed of this.#keyedNames.values()) if (keyed.id !== id) yield keyed.name;
  }

  /** The display rating of each seat of `table` (null: open, unrated or not rated yet). */
  seatsOf(table: Pick<TableSummary, 'seats' | 'keys'>): (number | null)[] {
    return table.seats.map((seat, index) => {
      if (seat.kind === 'bot') return seat.level === undefined || seat.level === null ? null : this.of(`bot:${seat.level}`);
      return seat.name === null ? null : this.of(ratedIdOf(table.keys[index] ?? null));
    });
  }

  /** Calls `listener` after every load that changed something; returns what stops it. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Loads them again: one load at a time, and one more after it when asked meanwhile. A load that fails keeps the last. */
  refresh(): Promise<void> {
    if (this.#loading !== null) {
      this.#again = true;
      return this.#loading;
    }
    this.#loading = (async () => {
      do {
        this.#again = false;
        try {
          const players = await this.load();
          const loaded = new Map(players.map((player) => [player.id, displayRating(player)]));
          const changed = loaded.size !== this.#ratings.size || [...loaded].some(([id, rating]) => this.#ratings.get(id) !== rating);
          this.#ratings = loaded;
          // Of two keys rated under one name (one rated before this rule), the one that played last keeps it.
          const keyed = players.filter((player) => player.id.startsWith('key:')).sort((a, b) => a.lastPlayed.localeCompare(b.lastPlayed));
          this.#keyedNames = new Map(keyed.map((player) => [nameKey(player.name), { name: player.name, id: player.id }]));
          if (changed) for (const listener of [...this.#listeners]) listener();
        } catch {
          // The store is away: the ratings shown stay as they were until the next load.
        }
      } while (this.#again);
      this.#loading = null;
    })();
    return this.#loading;
  }
}

/** Who a connection is among the rated: the key it logged in with; null for a login without one (it plays unrated). */
export function ratedIdOf(holder: string | null): PlayerId | null {
  return holder === null || heldByAddress(holder) ? null : `key:${holder}`;
}
