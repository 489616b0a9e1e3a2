/**
 *   shift-poker tutorial [lesson] [--ascii] [--screen-reader]
 *     Short lessons on the real table, each on a fixed deal that shows one
 *     idea of the rules (src/tutorial/). Nothing is saved: no match file, no
 *     history, no statistics.
 *
 * The screen (startTutorial.ts, with React and Ink) is loaded only when it runs.
 */

import type { Command } from 'commander';
import type { CommandContext } from '../context.js';
import { LESSONS } from '../../tutorial/lessons.js';
import { tutorialWords } from '../../tutorial/words.js';
import { UsageError, printable } from '../../usage.js';
import { screenReaderWanted } from '../parse.js';
import { cliWords } from '../words.js';

/** The lesson to begin with, as its place in LESSONS: `text` is its number (1 to the last); none given, the first. */
export function firstLesson(text: string | undefined, context: Pick<CommandContext, 'lang'>): number {
  if (text === undefined) return 0;
  const number = /^[0-9]+$/u.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(number >= 1 && number <= LESSONS.length)) throw new UsageError(cliWords(context.lang).tutorial.noSuchLesson({ got: printable(text), count: LESSONS.length }));
  return number - 1;
}

/** The lessons by number and title, for the end of the command's --help. */
function lessonList(context: Pick<CommandContext, 'lang'>): string {
  const titles = tutorialWords(context.lang).lessons;
  const lines = LESSONS.map((lesson, index) => `  ${String(index + 1).padStart(2)}  ${titles[lesson.id].title}`);
  return ['', cliWords(context.lang).tutorial.lessonsHeading, ...lines, ''].join('\n');
}

export function registerTutorialCommand(program: Command, context: CommandContext): void {
  const cli = cliWords(context.lang);
  program
    .command('tutorial')
    .description(cli.commands.tutorial)
    .option('--ascii', cli.tutorial.ascii)
    .argument('[lesson]', cli.tutorial.lesson)
    .option('--screen-reader', cli.tutorial.screenReader)
    .addHelpText('after', () => lessonList(context))
    .action(async (lesson: string | undefined, raw: { ascii?: boolean; screenReader?: boolean }, command: Command) => {
      const first = firstLesson(lesson, context);
      const { runTutorialCommand } = await import('./startTutorial.js');
      // --screen-reader before the command word counts too: printed commands carry it there (invocation.ts).
      const given = raw.screenReader === true || (command.optsWithGlobals() as { screenReader?: boolean }).screenReader === true;
      const screenReader = screenReaderWanted(given, process.env);
      context.onExitCode(await runTutorialCommand({ ascii: raw.ascii === true, screenReader, lang: context.lang, first }, context));
    });
}
