/**
 * Working out a hint where the screen runs. The bots' search is loaded only
 * when a player first asks (a dynamic import), so a game nobody asks for a
 * hint in never loads it for that.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';

/** How long the spinner shows before a hint is worked out, so it is drawn before the search holds the thread. */
export const HINT_LEAD_MS = 30;

/** The hint for the seat of `view` (its own view, on its turn), from that view alone. */
export async function lazyHint(view: PlayerView): Promise<Suggestion> {
  const { hintFor } = await import('../bots/hint.js');
  return hintFor(view);
}

/** Waits `HINT_LEAD_MS`, so that whatever shows the spinner is drawn first. */
export function spinnerLead(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, HINT_LEAD_MS));
}
