/**
 * Holding while unsaved (`storedBeforeShown`, `host` and `serve`): a change
 * reaches the screens only once its save is done, so that nothing a player
 * saw (a deal, a move, a drawn card) can be missing from the store, and a
 * server that takes a table over from its last save never deals a game
 * again that someone saw with other cards. While saves fail the room holds:
 * no move, hint or next game (the players' commands refused as
 * `savesFailing`, the bots waiting) until a save works again. Without it, a
 * room shows each change at once and plays on while saves fail (it is
 * saved whole once its store takes it again).
 */

import type { Seat } from '../core/types.js';
import type { CommandResult, Table, TableMoment } from '../table/index.js';

/**
 * Whether the match is on disk as it stands: ok (also where it is not
 * saved at all), or the latest save failed, with why (an errno code). The
 * host and the server set it; every seat's screen says so while it fails.
 */
export type SavingState = { readonly ok: true } | { readonly ok: false; readonly errno: string };

const SAVING_OK: SavingState = { ok: true };

export class SaveHold {
  #saving: SavingState = SAVING_OK;
  /** With storedBeforeShown: the table as the store holds it (what the screens show). */
  #shown: TableMoment | null = null;
  /** The moments not yet stored, with the seat that made each. */
  readonly #unstored = new Map<number, { readonly moment: TableMoment; readonly actor: Seat | null }>();

  constructor(readonly storedBeforeShown: boolean) {}

  get saving(): SavingState {
    return this.#saving;
  }

  /** How the latest save went: true when that changed. */
  setSaving(state: SavingState): boolean {
    const same = state.ok ? this.#saving.ok : !this.#saving.ok && this.#saving.errno === state.errno;
    if (same) return false;
    this.#saving = state.ok ? SAVING_OK : state;
    return true;
  }

  /** The refusal of a command while the room is held for its saves, else null. */
  held(): CommandResult | null {
    return this.storedBeforeShown && !this.#saving.ok ? { ok: false, error: { code: 'savesFailing' } } : null;
  }

  /** The table was read from the store: as stored as it gets. */
  readFromStore(table: Table): void {
    this.#shown = table.moment();
  }

  /** The table as the screens may show it: as stored (storedBeforeShown), else as it is. */
  shown(table: Table | null): TableMoment | null {
    if (table === null) return null;
    return this.storedBeforeShown ? this.#shown : table.moment();
  }

  /** Whether the screens show the table as it is (no change waits for its save). */
  allShown(table: Table): boolean {
    return !this.storedBeforeShown || (this.#shown?.version ?? -1) >= table.version;
  }

  /**
   * The table changed (by `actor`'s command, or nobody's): true when the
   * screens hear of it now; with storedBeforeShown they do once it is
   * stored, unless a store that saves at once has already said so.
   */
  changed(table: Table, actor: Seat | null): boolean {
    if (!this.storedBeforeShown) return true;
    if (this.#shown === null || this.#shown.version < table.version) this.#unstored.set(table.version, { moment: table.moment(), actor });
    return false;
  }

  /**
   * The store holds the table at `version` now: the moment the screens show
   * from now on and the seat that made it, or null when nothing new is shown.
   */
  stored(version: number, table: Table): { readonly actor: Seat | null | undefined } | null {
    if (!this.storedBeforeShown) return null;
    if (this.#shown !== null && version <= this.#shown.version) return null;
    const kept = this.#unstored.get(version);
    // A store that saves at once (the host's) is done before the table tells the room of the change.
    const moment = kept?.moment ?? (version === table.version ? table.moment() : null);
    for (const unstored of [...this.#unstored.keys()]) if (unstored <= version) this.#unstored.delete(unstored);
    if (moment === null) return null;
    this.#shown = moment;
    return { actor: kept?.actor };
  }
}
