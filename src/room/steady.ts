/**
 * The one rule for a bot that fails, whoever runs it (the hotseat, a host,
 * a server's table; a bot's own seat or a stand-in for an absent player).
 */

import { legalActionsInView } from '../core/view.js';
import type { BotDecider } from '../table/index.js';

/**
 * A bot must only ever answer with a legal action, and never stop the game:
 * should a decider throw or answer with something the rules do not allow
 * now, the first legal action is played instead.
 */
export function steadyDecider(decide: BotDecider): BotDecider {
  return async (level, view, seed) => {
    const legal = legalActionsInView(view);
    try {
      const action = await decide(level, view, seed);
      if (legal.some((candidate) => sameKind(candidate, action))) return action;
    } catch {
      // Falls through to a legal action.
    }
    return legal[0]!;
  };
}

/** Whether `action` is of a kind that is legal now with fields that make sense (slots 0-2, a direction). */
function sameKind(legal: { readonly type: string }, action: unknown): boolean {
  if (typeof action !== 'object' || action === null) return false;
  const candidate = action as Record<string, unknown>;
  if (candidate.type !== legal.type) return false;
  const slot = (value: unknown): boolean => value === 0 || value === 1 || value === 2;
  switch (candidate.type) {
    case 'shift':
      return candidate.direction === 'left' || candidate.direction === 'right';
    case 'swap':
      return slot(candidate.own) && slot(candidate.middle);
    default:
      return true;
  }
}
