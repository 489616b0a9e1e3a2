// Builds the package into dist/:
// - tsc emits the library (dist/index.js and its .d.ts files) for `import 'shift-poker'`;
// - esbuild bundles the command line into one minified file, because loading
//   Ink and React as hundreds of separate modules makes start-up several times slower.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });

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
  logLevel: 'warning',
});
