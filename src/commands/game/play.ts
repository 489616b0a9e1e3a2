/**
 * What a game needs beyond the command line: saved matches, the terminal
 * taken (terminal.ts) and the Ink UI (with React and Yoga, most of the program's code).
 * The game's command (playGame.ts) imports this module only once a game starts,
 * so `--help`, `--version`, usage errors and the other commands start
 * without loading any of it; and a game loads it as one piece (each
 * separately imported module becomes a file of the bundle of its own, and
 * every file costs time to load).
 */

export { createStore } from '../../record/store.js';
export { defaultDataDir } from '../../record/paths.js';
export { randomSeed } from '../../randomSeed.js';
export { ResumeFailure, firstStartMatch, planResume, savedMatch, typedGameMatch } from '../../hotseat/savedMatch.js';
export { exitProgram, takeTerminal } from '../../terminal.js';
export { runGame } from '../../hotseat/startGame.js';
export { leavingSummary } from '../../hotseat/summary.js';
export { DEFAULT_ROUNDS } from '../../hotseat/setup.js';
export { lazyHint } from '../../bots/lazyHint.js';
// The screen-reader mode: the same match, said as sentences instead of drawn.
export { runReader } from '../../reader/startReader.js';
