/**
 * Commands that read saved matches without a terminal UI:
 *
 *   shift-poker history [--json] [--data-dir <dir>]
 *     Saved matches, newest first: date, players, games played/total,
 *     score, finished or not, file. Damaged files are listed with what is
 *     wrong with them.
 *
 *   shift-poker history --remove <file> [--data-dir <dir>]
 *     Deletes one saved match, named by its file as the listing shows it
 *     (and as `replay` takes it); no question is asked, the line printed
 *     says what was removed. Refused for a file that is no match file of
 *     the data directory, and for a match open in another program.
 *
 *   shift-poker replay [file] [--json] [--ascii] [--data-dir <dir>]
 *     One finished match, by default the latest: on a terminal, a screen
 *     that steps through its games action by action with every card face
 *     up; with --json, every game's events and final ranking for other
 *     tools. Of a match still being played the screen shows the games that
 *     are over (the game in progress has hidden cards); --json refuses it.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1.
 *
 * The commands' code (report.ts, with the schema and the file handling) is
 * loaded only when one of them runs, so starting a game does not pay for it.
 */

import type { Command } from 'commander';
import { cliWords } from '../cliWords.js';
import type { Lang } from '../i18n/lang.js';

import { CommandFailure } from '../usage.js';
import type { RawDirOption, RecordCommandIo } from './commandIo.js';

export type { RawDirOption, RecordCommandIo } from './commandIo.js';

/**
 * Adds `history` and `replay` to `program`; everything they print is in
 * `lang`. `onExitCode` hears an exit code other than 0 that is no failure:
 * 130 when the replay screen was left with Ctrl+C.
 */
export function registerRecordCommands(
  program: Command,
  io: RecordCommandIo,
  lang: Lang,
  onExitCode: (code: number) => void = () => undefined,
): void {
  const cli = cliWords(lang);
  const words = cli.records;
  const { file: fileMeta, dir } = cli.meta;
  program
    .command('history')
    .description(words.historyDescription)
    .option('--json', words.historyJson)
    .option(`--remove <${fileMeta}>`, words.historyRemove)
    .option(`--data-dir <${dir}>`, words.dataDir)
    .action(async (raw: RawDirOption & { json?: boolean; remove?: string }) => {
      const report = await import('./report.js');
      if (raw.remove !== undefined) {
        report.runRemove(report.storeFor(raw, lang), raw.remove, io, lang);
        return;
      }
      report.runHistory(report.storeFor(raw, lang), raw.json === true, io, lang);
    });
  program
    .command('replay')
    .description(words.replayDescription)
    .argument(`[${fileMeta}]`, words.replayFile)
    .option('--json', words.replayJson)
    .option('--ascii', words.replayAscii)
    .option(`--data-dir <${dir}>`, words.dataDir)
    .action(async (file: string | undefined, raw: RawDirOption & { json?: boolean; ascii?: boolean }) => {
      const report = await import('./report.js');
      const store = report.storeFor(raw, lang);
      if (raw.json === true) {
        report.runReplay(store, file, io, lang);
        return;
      }
      const match = report.finishedMatch(store, file, lang, true);
      const stdin = io.stdin;
      if (stdin === undefined || !stdin.isTTY || io.stdout.isTTY !== true) {
        throw new CommandFailure(words.replayNeedsTerminal);
      }
      onExitCode(await replayOnTerminal(match.record, { ascii: raw.ascii === true, lang }, stdin, io.stdout as NodeJS.WriteStream, io.stderr));
    });
}

/** The replay screen on the alternate screen, the terminal restored after it whatever happens; resolves with the exit code (130: Ctrl+C). */
async function replayOnTerminal(
  record: import('../table/index.js').MatchRecord,
  options: { readonly ascii: boolean; readonly lang: Lang },
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
  stderr: RecordCommandIo['stderr'],
): Promise<number> {
  const [{ openTerminalSession }, { runReplayScreen }] = await Promise.all([
    import('../terminal.js'),
    import('../ui/replayRun.js'),
  ]);
  const session = openTerminalSession(stdout, stdin, (exitCode, message) => {
    if (message) stderr?.write(`shift-poker: ${message}\n`);
    process.exit(exitCode);
  });
  try {
    return await runReplayScreen(record, options, { stdin, stdout });
  } finally {
    session.restore();
  }
}
