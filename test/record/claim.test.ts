import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { claimFile, claimHolder, parseHolder } from '../../src/record/claim.js';
import { currentHolder, holderAlive, SYSTEM_PROBE, type ProcessProbe } from '../../src/record/holder.js';
import { waitFor } from '../support/wait.js';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shift-poker-claim-'));
}

/** A machine as a test wants it: which process ids run, started when, on which boot. */
function fakeMachine(options: { pid: number; boot?: string; host?: string; starts?: Record<number, string>; commands?: Record<number, string> }): ProcessProbe & {
  starts: Record<number, string>;
  boot: string;
} {
  const machine = {
    pid: options.pid,
    boot: options.boot ?? 'boot-1',
    starts: { ...(options.starts ?? {}) },
    host: () => options.host ?? 'box',
    bootId: () => machine.boot,
    running: (pid: number) => pid in machine.starts,
    startTime: (pid: number) => machine.starts[pid] ?? null,
    command: (pid: number) => options.commands?.[pid] ?? null,
    now: () => Date.parse('2026-11-26T10:00:00Z'),
  };
  return machine;
}

describe('claims on a match file', () => {
  it('a second program is refused and told who holds the match; released, it is free', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    const first = fakeMachine({ pid: 100, starts: { 100: '5000', 200: '6000' } });
    const second = fakeMachine({ pid: 200, starts: { 100: '5000', 200: '6000' } });
    const taken = claimFile(lock, 'play', { probe: first });
    expect(taken.ok).toBe(true);
    const refused = claimFile(lock, 'host', { probe: second });
    expect(refused).toEqual({ ok: false, holder: expect.objectContaining({ pid: 100, program: 'play', host: 'box', boot: 'boot-1', started: '5000' }) });
    expect(claimHolder(lock, { probe: second })?.pid).toBe(100);
    if (taken.ok) taken.claim.release();
    expect(fs.existsSync(lock)).toBe(false);
    expect(claimFile(lock, 'host', { probe: second }).ok).toBe(true);
  });

  it('takes over a claim whose holder is gone: crashed, its id reused by another program, or from before a reboot', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    const old = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    expect(claimFile(lock, 'play', { probe: old }).ok).toBe(true);
    // The holder crashed: no process 100.
    const crashed = fakeMachine({ pid: 200, starts: { 200: '6000' } });
    expect(claimHolder(lock, { probe: crashed })).toBeNull();
    expect(claimFile(lock, 'play', { probe: crashed }).ok).toBe(true);
    // Process 200 is gone and its id now belongs to a program that started later.
    const reused = fakeMachine({ pid: 300, starts: { 200: '9999', 300: '7000' } });
    expect(claimHolder(lock, { probe: reused })).toBeNull();
    expect(claimFile(lock, 'serve', { probe: reused }).ok).toBe(true);
    // After a reboot, process 300 runs again with the same start time by chance: another boot.
    const rebooted = fakeMachine({ pid: 400, boot: 'boot-2', starts: { 300: '7000', 400: '10' } });
    expect(claimHolder(lock, { probe: rebooted })).toBeNull();
    expect(claimFile(lock, 'host', { probe: rebooted }).ok).toBe(true);
    expect(parseHolder(fs.readFileSync(lock, 'utf8'))).toEqual(expect.objectContaining({ pid: 400, boot: 'boot-2', program: 'host' }));
  });

  it('a holder on another machine counts as running (a shared directory: it cannot be checked from here)', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    expect(claimFile(lock, 'serve', { probe: fakeMachine({ pid: 100, host: 'other', starts: { 100: '1' } }) }).ok).toBe(true);
    const here = fakeMachine({ pid: 200, starts: { 200: '1' } });
    expect(claimFile(lock, 'play', { probe: here })).toEqual({ ok: false, holder: expect.objectContaining({ host: 'other' }) });
  });

  it('is re-entrant within one process, and removed only when the last taker releases it', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    const me = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    const a = claimFile(lock, 'serve', { probe: me });
    const b = claimFile(lock, 'serve', { probe: me });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok) a.claim.release();
    expect(fs.existsSync(lock)).toBe(true);
    if (b.ok) b.claim.release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('a program that crashed holding a claim and a later one with its process id are two processes: the later one gives it up when done', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    const crashed = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    // Taken, and never released: the program was killed.
    expect(claimFile(lock, 'play', { probe: crashed }).ok).toBe(true);
    const reused = fakeMachine({ pid: 100, starts: { 100: '7000', 200: '6000' } });
    const taken = claimFile(lock, 'play', { probe: reused });
    if (!taken.ok) throw new Error('the stale claim was not taken over');
    taken.claim.release();
    expect(fs.existsSync(lock)).toBe(false);
    expect(claimHolder(lock, { probe: fakeMachine({ pid: 200, starts: { 100: '7000', 200: '6000' } }) })).toBeNull();
  });

  it('never removes a claim that another program has taken since', () => {
    const lock = path.join(tempDir(), 'match.json.lock');
    const me = fakeMachine({ pid: 100, starts: { 100: '5000', 200: '6000' } });
    const mine = claimFile(lock, 'play', { probe: me });
    fs.writeFileSync(lock, JSON.stringify(currentHolder('host', fakeMachine({ pid: 200, starts: { 200: '6000' } }))));
    if (mine.ok) mine.claim.release();
    expect(parseHolder(fs.readFileSync(lock, 'utf8'))?.pid).toBe(200);
  });

  it('a damaged claim file is stale; a directory that cannot be written gives no claim and no refusal', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'match.json.lock');
    fs.writeFileSync(lock, '{"pid": "nonsense"');
    const me = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    expect(claimFile(lock, 'play', { probe: me }).ok).toBe(true);
    const missing = claimFile(path.join(dir, 'no-such-dir', 'match.json.lock'), 'play', { probe: me });
    expect(missing).toEqual({ ok: true, claim: expect.objectContaining({ held: false }) });
  });

  it('a process id alone (the lock of an earlier version) is stale once that id runs something other than node', () => {
    const lock = path.join(tempDir(), 'serve.lock');
    fs.writeFileSync(lock, '4242\n');
    const node = fakeMachine({ pid: 1, starts: { 1: '1', 4242: '9' }, commands: { 4242: 'node /usr/bin/shift-poker serve' } });
    expect(claimFile(lock, 'serve', { probe: node })).toEqual({ ok: false, holder: expect.objectContaining({ pid: 4242 }) });
    const other = fakeMachine({ pid: 1, starts: { 1: '1', 4242: '9' }, commands: { 4242: '/usr/sbin/cron -f' } });
    expect(claimFile(lock, 'serve', { probe: other }).ok).toBe(true);
  });

  it('the real machine: this process holds its own claim, a process that has ended is gone', () => {
    const me = currentHolder('play');
    expect(holderAlive(me)).toBe(true);
    expect(me.started).not.toBeNull();
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const ended = { ...me, pid: Number(child.stdout), started: SYSTEM_PROBE.startTime(Number(child.stdout)) };
    expect(holderAlive(ended)).toBe(false);
    // This process id runs, but not the process that started at that other moment.
    expect(holderAlive({ ...me, started: String(Number(me.started) - 1) })).toBe(false);
    expect(holderAlive({ ...me, boot: 'another boot' })).toBe(false);
  });
});

describe('claims where the disk or the file system is in the way', () => {
  it("a directory, a FIFO or a device at the claim's name is no claim: never read, never removed, and not held", () => {
    const dir = tempDir();
    const me = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    const lock = path.join(dir, 'match.json.lock');
    fs.mkdirSync(lock);
    expect(claimFile(lock, 'play', { probe: me })).toEqual({ ok: true, claim: expect.objectContaining({ held: false, errno: 'ELOCKPATH' }) });
    expect(fs.statSync(lock).isDirectory()).toBe(true);
    expect(claimHolder(lock, { probe: me })).toBeNull();
    const fifo = path.join(dir, 'fifo.json.lock');
    execFileSync('mkfifo', [fifo]);
    // Reading a FIFO would wait for a writer for ever.
    expect(claimFile(fifo, 'play', { probe: me })).toEqual({ ok: true, claim: expect.objectContaining({ held: false }) });
    expect(claimHolder(fifo, { probe: me })).toBeNull();
  });

  it('a claim is written whole or not at all: a full disk leaves no claim and no temporary file behind', () => {
    const dir = tempDir();
    const me = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    const lock = path.join(dir, 'match.json.lock');
    const full = {
      ...fs,
      writeFileSync: () => {
        throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
      },
    } as unknown as typeof fs;
    expect(claimFile(lock, 'play', { probe: me, fs: full })).toEqual({ ok: true, claim: expect.objectContaining({ held: false, errno: 'ENOSPC' }) });
    expect(fs.readdirSync(dir)).toEqual([]);
    // Made whole, the claim names its holder from its first byte.
    expect(claimFile(lock, 'play', { probe: me }).ok).toBe(true);
    expect(parseHolder(fs.readFileSync(lock, 'utf8'))?.pid).toBe(100);
    expect(fs.readdirSync(dir)).toEqual(['match.json.lock']);
  });

  it("a link at the claim's name is stale and replaced, its target untouched", () => {
    const dir = tempDir();
    const target = path.join(dir, 'target.txt');
    fs.writeFileSync(target, 'keep me');
    const lock = path.join(dir, 'match.json.lock');
    fs.symlinkSync(target, lock);
    expect(claimFile(lock, 'play', { probe: fakeMachine({ pid: 100, starts: { 100: '5000' } }) }).ok).toBe(true);
    expect(fs.lstatSync(lock).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(target, 'utf8')).toBe('keep me');
  });

  it('a killed process its parent has not reaped yet (a zombie) runs no more', async () => {
    // A parent that forks a child which exits at once, and never waits for it: a zombie for five seconds.
    const script = 'import os, sys, time\npid = os.fork()\nif pid == 0:\n    os._exit(0)\nprint(pid, flush=True)\ntime.sleep(5)\n';
    const parent = spawn('python3', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const zombie = await new Promise<number>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
    const state = (): string => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8');
    try {
      await waitFor(() => /\) Z/u.test(state()), { timeoutMs: 1000, what: () => `a zombie: ${state()}` });
      expect(SYSTEM_PROBE.running(zombie)).toBe(false);
      expect(SYSTEM_PROBE.running(parent.pid!)).toBe(true);
    } finally {
      parent.kill();
    }
  });
});

describe('claims where no file can be', () => {
  it('a data directory that is a plain file gives no claim, no refusal and no error', () => {
    const dir = tempDir();
    const plain = path.join(dir, 'plain-file');
    fs.writeFileSync(plain, 'not a directory');
    const me = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    expect(claimFile(path.join(plain, 'match.json.lock'), 'play', { probe: me })).toEqual({ ok: true, claim: expect.objectContaining({ held: false, errno: 'ENOTDIR' }) });
    expect(fs.readFileSync(plain, 'utf8')).toBe('not a directory');
  });
});

describe('a take-over that cannot be made', () => {
  it('a stale claim whose guard is blocked is no refusal in the name of a program that is gone', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'match.json.lock');
    const gone = fakeMachine({ pid: 100, starts: { 100: '5000' } });
    expect(claimFile(lock, 'play', { probe: gone }).ok).toBe(true);
    fs.mkdirSync(`${lock}.takeover`);
    const me = fakeMachine({ pid: 200, starts: { 200: '6000' } });
    expect(claimFile(lock, 'play', { probe: me })).toEqual({ ok: true, claim: expect.objectContaining({ held: false, errno: 'ELOCKPATH' }) });
  });
});
