/**
 * `shift-poker simulate`: headless games between computer players.
 *
 *   shift-poker simulate --games 2000 --seed 7 --players hard,medium --rounds 7 --jobs 2 --json
 *
 * Defaults (defaults.ts): 200 games, seed "1", players medium,easy, 7 rounds
 * (the longest game the rules allow, and the length the strength targets
 * are stated for), category-only ranking, free action order, one worker
 * thread per core. `--tiebreak kickers` and `--strict-order` play the rule
 * variants.
 *
 * Output: a table, or with --json exactly one JSON object (see
 * summary.ts). On a terminal a progress bar runs on stderr meanwhile.
 * Ctrl+C stops the run, prints the results of the games finished so far,
 * marked as partial, and the command ends with exit code 130. Mistakes in
 * the options throw UsageError (one line; the CLI prints it and exits with 2).
 */

import type { Command, Option } from 'commander';
import { BOT_LEVELS } from '../../bots/levels.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/types.js';
import { DEFAULTS, LIMITS } from '../defaults.js';
import { parseSimulateOptions, type RawSimulateOptions } from './options.js';
import { cliWords } from '../words.js';
// Types only: the run (the games, the bots, the worker pool) is loaded when it starts.
import type { RunHooks, SimulateIo } from './runSimulation.js';

export type { SimulateIo } from './runSimulation.js';

/** What the command uses from its surroundings. */
export interface SimulateHooks extends RunHooks {
  /** Receives the command's exit code: 0, or 130 after Ctrl+C. */
  readonly onExitCode?: (code: number) => void;
  /** Options the whole program shares, accepted here too (`--lang`). */
  readonly extraOptions?: readonly Option[];
}

/** Adds the `simulate` subcommand to `program`. Output goes to `io`. */
export function registerSimulateCommand(program: Command, io: SimulateIo, hooks: SimulateHooks): Command {
  const words = cliWords(hooks.lang);
  const text = words.sim.options;
  const meta = words.meta;
  const defaults = DEFAULTS.simulate;
  const [minRounds, maxRounds] = LIMITS.rounds;
  const command = program
    .command('simulate')
    .usage(words.optionsWord)
    .description(words.sim.description)
    .option(`-g, --games <${meta.n}>`, text.games({ default: defaults.games }))
    .option(`--seed <${meta.text}>`, text.seed({ default: defaults.seed }))
    .option(`-p, --players <${meta.levels}>`, text.players({ min: MIN_PLAYERS, max: MAX_PLAYERS, levels: BOT_LEVELS.join(', '), default: defaults.players }))
    .option(`-r, --rounds <${meta.n}>`, text.rounds({ min: minRounds, max: maxRounds, default: defaults.rounds }))
    .option(`--tiebreak <${meta.mode}>`, text.tiebreak)
    .option('--strict-order', text.strictOrder)
    .option(`-j, --jobs <${meta.n}>`, text.jobs({ max: LIMITS.jobs[1] }))
    .option('--json', text.json);
  for (const option of hooks.extraOptions ?? []) command.addOption(option);
  return command.addHelpText('after', words.sim.helpAfter).action(async (raw: RawSimulateOptions) => {
    const options = parseSimulateOptions(raw, hooks.lang);
    const { runSimulateCommand } = await import('./runSimulation.js');
    const { exitCode } = await runSimulateCommand(options, io, hooks);
    hooks.onExitCode?.(exitCode);
  });
}
