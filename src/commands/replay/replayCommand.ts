/**
 *   shift-poker replay [file] [--json] [--ascii] [--no-color] [--data-dir <dir>]
 *     One finished match, by default the latest: on a terminal, a screen
 *     that steps through its games action by action with every card face
 *     up; with --json, every game's events and final ranking for other
 *     tools. With --store <url>, a match a server keeps in PostgreSQL, [file]
 *     being its id as `history --store` lists it. Of a match still being played the screen shows the games that
 *     are over (the game in progress has hidden cards); --json refuses it.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1. The command's code (replayMatch.ts, with the schema and the file
 * handling; the screen only without --json) is loaded only when it runs.
 */

import { COMMAND_NAME } from '../../invocation.js';
import { Option, type Command } from 'commander';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import type { RecordCommandIo } from '../savedMatches.js';
import type { RawReplayOptions } from './replayMatch.js';

/**
 * Adds `replay` to `program`; everything it prints is in `lang`.
 * `onExitCode` hears the exit code of a replay that did not fail: 0, or 130
 * when the replay screen was left with Ctrl+C.
 */
export function registerReplayCommand(
  program: Command,
  io: RecordCommandIo,
  lang: Lang,
  onExitCode: (code: number) => void = () => undefined,
  invoked: string = COMMAND_NAME,
): void {
  const cli = cliWords(lang);
  const words = cli.records;
  const { file: fileMeta, dir, url } = cli.meta;
  program
    .command('replay')
    .description(words.replayDescription)
    .argument(`[${fileMeta}]`, `${words.replayFile}; ${words.replayId}`)
    .option('--json', words.replayJson)
    .option('--ascii', words.replayAscii)
    // Read by bin/shift-poker.js before the screen loads; here it need only be accepted.
    .option('--no-color', cli.noColor)
    .option(`--data-dir <${dir}>`, words.dataDir)
    .addOption(new Option(`--store <${url}>`, words.store).conflicts('dataDir'))
    .action(async (file: string | undefined, raw: RawReplayOptions) => {
      const { runReplayCommand } = await import('./replayMatch.js');
      onExitCode(await runReplayCommand(file, raw, io, lang, invoked));
    });
}
