// Builds the package into dist/:
// - tsc emits the library (dist/index.js and its .d.ts files) for `import 'shift-poker'`;
// - esbuild bundles the command line into a few minified files, because loading
//   Ink and React as hundreds of separate modules makes start-up several times
//   slower. The entry (dist/cli.bundle.js) holds the command-line parser; what
//   a command needs beyond it (the UI with React, Ink and Yoga; the bots; the
//   simulator; saved games; the ssh host) sits in chunks it imports only when
//   that command runs, so that --help, --version and usage errors load none of it.
//   The bundling options are in bundling.js; the patches to dependencies,
//   applied to node_modules at install, in patches/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { BANNER, BUNDLE_OPTIONS, CJS_BUNDLE_OPTIONS } from './bundling.js';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--sourceMap', 'false'], { stdio: 'inherit' });

// The command line, and the entries of the simulator's worker threads
// (src/sim/pool.ts starts dist/sim-worker.js from beside its own chunk) and of
// the host's bot thread (src/remote/botDecider.ts starts dist/bot-worker.js
// likewise) and of the server's table and screen threads (src/remote/serve/
// shardLink.ts and screenThreads.ts start dist/shard-worker.js and
// dist/screen-worker.js likewise), so the chunks stay in dist/ too. The code the entries share, or
// that they import with import(), goes into chunk-*.js files.
await build({
  ...BUNDLE_OPTIONS,
  entryPoints: {
    'cli.bundle': 'src/cli.ts',
    'sim-worker': 'src/sim/sim-worker.ts',
    'bot-worker': 'src/remote/bot-worker.ts',
    'shard-worker': 'src/remote/serve/shard-worker.ts',
    'screen-worker': 'src/remote/serve/screen-worker.ts',
  },
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunk-[hash]',
});

// The command line once more, as one CommonJS file that bin/shift-poker.js
// runs with V8's code cache (src/codeCache.ts). Its import()s of the
// program's own modules become calls within the file; an import() left over
// would fail there (vm.Script has no module loader), so there must be none.
await build({ ...CJS_BUNDLE_OPTIONS, entryPoints: ['src/cli.ts'], outfile: 'dist/cli.cjs' });
if (/\bimport\(/.test(readFileSync('dist/cli.cjs', 'utf8'))) throw new Error('dist/cli.cjs calls import(), which its vm.Script cannot run');

// Its loader (src/codeCache.ts), which bin/shift-poker.js runs before
// anything else of the program, as one small CommonJS file with env-paths
// inside, loaded with require(): as an ES module it resolved env-paths as a
// package and loaded node:fs's ES facade, several ms of every start.
// The bundle's hash goes in with it (the cache's key), so that no start
// hashes 1.5 MB or loads node:crypto.
const cliSha256 = createHash('sha256').update(readFileSync('dist/cli.cjs')).digest('hex');
await build({
  ...CJS_BUNDLE_OPTIONS,
  entryPoints: ['src/codeCache.ts'],
  outfile: 'dist/codeCache.cjs',
  define: { ...CJS_BUNDLE_OPTIONS.define, __CLI_BUNDLE_SHA256__: JSON.stringify(cliSha256) },
  banner: {},
  legalComments: 'none',
});

// The banner goes again from every file that names none of what it defines.
for (const name of readdirSync('dist').filter((file) => /^(chunk-.*|cli\.bundle|sim-worker|bot-worker|shard-worker|screen-worker)\.js$/.test(file))) {
  const file = `dist/${name}`;
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith(BANNER)) throw new Error(`${file} does not start with the banner`);
  const body = code.slice(BANNER.length);
  if (!/\b(require|__filename|__dirname)\b/.test(body)) writeFileSync(file, body.replace(/^\n/, ''));
}

// Nothing in the chunks builds an Intl.Segmenter (or string-width's emoji
// expression) when loaded: the patches in patches/ make those lazy, and a
// module bundled without them (a new path, a new dependency, an install that
// skipped patch-package) would silently bring the cost back. Import them all
// in a fresh process that counts the constructions.
const counted = execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '--eval',
    `let built = [];
    const Segmenter = Intl.Segmenter;
    Intl.Segmenter = class extends Segmenter { constructor(...args) { super(...args); built.push('Intl.Segmenter'); } };
    globalThis.RegExp = new Proxy(RegExp, { construct(target, args) { if (String(args[0]).includes('RGI_Emoji')) built.push('RGI_Emoji'); return Reflect.construct(target, args); } });
    for (const file of ${JSON.stringify(readdirSync('dist').filter((name) => /^chunk-.*\.js$/.test(name)))}) await import('./dist/' + file);
    process.stdout.write(built.join(', '));`,
  ],
  { encoding: 'utf8' },
);
if (counted !== '') throw new Error(`the bundle builds ${counted} when loaded: see patches/README.md; was patch-package run?`);
