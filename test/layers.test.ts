/** The layers import only downwards (README "Development"): checked over every source file's imports. */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Folders of src/ and the folders each may not import from. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  core: ['bots', 'table', 'record', 'match', 'i18n', 'term', 'seat', 'ui', 'remote', 'sim'],
  // The machinery of words and the core's words (bot levels included): a floor every part stands on, so it imports none of them.
  i18n: ['table', 'record', 'match', 'term', 'seat', 'ui', 'remote', 'sim'],
  bots: ['table', 'record', 'match', 'term', 'seat', 'ui', 'remote', 'sim'],
  table: ['record', 'match', 'term', 'seat', 'ui', 'remote', 'sim'],
  record: ['match', 'term', 'seat', 'ui', 'remote', 'sim'],
  // The one runner of a match under every front end: above the table and the store, below every screen.
  match: ['term', 'seat', 'ui', 'remote', 'sim'],
  term: ['match', 'seat', 'ui', 'remote', 'sim'],
  seat: ['ui', 'remote', 'sim'],
  ui: ['remote', 'sim'],
  remote: ['ui', 'sim'],
  // The simulator plays bots against bots on the engine: no table, no files, no screens.
  sim: ['table', 'record', 'match', 'seat', 'ui', 'remote'],
};

/**
 * Files at the root of src/ that every layer may use (small helpers of no
 * layer of their own), and the folders they may import themselves. The
 * other root files are the command line and what it starts (cli.ts, play.ts,
 * savedSession.ts) and the library's entry (index.ts), on top of everything.
 */
const ROOT_LEAVES: Readonly<Record<string, readonly string[]>> = {
  'heap.ts': [],
  'invocation.ts': [],
  'randomSeed.ts': [],
  'shellWord.ts': [],
  'similarWord.ts': [],
  'usage.ts': ['core'],
  // The alternate screen and the signals of a program that draws on its own terminal (the game, the host, the replay).
  'terminal.ts': ['term'],
};
const ROOT_TOP = ['cli.ts', 'cliWords.ts', 'cliWords.en.ts', 'cliWords.de.ts', 'index.ts', 'play.ts', 'savedSession.ts'];

/**
 * The command line's own files that still sit in the folder of what they
 * start (the commands of saved matches, the host, the server and the
 * simulator): besides cli.ts, only they use the command line's words.
 */
const COMMAND_FILES = [
  path.join('record', 'commands.ts'),
  path.join('record', 'report.ts'),
  path.join('remote', 'command.ts'),
  path.join('remote', 'options.ts'),
  path.join('remote', 'serve', 'command.ts'),
  path.join('remote', 'serve', 'options.ts'),
  path.join('sim', 'command.ts'),
];

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

/** Every source file with the source files it imports (static, dynamic, re-exports and type-only imports alike). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/gu)].flatMap((match) => {
      const base = path.resolve(path.dirname(file), match[1]!).replace(/\.js$/u, '');
      return [`${base}.ts`, `${base}.tsx`].filter((candidate) => known.has(candidate));
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of files that import each other round in a circle (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(SRC, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) found.push(group.sort());
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the layers', () => {
  it('have no circles of imports, type-only imports included', () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it('the circle check finds a circle where there is one', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    const c = path.join(SRC, 'c.ts');
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(circles(new Map([[a, [b]], [b, []]]))).toEqual([]);
  });

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

  it('every file at the root of src/ has its place: a leaf any layer may use, or the command line on top', () => {
    const roots = readdirSync(SRC).filter((name) => /\.tsx?$/u.test(name)).sort();
    expect(roots).toEqual([...Object.keys(ROOT_LEAVES), ...ROOT_TOP].sort());
    const breaches: string[] = [];
    for (const [leaf, allowed] of Object.entries(ROOT_LEAVES)) {
      const text = readFileSync(path.join(SRC, leaf), 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'\.\/([a-z]+)\//gu)) if (!allowed.includes(match[1]!)) breaches.push(`${leaf} imports from ${match[1]}/`);
    }
    expect(breaches).toEqual([]);
    // Nothing below the command line imports what sits on top of it.
    const tops = sourceFiles(SRC).filter((file) => path.dirname(file) !== SRC && /from '(?:\.\.\/)+(?:cli|play|savedSession|index)\.js'/u.test(readFileSync(file, 'utf8')));
    expect(tops.map((file) => path.relative(SRC, file))).toEqual([]);
    // The command line's words are for the command line's files alone.
    const cliWordUsers = sourceFiles(SRC).filter((file) => path.dirname(file) !== SRC && /from '(?:\.\.\/)+cliWords(?:\.\w+)?\.js'/u.test(readFileSync(file, 'utf8')));
    expect(cliWordUsers.map((file) => path.relative(SRC, file)).filter((file) => !COMMAND_FILES.includes(file))).toEqual([]);
    expect(cliWordUsers.length).toBeGreaterThan(0);
  });

  it('the check sees imports at all (a file of the seat screen imports from term/)', () => {
    expect(importedFolders(path.join(SRC, 'seat', 'SeatScreen.tsx'))).toContain('term');
  });
});
