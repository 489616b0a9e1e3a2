/**
 * The tables this process claimed (their process died, or stopped and let
 * them go) brought back on its own table threads, from the store: each from
 * its last saved state, its players' seats held for them.
 */

import type { KeptTables } from '../keptTables.js';
import type { KeptTable } from '../tables.js';
import type { MatchRecord } from '../../../table/index.js';

export interface ClaimedTables {
  /** The claimed tables as the store keeps them. */
  load(only: ReadonlySet<string>): Promise<KeptTables>;
  restore(kept: KeptTable, saved: { readonly file: string; readonly record: MatchRecord } | null): Promise<boolean>;
  /** Codes of the tables on this process now. */
  codes(): string[];
  /** A claimed table that did not come back (its match is over, its record unreadable) is given up again. */
  giveUp(code: string): void;
}

/** Brings the tables of `codes` back; how many came. */
export async function bringBack(tables: ClaimedTables, codes: readonly string[]): Promise<number> {
  let found: KeptTables;
  try {
    found = await tables.load(new Set(codes));
  } catch (error) {
    // The store failed under the claim (PostgreSQL away a moment): every one given up again, for the next sweep to
    // claim, rather than owned here and served nowhere.
    for (const code of codes) tables.giveUp(code);
    throw error;
  }
  let back = 0;
  for (const table of found.tables) if (await tables.restore(table.kept, table.saved)) back++;
  const here = new Set(tables.codes());
  for (const code of codes) if (!here.has(code)) tables.giveUp(code);
  return back;
}
