/**
 * What changed between two scenes of a seat (link.ts), small enough to send
 * after every move: a seat's view carries the whole log and the discard
 * pile of the game, which only grow, so a change is mostly "these fields,
 * and these entries at the end of the log". Plain JSON values only (what
 * crosses a thread's port or the bus between processes).
 *
 * `applyPatch(before, scenePatch(before, after))` is deep-equal to `after`
 * (a property test says so); parts that did not change keep the objects of
 * `before`.
 */

export type Patch =
  /** The whole value. */
  | { readonly v: unknown }
  /** An object: the fields that changed (`o`), the fields gone (`d`). */
  | { readonly o: Readonly<Record<string, Patch>>; readonly d?: readonly string[] }
  /** An array: its first `a` entries as they were, then `t`. */
  | { readonly a: number; readonly t: readonly unknown[] };

/** The patch from `before` to `after`; null when they are the same. */
export function scenePatch(before: unknown, after: unknown): Patch | null {
  if (sameValue(before, after)) return null;
  if (Array.isArray(before) && Array.isArray(after)) {
    let kept = 0;
    while (kept < before.length && kept < after.length && sameValue(before[kept], after[kept])) kept++;
    return kept === 0 ? { v: after } : { a: kept, t: after.slice(kept) };
  }
  if (isRecord(before) && isRecord(after)) {
    const fields: Record<string, Patch> = {};
    for (const key of Object.keys(after)) {
      const patch = Object.hasOwn(before, key) ? scenePatch(before[key], after[key]) : { v: after[key] };
      if (patch !== null) setField(fields, key, patch);
    }
    const gone = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
    return gone.length === 0 ? { o: fields } : { o: fields, d: gone };
  }
  return { v: after };
}

/** `before` with `patch` applied (a new value; `before` is not changed). */
export function applyPatch(before: unknown, patch: Patch): unknown {
  if ('v' in patch) return patch.v;
  if ('a' in patch) {
    if (!Array.isArray(before) || before.length < patch.a) throw new PatchMismatch();
    return [...before.slice(0, patch.a), ...patch.t];
  }
  if (!isRecord(before)) throw new PatchMismatch();
  const after: Record<string, unknown> = { ...before };
  for (const key of patch.d ?? []) delete after[key];
  for (const [key, field] of Object.entries(patch.o)) setField(after, key, applyPatch(Object.hasOwn(before, key) ? before[key] : undefined, field));
  return after;
}

/** A patch made against another value than the one it is applied to (a lost message): the receiver asks for the whole scene. */
export class PatchMismatch extends Error {
  constructor() {
    super('The patch does not fit the scene it is applied to');
  }
}

/** Defined, not assigned: a field named __proto__ (JSON may hold one) is a field, not the object's prototype. */
function setField(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((entry, index) => sameValue(entry, b[index]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}
