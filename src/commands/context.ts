/** What every command of the program is built with. */

import type { Lang } from '../i18n/catalog.js';
import type { CliIo } from './io.js';

export interface CommandContext {
  readonly io: CliIo;
  /** The language of the help, the errors and everything the command shows. */
  readonly lang: Lang;
  /** How the player started this program (invocation.ts): every command printed for them begins with it. */
  readonly invoked: string;
  /** Hears the exit code of a command that did not fail: 0, or 130 after Ctrl+C. */
  readonly onExitCode: (code: number) => void;
}
