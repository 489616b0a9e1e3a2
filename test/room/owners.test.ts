/** Seat owners survive every way back: the record says who owns each seat, and a resumed match hands each seat to its owner only. */

import { describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { describeRefusal } from '../../src/remote/words.js';
import { hostResumeOwners, seatsWithoutListedKey } from '../../src/remote/hostResume.js';
import { MatchRunner, type RunnerOptions, type SeatPlan } from '../../src/room/runner.js';
import { HELD_SEAT, holderOf, ownerOf, seatHolder } from '../../src/room/owners.js';
import type { MatchRecord } from '../../src/table/index.js';

const options: RunnerOptions = {
  seatTimeoutMs: 60_000,
  botLevel: 'easy',
  botDelayMs: 0,
  spectators: false,
  now: () => 0,
  newSeed: () => 'seed',
  decide: chooseBotAction,
};
const settings = { rounds: 2, games: 2, tiebreak: 'category' as const, strictOrder: false, seed: 'x' };

/** A hosted match of Host (at the terminal), Bob (a key), Cid (another key) and a bot, started; its record. */
function hostedRecord(): MatchRecord {
  const match = MatchRunner.plan([{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'easy' }], settings, options);
  expect(match.join('Bob', 'SHA256:bob')).toMatchObject({ ok: true });
  expect(match.join('Cid', 'SHA256:cid')).toMatchObject({ ok: true });
  const record = match.table!.toRecord();
  match.close();
  return record;
}

const given = (seats: readonly SeatPlan[] | null, keys = true) => ({ seats: seats ?? [], seatsGiven: seats !== null, authorizedKeys: keys ? 'keys' : null });

describe('seat owners in the record', () => {
  it('a started match records the terminal, each key and no owner for bots', () => {
    expect(hostedRecord().owners).toEqual([{ kind: 'terminal' }, { kind: 'key', key: 'SHA256:bob' }, { kind: 'key', key: 'SHA256:cid' }, null]);
    // A server's keyless seat is held by its address, a host room's by the name.
    expect(ownerOf(seatHolder(null, '10.0.0.7'))).toEqual({ kind: 'address', address: '10.0.0.7' });
    expect(holderOf(ownerOf(seatHolder(null, '10.0.0.7')))).toBe(seatHolder(null, '10.0.0.7'));
    expect(ownerOf(null)).toEqual({ kind: 'name' });
    expect(holderOf({ kind: 'terminal' })).toBe(HELD_SEAT);
  });

  it("after a restart a key-bound seat goes back to its key only: Bob's key cannot take Cid's seat, and the real Cid gets it", () => {
    const record = hostedRecord();
    const owners = hostResumeOwners(record, given(null));
    expect(owners).toEqual({ ok: true, localName: 'Host', unknownOwner: 'held' });
    if (!owners.ok) return;
    const match = MatchRunner.resume(record, options, owners);
    if (!match.ok) throw new Error('not resumed');
    const resumed = match.match;
    expect(resumed.localSeat).toBe(0);
    expect(resumed.join('Cid', 'SHA256:bob')).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Cid' } });
    expect(resumed.join('Cid', null)).toEqual({ ok: false, reason: { code: 'otherKey', name: 'Cid' } });
    // The host's own seat is nobody's to take over ssh, whatever the password.
    expect(resumed.join('Host', 'SHA256:bob')).toEqual({ ok: false, reason: { code: 'nameTaken', name: 'Host' } });
    expect(resumed.join('Cid', 'SHA256:cid')).toMatchObject({ ok: true, seat: 2 });
    expect(resumed.join('Bob', 'SHA256:bob')).toMatchObject({ ok: true, seat: 1 });
    resumed.close();
  });

  it('--seats with --resume must agree with the saved match, and says what would', () => {
    const record = hostedRecord();
    const same: SeatPlan[] = [{ kind: 'local', name: 'host' }, { kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'hard' }];
    expect(hostResumeOwners(record, given(same))).toMatchObject({ ok: true, localName: 'Host' });
    // The host cannot make itself another seat's player, nor give its own seat away.
    const other: SeatPlan[] = [{ kind: 'remote' }, { kind: 'local', name: 'Bob' }, { kind: 'remote' }, { kind: 'bot', level: 'easy' }];
    expect(hostResumeOwners(record, given(other))).toEqual({
      ok: false,
      problem: { code: 'seatsDisagree', seats: '--seats local:Host,remote,remote,bot:easy' },
    });
    const none: SeatPlan[] = [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'easy' }];
    expect(hostResumeOwners(record, given(none)).ok).toBe(false);
  });

  it("the record says which program plays it: a server's table (even with keys only) and a game of one keyboard (even of one human) are not the host's", () => {
    const record = hostedRecord();
    expect(record.program).toBeUndefined();
    expect(hostResumeOwners({ ...record, program: 'serve' }, given(null))).toEqual({ ok: false, problem: { code: 'notHostable', by: 'serve' } });
    const solo = { ...record, program: 'play' as const, owners: [{ kind: 'terminal' as const }, null, null, null] };
    expect(hostResumeOwners(solo, given(null))).toEqual({ ok: false, problem: { code: 'notHostable', by: 'terminal' } });
    expect(hostResumeOwners({ ...record, program: 'host' }, given(null)).ok).toBe(true);
  });

  it('--authorized-keys must list every key a seat belongs to, or its player could never come back', () => {
    const record = hostedRecord();
    expect(seatsWithoutListedKey(record, new Set(['SHA256:bob', 'SHA256:cid']))).toEqual([]);
    expect(seatsWithoutListedKey(record, new Set(['SHA256:bob']))).toEqual(['Cid']);
    expect(seatsWithoutListedKey(record, new Set())).toEqual(['Bob', 'Cid']);
  });

  it('a password room never learns a key: seats that belong to keys need --authorized-keys', () => {
    const record = hostedRecord();
    expect(hostResumeOwners(record, given(null, false))).toEqual({ ok: false, problem: { code: 'needsKeys' } });
    expect(hostResumeOwners(record, given(null, true)).ok).toBe(true);
  });

  it("a match of one keyboard or of a server is not the host's to go on with", () => {
    const record = hostedRecord();
    const hotseat = { ...record, owners: [{ kind: 'terminal' as const }, { kind: 'terminal' as const }, { kind: 'terminal' as const }, null] };
    expect(hostResumeOwners(hotseat, given(null))).toEqual({ ok: false, problem: { code: 'notHostable', by: 'terminal' } });
    const served = { ...record, owners: [{ kind: 'address' as const, address: '10.0.0.1' }, { kind: 'key' as const, key: 'k' }, { kind: 'name' as const }, null] };
    expect(hostResumeOwners(served, given(null))).toEqual({ ok: false, problem: { code: 'notHostable', by: 'serve' } });
  });

  it('a record saved before owners were: without --seats every seat is held (no name opens one); with --seats the host names its own', () => {
    const { owners: _owners, ...legacy } = hostedRecord();
    const held = hostResumeOwners(legacy, given(null, false));
    expect(held).toEqual({ ok: true, localName: null, unknownOwner: 'held' });
    if (!held.ok) return;
    const resumed = MatchRunner.resume(legacy, options, held);
    if (!resumed.ok) throw new Error('not resumed');
    expect(resumed.match.localSeat).toBeNull();
    const refusal = resumed.match.join('Host', null);
    expect(refusal).toEqual({ ok: false, reason: { code: 'held', name: 'Host' } });
    if (!refusal.ok) {
      expect(describeRefusal(refusal.reason, 'en')).toBe('The seat of "Host" is held: who it belongs to could not be established, so a bot plays it.');
      expect(describeRefusal(refusal.reason, 'de')).toContain('bleibt gesperrt');
    }
    resumed.match.close();
    const named = hostResumeOwners(legacy, given([{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'easy' }], false));
    expect(named).toEqual({ ok: true, localName: 'Host', unknownOwner: 'name' });
    if (!named.ok) return;
    const room = MatchRunner.resume(legacy, options, named);
    if (!room.ok) throw new Error('not resumed');
    expect(room.match.localSeat).toBe(0);
    expect(room.match.join('Bob', null)).toMatchObject({ ok: true, seat: 1 });
    room.match.close();
  });
});

describe('one key, one seat', () => {
  it('a key that holds a seat takes no second one under another name, told why; its own seat it gets back; an address may take two', () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }], { ...settings, games: 1 }, options);
    const ann = match.join('Ann', 'SHA256:ann');
    expect(ann).toMatchObject({ ok: true, seat: 0 });
    const again = match.join('Bea', 'SHA256:ann');
    expect(again).toEqual({ ok: false, reason: { code: 'sameKey', name: 'Bea', other: 'Ann' } });
    if (!again.ok) {
      expect(describeRefusal(again.reason, 'en')).toBe('Your key already holds the seat of "Ann" at this table: one seat for each player.');
      expect(describeRefusal(again.reason, 'de')).toContain('„Ann“');
    }
    // Gone and back as Ann with the same key: the seat is hers again.
    if (ann.ok) ann.leave();
    expect(match.join('Ann', 'SHA256:ann')).toMatchObject({ ok: true, seat: 0 });
    // Two players without a key behind one address are two players.
    expect(match.join('Cid', seatHolder(null, '10.0.0.7'))).toMatchObject({ ok: true, seat: 1 });
    expect(match.join('Dan', seatHolder(null, '10.0.0.7'))).toMatchObject({ ok: true, seat: 2 });
    match.close();
  });
});
