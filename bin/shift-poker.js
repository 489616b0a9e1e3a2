#!/usr/bin/env node
// The installed command. It only hands over to the bundled CLI, so it works
// the same through npm's .bin symlink, npx and a global install.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Through require(): an import of node:fs would load Node's file streams
// (its ES module facade reads every export of fs), which are not needed here.
const { fstatSync, readFileSync, writeSync } = createRequire(import.meta.url)('node:fs');

// `--version` alone needs nothing of the program: it is answered here,
// without loading the bundle (node:fs is loaded at start anyway).
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  try {
    writeSync(1, `${version}\n`);
  } catch (error) {
    // A closed pipe (`shift-poker --version | true`) is no error.
    if (error.code !== 'EPIPE') throw error;
  }
  process.exit(0);
}

// chalk decides on colour when it is first loaded and ignores NO_COLOR:
// settle it before the bundle is imported.
if ((process.env.NO_COLOR ?? '') !== '' || process.argv.includes('--no-color')) {
  process.env.FORCE_COLOR = '0';
}

// Ink draws only the last frame when it believes it runs on a CI server (the
// CI or CONTINUOUS_INTEGRATION variable, read once when Ink loads), and many
// developers' shells and containers set CI. Whenever a person can see the
// screen (standard output is a terminal) every frame is drawn; so is every
// frame the host or the server sends its players over the network, wherever it runs.
// (A terminal is a character device; asking process.stdout would set up its
// stream, several ms that --help and usage errors need not pay.)
const outputMayBeTerminal = (() => {
  try {
    return fstatSync(1).isCharacterDevice();
  } catch {
    return false;
  }
})();
if (outputMayBeTerminal || args.includes('host') || args.includes('serve')) {
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
}

// Where it exists (Node 22 and later), Node's own compile cache keeps the
// compiled code of every module loaded from here on (the few of the cache
// loader, the ES bundle and its chunks that the threads and the library load).
createRequire(import.meta.url)('node:module').enableCompileCache?.();

// The command line runs as one CommonJS bundle through V8's code cache in
// the user's cache folder (src/codeCache.ts): compiling it was most of the
// start-up. The cache is written once the first frame is drawn
// (src/firstFrame.ts). SHIFT_POKER_CODE_CACHE=0 runs without the cache;
// SHIFT_POKER_DEBUG_CODE_CACHE=1 says on standard error how the start went.
// Help is only printed: the small ES entry (dist/cli.bundle.js, the same
// code) has it at hand, without reading the whole program and its cache.
// The loader is one small CommonJS file, required: imported as an ES module
// it cost several ms of every start (resolving its package, node:fs's facade).
const wantsHelp = args.includes('--help') || args.includes('-h') || args[0] === 'help';
const debugCache = process.env.SHIFT_POKER_DEBUG_CODE_CACHE === '1';
let main;
try {
  if (wantsHelp) ({ main } = await import('../dist/cli.bundle.js'));
  else {
    const { BUILT_BUNDLE_SHA256, codeCacheDir, loadBundle } = createRequire(import.meta.url)('../dist/codeCache.cjs');
    // No cache without the hash the build takes of the bundle (its key).
    const cacheDir = process.env.SHIFT_POKER_CODE_CACHE === '0' || BUILT_BUNDLE_SHA256 === undefined ? null : codeCacheDir();
    const bundle = loadBundle(fileURLToPath(new URL('../dist/cli.cjs', import.meta.url)), cacheDir, BUILT_BUNDLE_SHA256 ?? '');
    if (debugCache) writeSync(2, `code cache: ${bundle.cache} (${cacheDir ?? 'off'})\n`);
    globalThis[Symbol.for('shift-poker.firstFrame')] = (withDefaultFlags) => {
      const written = bundle.save(withDefaultFlags);
      if (debugCache) writeSync(2, `code cache: ${written === null ? 'not written' : `written to ${written}`}\n`);
    };
    ({ main } = bundle.exports);
  }
} catch (error) {
  // A checkout whose dist/ is missing or older than this file (a pull without a build): one line, not a trace.
  if (!['ENOENT', 'MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND'].includes(error?.code)) throw error;
  writeSync(2, 'shift-poker: the program is not built, or only in part (dist/): run npm run build\n');
  process.exit(1);
}
const exitCode = await main(process.argv);
process.exitCode = exitCode;
// Normally nothing is left running; should a stray handle keep the process
// alive after the game has ended, end it anyway (unref: this timer alone does not).
setTimeout(() => process.exit(exitCode), 1000).unref();
