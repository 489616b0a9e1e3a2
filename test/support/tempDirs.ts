/**
 * Temporary directories for a test file: each call makes a fresh one under
 * the system's temporary folder, and every one made during a test is
 * removed after it. Call at the top of a file (or of a describe block).
 */

import { afterEach } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A maker of directories named `shift-poker-<prefix>-…` (or `-<label>-…` when one is given), removed after each test. */
export function tempDirsRemovedAfterEach(prefix: string): (label?: string) => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (label = prefix) => {
    const dir = mkdtempSync(path.join(tmpdir(), `shift-poker-${label}-`));
    dirs.push(dir);
    return dir;
  };
}
