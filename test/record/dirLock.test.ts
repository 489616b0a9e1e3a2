import { describe, expect, it } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { lockDirectory } from '../../src/record/dirLock.js';
import { currentHolder, SYSTEM_PROBE } from '../../src/record/holder.js';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shift-poker-lock-'));
}

describe('lockDirectory', () => {
  it('is refused while a running server holds it (naming its process), and free again once released', () => {
    const dir = tempDir();
    const first = lockDirectory(dir, 'serve.lock');
    expect(first.ok).toBe(true);
    // Another process's view: the parent (a running process) holds it.
    const parent = { ...currentHolder('serve'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
    const ours = fs.readFileSync(path.join(dir, 'serve.lock'), 'utf8');
    fs.writeFileSync(path.join(dir, 'serve.lock'), JSON.stringify(parent));
    expect(lockDirectory(dir, 'serve.lock')).toEqual({ ok: false, pid: process.ppid, holder: expect.objectContaining({ program: 'serve' }) });
    fs.writeFileSync(path.join(dir, 'serve.lock'), ours);
    if (first.ok) first.release();
    expect(fs.existsSync(path.join(dir, 'serve.lock'))).toBe(false);
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
  });

  it('a lock naming a process id that now belongs to another program (a reboot, a reused id) does not block the start', () => {
    const dir = tempDir();
    // The parent runs, but it is not the process that wrote the lock: that one started at another moment.
    fs.writeFileSync(
      path.join(dir, 'serve.lock'),
      JSON.stringify({ ...currentHolder('serve'), pid: process.ppid, started: String(Number(SYSTEM_PROBE.startTime(process.ppid)) - 1) }),
    );
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
    fs.writeFileSync(path.join(dir, 'serve.lock'), JSON.stringify({ ...currentHolder('serve'), pid: process.ppid, boot: 'an earlier boot' }));
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
    fs.writeFileSync(path.join(dir, 'serve.lock'), 'not a lock');
    expect(lockDirectory(dir, 'serve.lock').ok).toBe(true);
  });
});
