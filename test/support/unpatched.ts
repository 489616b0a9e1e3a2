/**
 * A dependency's module as its package has it, without the patches the
 * bundle makes to it (scripts/bundling.js), which Jest makes too
 * (test/support/shippedPatches.js): bundled on its own by esbuild, as the
 * package's files are, into a temporary file and imported from there. For
 * the tests that check a patched module against the original.
 */

import { afterAll } from '@jest/globals';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.join(import.meta.dirname, '..', '..');

let dir: string | null = null;
afterAll(() => {
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

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
    // For CommonJS parts that require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  dir ??= mkdtempSync(path.join(tmpdir(), 'shift-poker-unpatched-'));
  const out = path.join(dir, `${file.replace(/[^\w.-]+/gu, '_')}.mjs`);
  writeFileSync(out, bundled.outputFiles[0]!.text);
  return ((await import(pathToFileURL(out).href)) as { default: T }).default;
}
