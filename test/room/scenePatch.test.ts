/** The scene patch (room/scenePatch.ts): applied to the value it was made from, it gives the new value, whatever the two are. */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyPatch, PatchMismatch, scenePatch, type Patch } from '../../src/room/scenePatch.js';

/** Plain JSON values as a scene holds them (no undefined: it does not cross a hop). */
const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('scene patches', () => {
  it('turn any value into any other', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        const patch = scenePatch(before, after);
        if (patch === null) expect(after).toEqual(before);
        else expect(applyPatch(before, patch)).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('turn a value into a changed copy of it, and survive a trip as JSON', () => {
    const changed = json.chain((before) =>
      fc.tuple(
        fc.constant(before),
        fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown),
        fc.nat(),
        fc.boolean(),
      ),
    );
    fc.assert(
      fc.property(changed, ([before, extra, at, append]) => {
        const after = grow(before, extra, at, append);
        const patch = scenePatch(before, after);
        const carried = patch === null ? null : JSON.parse(JSON.stringify(patch));
        expect(carried === null ? before : applyPatch(before, carried)).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('send only the end of a log that grew', () => {
    const log = Array.from({ length: 40 }, (_, index) => ({ type: 'drew', seat: index % 4, card: `${index}` }));
    const before = { version: 7, game: { log, round: 2 } };
    const after = { version: 8, game: { log: [...log, { type: 'passed', seat: 1 }], round: 2 } };
    const patch = scenePatch(before, after);
    expect(patch).toEqual({ o: { version: { v: 8 }, game: { o: { log: { a: 40, t: [{ type: 'passed', seat: 1 }] } } } } });
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(after).length / 10);
  });

  it('keep the parts that did not change as they were', () => {
    const seats = [{ name: 'Ann' }, { name: 'Bob' }];
    const after = applyPatch({ seats, version: 1 }, scenePatch({ seats, version: 1 }, { seats: [...seats], version: 2 })!) as { seats: unknown };
    expect(after.seats).toBe(seats);
  });

  it('keep a field named __proto__ a field, and a field of the prototype out', () => {
    const after = JSON.parse('{"__proto__": {"polluted": true}, "toString": 1}') as object;
    const carried = JSON.parse(JSON.stringify(scenePatch({}, after))) as Patch;
    const applied = applyPatch({}, carried) as object;
    expect(Object.getPrototypeOf(applied)).toBe(Object.prototype);
    expect(Object.hasOwn(applied, '__proto__')).toBe(true);
    expect(applied).toEqual(after);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuse a patch made for another value', () => {
    const patch = scenePatch({ log: [1, 2, 3] }, { log: [1, 2, 3, 4] })!;
    expect(() => applyPatch({ log: [1] }, patch)).toThrow(PatchMismatch);
    expect(() => applyPatch(null, patch)).toThrow(PatchMismatch);
  });
});

/** `value` with `extra` put in somewhere: at the end of an array, in a field of an object, or instead of it. */
function grow(value: unknown, extra: unknown, at: number, append: boolean): unknown {
  if (Array.isArray(value)) {
    if (append || value.length === 0) return [...value, extra];
    const index = at % value.length;
    return value.map((entry, position) => (position === index ? grow(entry, extra, at >> 1, append) : entry));
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (append || keys.length === 0) return { ...value, [`k${at % 5}`]: extra };
    const key = keys[at % keys.length]!;
    return { ...value, [key]: grow((value as Record<string, unknown>)[key], extra, at >> 1, append) };
  }
  return extra;
}
