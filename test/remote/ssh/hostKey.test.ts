import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { describeHostKeyProblem } from '../../../src/remote/words.js';
import { HOST_KEY_FILE, HostKeyError, loadOrCreateHostKey, newHostKey, type HostKeyProblem } from '../../../src/remote/ssh/hostKey.js';
import { strayEnglish } from '../../i18n/englishWords.js';

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
