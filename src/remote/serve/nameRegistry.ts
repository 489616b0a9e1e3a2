/**
 * Who is online under which name: the one place that decides it, for the
 * lobby and, on several processes, for all of them (the names held in the
 * store, pgCluster.ts, through the cluster: cluster/cluster.ts).
 *
 * - one connection per name on the whole server (a second screen would see
 *   that player's hidden cards);
 * - a name whose seat was taken with a key belongs to that key;
 * - the same key connecting again replaces its old connection (a window
 *   that froze);
 * - a new name that looks like one online or seated (Unicode's
 *   confusables: "аlice" with a Cyrillic "а" for "alice") is refused, so
 *   that no one passes for another player.
 */

import { nameKey } from '../../core/playerNames.js';
import { lookalikeOf } from '../../room/lookalike.js';
import { HELD_SEAT } from '../../room/owners.js';
import { ratedIdOf } from './ratingBook.js';
import { heldByAddress, type Identity, type NameRefusal, type TableSummary } from './tables.js';

/** Where the names online on the other processes are kept (the cluster, on the store's table of names). */
export interface NameStore {
  /** The name online here and nowhere else; with the names online elsewhere. */
  claimName(identity: Identity, nameKey: string): Promise<{ readonly ok: true; readonly others: readonly string[] } | { readonly ok: false; readonly storeAway?: boolean }>;
  releaseName(nameKey: string): void;
  /** How many names are online on the other processes. */
  readonly onlineElsewhere: number;
}

/** A name come online: `confirmed` says, once every process agreed, whether it may stay (null) or why not. */
export type Connected = { readonly ok: true; readonly release: () => void; readonly confirmed: Promise<NameRefusal | null> } | { readonly ok: false; readonly reason: NameRefusal };

export interface NameRegistryOptions {
  /** Every table of the server (whose seats hold names). */
  readonly tables: () => Iterable<TableSummary>;
  /** The other processes' names, when this is one of several. */
  readonly store?: NameStore;
  /** The keyed player rated under a name (ratingBook.ts), whose name it is: absent, names are not kept for the rated. */
  readonly ratedUnder?: (name: string) => string | null;
  /** The names keyed players other than `id` are rated under: a name that looks like one would pass for that player. */
  readonly ratedNamesBesides?: (id: string | null) => Iterable<string>;
}

interface Online {
  readonly name: string;
  readonly key: string | null;
  readonly replace: () => void;
}

export class NameRegistry {
  readonly #online = new Map<string, Online>();

  constructor(private readonly options: NameRegistryOptions) {}

  /** How many names are online (on every process of the server). */
  get online(): number {
    return this.#online.size + (this.options.store?.onlineElsewhere ?? 0);
  }

  /**
   * `identity` comes online: refused while that name is connected already
   * (unless with the same key, which then replaces the old connection),
   * when a table holds a seat for that name taken with another key, or when
   * a name without a seat looks like another that is online or seated (a
   * player with a seat always gets back to it).
   */
  connect(identity: Identity, replace: () => void): Connected {
    const key = nameKey(identity.name);
    const present = this.#online.get(key);
    // Only a proven key replaces a connection: an address is shared by everyone behind it.
    if (present !== undefined && (present.key === null || heldByAddress(present.key) || present.key !== identity.key)) {
      return { ok: false, reason: { code: 'inUse', name: identity.name } };
    }
    let seated = false;
    for (const table of this.options.tables()) {
      const seat = table.seats.findIndex((status) => status.kind !== 'bot' && status.name !== null && nameKey(status.name) === key);
      if (seat !== -1) seated = true;
      const owner = seat === -1 ? null : table.keys[seat];
      if (owner !== null && owner !== undefined && owner !== identity.key) {
        const code = owner === HELD_SEAT ? 'held' : heldByAddress(owner) ? 'otherAddress' : 'otherKey';
        return { ok: false, reason: { code, name: identity.name } };
      }
    }
    // A name on the leaderboard is its key's: under another key, or none, it would stand there and in the lobby as that player.
    const rated = seated ? null : (this.options.ratedUnder?.(identity.name) ?? null);
    if (rated !== null && rated !== ratedIdOf(identity.key)) return { ok: false, reason: { code: 'ratedName', name: identity.name } };
    if (!seated) {
      const ratedNames = this.options.ratedNamesBesides?.(ratedIdOf(identity.key)) ?? [];
      const other = lookalikeOf(identity.name, [...this.#knownNames(), ...ratedNames]);
      if (other !== null) return { ok: false, reason: { code: 'lookalike', name: identity.name, other } };
    }
    if (present !== undefined) {
      this.#online.delete(key);
      present.replace();
    }
    const entry: Online = { name: identity.name, key: identity.key, replace };
    this.#online.set(key, entry);
    const store = this.options.store;
    let released = false;
    // On several processes the name is taken on all, and checked against the names online on the others.
    const confirmed: Promise<NameRefusal | null> =
      store === undefined
        ? Promise.resolve(null)
        : store.claimName(identity, key).then((claimed): NameRefusal | null => {
            if (!claimed.ok) return { code: claimed.storeAway === true ? 'storeAway' : 'inUse', name: identity.name };
            if (released) store.releaseName(key);
            if (seated) return null;
            const other = lookalikeOf(
              identity.name,
              claimed.others.filter((name) => name !== key),
            );
            return other === null ? null : { code: 'lookalike', name: identity.name, other };
          });
    return {
      ok: true,
      confirmed,
      release: () => {
        if (this.#online.get(key) !== entry) return;
        this.#online.delete(key);
        released = true;
        store?.releaseName(key);
      },
    };
  }

  /** A connection of `name` here is replaced by one with the same key on another process. */
  replaceOnline(name: string): void {
    const present = this.#online.get(name);
    if (present === undefined) return;
    this.#online.delete(name);
    present.replace();
  }

  /** The players' names the server knows: those online, and those seated at its tables. */
  *#knownNames(): Generator<string> {
    for (const online of this.#online.values()) yield online.name;
    for (const table of this.options.tables()) {
      for (const seat of table.seats) if (seat.kind !== 'bot' && seat.name !== null) yield seat.name;
    }
  }
}
