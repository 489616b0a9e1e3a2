// How the command line is bundled (scripts/build.js), shared with the
// benchmarks that must measure the same code the package ships
// (bench/remote.bench.js bundles its host with these options). The plugins
// below only decide where a module comes from; none of them changes a
// dependency's code. What is changed in dependencies (for start-up time,
// drawing speed, the CommonJS bundle, and one crash) is in patches/, applied
// to node_modules by patch-package when the repository is installed (see
// patches/README.md): the bundle, the tests and the benchmarks all read the
// same patched files.

// Ink connects to React DevTools only when DEV=true, through a module that
// needs a package it does not depend on (react-devtools-core) and a WebSocket
// client; the bundle leaves that module out, which also spares every start
// from parsing ~50 KB of code that never runs.
const withoutDevtools = {
  name: 'without-react-devtools',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) => (/[\\/]ink[\\/]build[\\/]/.test(args.importer) ? { path: 'ink-devtools', namespace: 'stub' } : undefined));
    builder.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

// An ES module that imports node:fs gets it through a facade that reads
// every export of fs, and with that fs's lazy getters load Node's file
// streams (stream, internal/fs/streams: ~4 ms) at start-up, which --help and
// usage errors never use. require() hands over the same module without the
// facade: every import of node:fs in the bundle goes through it.
const fsWithoutFacade = {
  name: 'fs-without-esm-facade',
  setup(builder) {
    builder.onResolve({ filter: /^(node:)?fs$/ }, (args) => (args.kind === 'import-statement' ? { path: 'node:fs', namespace: 'fs-by-require' } : undefined));
    builder.onLoad({ filter: /.*/, namespace: 'fs-by-require' }, () => ({ contents: "module.exports = require('node:fs');", loader: 'js' }));
  },
};

// ssh2 tries to load two optional native add-ons (its own crypto binding and
// cpu-features) inside try/catch and works without them, on Node's crypto.
// The bundle leaves them out: each require fails and ssh2 takes that path.
const withoutNativeAddons = {
  name: 'without-native-addons',
  setup(builder) {
    builder.onResolve({ filter: /\.node$/ }, (args) => ({ path: args.path, external: true }));
  },
};

// Some bundled CommonJS dependencies call require() for Node built-ins,
// write-file-atomic names its temporary files after __filename, and ssh2
// looks for its optional add-on under __dirname. Only the few files that do
// keep this (see below): in every other one it would just cost time.
export const BANNER =
  "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = import.meta.filename ?? new URL(import.meta.url).pathname; const __dirname = __pathDirname(__filename);";

/** esbuild's options for a bundle of the program: everything but the entries and where they go. */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: process.env.BUNDLE_READABLE !== '1',
  // No source maps: the package ships none (they were most of its unpacked size).
  sourcemap: false,
  legalComments: 'linked',
  // React and Ink check NODE_ENV at run time; fixing it here drops their development builds.
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: { js: BANNER },
  plugins: [fsWithoutFacade, withoutDevtools, withoutNativeAddons],
  logLevel: 'warning',
};

// The command line is also bundled as one CommonJS file (dist/cli.cjs), which
// bin/shift-poker.js runs through vm.Script with V8's code cache
// (src/codeCache.ts): ES modules cannot be given a code cache on Node 20.
// CommonJS has no top-level await: Yoga's (its WebAssembly) and Ink's (React
// DevTools, with DEV=true) are taken out by patches/yoga-layout+3.2.1.patch
// and patches/ink+6.8.0.patch.
/** esbuild's options for the CommonJS bundle of the command line (dist/cli.cjs). */
export const CJS_BUNDLE_OPTIONS = {
  ...BUNDLE_OPTIONS,
  format: 'cjs',
  define: { ...BUNDLE_OPTIONS.define, 'import.meta.url': '__importMetaUrl' },
  // require, __filename and __dirname are the module wrapper's (src/codeCache.ts).
  banner: { js: "var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};
