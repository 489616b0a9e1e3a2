/**
 * A name that comes online while the store of several processes is away
 * cannot be checked against the other processes: it is refused with a line
 * that says so, not as "connected already".
 */

import { describe, expect, it } from '@jest/globals';
import type { PgCluster } from '../../../../src/record/pgCluster.js';
import type { Bus } from '../../../../src/remote/serve/cluster/bus.js';
import { Cluster } from '../../../../src/remote/serve/cluster/cluster.js';
import { describeNameRefusal } from '../../../../src/remote/serve/words.js';
import { testLobby } from '../helpers.js';
import { nextTurn, waitFor } from '../../../support/wait.js';

const away = (): Promise<never> => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

/** The store as a process sees it once PostgreSQL went away after it joined. */
const db: PgCluster = {
  join: async () => 1,
  renew: away,
  bury: away,
  retire: away,
  alive: away,
  reserveCode: away,
  publish: away,
  drop: away,
  directory: async () => [],
  unserved: away,
  claim: away,
  dropOrphanRows: away,
  owned: away,
  claimName: away,
  releaseName: away,
  namesOnline: away,
};

const bus: Bus = {
  send: () => undefined,
  onMessage: () => undefined,
  onReconnected: () => undefined,
  listening: false,
  partsKept: 0,
  flush: async () => undefined,
  close: async () => undefined,
};

/** A process on `store` that never beats by itself (a test sweeps when it wants). */
function joined(store: PgCluster): Promise<Cluster> {
  return Cluster.join({
    self: 'aaaaaaaaaaaa',
    db: store,
    bus,
    leaseMs: 5_000,
    beatMs: 3_600_000,
    reconnectMs: 1_000,
    onClaimed: async () => undefined,
    onFenced: () => undefined,
  });
}

describe('a name while the store is away', () => {
  it('is refused as storeAway, in words that say to try again soon', async () => {
    const cluster = await joined(db);
    const { lobby } = testLobby(1, {}, { cluster });
    try {
      const online = lobby.connect({ name: 'Ann', key: null }, () => undefined);
      if (!online.ok) throw new Error('refused at once');
      const refusal = await online.confirmed;
      expect(refusal).toEqual({ code: 'storeAway', name: 'Ann' });
      expect(describeNameRefusal(refusal!, 'en')).toBe(
        'The server cannot reach its store just now, so no name can be checked against its other processes: try again in a few seconds.',
      );
    } finally {
      await lobby.stop();
    }
  });
});

describe('a directory row to remove while the store is away', () => {
  it('is removed at the next sweep once the store is back, rather than left naming this live process as its owner', async () => {
    let back = true;
    const dropped: string[] = [];
    const whenBack =
      <T>(value: T) =>
      (): Promise<T> =>
        back ? Promise.resolve(value) : away();
    const flaky: PgCluster = {
      ...db,
      alive: whenBack(['aaaaaaaaaaaa']),
      namesOnline: whenBack([]),
      bury: whenBack([]),
      dropOrphanRows: whenBack([]),
      unserved: whenBack([]),
      drop: async (code) => {
        if (!back) return away();
        dropped.push(code);
      },
    };
    const cluster = await joined(flaky);
    const { lobby } = testLobby(1, {}, { cluster });
    try {
      await cluster.attach(lobby);
      back = false;
      // A claimed table that did not come back (its load failed with the store), given up while the store is away.
      cluster.unreserve('K7PQ');
      // Its first try, refused, is over by the next turn of the event loop.
      await nextTurn();
      expect(dropped).toEqual([]);
      back = true;
      await cluster.sweep();
      expect(dropped).toEqual(['K7PQ']);
      // Once only.
      await cluster.sweep();
      expect(dropped).toEqual(['K7PQ']);
    } finally {
      await lobby.stop();
    }
  });
});

describe('a renewal of the lease that never answers', () => {
  it('is given up on after a lease, as cut off, and the next beat renews: the process serves on', async () => {
    let renewals = 0;
    const events: string[] = [];
    let fenced = false;
    const hung: PgCluster = {
      ...db,
      // The first on a connection that died without a word; the others answer.
      renew: () => (++renewals === 1 ? new Promise<boolean>(() => undefined) : Promise.resolve(true)),
      alive: async () => ['aaaaaaaaaaaa'],
      namesOnline: async () => [],
      bury: async () => [],
      dropOrphanRows: async () => [],
      unserved: async () => [],
    };
    const cluster = await Cluster.join({
      self: 'aaaaaaaaaaaa',
      db: hung,
      bus,
      leaseMs: 60,
      beatMs: 10,
      reconnectMs: 1_000,
      onClaimed: async () => undefined,
      onFenced: () => (fenced = true),
      onEvent: (event) => events.push(event.code),
    });
    const { lobby } = testLobby(1, {}, { cluster });
    try {
      await cluster.attach(lobby);
      await waitFor(() => events.includes('back'), { what: 'the lease renewed again' });
      expect(events.slice(0, 2)).toEqual(['cutOff', 'back']);
      expect(renewals).toBeGreaterThanOrEqual(2);
      expect(fenced).toBe(false);
    } finally {
      await lobby.stop();
    }
  });
});
