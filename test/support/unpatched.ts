/**
 * A dependency's module as its package has it, without the patches that
 * patch-package applied to node_modules (patches/): the files the patches
 * change are copied and the patches reversed on the copies (git apply -R),
 * and the module is bundled on its own by esbuild reading those copies,
 * into a temporary file imported from there. For the tests that check a
 * patched module against the original.
 */

import { afterAll } from '@jest/globals';
import { build, type Plugin } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.join(import.meta.dirname, '..', '..');
const PATCHES = path.join(ROOT, 'patches');

let dir: string | null = null;
afterAll(() => {
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

let originals: Map<string, string> | null = null;
/**
 * Every file the patches change (its full path under node_modules/), as its
 * package has it. Throws if a patch does not reverse whole: it is not (or
 * not entirely) applied to node_modules.
 */
export function originalFiles(): Map<string, string> {
  if (originals !== null) return originals;
  dir ??= mkdtempSync(path.join(tmpdir(), 'shift-poker-unpatched-'));
  const copies = path.join(dir, 'originals');
  originals = new Map();
  for (const name of readdirSync(PATCHES).filter((file) => file.endsWith('.patch'))) {
    const patch = path.join(PATCHES, name);
    const files = [...readFileSync(patch, 'utf8').matchAll(/^diff --git a\/(\S+) b\//gmu)].map((match) => match[1]!);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copies, file)), { recursive: true });
      // patch-package leaves a file's last line without its line end, which git apply wants.
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      writeFileSync(path.join(copies, file), text.endsWith('\n') ? text : `${text}\n`);
    }
    execFileSync('git', ['apply', '-R', patch], { cwd: copies, stdio: ['ignore', 'ignore', 'inherit'] });
    for (const file of files) originals.set(path.join(ROOT, file), readFileSync(path.join(copies, file), 'utf8'));
  }
  return originals;
}

/** Reads the patched files of node_modules as their packages have them. */
export const withoutPatches: Plugin = {
  name: 'without-patches',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]/ }, (args) => {
      const original = originalFiles().get(path.resolve(args.path));
      return original === undefined ? undefined : { contents: original, loader: 'js' };
    });
  },
};

/** Every export of the module at `file` (a path under node_modules/), unpatched. */
export async function unpatched<T>(file: string): Promise<T> {
  const target = path.join(ROOT, 'node_modules', file);
  const bundled = await build({
    stdin: { contents: `import * as all from ${JSON.stringify(target)}; export default all;`, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [withoutPatches],
    // For CommonJS parts that require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  dir ??= mkdtempSync(path.join(tmpdir(), 'shift-poker-unpatched-'));
  const out = path.join(dir, `${file.replace(/[^\w.-]+/gu, '_')}.mjs`);
  writeFileSync(out, bundled.outputFiles[0]!.text);
  return ((await import(pathToFileURL(out).href)) as { default: T }).default;
}
