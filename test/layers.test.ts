/** The layers import only downwards (README "Development"): checked over every source file's imports. */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Folders of src/ and the folders each may not import from. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  core: ['bots', 'table', 'record', 'room', 'i18n', 'term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  // The machinery of words and the core's words (bot levels included): a floor every part stands on, so it imports none of them.
  i18n: ['table', 'record', 'room', 'term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  bots: ['table', 'record', 'room', 'term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  table: ['record', 'room', 'term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  record: ['room', 'term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  // The room: what runs a match under every front end (its seats and their owners, presence and stand-ins, the next-game vote, holding while unsaved, the pace of its bots): above the table and the store, below every screen.
  room: ['term', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  term: ['room', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  seat: ['hotseat', 'replay', 'reader', 'remote', 'sim', 'commands', 'tutorial'],
  hotseat: ['replay', 'remote', 'reader', 'sim', 'commands', 'tutorial'],
  // The replay viewer: a saved game shown move by move; a front end of its own beside the hotseat.
  replay: ['hotseat', 'remote', 'reader', 'sim', 'commands', 'tutorial'],
  // An ssh seat may be played as sentences (reader/) instead of drawn: the reader is a seat front of its own, below the ssh front end.
  // A server's connection may take the tutorial's lessons (tutorial/ runs no remote seat itself).
  remote: ['hotseat', 'replay', 'sim', 'commands'],
  // The screen-reader mode: a line-based front end on the seat model, for one keyboard and for an ssh seat (the tutorial's lessons are pure: it may run them).
  reader: ['hotseat', 'replay', 'remote', 'sim', 'commands'],
  // The simulator plays bots against bots on the engine: no table, no files, no screens.
  sim: ['table', 'record', 'room', 'seat', 'hotseat', 'replay', 'reader', 'remote', 'commands', 'tutorial'],
  // The tutorial: lessons on the engine (pure, for any front end) and their screen over the seat screen; it saves nothing and plays no remote seat.
  tutorial: ['record', 'hotseat', 'replay', 'reader', 'remote', 'sim', 'commands'],
  // The command line: every command, its options and defaults, over every front end; only cli.ts is above it.
  commands: [],
};

/** The one file that may import from commands/: the program's entry, which runs the command line. */
const COMMAND_LINE_ENTRY = 'cli.ts';

/**
 * Files at the root of src/ that every layer may use (small helpers of no
 * layer of their own), and the folders they may import themselves. The
 * other root files are the program's entry (cli.ts, which runs the command
 * line of commands/) and the library's entry (index.ts), on top of everything.
 */
const ROOT_LEAVES: Readonly<Record<string, readonly string[]>> = {
  'heap.ts': [],
  // V8's code cache of the command line (run by bin/shift-poker.js) and the moment it is written.
  'codeCache.ts': [],
  'firstFrame.ts': [],
  // How the program ends once its terminal may be gone (terminal.ts and the command line's output).
  'exitProgram.ts': [],
  'invocation.ts': [],
  'randomSeed.ts': [],
  'shellWord.ts': [],
  // The command lines printed for the player to type (who starts a replayed game is the table's rule).
  'shellCommand.ts': ['core', 'table'],
  'similarWord.ts': [],
  'usage.ts': [],
  // The alternate screen and the signals of a program that draws on its own terminal (the game, the host, the replay).
  'terminal.ts': ['term'],
};
const ROOT_TOP = ['cli.ts', 'index.ts'];

/**
 * The ssh transport (remote/ssh/: listener, limits, logins, channels) knows
 * nothing of the game it carries: it offers the Gateway that `host` and
 * `serve` implement, and imports none of the game's layers nor anything of
 * remote/ outside itself.
 */
const SSH = path.join('remote', 'ssh');
const SSH_FORBIDDEN = ['bots', 'table', 'room', 'seat', 'hotseat', 'replay', 'reader', 'sim'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

/** What a file imports (static and dynamic imports, and re-exports), as paths relative to src/. */
function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/gu)].map((match) => match[1]!);
  return specifiers.map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)));
}

/** The src/ folders a file imports from (static and dynamic imports, and re-exports). */
function importedFolders(file: string): string[] {
  return importedPaths(file).flatMap((target) => {
    const [folder] = target.split(path.sep);
    return target.includes(path.sep) && folder !== undefined && !folder.startsWith('..') ? [folder] : [];
  });
}

/** What `file` imports that the ssh transport may not: the game's layers, or remote/ outside remote/ssh/. */
function transportBreaches(file: string): string[] {
  return importedPaths(file).filter((target) => {
    const [folder] = target.split(path.sep);
    const outsideSsh = target.startsWith(`remote${path.sep}`) && !target.startsWith(`${SSH}${path.sep}`);
    return SSH_FORBIDDEN.includes(folder!) || outsideSsh;
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
  };
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
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('import only what they may', () => {
    const breaches: string[] = [];
    for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
      for (const file of sourceFiles(path.join(SRC, folder))) {
        for (const imported of importedFolders(file)) {
          if (forbidden.includes(imported)) breaches.push(`${path.relative(SRC, file)} imports from ${imported}/`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });

  it('the ssh transport imports nothing of the game it carries, nor of remote/ outside remote/ssh/', () => {
    const breaches = sourceFiles(path.join(SRC, SSH)).flatMap((file) => transportBreaches(file).map((target) => `${path.relative(SRC, file)} imports ${target}`));
    expect(breaches).toEqual([]);
  });

  it("the transport check finds such imports where there are some (the host's server imports the room and the player names)", () => {
    const breaches = transportBreaches(path.join(SRC, 'remote', 'hostServer.ts'));
    expect(breaches).toContain(path.join('room', 'runner.js'));
    expect(breaches).toContain(path.join('remote', 'playerNames.js'));
    expect(breaches).not.toContain(path.join(SSH, 'server.js'));
  });

  it('every file at the root of src/ has its place: a leaf any layer may use, or the command line on top', () => {
    const roots = readdirSync(SRC)
      .filter((name) => /\.tsx?$/u.test(name))
      .sort();
    expect(roots).toEqual([...Object.keys(ROOT_LEAVES), ...ROOT_TOP].sort());
    const breaches: string[] = [];
    for (const [leaf, allowed] of Object.entries(ROOT_LEAVES)) {
      const text = readFileSync(path.join(SRC, leaf), 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'\.\/([a-z]+)\//gu)) if (!allowed.includes(match[1]!)) breaches.push(`${leaf} imports from ${match[1]}/`);
    }
    expect(breaches).toEqual([]);
    // Nothing below the command line imports what sits on top of it.
    const tops = sourceFiles(SRC).filter((file) => path.dirname(file) !== SRC && /from '(?:\.\.\/)+(?:cli|index)\.js'/u.test(readFileSync(file, 'utf8')));
    expect(tops.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it("nothing but the program's entry imports the commands layer: the front ends and the library stay usable without a command line", () => {
    const outside = sourceFiles(SRC).filter((file) => !file.startsWith(path.join(SRC, 'commands') + path.sep));
    const importers = outside.filter((file) => importedFolders(file).includes('commands'));
    expect(importers.map((file) => path.relative(SRC, file))).toEqual([COMMAND_LINE_ENTRY]);
  });

  it.each([
    ['the ceiling, which sees every card,', path.join('sim', 'ceiling.ts')],
    ["the expert's candidate measured and not adopted", path.join('bots', 'ismcts.ts')],
  ])('%s is no part of the program: only the benchmarks import %s', (_, file) => {
    const measuredOnly = path.join(SRC, file);
    const graph = importGraph();
    expect(graph.has(measuredOnly)).toBe(true);
    const importers = [...graph].filter(([, targets]) => targets.includes(measuredOnly)).map(([importer]) => path.relative(SRC, importer));
    expect(importers).toEqual([]);
  });

  it('the tutorial takes of the room only the pace of its partner: it saves nothing and seats nobody', () => {
    const taken = sourceFiles(path.join(SRC, 'tutorial')).flatMap((file) => importedPaths(file).filter((target) => target.startsWith(`room${path.sep}`)));
    expect([...new Set(taken)]).toEqual([path.join('room', 'pacing.js')]);
  });

  it('the check sees imports at all (a file of the seat screen imports from term/)', () => {
    expect(importedFolders(path.join(SRC, 'seat', 'SeatScreen.tsx'))).toContain('term');
  });
});
