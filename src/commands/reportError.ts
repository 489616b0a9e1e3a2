/** How a command that went wrong ends: one line on standard error, in the catalog's language, and its exit code. */

import { CommanderError } from 'commander';
import { commanderMessage } from '../i18n/commander.js';
import type { Catalog } from '../i18n/catalog.js';
import { COMMAND_NAME } from '../invocation.js';
import { CommandFailure, UsageError } from '../usage.js';
import { printErr, type CliIo } from './io.js';

/** One line on stderr for anything that went wrong, in the catalog's language; returns the exit code. */
export function reportError(error: unknown, io: CliIo, helpCommand: string, text: Catalog): number {
  const seeHelp = text.cli.seeHelp({ command: helpCommand });
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0.
    if (error.exitCode === 0) return 0;
    // `help <unknown command>`: commander has shown the help already.
    if (error.code === 'commander.help') return 2;
    const message = commanderMessage(error.code, error.message, text);
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
  printErr(io, `${COMMAND_NAME}: ${text.cli.unexpected({ message: errorText(error) })}\n`);
  if (process.env.SHIFT_POKER_DEBUG && error instanceof Error && error.stack) printErr(io, `${error.stack}\n`);
  return 1;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
