/** `history --remove`: one saved match deleted, anything else refused with one line. */

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../cliRun.js';
import { claimFileOf } from '../../src/record/claim.js';
import { currentHolder, SYSTEM_PROBE } from '../../src/record/holder.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const NAME = 'match-20250301-120001-0123456789ab.json';
const OTHER = 'match-20250302-120001-0123456789ab.json';
const EN = { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: undefined, LC_MESSAGES: undefined, LANGUAGE: undefined };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-remove-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function saved(name: string): string {
  const file = path.join(dir, name);
  copyFileSync(path.join(FIXTURES, 'valid.json'), file);
  return file;
}

/** A claim naming a program that runs (the one that started this test), as a game in another terminal leaves it. */
function claimedByParent(file: string): void {
  const holder = { ...currentHolder('play'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
  writeFileSync(claimFileOf(file), JSON.stringify(holder));
}

describe('history --remove', () => {
  it('removes the named match file, says which, and leaves the others', async () => {
    const file = saved(NAME);
    const other = saved(OTHER);
    const run = await runCli(['history', '--remove', file, '--data-dir', dir], EN);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(new RegExp(`^Removed ${file.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')} \\(.+\\)\\.\\n$`, 'u'));
    expect(existsSync(file)).toBe(false);
    expect(existsSync(other)).toBe(true);
    const history = await runCli(['history', '--data-dir', dir], EN);
    expect(history.stdout).not.toContain(NAME);
    expect(history.stdout).toContain(OTHER);
  });

  it('refuses, in one line and exit code 1, a file that is no match file of the data directory', async () => {
    const stray = path.join(dir, 'notes.json');
    writeFileSync(stray, '{}');
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'shift-poker-remove-other-'));
    try {
      const outside = path.join(elsewhere, NAME);
      copyFileSync(path.join(FIXTURES, 'valid.json'), outside);
      for (const target of [stray, outside, path.join(dir, OTHER)]) {
        const run = await runCli(['history', '--remove', target, '--data-dir', dir], EN);
        expect(run.code).toBe(1);
        expect(run.stdout).toBe('');
        expect(run.stderr).toBe(`shift-poker: ${target}: not a saved match of ${dir}; nothing removed\n`);
      }
      expect(existsSync(stray)).toBe(true);
      expect(existsSync(outside)).toBe(true);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses where no claim can be made (something in the way at its .lock: a program may be playing it unclaimed)', async () => {
    const file = saved(NAME);
    mkdirSync(claimFileOf(file));
    const run = await runCli(['history', '--remove', file, '--data-dir', dir], EN);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("something that is no claim is in the way at the match's .lock file");
    expect(existsSync(file)).toBe(true);
  });

  it('refuses a match open in another program, naming its process, and keeps the file', async () => {
    const file = saved(NAME);
    claimedByParent(file);
    const run = await runCli(['history', '--remove', file, '--data-dir', dir], EN);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`shift-poker: ${file}: the match is open in another terminal (process ${process.ppid}); nothing removed\n`);
    expect(existsSync(file)).toBe(true);
  });

  it('removes a match whose claim is stale (its program is gone)', async () => {
    const file = saved(NAME);
    // A process id no running program has (beyond the usual pid_max).
    writeFileSync(claimFileOf(file), JSON.stringify({ ...currentHolder('play'), pid: 99_999_999 }));
    const run = await runCli(['history', '--remove', file, '--data-dir', dir], EN);
    expect(run.code).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it('speaks German', async () => {
    const file = saved(NAME);
    const run = await runCli(['history', '--remove', file, '--data-dir', dir, '--lang', 'de'], EN);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${file} gelöscht (`);
    const again = await runCli(['history', '--remove', file, '--data-dir', dir, '--lang', 'de'], EN);
    expect(again.stderr).toBe(`shift-poker: ${file}: keine gespeicherte Partie aus ${dir}; nichts gelöscht\n`);
  });
});
