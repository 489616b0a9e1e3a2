/**
 *   shift-poker tutorial [--ascii] [--screen-reader]
 *     Short lessons on the real table, each on a fixed deal that shows one
 *     idea of the rules (src/tutorial/). Nothing is saved: no match file, no
 *     history, no statistics.
 *
 * The screen (run.ts, with React and Ink) is loaded only when it runs.
 */

import type { Command } from 'commander';
import type { CommandContext } from '../context.js';
import { screenReaderWanted } from '../parse.js';
import { cliWords } from '../words.js';

export function registerTutorialCommand(program: Command, context: CommandContext): void {
  const cli = cliWords(context.lang);
  program
    .command('tutorial')
    .description(cli.commands.tutorial)
    .option('--ascii', cli.tutorial.ascii)
    .option('--screen-reader', cli.tutorial.screenReader)
    .action(async (raw: { ascii?: boolean; screenReader?: boolean }, command: Command) => {
      const { runTutorialCommand } = await import('./run.js');
      // --screen-reader before the command word counts too: printed commands carry it there (invocation.ts).
      const given = raw.screenReader === true || (command.optsWithGlobals() as { screenReader?: boolean }).screenReader === true;
      const screenReader = screenReaderWanted(given, process.env);
      context.onExitCode(await runTutorialCommand({ ascii: raw.ascii === true, screenReader, lang: context.lang }, context));
    });
}
