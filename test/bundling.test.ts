/**
 * The bundle patches some files of its dependencies (scripts/bundling.js).
 * Jest patches the same files the same way (test/support/shippedPatches.js),
 * so that every test runs the code the package ships; here, that it does,
 * that each patch changes what it says it changes, and that the patched
 * code answers exactly as the package's own (bundled unpatched for the
 * comparison: test/support/unpatched.ts). What can only be seen outside
 * Jest (which of Node's modules a process loads, what it writes when it
 * exits) is seen in a child process running the module as esbuild bundles
 * it with the bundle's own options, patched or not.
 */

import { describe, expect, it, jest } from '@jest/globals';
import { build, type BuildOptions } from 'esbuild';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as shippedTokenize from '@alcalzone/ansi-tokenize';
import shippedSliceAnsi from 'slice-ansi';
import shippedStringWidth from 'string-width';
import shippedWrapAnsi from 'wrap-ansi';
import { unpatched } from './support/unpatched.js';

const ROOT = path.join(import.meta.dirname, '..');

interface SourcePatch {
  readonly name: string;
  readonly filter: RegExp;
  readonly patch: (source: string, path: string) => string | undefined;
}
interface Bundling {
  readonly SOURCE_PATCHES: readonly SourcePatch[];
  readonly BUNDLE_OPTIONS: BuildOptions;
}
// Imported by URL: the build scripts are JavaScript, with no types for the compiler to check.
const { SOURCE_PATCHES, BUNDLE_OPTIONS } = (await import(new URL('../scripts/bundling.js', import.meta.url).href)) as Bundling;
const jestConfig = ((await import(new URL('../jest.config.js', import.meta.url).href)) as {
  default: { projects: readonly { displayName: string; transform: Record<string, unknown>; transformIgnorePatterns: readonly string[] }[] };
}).default;

/** The files of the installed packages that the bundle reads patched, with the patch each gets. */
const PATCHED_FILES: Readonly<Record<string, string>> = {
  'yoga-layout/dist/binaries/yoga-wasm-base64-esm.js': 'yoga-without-fetch',
  '@alcalzone/ansi-tokenize/build/diff.js': 'ansi-diff-fast-path',
  '@alcalzone/ansi-tokenize/build/ansiCodes.js': 'ansi-codes-fast-path',
  'ink/build/output.js': 'ink-shared-output-caches',
  'string-width/index.js': 'string-width-fast-path',
  'wrap-ansi/node_modules/string-width/index.js': 'nested-string-width-lazy-segmenter',
  '@alcalzone/ansi-tokenize/build/tokenize.js': 'ansi-tokenize-lazy-segmenter',
  'slice-ansi/tokenize-ansi.js': 'slice-ansi-lazy-segmenter',
  'commander/lib/command.js': 'commander-lazy-child-process',
  'terminal-size/index.js': 'terminal-size-lazy-child-process',
  'ssh2/lib/server.js': 'ssh2-session-name',
  'restore-cursor/index.js': 'restore-cursor-on-terminal',
};

/** The patch the bundler applies to `file`: the first that answers, as esbuild takes the first onLoad that does. */
function patchOf(file: string): { name: string; patched: string } | null {
  for (const { name, filter, patch } of SOURCE_PATCHES) {
    if (!filter.test(file)) continue;
    const patched = patch(readFileSync(file, 'utf8'), file);
    if (patched !== undefined) return { name, patched };
  }
  return null;
}

describe('the patched dependencies', () => {
  it('are patched where the bundle patches them, and Jest reads each of those files patched', () => {
    expect(new Set(Object.values(PATCHED_FILES))).toEqual(new Set(SOURCE_PATCHES.map((patch) => patch.name)));
    for (const project of jestConfig.projects) {
      const ignored = new RegExp(project.transformIgnorePatterns.join('|'), 'u');
      const transformedBy = (file: string): unknown => Object.entries(project.transform).find(([pattern]) => new RegExp(pattern, 'u').test(file))?.[1];
      for (const [file, name] of Object.entries(PATCHED_FILES)) {
        const full = path.join(ROOT, 'node_modules', file);
        const patch = patchOf(full);
        expect([file, patch?.name]).toEqual([file, name]);
        expect(patch!.patched).not.toBe(readFileSync(full, 'utf8'));
        expect([project.displayName, file, ignored.test(full), transformedBy(full)]).toEqual([project.displayName, file, false, '<rootDir>/test/support/shippedPatches.js']);
      }
      // Every other file of node_modules is left as it is.
      for (const other of ['ink/build/ink.js', 'react/index.js', '@alcalzone/ansi-tokenize/build/reduce.js']) {
        expect([other, ignored.test(path.join(ROOT, 'node_modules', other))]).toEqual([other, true]);
      }
    }
  });

  it('are what the tests run: the fast paths are in the functions Jest loaded', () => {
    expect(shippedTokenize.diffAnsiCodes.toString()).toContain('if (from.length === 0) return [...to];');
    expect(shippedTokenize.ansiCodesToString.toString()).toContain('if (codes.length === 0) return "";');
    expect(shippedTokenize.tokenize.toString()).toContain('__byCodeUnit.test(str)');
    expect(shippedStringWidth.toString()).toContain('u2660-\\u2667');
  });

  it('load without building an Intl.Segmenter or the emoji expression, which are built at their first use; unpatched at once', async () => {
    const built: string[] = [];
    const Segmenter = Intl.Segmenter;
    const OriginalRegExp = RegExp;
    const intl = Intl as { Segmenter: typeof Segmenter };
    intl.Segmenter = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args);
        built.push('Intl.Segmenter');
      }
    } as typeof Segmenter;
    globalThis.RegExp = new Proxy(RegExp, {
      construct(target, args: [string, string?]) {
        if (String(args[0]).includes('RGI_Emoji')) built.push('RGI_Emoji');
        return Reflect.construct(target, args) as RegExp;
      },
    });
    try {
      // Loaded afresh (a query makes Jest load a module again), patched as every test has them.
      const loaded = [];
      for (const file of ['string-width/index.js', 'wrap-ansi/node_modules/string-width/index.js', '@alcalzone/ansi-tokenize/build/tokenize.js', 'slice-ansi/tokenize-ansi.js']) {
        loaded.push((await import(`${path.join(ROOT, 'node_modules', file)}?fresh`)) as { default: (text: string) => number });
      }
      expect(built).toEqual([]);
      // Measuring an emoji takes both.
      expect(loaded[0]!.default('a😀')).toBe(3);
      expect(built.sort()).toEqual(['Intl.Segmenter', 'RGI_Emoji']);
      // The package's own string-width builds its Segmenter when it is loaded (its emoji expression is a literal).
      built.length = 0;
      await unpatched('string-width/index.js');
      expect(built).toEqual(['Intl.Segmenter']);
    } finally {
      intl.Segmenter = Segmenter;
      globalThis.RegExp = OriginalRegExp;
    }
  });

  it('load Yoga without fetch (which would load Node\'s whole HTTP client); unpatched it fetches its WebAssembly', async () => {
    const realFetch = globalThis.fetch;
    const fetched = jest.fn(realFetch);
    globalThis.fetch = fetched;
    try {
      const yoga = (await import(`${path.join(ROOT, 'node_modules/yoga-layout/dist/src/index.js')}?fresh`)) as { default: { Node: { create: () => unknown } } };
      expect(typeof yoga.default.Node.create).toBe('function');
      expect(fetched).not.toHaveBeenCalled();
      await unpatched('yoga-layout/dist/src/index.js');
      expect(fetched).toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

/** Text as Ink draws it: ASCII, the one-column symbols the screens use, wide and combined characters, emoji, colours and links. */
const drawn = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'Bob', ' ', '10', '♠', '♥', '·', '…', '│', '─', '┌', '░', '▶', '←', '⠋', '×'),
      fc.constantFrom('漢', '字', 'é', 'e\u0301', '😀', '👩‍👩‍👧', '🇩🇪', '±', '\u00A0', '\u200B', '\t'),
      fc.constantFrom('\u001B[31m', '\u001B[39m', '\u001B[1m', '\u001B[22m', '\u001B[2m', '\u001B[0m', '\u001B[7m', '\u001B[27m', '\u001B]8;;http://x\u0007', '\u001B]8;;\u0007'),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));

describe('the patched dependencies answer as the packages do', () => {
  it('string-width, with and without its options', async () => {
    const original = (await unpatched<{ default: typeof shippedStringWidth }>('string-width/index.js')).default;
    fc.assert(
      fc.property(drawn, fc.boolean(), fc.boolean(), (text, ambiguousIsNarrow, countAnsiEscapeCodes) => {
        const options = { ambiguousIsNarrow, countAnsiEscapeCodes };
        expect(shippedStringWidth(text, options)).toBe(original(text, options));
      }),
      { numRuns: 2000 },
    );
  });

  it('ansi-tokenize: tokens, styled characters, style differences and codes', async () => {
    const original = await unpatched<typeof shippedTokenize>('@alcalzone/ansi-tokenize/build/index.js');
    const styles = (text: string, tokenize: typeof shippedTokenize): shippedTokenize.AnsiCode[] =>
      tokenize.reduceAnsiCodes(tokenize.tokenize(text).flatMap((token) => (token.type === 'ansi' ? [token] : [])));
    fc.assert(
      fc.property(drawn, drawn, (text, other) => {
        expect(shippedTokenize.tokenize(text)).toEqual(original.tokenize(text));
        expect(shippedTokenize.styledCharsFromTokens(shippedTokenize.tokenize(text))).toEqual(original.styledCharsFromTokens(original.tokenize(text)));
        const from = styles(text, original);
        const to = styles(other, original);
        const pairs: [shippedTokenize.AnsiCode[], shippedTokenize.AnsiCode[]][] = [[from, to], [from, from], [[], to], [from, []]];
        for (const [a, b] of pairs) {
          expect(shippedTokenize.diffAnsiCodes(a, b)).toEqual(original.diffAnsiCodes(a, b));
          expect(shippedTokenize.ansiCodesToString(a)).toBe(original.ansiCodesToString(a));
        }
        expect(shippedTokenize.ansiCodesToString([])).toBe(original.ansiCodesToString([]));
      }),
      { numRuns: 1000 },
    );
  });

  it('slice-ansi and wrap-ansi (with its own string-width)', async () => {
    const sliceAnsi = (await unpatched<{ default: typeof shippedSliceAnsi }>('slice-ansi/index.js')).default;
    const wrapAnsi = (await unpatched<{ default: typeof shippedWrapAnsi }>('wrap-ansi/index.js')).default;
    fc.assert(
      fc.property(drawn, fc.nat(20), fc.nat(20), fc.boolean(), (text, start, length, hard) => {
        expect(shippedSliceAnsi(text, start, start + length)).toBe(sliceAnsi(text, start, start + length));
        expect(shippedWrapAnsi(text, length + 1, { hard, trim: false })).toBe(wrapAnsi(text, length + 1, { hard, trim: false }));
      }),
      { numRuns: 1000 },
    );
  });
});

/**
 * What a child process running `module` (a file under node_modules/),
 * bundled with the bundle's options (or without its patches), reports on
 * its file descriptor 3, and writes on its standard error.
 */
async function inChildProcess(module: string, script: string, patched: boolean): Promise<{ report: unknown; stderr: string }> {
  const bundled = await build({
    ...BUNDLE_OPTIONS,
    ...(patched ? {} : { plugins: [] }),
    minify: false,
    legalComments: 'none',
    stdin: { contents: `export { default } from ${JSON.stringify(path.join(ROOT, 'node_modules', module))};`, resolveDir: ROOT, loader: 'js' },
    write: false,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-patched-'));
  try {
    const file = path.join(dir, 'module.mjs');
    writeFileSync(file, bundled.outputFiles![0]!.text);
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', `const { default: module } = await import(${JSON.stringify(file)});\n${script}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH },
    });
    return { report: JSON.parse(run.output[3] || 'null') as unknown, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reports on file descriptor 3 whether Node's child_process module is loaded, at load and after `use`. */
const childProcessLoaded = (use: string): string => `
  const { writeSync } = process.getBuiltinModule('node:fs');
  const loaded = () => process.moduleLoadList.includes('NativeModule child_process');
  const atLoad = loaded();
  ${use};
  writeSync(3, JSON.stringify({ atLoad, afterUse: loaded() }));`;

describe('the patches seen from outside', () => {
  it('commander loads child_process only when it spawns a command (never, here); unpatched at once', async () => {
    const use = "new module.Command().name('x').option('-a').parse(['node', 'x', '-a'])";
    expect((await inChildProcess('commander/lib/command.js', childProcessLoaded(use), true)).report).toEqual({ atLoad: false, afterUse: false });
    expect((await inChildProcess('commander/lib/command.js', childProcessLoaded(use), false)).report).toEqual({ atLoad: true, afterUse: true });
  });

  it('terminal-size loads child_process only when it has to ask a program for the size; unpatched at once', async () => {
    // No terminal and no COLUMNS/LINES: it asks stty, tput or resize.
    const use = 'const size = module(); if (!(size.columns > 0 && size.rows > 0)) throw new Error(JSON.stringify(size))';
    expect((await inChildProcess('terminal-size/index.js', childProcessLoaded(use), true)).report).toEqual({ atLoad: false, afterUse: true });
    expect((await inChildProcess('terminal-size/index.js', childProcessLoaded(use), false)).report).toEqual({ atLoad: true, afterUse: true });
  });

  it('restore-cursor shows the cursor again at the exit only on a terminal (a server\'s log is none); unpatched always', async () => {
    const script = "module(); process.getBuiltinModule('node:fs').writeSync(3, 'null');";
    expect((await inChildProcess('restore-cursor/index.js', script, true)).stderr).toBe('');
    expect((await inChildProcess('restore-cursor/index.js', script, false)).stderr).toBe('\u001B[?25h');
  });
});
