/**
 * The lock around rating a match on top of the kept ratings
 * (record/fileLock.ts): the work waits while another holds the lock, takes
 * a lock left by a program that died, and is done anyway after waiting too
 * long; the lock goes when the work is done, even when it throws. The
 * clock and the sleep are the test's: nothing here waits for real time.
 */

import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFileLock } from '../../src/record/fileLock.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('lock');

function lockIn(): string {
  const dir = freshDir();
  return path.join(dir, 'ratings.lock');
}

/** A clock that moves only when the lock sleeps; `onSleep` runs at each sleep (the other holder's doing). */
function fakeTime(onSleep: (sleeps: number) => void = () => undefined): { now: () => number; sleep: (ms: number) => void; sleeps: () => number } {
  let now = Date.now();
  let sleeps = 0;
  return {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      onSleep(++sleeps);
    },
    sleeps: () => sleeps,
  };
}

describe('the lock of the kept ratings', () => {
  it('is held while the work runs and gone after, also when the work throws', () => {
    const lock = lockIn();
    expect(withFileLock(lock, () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withFileLock(lock, () => {
        throw new Error('disk gone');
      }),
    ).toThrow('disk gone');
    expect(existsSync(lock)).toBe(false);
  });

  it('makes the work wait while another holds it, and run once it is let go', () => {
    const lock = lockIn();
    writeFileSync(lock, '');
    const time = fakeTime((sleeps) => {
      if (sleeps === 5) rmSync(lock);
    });
    const order: string[] = [];
    withFileLock(lock, () => order.push(`ran after ${time.sleeps()} sleeps`), time);
    expect(order).toEqual(['ran after 5 sleeps']);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes a lock left by a program that died (older than staleMs) at once', () => {
    const lock = lockIn();
    writeFileSync(lock, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    const time = fakeTime();
    expect(withFileLock(lock, () => existsSync(lock), time)).toBe(true);
    expect(time.sleeps()).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });

  it('is passed over at once when what stands at its place is no lock (a directory), never waiting nor spinning', () => {
    const lock = lockIn();
    mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    const time = fakeTime((sleeps) => {
      if (sleeps > 10_000) throw new Error('still waiting');
    });
    let looks = 0;
    const now = (): number => {
      if (++looks > 10_000) throw new Error('spinning');
      return time.now();
    };
    expect(withFileLock(lock, () => 'ran', { ...time, now, waitMs: 100 })).toBe('ran');
    expect(time.sleeps()).toBe(0);
    expect(existsSync(lock)).toBe(true);
  });

  it('leaves a lock that another took over meanwhile (its own taken as stale) to that other', () => {
    const lock = lockIn();
    withFileLock(lock, () => writeFileSync(lock, 'another holder'));
    expect(readFileSync(lock, 'utf8')).toBe('another holder');
  });

  it('takes a lock dated in the future (a clock set back) as stale too', () => {
    const lock = lockIn();
    writeFileSync(lock, '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(lock, later, later);
    const time = fakeTime();
    expect(withFileLock(lock, () => 'done', time)).toBe('done');
    expect(time.sleeps()).toBe(0);
  });

  it('runs the work without it after waitMs, and leaves the other holder its lock', () => {
    const lock = lockIn();
    writeFileSync(lock, '');
    const time = fakeTime();
    expect(withFileLock(lock, () => 'done', { ...time, waitMs: 100, staleMs: 60_000 })).toBe('done');
    expect(time.sleeps()).toBe(50);
    expect(existsSync(lock)).toBe(true);
  });
});
