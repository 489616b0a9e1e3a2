/**
 * Who is online under which name (nameRegistry.ts), on its own: over any
 * sequence of logins, replacements and leavings, no two names online look
 * alike or are one name, a replaced login gives its name up, and the names
 * kept on the other processes (the store) are given back as they go.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { nameKey } from '../../../src/core/playerNames.js';
import { lookalikeOf } from '../../../src/room/lookalike.js';
import { NameRegistry, type Connected, type NameStore } from '../../../src/remote/serve/nameRegistry.js';
import { seatHolder, type Identity, type TableSummary } from '../../../src/remote/serve/tables.js';
import { RatingBook } from '../../../src/remote/serve/ratingBook.js';
import { describeNameRefusal } from '../../../src/remote/serve/words.js';
import { ratedAt } from './helpers.js';

/** Names that are one name, look alike, or neither: "аlice" with a Cyrillic "а", "ΑΝΝ" in Greek capitals. */
const NAMES = ['alice', 'Alice', '\u0430lice', 'ann', 'ANN', '\u0391\u039d\u039d', 'bob', 'b0b', 'B0B', 'cid'] as const;
/** Proven keys, and an address (a login without a key). */
const KEYS = ['SHA256:one', 'SHA256:two', seatHolder(null, '192.0.2.1'), null] as const;

interface Login {
  readonly identity: Identity;
  release: () => void;
  replaced: number;
}

/** A name store as the cluster's, answering at once; what it was told. */
function store(others: readonly string[] = []): NameStore & { readonly claimed: string[]; readonly released: string[] } {
  const claimed: string[] = [];
  const released: string[] = [];
  return {
    claimed,
    released,
    onlineElsewhere: others.length,
    claimName: (_identity, key) => {
      claimed.push(key);
      return Promise.resolve({ ok: true, others });
    },
    releaseName: (key) => {
      released.push(key);
    },
  };
}

function login(registry: NameRegistry, identity: Identity, online: Set<Login>): { readonly connected: Connected; readonly login: Login } {
  const entry: Login = { identity, release: () => undefined, replaced: 0 };
  const connected = registry.connect(identity, () => {
    entry.replaced++;
    online.delete(entry);
  });
  if (connected.ok) {
    entry.release = () => {
      connected.release();
      online.delete(entry);
    };
    online.add(entry);
  }
  return { connected, login: entry };
}

describe('the name registry', () => {
  it('never holds two names online that are one name or look alike, whatever logs in, is replaced or leaves', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('login' as const), name: fc.constantFrom(...NAMES), key: fc.constantFrom(...KEYS) }),
      fc.record({ kind: fc.constant('leave' as const), index: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const registry = new NameRegistry({ tables: () => [] });
        const online = new Set<Login>();
        for (const one of steps) {
          if (one.kind === 'login') login(registry, { name: one.name, key: one.key }, online);
          else [...online][one.index % Math.max(1, online.size)]?.release();
          const names = [...online].map((entry) => entry.identity.name);
          expect(registry.online).toBe(names.length);
          expect(new Set(names.map(nameKey)).size).toBe(names.length);
          for (const [index, name] of names.entries()) expect(lookalikeOf(name, names.slice(index + 1))).toBeNull();
        }
      }),
    );
  });

  it('refuses a look-alike of a name online or seated, and lets a seated name back to its seat', () => {
    const seatedAnn: TableSummary = {
      code: 'ABCD',
      seats: [{ kind: 'remote', name: 'Ann', connected: false }],
      keys: [null],
    } as unknown as TableSummary;
    const registry = new NameRegistry({ tables: () => [seatedAnn] });
    const online = new Set<Login>();
    expect(login(registry, { name: 'alice', key: null }, online).connected.ok).toBe(true);
    expect(login(registry, { name: '\u0430lice', key: null }, online).connected).toEqual({ ok: false, reason: { code: 'lookalike', name: '\u0430lice', other: 'alice' } });
    expect(login(registry, { name: '\u0391\u039d\u039d', key: null }, online).connected).toEqual({
      ok: false,
      reason: { code: 'lookalike', name: '\u0391\u039d\u039d', other: 'Ann' },
    });
    expect(login(registry, { name: 'ann', key: null }, online).connected.ok).toBe(true);
  });

  it("a rated keyed player's name is theirs: another key, or a login without one, is refused it; their own key is not", async () => {
    const book = new RatingBook(async () => [{ ...ratedAt('key:SHA256:bob', 1560), name: 'Bob' }, ratedAt('bot:hard', 1650)]);
    await book.refresh();
    const registry = new NameRegistry({ tables: () => [], ratedUnder: (name) => book.keyedPlayerNamed(name), ratedNamesBesides: (id) => book.keyedNamesBesides(id) });
    const online = new Set<Login>();
    for (const key of ['SHA256:eve', seatHolder(null, '192.0.2.1')]) {
      expect(login(registry, { name: 'bob', key }, online).connected).toEqual({ ok: false, reason: { code: 'ratedName', name: 'bob' } });
    }
    expect(describeNameRefusal({ code: 'ratedName', name: 'bob' }, 'en')).toBe(
      'The name "bob" belongs to a rated player who logs in with a key of their own: connect with another name.',
    );
    // Nor a name that looks like it ("B\u043eb", a Cyrillic o), unless by its own key.
    expect(login(registry, { name: 'B\u043eb', key: 'SHA256:eve' }, online).connected).toEqual({ ok: false, reason: { code: 'lookalike', name: 'B\u043eb', other: 'Bob' } });
    expect(login(registry, { name: 'BOB', key: 'SHA256:bob' }, online).connected.ok).toBe(true);
    // A name nobody is rated under is anyone's.
    expect(login(registry, { name: 'cid', key: 'SHA256:eve' }, online).connected.ok).toBe(true);
  });

  it('a login of the same proven key replaces the old one, which gives the name up: its own leaving then changes nothing', async () => {
    const names = store();
    const registry = new NameRegistry({ tables: () => [], store: names });
    const online = new Set<Login>();
    const first = login(registry, { name: 'Ann', key: 'SHA256:one' }, online);
    // Another key, or none, does not replace it.
    expect(login(registry, { name: 'ann', key: 'SHA256:two' }, online).connected).toEqual({ ok: false, reason: { code: 'inUse', name: 'ann' } });
    expect(login(registry, { name: 'ann', key: null }, online).connected).toEqual({ ok: false, reason: { code: 'inUse', name: 'ann' } });
    const second = login(registry, { name: 'ANN', key: 'SHA256:one' }, online);
    expect(second.connected.ok).toBe(true);
    expect(first.login.replaced).toBe(1);
    expect(registry.online).toBe(1);
    // The replaced connection ends later: the name stays the new login's, here and in the store.
    first.login.release();
    expect(registry.online).toBe(1);
    expect(names.released).toEqual([]);
    expect(login(registry, { name: 'ann', key: 'SHA256:two' }, online).connected.ok).toBe(false);
    second.login.release();
    expect(registry.online).toBe(0);
    expect(names.released).toEqual(['ann']);
    expect(login(registry, { name: 'ann', key: 'SHA256:two' }, online).connected.ok).toBe(true);
    if (second.connected.ok) expect(await second.connected.confirmed).toBeNull();
  });

  it('an address is shared by everyone behind it: a login held by one never replaces another', () => {
    const registry = new NameRegistry({ tables: () => [] });
    const online = new Set<Login>();
    const address = seatHolder(null, '192.0.2.1');
    expect(login(registry, { name: 'Ann', key: address }, online).connected.ok).toBe(true);
    expect(login(registry, { name: 'Ann', key: address }, online).connected).toEqual({ ok: false, reason: { code: 'inUse', name: 'Ann' } });
  });

  it('a name that left before the other processes agreed is given back in the store once they have', async () => {
    const names = store();
    const registry = new NameRegistry({ tables: () => [], store: names });
    const connected = registry.connect({ name: 'Ann', key: null }, () => undefined);
    if (!connected.ok) throw new Error('refused');
    connected.release();
    expect(await connected.confirmed).toBeNull();
    expect(names.claimed).toEqual(['ann']);
    // Released once at the leaving, and again once the claim (which came after it in the store) was made.
    expect(names.released).toEqual(['ann', 'ann']);
  });

  it('a name that looks like one online on another process is refused once the processes agree; one seated is not', async () => {
    const registry = new NameRegistry({ tables: () => [], store: store(['alice']) });
    expect(registry.online).toBe(1);
    const connected = registry.connect({ name: '\u0430lice', key: null }, () => undefined);
    if (!connected.ok) throw new Error('refused');
    expect(await connected.confirmed).toEqual({ code: 'lookalike', name: '\u0430lice', other: 'alice' });
  });
});
