/** How a command that went wrong ends: one line on standard error, in the reader's language, and its exit code. */

import { CommanderError } from 'commander';
import { commanderMessage } from '../i18n/commander.js';
import type { Lang } from '../i18n/lang.js';
import { COMMAND_NAME } from '../invocation.js';
import { CommandFailure, UsageError } from '../usage.js';
import { printErr, type CliIo } from './io.js';
import { cliWords } from './words.js';

/**
 * One line on stderr for anything that went wrong, in `lang`; returns the exit code.
 * `meantCommand`: the command a mistyped first word resembles; commander's error then names it
 * in place of its own guess (an option of the game, which the player did not mean).
 */
export function reportError(error: unknown, io: CliIo, helpCommand: string, lang: Lang, meantCommand: string | null = null): number {
  const cli = cliWords(lang);
  const seeHelp = cli.seeHelp({ command: helpCommand });
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0.
    if (error.exitCode === 0) return 0;
    // `help <unknown command>`: commander has shown the help already.
    if (error.code === 'commander.help') return 2;
    const message =
      meantCommand === null
        ? commanderMessage(error.code, error.message, cli.commander)
        : `${commanderMessage(error.code, error.message.split('\n')[0]!, cli.commander)} ${cli.commander.didYouMean({ suggestions: meantCommand })}`;
    printErr(io, `${COMMAND_NAME}: ${message} ${seeHelp}\n`);
    return 2;
  }
  if (error instanceof CommandFailure) {
    printErr(io, `${COMMAND_NAME}: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof UsageError) {
    printErr(io, `${COMMAND_NAME}: ${error.message} ${seeHelp}\n`);
    return 2;
  }
  printErr(io, `${COMMAND_NAME}: ${cli.unexpected({ message: errorText(error) })}\n`);
  if (process.env.SHIFT_POKER_DEBUG && error instanceof Error && error.stack) printErr(io, `${error.stack}\n`);
  return 1;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
