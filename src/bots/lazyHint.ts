/**
 * Working out a hint where the screen runs. The bots' search is loaded only
 * when a player first asks (a dynamic import), so a game nobody asks for a
 * hint in never loads it for that.
 */

import type { Suggestion } from './suggest.js';
import type { PlayerView } from '../core/view.js';

/** The hint for the seat of `view` (its own view, on its turn), from that view alone. */
export async function lazyHint(view: PlayerView): Promise<Suggestion> {
  const { hintFor } = await import('./hint.js');
  return hintFor(view);
}
