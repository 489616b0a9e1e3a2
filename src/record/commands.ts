/**
 * Commands that read saved matches without a terminal UI:
 *
 *   shift-poker history [--json] [--data-dir <dir>]
 *     Saved matches, newest first: date, players, games played/total,
 *     score, finished or not, file. Damaged files are listed with what is
 *     wrong with them.
 *
 *   shift-poker replay [file] --json [--data-dir <dir>]
 *     One finished match as JSON (every game's events and final ranking),
 *     for other tools; by default the latest finished match. A match still
 *     being played is refused: its game in progress has hidden cards.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1.
 *
 * The commands' code (report.ts, with the schema and the file handling) is
 * loaded only when one of them runs, so starting a game does not pay for it.
 */

import type { Command } from 'commander';
import { UsageError } from '../usage.js';

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown };
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
    .description('print a finished saved match as JSON (every event and ranking)')
    .argument('[file]', 'the saved match (default: the latest finished one)')
    .option('--json', 'print the match as JSON (required for now)')
    .option('--data-dir <dir>', 'where saved matches are (default: the user state directory)')
    .action(async (file: string | undefined, raw: RawDirOption & { json?: boolean }) => {
      if (raw.json !== true) {
        throw new UsageError('replay needs --json for now (the interactive replay is not available yet)');
      }
      const report = await import('./report.js');
      report.runReplay(report.storeFor(raw), file, io);
    });
}
