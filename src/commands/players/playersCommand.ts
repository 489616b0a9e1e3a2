/**
 *   shift-poker players [name] [--json] [--rebuild] [--data-dir <dir>]
 *     Everybody who finished a match here, best first: rating (with its
 *     uncertainty while provisional), matches, wins, last played and the
 *     trend of their last ratings; with a name, that player's profile.
 *     Ratings are worked out from the finished matches alone
 *     (record/ratings.ts) and kept beside them (record/ratingsFile.ts,
 *     checked against them at every look); --rebuild works them out from
 *     the records again.
 *
 * The command's code (listPlayers.ts) is loaded only when it runs.
 */

import type { Command } from 'commander';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import type { RecordCommandIo } from '../savedMatches.js';
import type { RawPlayersOptions } from './listPlayers.js';

/** Adds `players` to `program`; everything it prints is in `lang`. */
export function registerPlayersCommand(program: Command, io: RecordCommandIo, lang: Lang): void {
  const cli = cliWords(lang);
  const words = cli.records;
  program
    .command('players')
    .description(cli.commands.players)
    .argument(`[${cli.meta.name}]`, words.playersName)
    .option('--json', words.playersJson)
    .option('--rebuild', words.playersRebuild)
    .option(`--data-dir <${cli.meta.dir}>`, words.dataDir)
    .action(async (name: string | undefined, raw: RawPlayersOptions) => {
      const { runPlayersCommand } = await import('./listPlayers.js');
      runPlayersCommand(name, raw, io, lang);
    });
}
