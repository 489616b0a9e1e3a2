/** package.json's allowScripts: every dependency with an install script is decided, so npm 11 installs quietly. */

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

interface LockEntry {
  readonly hasInstallScript?: boolean;
}

function json(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
}

/** The names of the locked packages that come with an install script. */
function withInstallScripts(): string[] {
  const packages = json('package-lock.json').packages as Record<string, LockEntry>;
  const names = Object.entries(packages)
    .filter(([where, entry]) => where !== '' && entry.hasInstallScript === true)
    .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

describe('install scripts', () => {
  it('each dependency with an install script has an entry in allowScripts, and no entry is stale', () => {
    const allowScripts = json('package.json').allowScripts as Record<string, boolean>;
    const decided = Object.keys(allowScripts).map((key) => key.replace(/(?<=.)@.*$/u, ''));
    expect(decided.sort()).toEqual(withInstallScripts());
  });
});
