// Lets React's act() know it runs inside a test environment (Ink component tests).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// On a CI server (CI set) Ink draws only the final frame, for logs. The game
// always runs in an interactive terminal, so its tests use the interactive
// renderer wherever they run. Setup files run before any test imports Ink.
process.env.CI = 'false';

// The game speaks the language of the environment (LANG, LC_ALL, …). Tests
// expect English unless they choose a language themselves, wherever they run.
for (const name of ['SHIFT_POKER_LANG', 'LC_ALL', 'LC_MESSAGES']) delete process.env[name];
process.env.LANG = 'C';

// The built program keeps a code cache in the user's cache folder
// (src/codeCache.ts): the programs the tests start keep theirs in one of the
// system's temporary folder instead, never in the home of whoever runs them.
process.env.XDG_CACHE_HOME = `${(await import('node:os')).tmpdir()}/shift-poker-test-cache`;

// The program loads the entry's words of a language before it speaks it
// (loadLanguage, loadCliWords); tests use every language directly, so all of
// them are loaded here, the core's as the library does.
await import('../src/i18n/catalogs.js');
const { LANGUAGES } = await import('../src/i18n/lang.js');
const { loadCliWords } = await import('../src/commands/words.js');
await Promise.all(LANGUAGES.map(loadCliWords));
