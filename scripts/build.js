// Builds the package into dist/:
// - tsc emits the library (dist/index.js and its .d.ts files) for `import 'shift-poker'`;
// - esbuild bundles the command line into one minified file, because loading
//   Ink and React as hundreds of separate modules makes start-up several times slower.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import stringWidth from 'string-width';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--sourceMap', 'false'], { stdio: 'inherit' });

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

// Every frame Ink turns its grid of styled cells back into text, asking
// diffAnsiCodes(previous cell's styles, this cell's styles) for each of the
// ~2000 cells; that builds three Sets and several arrays even when both cells
// have the same styles (nearly always), which made up two thirds of all memory
// allocated during a game. Answer the common cases directly, with what the
// function returns for them anyway: equal styles need no codes, from no style
// all of `to` is added, and going to no style undoes all of `from`. Likewise
// ansiCodesToString, called with the (mostly empty) result, builds a Set
// even for no codes at all.
const ansiDiffFastPath = {
  name: 'ansi-diff-fast-path',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]diff\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const head = 'export function diffAnsiCodes(from, to) {';
      const sameStyles = `
    if (from.length === to.length) {
        let same = true;
        for (let i = 0; i < from.length && same; i++) {
            same = from[i].code === to[i].code && from[i].endCode === to[i].endCode;
        }
        if (same) return [];
    }
    if (from.length === 0) return [...to];
    if (to.length === 0) return undoAnsiCodes(from);`;
      const patched = source.replace(head, head + sameStyles);
      if (patched === source) throw new Error('@alcalzone/ansi-tokenize changed: diffAnsiCodes to patch was not found');
      return { contents: patched, loader: 'js' };
    });
    builder.onLoad({ filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]ansiCodes\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const head = 'export function ansiCodesToString(codes) {';
      const patched = source.replace(head, `${head}\n    if (codes.length === 0) return "";`);
      if (patched === source) throw new Error('@alcalzone/ansi-tokenize changed: ansiCodesToString to patch was not found');
      return { contents: patched, loader: 'js' };
    });
  },
};

// Ink measures every line and every character it draws with string-width,
// which answers printable ASCII at once but sends anything else through
// Intl.Segmenter and Unicode-property regular expressions (compiling
// /^\p{RGI_Emoji}$/v alone takes ~20 ms at the first frame, and each frame
// allocates a few hundred KB for it). The screens are mostly ASCII plus a few
// one-column symbols: card suits, box drawing, the face-down pattern, arrows,
// the spinner. Let string-width answer those the same way, by length.
// Checked here against the unpatched string-width, one character at a time
// and between other characters, so the bundle measures exactly as before.
const NARROW_SYMBOLS = '\\u00B7\\u00D7\\u2026\\u2190-\\u2193\\u2500-\\u259F\\u25B6\\u2660-\\u2667\\u2800-\\u28FF';
{
  const symbols = new RegExp(`[${NARROW_SYMBOLS}]`, 'u');
  for (let code = 0xa0; code <= 0x28ff; code++) {
    const char = String.fromCodePoint(code);
    if (symbols.test(char) && (stringWidth(char) !== 1 || stringWidth(`a${char}${char}a`) !== 4)) {
      throw new Error(`string-width does not measure U+${code.toString(16)} as one column`);
    }
  }
}
const stringWidthFastPath = {
  name: 'string-width-fast-path',
  setup(builder) {
    const target = resolve('node_modules/string-width/index.js');
    builder.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (args) => {
      if (args.path !== target) return undefined;
      const source = await readFile(args.path, 'utf8');
      const ascii = 'if (/^[\\u0020-\\u007E]*$/.test(string)) {';
      const patched = source.replace(
        ascii,
        `if (/^[\\u0020-\\u007E]*$/.test(string) || (ambiguousIsNarrow && /^[\\u0020-\\u007E${NARROW_SYMBOLS}]*$/.test(string))) {`,
      );
      if (patched === source) throw new Error('string-width changed: its ASCII fast path to extend was not found');
      return { contents: patched, loader: 'js' };
    });
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

// ssh2 tells its server's session channels from other channels by
// `channel.constructor.name === 'Session'` when a connection closes; minified,
// the class has another name, so closing a connection whose session never
// opened a shell (an exec or sftp request the host refused) threw inside
// ssh2 and took the whole host down. Give the class its name back.
const ssh2SessionName = {
  name: 'ssh2-session-name',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]ssh2[\\/]lib[\\/]server\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const tail = 'module.exports = Server;';
      const patched = source.replace(tail, `Object.defineProperty(Session, 'name', { value: 'Session' });\n${tail}`);
      if (patched === source) throw new Error('ssh2 changed: the end of lib/server.js to patch was not found');
      return { contents: patched, loader: 'js' };
    });
  },
};

// The command line, and the entries of the simulator's worker threads
// (src/sim/pool.ts starts dist/sim-worker.js from beside the bundle) and of
// the host's bot thread (src/remote/botDecider.ts starts dist/bot-worker.js).
await build({
  entryPoints: { 'cli.bundle': 'src/cli.ts', 'sim-worker': 'src/sim/sim-worker.ts', 'bot-worker': 'src/remote/bot-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  // No source maps: the package ships none (they were most of its unpacked size).
  sourcemap: false,
  legalComments: 'linked',
  // React and Ink check NODE_ENV at run time; fixing it here drops their development builds.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Some bundled CommonJS dependencies call require() for Node built-ins,
  // write-file-atomic names its temporary files after __filename, and ssh2
  // looks for its optional add-on under __dirname.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = import.meta.filename ?? new URL(import.meta.url).pathname; const __dirname = __pathDirname(__filename);",
  },
  plugins: [withoutDevtools, yogaWithoutFetch, ansiDiffFastPath, stringWidthFastPath, withoutNativeAddons, ssh2SessionName],
  logLevel: 'warning',
});
