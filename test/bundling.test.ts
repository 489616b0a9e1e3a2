/**
 * Some files of the dependencies are patched (patches/, applied to
 * node_modules by patch-package when the repository is installed), and the
 * bundle, the tests and the benchmarks all read them as patched: the build
 * changes no dependency's code itself. Here, that the patches are applied,
 * that the bundle's plugins only resolve modules, that each patch changes
 * what it says it changes, and that the patched code answers exactly as
 * the package's own (the patches reversed on copies for the comparison:
 * test/support/unpatched.ts). What can only be seen outside Jest (which of
 * Node's modules a process loads, what it writes when it exits) is seen in
 * a child process running the module as esbuild bundles it with the
 * bundle's own options, patched or not.
 */

import { describe, expect, it, jest } from '@jest/globals';
import { build, type BuildOptions, type PluginBuild } from 'esbuild';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as shippedTokenize from '@alcalzone/ansi-tokenize';
import shippedSliceAnsi from 'slice-ansi';
import shippedStringWidth from 'string-width';
import shippedWrapAnsi from 'wrap-ansi';
import { originalFiles, unpatched, withoutPatches } from './support/unpatched.js';

const ROOT = path.join(import.meta.dirname, '..');

interface Bundling {
  readonly BUNDLE_OPTIONS: BuildOptions;
  readonly CJS_BUNDLE_OPTIONS: BuildOptions;
}
// Imported by URL: the build scripts are JavaScript, with no types for the compiler to check.
const { BUNDLE_OPTIONS, CJS_BUNDLE_OPTIONS } = (await import(new URL('../scripts/bundling.js', import.meta.url).href)) as Bundling;

/** The packages patched, one patch file each (patches/README.md says why). */
const PATCHED = [
  '@alcalzone+ansi-tokenize+0.2.5.patch',
  'commander+14.0.3.patch',
  'ink+6.8.0.patch',
  'restore-cursor+4.0.0.patch',
  'slice-ansi+8.0.0.patch',
  'ssh2+1.17.0.patch',
  'string-width+8.3.0.patch',
  'terminal-size+4.0.1.patch',
  'wrap-ansi++string-width+7.2.0.patch',
  'yoga-layout+3.2.1.patch',
];

describe('the patched dependencies', () => {
  it('are patched in node_modules, each patch with its reason and its upstream named', () => {
    const patches = readdirSync(path.join(ROOT, 'patches')).filter((name) => name.endsWith('.patch'));
    expect(patches.sort()).toEqual([...PATCHED].sort());
    // Each reverses whole on copies of the installed files: applied, and applied whole.
    const originals = originalFiles();
    for (const name of patches) {
      const patch = path.join(ROOT, 'patches', name);
      const text = readFileSync(patch, 'utf8');
      for (const [, file] of text.matchAll(/^diff --git a\/(\S+) b\//gmu)) {
        expect([file, originals.get(path.join(ROOT, file!)) === readFileSync(path.join(ROOT, file!), 'utf8')]).toEqual([file, false]);
      }
      const header = text.slice(0, text.indexOf('diff --git'));
      expect([name, /\n\nUpstream: \S/u.test(header), header.length > 200]).toEqual([name, true, true]);
    }
  });

  it("are not made by the build: the bundle's plugins only resolve modules, none reads a dependency's file", () => {
    for (const options of [BUNDLE_OPTIONS, CJS_BUNDLE_OPTIONS]) {
      const loads: { filter: RegExp; namespace?: string }[] = [];
      const builder = { onResolve: () => undefined, onLoad: (load: { filter: RegExp; namespace?: string }) => void loads.push(load) } as unknown as PluginBuild;
      for (const plugin of options.plugins ?? []) void plugin.setup(builder);
      // Only modules of their own namespaces (stubs), never a file.
      expect(loads.map((load) => load.namespace ?? 'file').filter((namespace) => namespace === 'file')).toEqual([]);
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
      // Loaded afresh (a query makes Jest load a module again), patched as installed.
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

  it("load Yoga without fetch (which would load Node's whole HTTP client); unpatched it fetches its WebAssembly", async () => {
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

  it('string-width, ansi-tokenize and slice-ansi, for every code point up to U+28FF (where the fast paths answer by length or by unit)', async () => {
    const originalWidth = (await unpatched<{ default: typeof shippedStringWidth }>('string-width/index.js')).default;
    const original = await unpatched<typeof shippedTokenize>('@alcalzone/ansi-tokenize/build/index.js');
    const sliceAnsi = (await unpatched<{ default: typeof shippedSliceAnsi }>('slice-ansi/index.js')).default;
    const differ: string[] = [];
    for (let code = 0x1b; code <= 0x28ff; code++) {
      const char = String.fromCodePoint(code);
      // Alone, and between others, in a line with a style.
      for (const text of [char, `a${char}${char}\u001B[1m${char}b`]) {
        if (shippedStringWidth(text) !== originalWidth(text)) differ.push(`string-width U+${code.toString(16)}`);
        if (JSON.stringify(shippedTokenize.tokenize(text)) !== JSON.stringify(original.tokenize(text))) differ.push(`tokenize U+${code.toString(16)}`);
        if (shippedSliceAnsi(text, 1, 3) !== sliceAnsi(text, 1, 3)) differ.push(`slice-ansi U+${code.toString(16)}`);
      }
    }
    expect(differ).toEqual([]);
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
        const pairs: [shippedTokenize.AnsiCode[], shippedTokenize.AnsiCode[]][] = [
          [from, to],
          [from, from],
          [[], to],
          [from, []],
        ];
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
    ...(patched ? {} : { plugins: [...(BUNDLE_OPTIONS.plugins ?? []), withoutPatches] }),
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

  it("restore-cursor shows the cursor again at the exit only on a terminal (a server's log is none); unpatched always", async () => {
    const script = "module(); process.getBuiltinModule('node:fs').writeSync(3, 'null');";
    expect((await inChildProcess('restore-cursor/index.js', script, true)).stderr).toBe('');
    expect((await inChildProcess('restore-cursor/index.js', script, false)).stderr).toBe('\u001B[?25h');
  });
});
