/**
 * What a game needs beyond the command line: the terminal session and the
 * Ink UI (with React and Yoga, most of the program's code). The CLI imports
 * this module only once a game starts, so `--help`, `--version`, usage errors
 * and the other commands start without loading any of it.
 */

export { openTerminalSession } from './terminal.js';
export { runGame } from './ui/run.js';
