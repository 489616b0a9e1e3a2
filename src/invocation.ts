/**
 * How the player started this program, so that every command printed for
 * them to type (replay a game, resume a match, see the help) works where
 * they typed the first one. After a clone and `npm start`, `shift-poker` is
 * no command at all; `npm start -- …` is.
 *
 * - through `npm start` (npm sets npm_lifecycle_event): `npm start --`;
 * - through npx or `npm exec`: `npx shift-poker`;
 * - as the `shift-poker` found first on the PATH: `shift-poker`;
 * - otherwise by its path: `node <path>`, relative to the current directory
 *   where that is shorter.
 */

import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { shellWord } from './shellWord.js';

export const COMMAND_NAME = 'shift-poker';

export interface InvocationContext {
  /** process.argv[1]: the script node was started with. */
  readonly script: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** The real path of a file, or null if there is none (injected for tests). */
  readonly realpath?: (file: string) => string | null;
}

export function invocation(context: InvocationContext): string {
  const { env, script, cwd } = context;
  if (env.npm_lifecycle_event === 'start' && env.npm_package_name === COMMAND_NAME) return 'npm start --';
  if (env.npm_lifecycle_event === 'npx' || env.npm_command === 'exec') return `npx ${COMMAND_NAME}`;
  if (script === undefined) return COMMAND_NAME;
  const real = context.realpath ?? realFile;
  const self = real(script);
  // Not a file (a test runs the CLI in-process): the installed command's name is the best guess.
  if (self === null) return COMMAND_NAME;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = real(path.join(dir, COMMAND_NAME));
    if (candidate === null) continue;
    // The first on the PATH is what the name runs: this program, or another.
    if (candidate === self) return COMMAND_NAME;
    break;
  }
  const relative = path.relative(cwd, script);
  const shown = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : script;
  return `node ${shellWord(shown)}`;
}

function realFile(file: string): string | null {
  try {
    return existsSync(file) ? realpathSync(file) : null;
  } catch {
    return null;
  }
}

/**
 * How the player started this program, with the options that every command
 * printed for them must carry so that it starts the program the same way:
 *
 * - `--lang <code>` when the language was given by --lang. A language
 *   chosen from the environment (LC_ALL, LC_MESSAGES, LANG, LANGUAGE) is not
 *   repeated: the printed command, typed where the first was, picks it up
 *   again from there.
 * - `--screen-reader` when given as an option. INK_SCREEN_READER=true is not
 *   repeated, for the same reason.
 *
 * They stand right after the program and before any command word
 * (`npm start -- --lang de --screen-reader tutorial`), where the program
 * reads them for the game and for every command; so every line built on
 * this prefix (the replay, resume, tutorial and help lines) carries them
 * without knowing of them. Arguments after `--` are names, not options.
 */
export function carriedInvocation(invoked: string, args: readonly string[], lang: string | null): string {
  const end = args.indexOf('--');
  const options = end === -1 ? args : args.slice(0, end);
  const carried = [...(lang === null ? [] : ['--lang', shellWord(lang)]), ...(options.includes('--screen-reader') ? ['--screen-reader'] : [])];
  return [invoked, ...carried].join(' ');
}
