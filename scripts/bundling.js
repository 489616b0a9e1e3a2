// How the command line is bundled (scripts/build.js), shared with the
// benchmarks that must measure the same code the package ships
// (bench/remote.bench.js bundles its host with these options). Each plugin
// below patches one dependency for start-up time or drawing speed, and
// checks that the code it patches is still there.
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import stringWidth from 'string-width';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
  filter: /yoga-wasm-base64-esm\.js$/,
  patch(source) {
    const patched = source.replaceAll('"function"!=typeof fetch', '!0');
    if (patched === source) throw new Error('yoga-layout changed: the fetch check to patch was not found');
    return patched;
  },
};

// Every frame, Ink cuts each line it draws into styled characters (an object
// per character, ~2000 a screen) and measures each character, in caches
// that live for that one frame; it also fills the frame with a fresh blank
// cell object per position before drawing. Nearly every line of a frame is
// a line of the frame before, and at the ssh host of one table most lines
// are the same on every screen: keep the caches for the whole process
// (emptied when they grow past a bound), and let every blank position share
// one frozen cell. Neither the cached characters nor the cells are changed
// after they are made: Ink only places them in the frame and reads them.
const OUTPUT_CACHE_ENTRIES = 20_000;
// And each row of a frame is made once and then looked up by what was
// written into it (src/term/inkRowCache.ts, tested against Ink's own get).
const ROW_CACHE_ENTRIES = 20_000;
const inkSharedOutputCaches = {
  name: 'ink-shared-output-caches',
  filter: /[\\/]ink[\\/]build[\\/]output\.js$/,
  patch(source) {
    const replacements = [
      ['    caches = new OutputCaches();', '    caches = __sharedOutputCaches();'],
      [
        `                row.push({
                    type: 'char',
                    value: ' ',
                    fullWidth: false,
                    styles: [],
                });`,
        '                row.push(__BLANK_CELL);',
      ],
    ];
    let patched = source;
    for (const [from, to] of replacements) {
      if (patched.split(from).length !== 2) throw new Error(`ink changed: \`${from.trim()}\` in build/output.js was not found once`);
      patched = patched.replace(from, () => to);
    }
    return `${patched}
import { rowCachedGet as __rowCachedGet } from ${JSON.stringify(resolve(ROOT, 'src/term/inkRowCache.ts'))};
Output.prototype.get = __rowCachedGet(Output.prototype.get, { styledCharsToString, blankCell: () => __BLANK_CELL, maxRows: ${ROW_CACHE_ENTRIES} });
const __BLANK_CELL = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });
let __outputCaches;
function __sharedOutputCaches() {
    const caches = (__outputCaches ??= new OutputCaches());
    if (caches.styledChars.size + caches.widths.size + caches.blockWidths.size > ${OUTPUT_CACHE_ENTRIES}) {
        caches.styledChars.clear();
        caches.widths.clear();
        caches.blockWidths.clear();
    }
    return caches;
}
`;
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
  filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]diff\.js$/,
  patch(source) {
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
    return afterHead(source, head, sameStyles, '@alcalzone/ansi-tokenize changed: diffAnsiCodes');
  },
};
const ansiCodesFastPath = {
  name: 'ansi-codes-fast-path',
  filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]ansiCodes\.js$/,
  patch: (source) => afterHead(source, 'export function ansiCodesToString(codes) {', '\n    if (codes.length === 0) return "";', '@alcalzone/ansi-tokenize changed: ansiCodesToString'),
};

/** `source` with `text` right after `head`, which must be there (`what` says what changed when it is not). */
function afterHead(source, head, text, what) {
  const patched = source.replace(head, () => head + text);
  if (patched === source) throw new Error(`${what} to patch was not found`);
  return patched;
}

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
// esbuild names a module by its real path (node_modules may be a symbolic link).
const TOP_STRING_WIDTH = realpathSync(resolve(ROOT, 'node_modules/string-width/index.js'));
const stringWidthFastPath = {
  name: 'string-width-fast-path',
  filter: /[\\/]string-width[\\/]index\.js$/,
  patch(source, path) {
    if (path !== TOP_STRING_WIDTH) return undefined;
    const ascii = 'if (/^[\\u0020-\\u007E]*$/.test(string)) {';
    const patched = source.replace(
      ascii,
      `if (/^[\\u0020-\\u007E]*$/.test(string) || (ambiguousIsNarrow && /^[\\u0020-\\u007E${NARROW_SYMBOLS}]*$/.test(string))) {`,
    );
    if (patched === source) throw new Error('string-width changed: its ASCII fast path to extend was not found');
    return lazyIntlObjects(path, patched, [SEGMENTER_DEFAULT, RGI_EMOJI_REGEX]);
  },
};

// Several of Ink's dependencies build an Intl.Segmenter, and string-width its
// emoji expression, when they are loaded, although drawing the screens here
// rarely or never needs them: the first Segmenter loads ICU's break rules
// (~11 ms), and /^\p{RGI_Emoji}$/v is expanded to the whole emoji set when it
// is compiled (~18 ms), all before the first frame. Make each of them an
// object with the one method its module calls, building the real one at the
// first call, so only what is used is paid for, and only when it is used.
const LAZY_HELPERS = `
function __lazySegmenter(create) { let real; return { segment: (text) => (real ??= create()).segment(text) }; }
function __lazyRegExp(create) { let real; return { test: (text) => (real ??= create()).test(text) }; }
`;
// [what the module says, what it says instead, the one method the module calls on it]
const SEGMENTER_DEFAULT = ['const segmenter = new Intl.Segmenter();', 'const segmenter = __lazySegmenter(() => new Intl.Segmenter());', 'segmenter'];
const SEGMENTER_GRAPHEME = [
  'const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });',
  'const segmenter = __lazySegmenter(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));',
  'segmenter',
];
const SLICE_ANSI_SEGMENTER = [
  "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});",
  "const GRAPHEME_SEGMENTER = __lazySegmenter(() => new Intl.Segmenter(undefined, {granularity: 'grapheme'}));",
  'GRAPHEME_SEGMENTER',
];
const RGI_EMOJI_REGEX = [
  'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
  "const rgiEmojiRegex = __lazyRegExp(() => new RegExp('^\\\\p{RGI_Emoji}$', 'v'));",
  'rgiEmojiRegex',
];

/** Applies lazy replacements; throws if a declaration is missing or its name is used other than by the one method. */
function lazyIntlObjects(path, source, replacements) {
  let patched = source;
  for (const [declaration, lazy, name] of replacements) {
    if (patched.split(declaration).length !== 2) throw new Error(`${path} changed: \`${declaration}\` to make lazy was not found once`);
    patched = patched.replace(declaration, () => lazy);
    const method = name === 'rgiEmojiRegex' ? 'test' : 'segment';
    const code = patched.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    const uses = code.match(new RegExp(`\\b${name}\\b(\\.\\w+)?`, 'g')) ?? [];
    const other = uses.filter((use) => use !== name && use !== `${name}.${method}`);
    // The declaration itself is the one bare use.
    if (other.length > 0 || uses.filter((use) => use === name).length !== 1) {
      throw new Error(`${path} changed: ${name} is used other than through .${method}() (${other.join(', ')})`);
    }
  }
  lazyPatched.add(path);
  return LAZY_HELPERS + patched;
}
/** The modules whose Intl objects were made lazy (build.js checks that all were). */
export const lazyPatched = new Set();

// Ink cuts every line it draws into graphemes (ansi-tokenize's tokenize, and
// slice-ansi for lines cut to fit), through Intl.Segmenter: the first frame
// paid ~12 ms for ICU's break rules, and every frame a few hundred KB for the
// segments. A line of printable
// ASCII, escape sequences and the one-column symbols above (NARROW_SYMBOLS)
// is one grapheme per UTF-16 unit, so it is cut by unit instead; anything
// else still goes through the Segmenter. Checked here, symbol by symbol
// between others, against Intl.Segmenter.
const BY_CODE_UNIT = `^[\\u001B\\u0020-\\u007E${NARROW_SYMBOLS}]*$`;
{
  const byCodeUnit = new RegExp(BY_CODE_UNIT, 'u');
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (let code = 0x1b; code <= 0x28ff; code++) {
    const char = String.fromCodePoint(code);
    const line = `a${char}${char}\u001B[1m${char}b`;
    if (byCodeUnit.test(line) && [...graphemes.segment(line)].length !== line.length) {
      throw new Error(`U+${code.toString(16)} does not make a grapheme of its own`);
    }
  }
}
/** `source` with each of `replacements` ([what it says, what it says instead]) made once, and the helpers below. */
function graphemesByCodeUnit(path, source, replacements) {
  let patched = source;
  for (const [from, to] of replacements) {
    if (patched.split(from).length !== 2) throw new Error(`${path} changed: \`${from}\` was not found once`);
    patched = patched.replace(from, () => to);
  }
  return `${patched}
const __byCodeUnit = new RegExp(${JSON.stringify(BY_CODE_UNIT)}, 'u');
function* __codeUnits(str) {
    for (let index = 0; index < str.length; index++) yield { segment: str[index], index };
}
function __codeUnitSegments(str) {
    return { containing: (index) => (index >= 0 && index < str.length ? { segment: str[index], index, input: str } : undefined) };
}
`;
}
// ansi-tokenize (every line of every frame): one loop over the segments.
const TOKENIZE_BY_CODE_UNIT = [
  [
    'for (const { segment, index } of segmenter.segment(str)) {',
    'for (const { segment, index } of (__byCodeUnit.test(str) ? __codeUnits(str) : segmenter.segment(str))) {',
  ],
];
// slice-ansi (lines cut to fit): segments looked up by index, and whether two
// characters make one grapheme (never, when both are cut by unit).
const SLICE_ANSI_BY_CODE_UNIT = [
  [
    'const graphemeSegments = GRAPHEME_SEGMENTER.segment(string);',
    'const graphemeSegments = __byCodeUnit.test(string) ? __codeUnitSegments(string) : GRAPHEME_SEGMENTER.segment(string);',
  ],
  [
    'const splitIndex = leftValue.length;',
    'const splitIndex = leftValue.length;\n\tif (__byCodeUnit.test(pair)) return false;',
  ],
];

// Another string-width (wrap-ansi's own, an older major version).
const nestedStringWidthLazySegmenter = {
  name: 'nested-string-width-lazy-segmenter',
  filter: /[\\/]string-width[\\/]index\.js$/,
  patch: (source, path) => (path === TOP_STRING_WIDTH ? undefined : lazyIntlObjects(path, source, [SEGMENTER_DEFAULT])),
};
const tokenizeLazySegmenter = {
  name: 'ansi-tokenize-lazy-segmenter',
  filter: /[\\/]@alcalzone[\\/]ansi-tokenize[\\/]build[\\/]tokenize\.js$/,
  patch: (source, path) => lazyIntlObjects(path, graphemesByCodeUnit(path, source, TOKENIZE_BY_CODE_UNIT), [SEGMENTER_GRAPHEME]),
};
const sliceAnsiLazySegmenter = {
  name: 'slice-ansi-lazy-segmenter',
  filter: /[\\/]slice-ansi[\\/]tokenize-ansi\.js$/,
  patch: (source, path) => lazyIntlObjects(path, graphemesByCodeUnit(path, source, SLICE_ANSI_BY_CODE_UNIT), [SLICE_ANSI_SEGMENTER]),
};

// commander loads child_process (and with it net, dgram and Node's streams)
// when it is loaded, only to start executable subcommands, which this
// program has none of: load it when commander first spawns one.
const commanderLazyChildProcess = {
  name: 'commander-lazy-child-process',
  filter: /[\\/]commander[\\/]lib[\\/]command\.js$/,
  patch(source) {
    const eager = "const childProcess = require('node:child_process');";
    const lazy = "const childProcess = { spawn: (...spawnArgs) => require('node:child_process').spawn(...spawnArgs) };";
    if (source.split(eager).length !== 2) throw new Error('commander changed: its child_process require to make lazy was not found once');
    const patched = source.replace(eager, () => lazy);
    const uses = patched.match(/\bchildProcess\.\w+/g) ?? [];
    if (uses.some((use) => use !== 'childProcess.spawn')) throw new Error(`commander changed: it uses ${uses.join(', ')} of child_process`);
    return patched;
  },
};

// terminal-size (Ink's) loads child_process when it is loaded, only to ask
// `tput` or `resize` when the terminal does not tell its size itself: load
// it at that first question instead.
const terminalSizeLazyChildProcess = {
  name: 'terminal-size-lazy-child-process',
  filter: /[\\/]terminal-size[\\/]index\.js$/,
  patch(source) {
    const eager = "import {execFileSync} from 'node:child_process';";
    const lazy =
      "import {createRequire as __terminalSizeRequire} from 'node:module';\nconst execFileSync = (...execArgs) => __terminalSizeRequire(import.meta.url)('node:child_process').execFileSync(...execArgs);";
    if (source.split(eager).length !== 2) throw new Error('terminal-size changed: its child_process import to make lazy was not found once');
    return source.replace(eager, () => lazy);
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

// ssh2 tells its server's session channels from other channels by
// `channel.constructor.name === 'Session'` when a connection closes; minified,
// the class has another name, so closing a connection whose session never
// opened a shell (an exec or sftp request the host refused) threw inside
// ssh2 and took the whole host down. Give the class its name back.
const ssh2SessionName = {
  name: 'ssh2-session-name',
  filter: /[\\/]ssh2[\\/]lib[\\/]server\.js$/,
  patch(source) {
    const tail = 'module.exports = Server;';
    const patched = source.replace(tail, `Object.defineProperty(Session, 'name', { value: 'Session' });\n${tail}`);
    if (patched === source) throw new Error('ssh2 changed: the end of lib/server.js to patch was not found');
    return patched;
  },
};

// Some bundled CommonJS dependencies call require() for Node built-ins,
// write-file-atomic names its temporary files after __filename, and ssh2
// looks for its optional add-on under __dirname. Only the few files that do
// keep this (see below): in every other one it would just cost time.
export const BANNER =
  "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = import.meta.filename ?? new URL(import.meta.url).pathname; const __dirname = __pathDirname(__filename);";


// Ink hides the cursor through cli-cursor, whose restore-cursor shows it
// again on standard error when the process exits. A server draws its
// screens over the network and its standard error is a log: there the
// escape sequence is noise. It is written only to a terminal.
const restoreCursorOnTerminal = {
  name: 'restore-cursor-on-terminal',
  filter: /[\\/]restore-cursor[\\/]index\.js$/,
  patch(source) {
    const from = "process.stderr.write('\\u001B[?25h');";
    if (source.split(from).length !== 2) throw new Error('restore-cursor changed: its write of the cursor to patch was not found once');
    return source.replace(from, () => `if (process.stderr.isTTY) ${from}`);
  },
};

/**
 * The patches above to the code of dependencies, each a file's source in
 * and the source to use out (undefined: not this file), applied where the
 * bundler reads the file (sourcePatching below) and where Jest does
 * (test/support/shippedPatches.js), so that the tests run the code the
 * package ships. For a file, the first patch that answers applies.
 */
export const SOURCE_PATCHES = [
  yogaWithoutFetch,
  ansiDiffFastPath,
  ansiCodesFastPath,
  inkSharedOutputCaches,
  stringWidthFastPath,
  nestedStringWidthLazySegmenter,
  tokenizeLazySegmenter,
  sliceAnsiLazySegmenter,
  commanderLazyChildProcess,
  terminalSizeLazyChildProcess,
  ssh2SessionName,
  restoreCursorOnTerminal,
];

/** The source patches as one esbuild plugin. */
const sourcePatching = {
  name: 'source-patches',
  setup(builder) {
    for (const { filter, patch } of SOURCE_PATCHES) {
      builder.onLoad({ filter }, async (args) => {
        const contents = patch(await readFile(args.path, 'utf8'), args.path);
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    }
  },
};

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
  plugins: [fsWithoutFacade, withoutDevtools, withoutNativeAddons, sourcePatching],
  logLevel: 'warning',
};

// The command line is also bundled as one CommonJS file (dist/cli.cjs), which
// bin/shift-poker.js runs through vm.Script with V8's code cache
// (src/codeCache.ts): ES modules cannot be given a code cache on Node 20.
// CommonJS has no top-level await, which Yoga uses to wait for its
// WebAssembly: there it is instantiated synchronously instead (the same bytes,
// compiled by new WebAssembly.Module rather than WebAssembly.instantiate),
// Emscripten's module object being complete when its factory returns. Ink's
// reconciler awaits two things only with DEV=true, both for React DevTools,
// which the bundles leave out (withoutDevtools): there they are left out too.
const INK_DEV_AWAITS = [
  ["await import('./devtools.js');", ';'],
  ['? await loadPackageJson()', '? { name: undefined, version: undefined }'],
];
const YOGA_AWAIT = 'const Yoga = wrapAssembly(await loadYoga());';
const YOGA_INSTANTIATE_HOOK = 'if(h.instantiateWasm)try{return h.instantiateWasm(d,';
const yogaSynchronous = {
  name: 'yoga-synchronous',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]src[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (source.split(YOGA_AWAIT).length !== 2) throw new Error('yoga-layout changed: its top-level await to make synchronous was not found once');
      const instead = 'const __yogaModule = { __instantiateSync: true }; loadYoga(__yogaModule); const Yoga = wrapAssembly(__yogaModule);';
      return { contents: source.replace(YOGA_AWAIT, () => instead), loader: 'js' };
    });
    builder.onLoad({ filter: /[\\/]ink[\\/]build[\\/]reconciler\.js$/ }, async (args) => {
      let source = await readFile(args.path, 'utf8');
      for (const [from, to] of INK_DEV_AWAITS) {
        if (source.split(from).length !== 2) throw new Error(`ink changed: \`${from}\` in build/reconciler.js was not found once`);
        source = source.replace(from, () => to);
      }
      return { contents: source, loader: 'js' };
    });
    builder.onLoad({ filter: yogaWithoutFetch.filter }, async (args) => {
      const source = yogaWithoutFetch.patch(await readFile(args.path, 'utf8'));
      if (source.split(YOGA_INSTANTIATE_HOOK).length !== 2) throw new Error("yoga-layout changed: Emscripten's instantiateWasm hook to patch was not found once");
      // `a` takes the instance, `d` is the imports, `wa()` the module's bytes (decoded from its data URL).
      const sync = 'if(h.__instantiateSync){a(new WebAssembly.Instance(new WebAssembly.Module(wa()),d));return{}}';
      return { contents: source.replace(YOGA_INSTANTIATE_HOOK, () => sync + YOGA_INSTANTIATE_HOOK), loader: 'js' };
    });
  },
};

/** esbuild's options for the CommonJS bundle of the command line (dist/cli.cjs). */
export const CJS_BUNDLE_OPTIONS = {
  ...BUNDLE_OPTIONS,
  format: 'cjs',
  define: { ...BUNDLE_OPTIONS.define, 'import.meta.url': '__importMetaUrl' },
  // require, __filename and __dirname are the module wrapper's (src/codeCache.ts).
  banner: { js: "var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [yogaSynchronous, ...BUNDLE_OPTIONS.plugins],
};
