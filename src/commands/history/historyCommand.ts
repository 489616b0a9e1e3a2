/**
 *   shift-poker history [--json] [--data-dir <dir>]
 *     Saved matches, newest first: date, players, games played/total,
 *     score, finished or not, file. Damaged files are listed with what is
 *     wrong with them.
 *
 *   shift-poker history --store <url> [--json]
 *     The same of the matches a server keeps in PostgreSQL (serve --store),
 *     each under its id instead of a file.
 *
 *   shift-poker history --remove <file> [--data-dir <dir>]
 *     Deletes one saved match, named by its file as the listing shows it
 *     (and as `replay` takes it); no question is asked, the line printed
 *     says what was removed. Refused for a file that is no match file of
 *     the data directory, and for a match open in another program.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1. The command's code (listMatches.ts, with the schema and the file
 * handling) is loaded only when it runs, so starting a game does not pay for it.
 */

import { COMMAND_NAME } from '../../invocation.js';
import { Option, type Command } from 'commander';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import type { RecordCommandIo } from '../savedMatches.js';
import type { RawHistoryOptions } from './listMatches.js';

/** Adds `history` to `program`; everything it prints is in `lang`. */
export function registerHistoryCommand(program: Command, io: RecordCommandIo, lang: Lang, invoked: string = COMMAND_NAME): void {
  const cli = cliWords(lang);
  const words = cli.records;
  const { file, dir, url } = cli.meta;
  program
    .command('history')
    .description(words.historyDescription)
    .option('--json', words.historyJson)
    .option(`--remove <${file}>`, words.historyRemove)
    .option(`--data-dir <${dir}>`, words.dataDir)
    .addOption(new Option(`--store <${url}>`, words.store).conflicts(['remove', 'dataDir']))
    .action(async (raw: RawHistoryOptions) => {
      const { runHistoryCommand } = await import('./listMatches.js');
      await runHistoryCommand(raw, io, lang, invoked);
    });
}
