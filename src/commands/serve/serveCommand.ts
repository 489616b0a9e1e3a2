/**
 * `shift-poker serve`: registers the command; its code (ssh2, the
 * directory, the screens) and the checks of its options are loaded only
 * when it runs.
 */

import { Command, Option } from 'commander';
import { PLAYABLE_LEVELS } from '../../bots/levels.js';
import type { Lang } from '../../i18n/lang.js';
// Types only: the server's code itself is loaded when the command runs.
import type { HostCommandIo } from '../../remote/startHost.js';
import { DEFAULTS } from '../defaults.js';
import type { RawServeOptions } from './options.js';
import { cliWords } from '../words.js';

export function registerServeCommand(program: Command, io: HostCommandIo, hooks: { readonly onExitCode?: (code: number) => void; readonly lang: Lang }): Command {
  const cli = cliWords(hooks.lang);
  const text = cli.serve;
  const meta = cli.meta;
  return (
    program
      .command('serve')
      .description(cli.commands.serve)
      .option(`--port <${meta.n}>`, text.port(DEFAULTS.serve.port))
      .option(`--listen <${meta.address}>`, text.listen)
      .option(`--data-dir <${meta.dir}>`, text.dataDir)
      // The store replaces the data directory: both given would leave one silently unused.
      .addOption(new Option(`--store <${meta.url}>`, text.store).conflicts('dataDir'))
      .option('--migrate', text.migrate)
      .option(`--password <${meta.text}>`, text.password)
      .option(`--authorized-keys <${meta.file}>`, text.authorizedKeys)
      .option(`--max-tables <${meta.n}>`, text.maxTables(DEFAULTS.serve.maxTables))
      .option(`--max-connections <${meta.n}>`, text.maxConnections(DEFAULTS.serve.maxConnections))
      .option(`--max-per-address <${meta.n}>`, text.maxPerAddress(DEFAULTS.serve.maxPerAddress))
      .option(`--proxy-from <${meta.address}>`, text.proxyFrom, (value: string, previous: string[] | undefined) => [...(previous ?? []), value])
      .option(`--seat-timeout <${meta.seconds}>`, text.seatTimeout(DEFAULTS.serve.seatTimeoutSeconds))
      .option(`--idle-timeout <${meta.minutes}>`, text.idleTimeout(DEFAULTS.serve.idleTimeoutMinutes))
      .option(`--bot-level <${meta.level}>`, text.botLevel(PLAYABLE_LEVELS))
      .option(`--table-threads <${meta.n}>`, text.tableThreads)
      .option(`--bot-threads <${meta.n}>`, text.botThreads)
      .option(`--delay <${meta.ms}>`, text.delay(DEFAULTS.serve.botDelayMs))
      .addHelpText('after', text.helpAfter)
      .action(async (raw: RawServeOptions) => {
        // Before the server's code loads and its table threads start (the flag holds for every thread).
        (await import('../../heap.js')).limitOldGenerationGrowth();
        const { resolveServeOptions } = await import('./options.js');
        const config = resolveServeOptions(raw, hooks.lang);
        const { runServe } = await import('../../remote/serve/startServer.js');
        const code = await runServe(config, io, hooks.lang);
        hooks.onExitCode?.(code);
      })
  );
}
