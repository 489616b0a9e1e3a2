/**
 * Working out a hint a seat asked for, the same at one keyboard and over
 * ssh: wait for the spinner to be drawn, give up if the hint is no longer
 * wanted (the turn moved on: another game, another log length), else ask for
 * the suggestion and hand it back (null: none could be worked out; the
 * spinner goes, the game goes on). Each front end says where the seat's
 * state is, how suggestions are worked out and where the answer goes.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import type { HintPosition, HintState } from './model.js';
import { spinnerLead } from './spinnerLead.js';

export interface HintPort {
  /** The hint the seat's screen waits for now, or null. */
  wanted(): HintState | null;
  /** Works the suggestion out from the seat's own view (on a bot thread where there is one). */
  suggest(view: PlayerView): Promise<Suggestion>;
  /** The answer for the hint asked for at `position`; the screen drops it if its turn has moved on. */
  deliver(position: HintPosition, suggestion: Suggestion | null): void;
  /** Whether the screen is gone (nothing more to deliver). */
  gone?(): boolean;
}

export async function workOutHint(position: HintPosition, view: PlayerView, port: HintPort): Promise<void> {
  let suggestion: Suggestion | null = null;
  try {
    await spinnerLead();
    const wanted = port.wanted();
    if (port.gone?.() === true || !stillWanted(wanted, position)) return;
    suggestion = await port.suggest(view);
  } catch {
    // No hint, then: the spinner goes, the game goes on.
  }
  if (port.gone?.() !== true) port.deliver(position, suggestion);
}

/** Whether the hint asked for at `position` is still the one being waited for (not worked out yet, same game, same point of it). */
export function stillWanted(wanted: HintState | null, position: HintPosition): boolean {
  return wanted !== null && wanted.suggestion === null && wanted.logLength === position.logLength && wanted.game === position.game;
}
