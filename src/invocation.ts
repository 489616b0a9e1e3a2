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
