/**
 * `shift-poker host`: registers the command; its code (ssh2, the server, the
 * screens) and the checks of its options are loaded only when it runs, so
 * starting a game does not pay for them.
 */

import { Command, Option } from 'commander';
import { PLAYABLE_LEVELS } from '../../bots/levels.js';
import type { Lang } from '../../i18n/lang.js';
// Types only: the host's code itself is loaded when the command runs.
import type { HostCommandIo } from '../../remote/startHost.js';
import { DEFAULTS, LIMITS } from '../defaults.js';
import { TIEBREAKS } from '../parse.js';
import type { RawHostOptions } from './options.js';
import { cliWords } from '../words.js';

export function registerHostCommand(
  program: Command,
  io: HostCommandIo,
  hooks: { readonly onExitCode?: (code: number) => void; readonly lang: Lang; readonly invoked?: string },
): Command {
  // The host's language: --help, usage errors and the host's own screen.
  const cli = cliWords(hooks.lang);
  const text = cli.host;
  const meta = cli.meta;
  const defaults = DEFAULTS.host;
  const [minRounds, maxRounds] = LIMITS.rounds;
  return program
    .command('host')
    .description(text.description)
    .option(`--port <${meta.n}>`, text.port(defaults.port))
    .option(`--listen <${meta.address}>`, text.listen)
    .option(`--password <${meta.text}>`, text.password)
    .option(`--authorized-keys <${meta.file}>`, text.authorizedKeys)
    .option(`--seats <${meta.spec}>`, text.seats)
    .option(`-r, --rounds <${meta.n}>`, text.rounds(minRounds, maxRounds))
    .option(`-g, --games <${meta.n}>`, text.games)
    .option(`--seat-timeout <${meta.seconds}>`, text.seatTimeout(defaults.seatTimeoutSeconds))
    .option(`--bot-level <${meta.level}>`, text.botLevel(PLAYABLE_LEVELS))
    .option('--spectators', text.spectators)
    .option(`--resume [${meta.file}]`, text.resume)
    .option(`--data-dir <${meta.dir}>`, text.dataDir)
    .option(`--seed <${meta.text}>`, text.seed)
    .addOption(new Option(`--tiebreak <${meta.mode}>`, text.tiebreak).choices(TIEBREAKS))
    .option('--strict-order', text.strictOrder)
    .option('--no-hints', text.noHints)
    .option(`--delay <${meta.ms}>`, text.delay(defaults.botDelayMs))
    .addHelpText('after', text.helpAfter)
    .action(async (raw: RawHostOptions) => {
      // Before the host's code loads: its start-up is what grows the heap first.
      (await import('../../heap.js')).limitHeapGrowth();
      const { resolveHostOptions } = await import('./options.js');
      const config = resolveHostOptions(raw, undefined, hooks.lang);
      const { runHost } = await import('../../remote/startHost.js');
      const code = await runHost(config, io, hooks.lang, hooks.invoked);
      hooks.onExitCode?.(code);
    });
}
