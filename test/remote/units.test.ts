import { describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner, type RunnerOptions } from '../../src/room/runner.js';
import { remoteName, remoteNameTooWide } from '../../src/remote/playerNames.js';
import { defaultListenAddress, joinAddresses } from '../../src/remote/addresses.js';

describe('names from ssh', () => {
  it.each([
    ['alice', 'alice'],
    ['Anna-Lena_K.', 'Anna-Lena_K.'],
    ['\u001B[31mBob\u001B[0m', 'Bob'],
    ['\u001B]52;c;SGVsbG8=\u0007Eve', 'Eve'],
    ['Zoë', 'Zoë'],
    ['a<b>c;d', 'abcd'],
    ['sixteen-columns.', 'sixteen-columns.'],
    ['a;b;c;d;e;f;g;h;i;j;k;l;m;n;o;p', 'abcdefghijklmnop'],
  ])('%j becomes %j', (user, name) => {
    expect(remoteName(user)).toBe(name);
    expect(remoteNameTooWide(user)).toBe(false);
  });

  it.each(['averyveryverylongname', 'abcdefghijklmnopq', '名前'.repeat(5), 'x'.repeat(300)])('%j is wider than a name may be: refused, not cut', (user) => {
    // Two long names cut alike would be one player (and could take each other's seat).
    expect(remoteName(user)).toBeNull();
    expect(remoteNameTooWide(user)).toBe(true);
  });

  it.each(['', '\u001B[2J', '!!!', '\u202E\u0007', '\u3164\u3164\u3164', '\u115F \uFFA0', '_.-'])('%j leaves nothing usable', (user) => {
    expect(remoteName(user)).toBeNull();
  });
});

describe("the host's addresses", () => {
  it('listens on the first private IPv4 address by default, else on 127.0.0.1', () => {
    const entry = (address: string, internal = false) => ({
      address,
      internal,
      family: 'IPv4' as const,
      netmask: '255.255.255.0',
      mac: '00:00:00:00:00:00',
      cidr: null,
    });
    expect(defaultListenAddress({ lo: [entry('127.0.0.1', true)], eth0: [entry('203.0.113.5'), entry('192.168.1.20')] })).toBe('192.168.1.20');
    expect(defaultListenAddress({ lo: [entry('127.0.0.1', true)], eth0: [entry('203.0.113.5')] })).toBe('127.0.0.1');
    expect(joinAddresses('0.0.0.0', { lo: [entry('127.0.0.1', true)], eth0: [entry('10.0.0.2')] })).toEqual(['127.0.0.1', '10.0.0.2']);
    expect(joinAddresses('10.0.0.2')).toEqual(['10.0.0.2']);
  });
});

describe('the match behind the host', () => {
  const options = (overrides: Partial<RunnerOptions> = {}): RunnerOptions => ({
    seatTimeoutMs: 60_000,
    botLevel: 'easy',
    botDelayMs: 0,
    spectators: false,
    now: () => 0,
    newSeed: () => 'seed',
    decide: chooseBotAction,
    ...overrides,
  });
  const settings = { rounds: 2, games: 2, tiebreak: 'category' as const, strictOrder: false, seed: 'x' };

  it('fills remote seats in order, refuses taken names and a full table, and starts once full', () => {
    const match = MatchRunner.plan([{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }], settings, options());
    expect(match.join('host', null)).toMatchObject({ ok: false });
    const ann = match.join('Ann', null);
    expect(ann).toMatchObject({ ok: true, seat: 1 });
    // One screen per seat: a second connection under a connected name would see Ann's cards.
    expect(match.join('ANN', null)).toMatchObject({ ok: false, reason: { code: 'inUse', name: 'ANN' } });
    if (!ann.ok) throw new Error('refused');
    ann.leave();
    expect(match.join('ANN', null)).toMatchObject({ ok: true, seat: 1 });
    expect(match.phase).toBe('lobby');
    expect(match.join('Ben', null)).toMatchObject({ ok: true, seat: 2 });
    expect(match.phase).toBe('playing');
    expect(match.join('Cy', null)).toMatchObject({ ok: false, reason: { code: 'started' } });
    match.close();
  });

  it('a seat left in the lobby is free again; starting early turns empty seats into bots', () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'hard' }], settings, options());
    const ann = match.join('Ann', null);
    if (!ann.ok) throw new Error('refused');
    ann.leave();
    expect(match.seatStatus()[0]!.name).toBeNull();
    match.join('Ben', null);
    expect(match.startNow()).toBe(true);
    expect(match.table!.seats.map((seat) => seat.kind)).toEqual(['human', 'bot', 'bot']);
    match.close();
  });

  it('a seat taken with a key is given back only to that key', () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }], settings, options());
    const ann = match.join('Ann', 'key-a');
    if (!ann.ok) throw new Error('refused');
    expect(match.join('Ann', 'key-b')).toMatchObject({ ok: false, reason: { code: 'otherKey', name: 'Ann' } });
    // Once the game runs, a dropped seat waits for its owner.
    expect(match.join('Ben', null)).toMatchObject({ ok: true, seat: 1 });
    ann.leave();
    expect(match.join('Ann', 'key-b')).toMatchObject({ ok: false, reason: { code: 'otherKey', name: 'Ann' } });
    expect(match.join('Ann', 'key-a')).toMatchObject({ ok: true, seat: 0 });
    match.close();
  });

  it("refuses a different name that looks like one at the table (the host's, a player's, a bot's); the same name gets its seat back", () => {
    const match = MatchRunner.plan([{ kind: 'local', name: 'alice' }, { kind: 'remote' }, { kind: 'remote' }], settings, options({ spectators: true }));
    // A Cyrillic а for the host's a.
    expect(match.join('\u0430lice', null)).toEqual({ ok: false, reason: { code: 'lookalike', name: '\u0430lice', other: 'alice' } });
    // Fullwidth letters were the same name already: taken, as before.
    expect(match.join('\uFF41lice', null)).toMatchObject({ ok: false, reason: { code: 'nameTaken' } });
    const bob = match.join('Bob', 'key-b');
    expect(bob).toMatchObject({ ok: true, seat: 1 });
    expect(match.join('B\u043Eb', null)).toMatchObject({ ok: false, reason: { code: 'lookalike', other: 'Bob' } });
    // A genuinely different name takes the last seat, and the match starts.
    expect(match.join('Carol', null)).toMatchObject({ ok: true, seat: 2 });
    expect(match.phase).toBe('playing');
    if (!bob.ok) throw new Error('refused');
    bob.leave();
    expect(match.join('B\u043Eb', 'key-b')).toMatchObject({ ok: false, reason: { code: 'lookalike', other: 'Bob' } });
    expect(match.join('Bob', 'key-b')).toMatchObject({ ok: true, seat: 1 });
    // Not even to watch: a spectator's name shows too.
    expect(match.join('C\u0430rol', null)).toMatchObject({ ok: false, reason: { code: 'lookalike', other: 'Carol' } });
    expect(match.join('Dave', null)).toMatchObject({ ok: true, seat: null });
    match.close();
  });

  it("names a bot so that it does not look like a player, and refuses a name that looks like a bot's", () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }, { kind: 'bot', level: 'hard' }], settings, options({ spectators: true }));
    // "Bot Hard" with a Cyrillic о: the bot that would be "Bot Hard" is named otherwise.
    expect(match.join('B\u043Et Hard', null)).toMatchObject({ ok: true, seat: 0 });
    expect(match.join('Ann', null)).toMatchObject({ ok: true, seat: 1 });
    expect(match.table!.seats[2]!.name).toBe('Bot Hard 2');
    expect(match.join('B0T HARD 2', null)).toMatchObject({ ok: false, reason: { code: 'lookalike', other: 'Bot Hard 2' } });
    match.close();
  });

  it('spectators get a seatless view with no hidden card', () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }], settings, options({ spectators: true }));
    match.join('Ann', null);
    match.join('Ben', null);
    const watcher = match.join('Cy', null);
    expect(watcher).toMatchObject({ ok: true, seat: null });
    const view = match.snapshot(null).view!;
    expect(view.game.players.every((player) => player.hidden === null)).toBe(true);
    match.close();
  });

  it('the next game is dealt once every connected player is ready', () => {
    const match = MatchRunner.plan([{ kind: 'remote' }, { kind: 'remote' }], settings, options());
    match.join('Ann', null);
    match.join('Ben', null);
    const table = match.table!;
    while (table.phase === 'playing') table.act(table.currentSeat!, { type: 'pass' });
    expect(table.phase).toBe('betweenGames');
    match.ready(0);
    expect(table.gameNumber).toBe(1);
    expect(match.seatStatus()[0]!.ready).toBe(true);
    match.ready(1);
    expect(table.gameNumber).toBe(2);
    match.close();
  });
});
