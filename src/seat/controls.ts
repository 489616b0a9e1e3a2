/**
 * How each kind of action is chosen at a seat: the one table that the seat
 * model's keys (model.ts), the key bar (TableScreen.tsx), the help
 * (screens.tsx), the "choose an action first" line (messages.ts) and the
 * screen reader's typed moves (reader/commands.ts) read, in the order of
 * the core's list of actions. An action that one key plays, as `pass` is,
 * needs nothing at the seat but its row here; its words (label, help line,
 * typed words) are the core's (i18n/words.en.ts `moves`).
 */

import { ACTION_TYPES } from '../core/actions.js';
import type { ACTION_KINDS, ActionType } from '../core/types.js';

/** An action with no fields, which a key alone can play. */
export type FieldlessAction = { [K in ActionType]: keyof (typeof ACTION_KINDS)[K] extends never ? K : never }[ActionType];

export type ActionControl =
  /** The arrow keys: ← and → shift the middle row that way (the reader's words left and right). */
  | { readonly kind: 'arrows' }
  /** The key, then one's own open card and a middle card by their numbers (1-3). */
  | { readonly kind: 'pick'; readonly key: string }
  /** The key, then the key again or Enter to confirm: a move of three cards is worth a second press. */
  | { readonly kind: 'confirm'; readonly key: string }
  /** The key plays it at once. */
  | { readonly kind: 'press'; readonly key: string };

/** The actions whose choosing is a flow of its own in the seat model, each with the one control its flow is made for. */
interface OwnFlows {
  readonly shift: { readonly kind: 'arrows' };
  readonly swap: { readonly kind: 'pick'; readonly key: string };
  readonly swapAll: { readonly kind: 'confirm'; readonly key: string };
}
type OwnFlow = keyof OwnFlows;

/** An action that its key alone plays: every action without a flow of its own. */
export type PressedAction = Exclude<ActionType, OwnFlow>;

/**
 * The control of every kind of action. The kinds other than `press` each
 * are the flow of one action in the seat model; every other action is
 * played by its key alone, so it must have no fields (the types say so: an
 * action with fields needs a flow of its own, in model.ts).
 */
export const ACTION_CONTROLS = {
  shift: { kind: 'arrows' },
  swap: { kind: 'pick', key: 's' },
  swapAll: { kind: 'confirm', key: 'a' },
  pass: { kind: 'press', key: 'p' },
} as const satisfies OwnFlows &
  Readonly<Record<PressedAction, Extract<ActionControl, { kind: 'press' }>>> &
  // A row for an action with fields that is played by its key alone (none can be): never.
  Readonly<Record<Exclude<PressedAction, FieldlessAction>, never>>;

/** Whether `type` is played by its key alone, as an action with no fields. */
export function isPressed(type: ActionType): type is PressedAction & FieldlessAction {
  return ACTION_CONTROLS[type].kind === 'press';
}

/** The kind of action a character key chooses, if any. */
export function actionOfKey(char: string): ActionType | undefined {
  return ACTION_TYPES.find((type) => {
    const control: ActionControl = ACTION_CONTROLS[type];
    return control.kind !== 'arrows' && control.key === char;
  });
}

/** The key an action is chosen by, as the key bar and the help show it: the arrows as the caller draws them (`leftRight`). */
export function keyOfAction(type: ActionType, leftRight: string): string {
  const control: ActionControl = ACTION_CONTROLS[type];
  return control.kind === 'arrows' ? leftRight : control.key;
}
