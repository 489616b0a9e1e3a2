/**
 * What is made from the table of actions (ACTION_KINDS in types.ts): every
 * action there is, the check of a would-be action's shape, and an action's
 * plain copy (its kind and fields, nothing else), which the record keeps.
 * A new kind of action or field is a new row of that table; nothing here
 * names one.
 */

import type { MalformedAction } from './errors.js';
import { ACTION_EVENTS, ACTION_KINDS, type Action, type ActionField, type ActionType, type GameEvent } from './types.js';

type FieldValues = Readonly<Record<string, readonly (string | number)[]>>;
type Fields = readonly (readonly [ActionField, readonly (string | number)[]])[];

/** The kinds of action, in the table's order. */
export const ACTION_TYPES = Object.keys(ACTION_KINDS) as ActionType[];

// Read out of the table once: every action played is checked and copied field by field.
const FIELDS = new Map<string, Fields>(ACTION_TYPES.map((type) => [type, Object.entries(ACTION_KINDS[type] as FieldValues) as [ActionField, readonly (string | number)[]][]]));

/** The fields of an action of kind `type` and the values each may take, in the order the record writes them. */
export function actionFields(type: ActionType): Fields {
  return FIELDS.get(type)!;
}

/**
 * Every action there is (without a seat), frozen, in the table's order: kind
 * by kind, and within a kind every combination of its fields' values, the
 * first field slowest.
 */
export function everyAction(): Action[] {
  return ACTION_TYPES.flatMap((type) =>
    actionFields(type).reduce<Record<string, unknown>[]>(
      (partial, [field, values]) => partial.flatMap((action) => values.map((value) => ({ ...action, [field]: value }))),
      [{ type }],
    ),
  ).map((action) => Object.freeze(action) as unknown as Action);
}

/** The action with only its kind and that kind's fields (no seat, nothing extra), frozen: what the record keeps. */
export function plainAction(action: Action): Action {
  const plain: Record<string, unknown> = { type: action.type };
  const fields = action as unknown as Readonly<Record<string, unknown>>;
  for (const [field] of actionFields(action.type)) plain[field] = fields[field];
  return Object.freeze(plain) as unknown as Action;
}

const ACTION_OF_EVENT: ReadonlyMap<string, ActionType> = new Map(ACTION_TYPES.map((type) => [ACTION_EVENTS[type], type]));

/** The kind of action an event is the move of (`shifted`: a shift), or null for the events no action is (a turn's start, a reshuffle). */
export function actionOfEvent(event: GameEvent): ActionType | null {
  return ACTION_OF_EVENT.get(event.type) ?? null;
}

/** What is wrong with the shape of a would-be action, or null if it is well-formed. Never throws. */
export function malformedAction(action: unknown): MalformedAction | null {
  if (typeof action !== 'object' || action === null) return { field: 'action' };
  const fields = action as Readonly<Record<string, unknown>>;
  const seat = fields['seat'];
  if (seat !== undefined && !(Number.isInteger(seat) && (seat as number) >= 0)) {
    return { field: 'seat', value: String(seat) };
  }
  const type = fields['type'];
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_KINDS, type)) return { field: 'type', value: jsonText(type) };
  for (const [field, values] of actionFields(type as ActionType)) {
    if (!values.includes(fields[field] as string | number)) return { field, value: jsonText(fields[field]) };
  }
  return null;
}

/** A value as JSON text (`undefined` for what JSON cannot show). */
function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
