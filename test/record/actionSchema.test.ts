/**
 * One table of actions (ACTION_KINDS) makes the type, the engine's check of
 * an action's shape, the record's schema and the plain copy the record
 * keeps: here they are held to agree, action by action.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ACTION_TYPES, actionFields, actionOfEvent, everyAction, malformedAction, plainAction } from '../../src/core/actions.js';
import { applyAction, newGame } from '../../src/core/game.js';
import { ACTION_KINDS, type Action } from '../../src/core/types.js';
import { actionSchema } from '../../src/record/schema.js';
import { serializeRecord } from '../../src/record/serialize.js';
import { schemaFault } from '../../src/record/schemaFault.js';

const EVERY = everyAction();

/** Any action the type allows, sometimes with a seat and with keys the game does not know. */
const actionArb: fc.Arbitrary<Action> = fc
  .tuple(fc.constantFrom(...EVERY), fc.option(fc.nat({ max: 3 }), { nil: undefined }), fc.dictionary(fc.constantFrom('note', 'by', 'at'), fc.jsonValue()))
  .map(([action, seat, extra]) => ({ ...extra, ...action, ...(seat === undefined ? {} : { seat }) }) as Action);

describe('the table of actions', () => {
  it('lists the 13 actions of the rules, in the order the bots and the hints have always had them', () => {
    expect(EVERY).toEqual([
      { type: 'shift', direction: 'left' },
      { type: 'shift', direction: 'right' },
      ...[0, 1, 2].flatMap((own) => [0, 1, 2].map((middle) => ({ type: 'swap', own, middle }))),
      { type: 'swapAll' },
      { type: 'pass' },
    ]);
    expect(EVERY.every((action) => Object.isFrozen(action))).toBe(true);
  });

  it("every action the type allows is well-formed, and its plain copy has its kind and fields, in the table's order, and nothing else", () => {
    fc.assert(
      fc.property(actionArb, (action) => {
        expect(malformedAction(action)).toBeNull();
        const plain = plainAction(action);
        expect(Object.keys(plain)).toEqual(['type', ...actionFields(action.type).map(([field]) => field)]);
        expect(Object.isFrozen(plain)).toBe(true);
        expect(EVERY).toContainEqual(plain);
      }),
    );
  });

  it('every action round-trips through the record: its plain copy passes the schema, and JSON text gives it back as it was', () => {
    fc.assert(
      fc.property(actionArb, (action) => {
        const plain = plainAction(action);
        const parsed = actionSchema().safeParse(JSON.parse(JSON.stringify(plain)));
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(plain);
        expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(plain));
      }),
    );
  });

  it('an action with a seat or an unknown key is refused by the record (the record keeps the plain copy)', () => {
    expect(actionSchema().safeParse({ type: 'pass', seat: 0 }).success).toBe(false);
    expect(actionSchema().safeParse({ type: 'shift', direction: 'left', note: 1 }).success).toBe(false);
  });

  it('an action with one field out of its range is refused by the engine with that field and value, and by the record at that field', () => {
    const kindsWithFields = ACTION_TYPES.filter((type) => actionFields(type).length > 0);
    const badValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean());
    fc.assert(
      fc.property(fc.constantFrom(...kindsWithFields), fc.nat(), badValue, (type, pick, value) => {
        const fields = actionFields(type);
        const [field, values] = fields[pick % fields.length]!;
        fc.pre(!values.includes(value as string | number));
        const good = EVERY.find((action) => action.type === type)!;
        const bad = { ...good, [field]: value };
        expect(malformedAction(bad)).toEqual({ field, value: JSON.stringify(value) ?? String(value) });
        const parsed = actionSchema().safeParse(bad);
        expect(parsed.success).toBe(false);
        const issue = parsed.error!.issues[0]!;
        expect(issue.path).toEqual([field]);
        expect(schemaFault(issue)).toEqual({ kind: 'schema', issue: 'invalid_value', values: values.map((v) => JSON.stringify(v)) });
      }),
    );
  });

  it('an unknown kind is refused by the engine (field type) and by the record, which names the kinds there are', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), (type) => {
        fc.pre(typeof type !== 'string' || !Object.hasOwn(ACTION_KINDS, type));
        expect(malformedAction({ type })).toEqual({ field: 'type', value: JSON.stringify(type) ?? String(type) });
        const parsed = actionSchema().safeParse({ type });
        expect(parsed.success).toBe(false);
        expect(schemaFault(parsed.error!.issues[0]!)).toEqual({ kind: 'schema', issue: 'invalid_value', values: ACTION_TYPES.map((kind) => JSON.stringify(kind)) });
      }),
    );
  });

  it('what is not an object, or has a bad seat, is malformed before its kind is looked at', () => {
    for (const value of [null, undefined, 7, 'pass']) expect(malformedAction(value)).toEqual({ field: 'action' });
    expect(malformedAction({ type: 'fold', seat: -1 })).toEqual({ field: 'seat', value: '-1' });
  });

  it('a record writes each action as its plain copy, whatever else the action object carried', () => {
    const action = { seat: 1, note: 'x', middle: 2, own: 0, type: 'swap' } as unknown as Action;
    const text = serializeRecord({
      format: 'shift-poker-match',
      version: 1,
      startedAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-01T12:00:00.000Z',
      endedAt: null,
      options: { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: null },
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ],
      games: [{ seed: 's', startPlayer: 0, actions: [{ seat: 1, action }], ranking: null }],
      scores: [0, 0],
    });
    expect(text).toContain('"action": {\n            "type": "swap",\n            "own": 0,\n            "middle": 2\n          }');
  });

  it('each action causes the event the table names for it, which actionOfEvent leads back to; no other event is an action', () => {
    const game = newGame({ players: ['Ann', 'Ben'], rounds: 2, seed: 'events' });
    for (const action of EVERY) {
      const moves = applyAction(game, action).events.filter((event) => actionOfEvent(event) !== null);
      expect(moves.map((event) => actionOfEvent(event))).toEqual([action.type]);
    }
    expect(actionOfEvent({ type: 'turnEnded', seat: 0 })).toBeNull();
    expect(actionOfEvent({ type: 'reshuffled', seat: 0, cards: 3 })).toBeNull();
  });
});
