import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseBotAction } from '../../src/bots/index.js';
import { describeHostKeyProblem } from '../../src/remote/words.js';
import { HOST_KEY_FILE, HostKeyError, loadOrCreateHostKey, newHostKey, type HostKeyProblem } from '../../src/remote/hostKey.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { MatchRunner, type RunnerOptions } from '../../src/match/runner.js';
import { remoteName, remoteNameTooWide } from '../../src/remote/names.js';
import { defaultListenAddress, joinAddresses, parseSeats, resolveHostOptions } from '../../src/remote/options.js';
import { generatePassword, passwordChecker } from '../../src/remote/password.js';
import { parseAuthorizedKeys } from '../../src/remote/auth.js';
import { UsageError } from '../../src/usage.js';
import ssh2 from 'ssh2';

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

describe('the room password', () => {
  it('is three groups of four unambiguous characters, new every time', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/u);
    expect(password).not.toMatch(/[01ilo]/u);
    expect(generatePassword()).not.toBe(password);
  });

  it('accepts exactly the password', () => {
    const check = passwordChecker('abcd-efgh');
    expect(check('abcd-efgh')).toBe(true);
    expect(check('abcd-efg')).toBe(false);
    expect(check('abcd-efghi')).toBe(false);
    expect(check('')).toBe(false);
  });
});

describe('the host key', () => {
  it('is made once, kept with mode 0600, and has an OpenSSH fingerprint', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-hostkey-'));
    try {
      const made = loadOrCreateHostKey(path.join(dir, 'data'));
      expect(made.created).toBe(true);
      expect(made.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/u);
      expect(statSync(made.file).mode & 0o777).toBe(0o600);
      const again = loadOrCreateHostKey(path.join(dir, 'data'));
      expect(again.created).toBe(false);
      expect(again.fingerprint).toBe(made.fingerprint);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a new key that ssh2 could not read back (its generator drops a leading zero byte) is drawn again', () => {
    // A pair as ssh2 1.17 makes about one time in 256: its public key is 31 bytes long.
    const broken = {
      private: [
        '-----BEGIN OPENSSH PRIVATE KEY-----',
        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMgAAAAtz',
        'c2gtZWQyNTUxOQAAAB9sd1nDMPc44fwm8tFUy9LT9kMhHrV1uXNFLOfCqk9VAAAA',
        'iIHtilOB7YpTAAAAC3NzaC1lZDI1NTE5AAAAH2x3WcMw9zjh/Cby0VTL0tP2QyEe',
        'tXW5c0Us58KqT1UAAAA/mFohU91F3X+Si1Bea1Qt8Ih2wimradeMOkaB8+ttNwJs',
        'd1nDMPc44fwm8tFUy9LT9kMhHrV1uXNFLOfCqk9VAAAAAAECAwQFBgc=',
        '-----END OPENSSH PRIVATE KEY-----',
        '',
      ].join('\n'),
      public: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAH2x3WcMw9zjh/Cby0VTL0tP2QyEetXW5c0Us58KqT1U',
    };
    expect(ssh2.utils.parseKey(broken.private)).toBeInstanceOf(Error);
    let calls = 0;
    const key = newHostKey(() => (++calls === 1 ? broken : ssh2.utils.generateKeyPairSync('ed25519')));
    expect(calls).toBe(2);
    expect(ssh2.utils.parseKey(key)).not.toBeInstanceOf(Error);
    expect(() => newHostKey(() => broken)).toThrow(/no readable ed25519 key/u);
  });

  it('a key file that is no key, or a directory that cannot be made, is a typed problem worded in each language', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-hostkey-'));
    const problemOf = (at: string): HostKeyProblem => {
      try {
        loadOrCreateHostKey(at);
      } catch (error) {
        if (error instanceof HostKeyError) return error.problem;
        throw error;
      }
      throw new Error('the key loaded');
    };
    try {
      writeFileSync(path.join(dir, HOST_KEY_FILE), 'not a key\n', { mode: 0o600 });
      const notAKey = problemOf(dir);
      expect(notAKey).toEqual({ code: 'notAKey', file: path.join(dir, HOST_KEY_FILE) });
      writeFileSync(path.join(dir, 'plain-file'), '');
      const cannotCreate = problemOf(path.join(dir, 'plain-file', 'data'));
      expect(cannotCreate).toMatchObject({ code: 'cannotCreate', errno: 'ENOTDIR' });
      for (const problem of [notAKey, cannotCreate]) {
        const english = describeHostKeyProblem(problem, 'en');
        const german = describeHostKeyProblem(problem, 'de');
        expect(english).toContain(problem.file);
        expect(german).toContain(problem.file);
        expect(german).not.toBe(english);
        expect(strayEnglish(german.replace(problem.file, ''))).toBeNull();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('host options', () => {
  it('parses seats', () => {
    expect(parseSeats('local:Ann,remote,bot:hard', () => 'me', 'en')).toEqual([
      { kind: 'local', name: 'Ann' },
      { kind: 'remote' },
      { kind: 'bot', level: 'hard' },
    ]);
    expect(parseSeats('local,remote', () => 'me', 'en')[0]).toEqual({ kind: 'local', name: 'me' });
  });

  it.each([
    ['remote', /2 to 4 seats/],
    ['remote,remote,remote,remote,remote', /2 to 4 seats/],
    ['local,local,remote', /at most one local/],
    ['local,bot', /at least one remote/],
    ['remote,robot', /not local\[:name\]/],
    ['remote,bot:genius', /unknown level/],
    ['local:Maximiliane-Theresa,remote', /^--seats: .*Maximiliane-Theresa.*16/],
  ])('refuses --seats %j', (spec, message) => {
    expect(() => parseSeats(spec, () => 'me', 'en')).toThrow(UsageError);
    expect(() => parseSeats(spec, () => 'me', 'en')).toThrow(message);
  });

  it('has defaults and refuses bad values in one line', () => {
    const config = resolveHostOptions({ listen: '127.0.0.1' }, () => 'me', 'en');
    expect(config).toMatchObject({ port: 2222, rounds: 3, games: null, seatTimeoutMs: 120_000, botLevel: 'medium', resume: null });
    expect(resolveHostOptions({ listen: '127.0.0.1', resume: true }, () => 'me', 'en').resume).toEqual({ file: null });
    expect(() => resolveHostOptions({ listen: 'example.com' }, () => 'me', 'en')).toThrow(/--listen/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', port: '70000' }, () => 'me', 'en')).toThrow(/--port/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', password: 'x', authorizedKeys: 'f' }, () => 'me', 'en')).toThrow(/not both/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', games: '0' }, () => 'me', 'en')).toThrow(/--games/);
  });

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

  it('reads authorized_keys files, options and comments included', () => {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    const text = `# friends\n\nfrom="10.0.0.1" ${pair.public} ann@laptop\nnot a key\n`;
    expect(parseAuthorizedKeys(text)).toHaveLength(1);
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

  it('refuses a different name that looks like one at the table (the host\'s, a player\'s, a bot\'s); the same name gets its seat back', () => {
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

  it('names a bot so that it does not look like a player, and refuses a name that looks like a bot\'s', () => {
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
