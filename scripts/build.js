// Builds the package into dist/:
// - tsc emits the library (dist/index.js and its .d.ts files) for `import 'shift-poker'`;
// - esbuild bundles the command line into one minified file, because loading
//   Ink and React as hundreds of separate modules makes start-up several times slower.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });

// Ink connects to React DevTools only when DEV=true, through a module that
// needs a package it does not depend on (react-devtools-core) and a WebSocket
// client; the bundle leaves that module out, which also spares every start
// from parsing ~50 KB of code that never runs.
const withoutDevtools = {
  name: 'without-react-devtools',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) =>
      /[\\/]ink[\\/]build[\\/]/.test(args.importer) ? { path: 'ink-devtools', namespace: 'stub' } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

// Yoga (Ink's layout engine) ships its WebAssembly as a base64 data URL and,
// when fetch exists, loads it through fetch, which pulls in Node's whole HTTP
// client (undici) at start-up. Without fetch it decodes the same bytes
// directly; make it take that path.
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(builder) {
    builder.onLoad({ filter: /yoga-wasm-base64-esm\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const patched = source.replaceAll('"function"!=typeof fetch', '!0');
      if (patched === source) throw new Error('yoga-layout changed: the fetch check to patch was not found');
      return { contents: patched, loader: 'js' };
    });
  },
};

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.bundle.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  // React and Ink check NODE_ENV at run time; fixing it here drops their development builds.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Some bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [withoutDevtools, yogaWithoutFetch],
  logLevel: 'warning',
});
