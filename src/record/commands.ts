/**
 * Commands that read saved matches without a terminal UI:
 *
 *   shift-poker history [--json] [--data-dir <dir>]
 *     Saved matches, newest first: date, players, games played/total,
 *     score, finished or not, file. Damaged files are listed with what is
 *     wrong with them.
 *
 *   shift-poker replay [file] [--json] [--ascii] [--data-dir <dir>]
 *     One finished match, by default the latest: on a terminal, a screen
 *     that steps through its games action by action with every card face
 *     up; with --json, every game's events and final ranking for other
 *     tools. A match still being played is refused: its game in progress
 *     has hidden cards.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1.
 *
 * The commands' code (report.ts, with the schema and the file handling) is
 * loaded only when one of them runs, so starting a game does not pay for it.
 */

import type { Command } from 'commander';

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  /** Needed by the interactive replay only. */
  readonly stdin?: NodeJS.ReadStream;
  readonly stderr?: { write(text: string): unknown };
}

/**
 * A command that failed for a reason already put in words: the CLI prints
 * the message as one line and exits with `exitCode`, without a usage hint.
 */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface RawDirOption {
  dataDir?: string;
}

/** Adds `history` and `replay` to `program`. */
export function registerRecordCommands(program: Command, io: RecordCommandIo = process): void {
  program
    .command('history')
    .description('list saved matches, newest first')
    .option('--json', 'print one JSON array instead of a table')
    .option('--data-dir <dir>', 'where saved matches are (default: the user state directory)')
    .action(async (raw: RawDirOption & { json?: boolean }) => {
      const report = await import('./report.js');
      report.runHistory(report.storeFor(raw), raw.json === true, io);
    });
  program
    .command('replay')
    .description('step through a finished saved match, every card face up (or print it as JSON)')
    .argument('[file]', 'the saved match (default: the latest finished one)')
    .option('--json', 'print the match as JSON (every event and ranking) instead')
    .option('--ascii', 'plain ASCII screens')
    .option('--data-dir <dir>', 'where saved matches are (default: the user state directory)')
    .action(async (file: string | undefined, raw: RawDirOption & { json?: boolean; ascii?: boolean }) => {
      const report = await import('./report.js');
      const store = report.storeFor(raw);
      if (raw.json === true) {
        report.runReplay(store, file, io);
        return;
      }
      const match = report.finishedMatch(store, file);
      const stdin = io.stdin;
      if (stdin === undefined || !stdin.isTTY || io.stdout.isTTY !== true) {
        const { MATCH_TEXT } = await import('../ui/matchText.js');
        throw new CommandFailure(MATCH_TEXT.replayNeedsTerminal);
      }
      await replayOnTerminal(match.record, raw.ascii === true, stdin, io.stdout as NodeJS.WriteStream, io.stderr);
    });
}

/** The replay screen on the alternate screen, the terminal restored after it whatever happens. */
async function replayOnTerminal(
  record: import('../table/index.js').MatchRecord,
  ascii: boolean,
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
  stderr: RecordCommandIo['stderr'],
): Promise<void> {
  const [{ openTerminalSession }, { runReplayScreen }] = await Promise.all([
    import('../terminal.js'),
    import('../ui/replayRun.js'),
  ]);
  const session = openTerminalSession(stdout, stdin, (exitCode, message) => {
    if (message) stderr?.write(`shift-poker: ${message}\n`);
    process.exit(exitCode);
  });
  try {
    await runReplayScreen(record, { ascii }, { stdin, stdout });
  } finally {
    session.restore();
  }
}
