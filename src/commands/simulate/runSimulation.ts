/**
 * Runs `shift-poker simulate` once its options are checked: plays the games,
 * shows progress on a terminal, and prints the results (also those of a run
 * stopped with Ctrl+C). Loaded only when the command runs.
 */

import type { Lang } from '../../i18n/lang.js';
import { defaultRunner, type SimulationRunner } from '../../sim/pool.js';
import { startProgressBar } from '../../sim/progress.js';
import { summarize, type SimulationSummary } from '../../sim/simulate.js';
import type { SimulateCommandOptions } from './options.js';
import { formatSummary, toJson } from './summary.js';

/** The exit code of a run stopped with Ctrl+C (128 + SIGINT). */
const INTERRUPTED_EXIT_CODE = 130;

export interface SimulateIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
}

/** What a run uses from its surroundings; each has a default for the real program. */
export interface RunHooks {
  /** Plays the games (default: on worker threads; see sim/pool.ts defaultRunner). */
  readonly runner?: SimulationRunner;
  /** Stops the run early, as Ctrl+C does (default: SIGINT). */
  readonly interrupt?: AbortSignal;
  /** The language of its help, errors, progress bar and table. */
  readonly lang: Lang;
}

export interface SimulateOutcome {
  readonly summary: SimulationSummary;
  /** 0 for a complete run, 130 for one stopped early. */
  readonly exitCode: number;
}

/** Plays the run, shows progress on a terminal, and prints the results (also those of a stopped run). */
export async function runSimulateCommand(options: SimulateCommandOptions, io: SimulateIo, hooks: RunHooks): Promise<SimulateOutcome> {
  const setup = {
    players: options.players,
    seed: options.seed,
    rounds: options.rounds,
    tiebreak: options.tiebreak,
    strictOrder: options.strictOrder,
  };
  const runner = hooks.runner ?? defaultRunner();
  const stopOnCtrlC = hooks.interrupt === undefined ? abortOnSigint() : null;
  const interrupt = hooks.interrupt ?? stopOnCtrlC!.signal;
  const bar = !options.json && io.stderr.isTTY === true ? startProgressBar(io.stderr, options.games, undefined, hooks.lang) : null;
  let summary: SimulationSummary;
  try {
    const { tally, elapsedMs } = await runner({
      setup,
      games: options.games,
      jobs: options.jobs,
      signal: interrupt,
      onProgress: bar ? (done) => bar.update(done) : undefined,
    });
    summary = summarize(tally, { setup, games: options.games, elapsedMs });
  } finally {
    bar?.stop();
    stopOnCtrlC?.dispose();
  }
  io.stdout.write(options.json ? `${JSON.stringify(toJson(summary))}\n` : formatSummary(summary, hooks.lang));
  return { summary, exitCode: summary.complete ? 0 : INTERRUPTED_EXIT_CODE };
}

/**
 * An AbortSignal that the first Ctrl+C (SIGINT) aborts. While it listens,
 * SIGINT no longer ends the process; after the first one it does again, so
 * a second Ctrl+C still ends a run that is slow to stop.
 */
function abortOnSigint(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSigint = (): void => {
    process.off('SIGINT', onSigint);
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSigint) };
}
