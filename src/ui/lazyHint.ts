/**
 * Working out a hint where the screen runs. The bots' search is loaded only
 * when a player first asks (a dynamic import), so a game nobody asks for a
 * hint in never loads it for that.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';

export { HINT_LEAD_MS, spinnerLead } from '../seat/spinnerLead.js';

/** The hint for the seat of `view` (its own view, on its turn), from that view alone. */
export async function lazyHint(view: PlayerView): Promise<Suggestion> {
  const { hintFor } = await import('../bots/hint.js');
  return hintFor(view);
}
