import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { lockDirectory, processRunning } from '../../src/record/dirLock.js';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shift-poker-lock-'));
}

/** A process id that was in use and is no more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockDirectory', () => {
  it('is refused while the running process that took it holds it, and free again once released', () => {
    const dir = tempDir();
    const first = lockDirectory(dir, 'serve.lock');
    expect(first.ok).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'serve.lock'), 'utf8')).toBe(`${process.pid}\n`);
    // Another process's view: our pid holds it and runs.
    fs.writeFileSync(path.join(dir, 'serve.lock'), `${process.ppid}\n`);
    expect(lockDirectory(dir, 'serve.lock')).toEqual({ ok: false, pid: process.ppid });
    fs.writeFileSync(path.join(dir, 'serve.lock'), `${process.pid}\n`);
    if (first.ok) first.release();
    expect(fs.existsSync(path.join(dir, 'serve.lock'))).toBe(false);
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
  });

  it('takes over a lock left by a process that is gone, or one that cannot be read', () => {
    const dir = tempDir();
    const pid = deadPid();
    expect(processRunning(pid)).toBe(false);
    fs.writeFileSync(path.join(dir, 'serve.lock'), `${pid}\n`);
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
    fs.writeFileSync(path.join(dir, 'serve.lock'), 'not a pid');
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = tempDir();
    const lock = lockDirectory(dir, 'serve.lock', () => true);
    fs.writeFileSync(path.join(dir, 'serve.lock'), `${process.ppid}\n`);
    if (lock.ok) lock.release();
    expect(fs.readFileSync(path.join(dir, 'serve.lock'), 'utf8')).toBe(`${process.ppid}\n`);
  });
});
