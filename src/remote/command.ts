/**
 * `shift-poker host`: registers the command; its code (ssh2, the server, the
 * screens) is loaded only when it runs, so starting a game does not pay for it.
 */

import { Command, Option } from 'commander';
import { BOT_LEVELS } from '../bots/levels.js';
import { MAX_ROUNDS, MIN_ROUNDS } from '../core/types.js';
import { MESSAGES } from './messages.js';
import { HOST_DEFAULTS, type RawHostOptions } from './defaults.js';

export interface HostCommandIo {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

export function registerHostCommand(program: Command, io: HostCommandIo, hooks: { readonly onExitCode?: (code: number) => void } = {}): Command {
  const text = MESSAGES.command;
  return program
    .command('host')
    .description(text.description)
    .option('--port <n>', text.port(HOST_DEFAULTS.port))
    .option('--listen <address>', text.listen)
    .option('--password <text>', text.password)
    .option('--authorized-keys <file>', text.authorizedKeys)
    .option('--seats <spec>', text.seats)
    .option('-r, --rounds <n>', text.rounds(MIN_ROUNDS, MAX_ROUNDS))
    .option('-g, --games <n>', text.games)
    .option('--seat-timeout <seconds>', text.seatTimeout(HOST_DEFAULTS.seatTimeoutSeconds))
    .option('--bot-level <level>', text.botLevel(BOT_LEVELS))
    .option('--spectators', text.spectators)
    .option('--resume [file]', text.resume)
    .option('--data-dir <dir>', text.dataDir)
    .option('--seed <text>', text.seed)
    .addOption(new Option('--tiebreak <mode>', text.tiebreak).choices(['category', 'kickers']))
    .option('--strict-order', text.strictOrder)
    .option('--delay <ms>', text.delay(HOST_DEFAULTS.botDelayMs))
    .addHelpText('after', text.helpAfter)
    .action(async (raw: RawHostOptions) => {
      const { resolveHostOptions } = await import('./options.js');
      const config = resolveHostOptions(raw);
      const { runHost } = await import('./run.js');
      const code = await runHost(config, io);
      hooks.onExitCode?.(code);
    });
}
