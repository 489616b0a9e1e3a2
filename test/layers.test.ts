/** The layers import only downwards (README "Development"): checked over every source file's imports. */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Folders of src/ and the folders each may not import from. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  core: ['bots', 'table', 'record', 'match', 'i18n', 'term', 'seat', 'ui', 'remote', 'sim'],
  bots: ['table', 'record', 'match', 'term', 'seat', 'ui', 'remote', 'sim'],
  table: ['record', 'match', 'term', 'seat', 'ui', 'remote', 'sim'],
  record: ['match', 'term', 'seat', 'ui', 'remote', 'sim'],
  // The one runner of a match under every front end: above the table and the store, below every screen.
  match: ['term', 'seat', 'ui', 'remote', 'sim'],
  term: ['match', 'seat', 'ui', 'remote', 'sim'],
  seat: ['ui', 'remote', 'sim'],
  ui: ['remote', 'sim'],
  remote: ['ui', 'sim'],
};

/**
 * Files allowed one import upwards, each for its reason. record/commands.ts
 * is the `history` and `replay` commands, a front end of the record layer
 * that the command line registers: `replay` opens the replay screen of ui/
 * (a dynamic import, loaded only when it runs).
 */
const EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  [path.join('record', 'commands.ts')]: ['ui'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

/** The src/ folders a file imports from (static and dynamic imports, and re-exports). */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/gu)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const target = path.relative(SRC, path.resolve(path.dirname(file), specifier));
    const [folder] = target.split(path.sep);
    return target.includes(path.sep) && folder !== undefined && !folder.startsWith('..') ? [folder] : [];
  });
}

describe('the layers', () => {
  it('import only what they may', () => {
    const breaches: string[] = [];
    for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
      for (const file of sourceFiles(path.join(SRC, folder))) {
        for (const imported of importedFolders(file)) {
          if (EXCEPTIONS[path.relative(SRC, file)]?.includes(imported)) continue;
          if (forbidden.includes(imported)) breaches.push(`${path.relative(SRC, file)} imports from ${imported}/`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it('the check sees imports at all (a file of the seat screen imports from term/)', () => {
    expect(importedFolders(path.join(SRC, 'seat', 'SeatScreen.tsx'))).toContain('term');
  });
});
