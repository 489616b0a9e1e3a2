/**
 * `shift-poker simulate`: headless games between computer players.
 *
 *   shift-poker simulate --games 2000 --seed 7 --players hard,medium --rounds 7 --jobs 2 --json
 *
 * Defaults: 200 games, seed "1", players medium,easy, 7 rounds (the longest
 * game the rules allow, and the length the strength targets are stated for),
 * category-only ranking, free action order, one worker thread per core.
 * `--tiebreak kickers` and `--strict-order` play the rule variants.
 *
 * Output: a table, or with --json exactly one JSON object (see toJson). On a
 * terminal a progress bar runs on stderr meanwhile. Ctrl+C stops the run,
 * prints the results of the games finished so far, marked as partial, and
 * the command ends with exit code 130. Mistakes in the options throw
 * UsageError (one line; the CLI prints it and exits with 2).
 */

import os from 'node:os';
import type { Command, Option } from 'commander';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.js';
import { displayWidth } from '../core/names.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS, type Tiebreak } from '../core/types.js';
import { cliWords, parseWords } from '../cliWords.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { UsageError, parseSeed, parseWholeNumber, printable } from '../usage.js';
import { LAYOUT_WIDTH, wrapText } from '../term/layout.js';
// The games themselves (the bots, the worker pool) are loaded only when a run starts.
import type { SimulationRunner } from './pool.js';
import type { SimulationSummary } from './simulate.js';

export const SIMULATE_DEFAULTS = { games: 200, seed: '1', players: 'medium,easy', rounds: 7 } as const;
export const MAX_GAMES = 1_000_000;
export const MAX_JOBS = 64;
/** The exit code of a run stopped with Ctrl+C (128 + SIGINT). */
export const INTERRUPTED_EXIT_CODE = 130;

export interface SimulateIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
}

/** What the command uses from its surroundings; each has a default for the real program. */
export interface SimulateHooks {
  /** Receives the command's exit code: 0, or 130 after Ctrl+C. */
  readonly onExitCode?: (code: number) => void;
  /** Plays the games (default: on worker threads; see defaultRunner). */
  readonly runner?: SimulationRunner;
  /** Stops the run early, as Ctrl+C does (default: SIGINT). */
  readonly interrupt?: AbortSignal;
  /** The language of its help, errors, progress bar and table. */
  readonly lang: Lang;
  /** Options the whole program shares, accepted here too (`--lang`). */
  readonly extraOptions?: readonly Option[];
}

interface RawSimulateOptions {
  games?: string;
  seed?: string;
  players?: string;
  rounds?: string;
  tiebreak?: string;
  strictOrder?: boolean;
  jobs?: string;
  json?: boolean;
}

export interface SimulateCommandOptions {
  readonly games: number;
  readonly seed: string;
  readonly players: BotLevel[];
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly jobs: number;
  readonly json: boolean;
}

/** Adds the `simulate` subcommand to `program`. Output goes to `io` (default: the process streams). */
export function registerSimulateCommand(program: Command, io: SimulateIo, hooks: SimulateHooks): Command {
  const words = cliWords(hooks.lang);
  const text = words.sim.options;
  const meta = words.meta;
  const command = program
    .command('simulate')
    .usage(words.optionsWord)
    .description(words.sim.description)
    .option(`-g, --games <${meta.n}>`, text.games({ default: SIMULATE_DEFAULTS.games }))
    .option(`--seed <${meta.text}>`, text.seed({ default: SIMULATE_DEFAULTS.seed }))
    .option(
      `-p, --players <${meta.levels}>`,
      text.players({ min: MIN_PLAYERS, max: MAX_PLAYERS, levels: BOT_LEVELS.join(', '), default: SIMULATE_DEFAULTS.players }),
    )
    .option(`-r, --rounds <${meta.n}>`, text.rounds({ min: MIN_ROUNDS, max: MAX_ROUNDS, default: SIMULATE_DEFAULTS.rounds }))
    .option(`--tiebreak <${meta.mode}>`, text.tiebreak)
    .option('--strict-order', text.strictOrder)
    .option(`-j, --jobs <${meta.n}>`, text.jobs({ max: MAX_JOBS }))
    .option('--json', text.json);
  for (const option of hooks.extraOptions ?? []) command.addOption(option);
  return command.addHelpText('after', words.sim.helpAfter).action(async (raw: RawSimulateOptions) => {
    const { exitCode } = await runSimulateCommand(parseSimulateOptions(raw, hooks.lang), io, hooks);
    hooks.onExitCode?.(exitCode);
  });
}

/** One worker thread per core, within the limits of --jobs. */
export function defaultJobs(): number {
  return Math.max(1, Math.min(MAX_JOBS, os.availableParallelism()));
}

/** Validates the raw option strings; throws UsageError with a one-line message worded by `words`. */
export function parseSimulateOptions(raw: RawSimulateOptions, lang: Lang): SimulateCommandOptions {
  const words = cliWords(lang);
  const parse = parseWords(lang);
  const range = (option: string, min: number, max: number, got: number): UsageError =>
    new UsageError(words.error.range({ option, min, max, got }));
  const games = raw.games === undefined ? SIMULATE_DEFAULTS.games : parseWholeNumber(raw.games, '--games', parse);
  if (games < 1 || games > MAX_GAMES) throw range('--games', 1, MAX_GAMES, games);
  const seed = raw.seed === undefined ? SIMULATE_DEFAULTS.seed : parseSeed(raw.seed, '--seed', parse);
  const rounds = raw.rounds === undefined ? SIMULATE_DEFAULTS.rounds : parseWholeNumber(raw.rounds, '--rounds', parse);
  if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) throw range('--rounds', MIN_ROUNDS, MAX_ROUNDS, rounds);
  const players = parsePlayers(raw.players ?? SIMULATE_DEFAULTS.players, lang);
  const tiebreak = (raw.tiebreak ?? 'category').trim().toLowerCase();
  if (tiebreak !== 'category' && tiebreak !== 'kickers') {
    throw new UsageError(words.sim.errors.tiebreak({ shown: printable(raw.tiebreak ?? '') }));
  }
  const jobs = raw.jobs === undefined ? defaultJobs() : parseWholeNumber(raw.jobs, '--jobs', parse);
  if (jobs < 1 || jobs > MAX_JOBS) throw range('--jobs', 1, MAX_JOBS, jobs);
  return { games, seed, players, rounds, tiebreak, strictOrder: raw.strictOrder === true, jobs, json: raw.json === true };
}

function parsePlayers(text: string, lang: Lang): BotLevel[] {
  const errors = cliWords(lang).sim.errors;
  const parts = text.split(',').map((part) => part.trim().toLowerCase());
  for (const part of parts) {
    if (!isBotLevel(part)) {
      throw new UsageError(errors.notALevel({ shown: part === '' ? null : printable(part), levels: BOT_LEVELS.join(', ') }));
    }
  }
  if (parts.length < MIN_PLAYERS || parts.length > MAX_PLAYERS) {
    throw new UsageError(errors.playerCount({ min: MIN_PLAYERS, max: MAX_PLAYERS, got: parts.length }));
  }
  return parts as BotLevel[];
}

export interface SimulateOutcome {
  readonly summary: SimulationSummary;
  /** 0 for a complete run, 130 for one stopped early. */
  readonly exitCode: number;
}

/** Plays the run, shows progress on a terminal, and prints the results (also those of a stopped run). */
export async function runSimulateCommand(
  options: SimulateCommandOptions,
  io: SimulateIo,
  hooks: Pick<SimulateHooks, 'runner' | 'interrupt' | 'lang'>,
): Promise<SimulateOutcome> {
  const setup = {
    players: options.players,
    seed: options.seed,
    rounds: options.rounds,
    tiebreak: options.tiebreak,
    strictOrder: options.strictOrder,
  };
  const [{ summarize }, { startProgressBar }] = await Promise.all([import('./simulate.js'), import('./progress.js')]);
  const runner = hooks.runner ?? (await import('./pool.js')).defaultRunner();
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

/**
 * The JSON object of the command, always with these fields in this order:
 *   {"games", "gamesPlayed", "complete", "seed", "rounds", "tiebreak", "strictOrder",
 *    "gamesPerSecond", "results": [{"player", "lineupIndex", "pointsPerGame", "ci95",
 *    "wins", "ties", "meanDecisionMs", "p99DecisionMs"}]}
 * "games" is what was asked for; "gamesPlayed" what the numbers are based on,
 * fewer (and "complete" false) when the run was stopped with Ctrl+C.
 * "results" has one entry per --players entry in that order; "lineupIndex" is
 * the entry's index there, not a seat: seats rotate from game to game.
 */
export function toJson(summary: SimulationSummary): object {
  return {
    games: summary.games,
    gamesPlayed: summary.gamesPlayed,
    complete: summary.complete,
    seed: summary.seed,
    rounds: summary.rounds,
    tiebreak: summary.tiebreak,
    strictOrder: summary.strictOrder,
    gamesPerSecond: round(summary.gamesPerSecond, 3),
    results: summary.results.map((entry) => ({
      player: entry.player,
      lineupIndex: entry.lineupIndex,
      pointsPerGame: round(entry.pointsPerGame, 4),
      ci95: [round(entry.ci95[0], 4), round(entry.ci95[1], 4)],
      wins: entry.wins,
      ties: entry.ties,
      meanDecisionMs: round(entry.meanDecisionMs, 3),
      p99DecisionMs: round(entry.p99DecisionMs, 3),
    })),
  };
}

/** A readable table of a summary, in `lang`. */
export function formatSummary(summary: SimulationSummary, lang: Lang): string {
  const table = cliWords(lang).sim.table;
  const number = coreWords(lang).number;
  const variants = [
    summary.tiebreak === 'kickers' ? table.variantKickers : table.variantCategory,
    summary.strictOrder ? table.variantStrict : null,
  ].filter((part) => part !== null);
  const rows = summary.results.map((entry) => [
    String(entry.lineupIndex + 1),
    entry.player,
    number(entry.pointsPerGame.toFixed(3)),
    table.interval({ low: number(entry.ci95[0].toFixed(3)), high: number(entry.ci95[1].toFixed(3)) }),
    String(entry.wins),
    String(entry.ties),
    number(entry.meanDecisionMs.toFixed(2)),
    number(entry.p99DecisionMs.toFixed(2)),
  ]);
  const header = [...table.header];
  const widths = header.map((title, i) => Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[i]!))));
  const leftAligned = new Set([1]);
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => {
        // Padded by terminal columns: German headers such as "Ø ms" are not ASCII.
        const fill = ' '.repeat(Math.max(0, widths[i]! - displayWidth(cell)));
        return leftAligned.has(i) ? cell + fill : fill + cell;
      })
      .join('  ')
      .trimEnd();
  return [
    ...(summary.complete ? [] : [table.interrupted({ played: summary.gamesPlayed, total: summary.games })]),
    // A seed has no control characters (parseSeed), so it is safe to show as it is.
    // The sentences around the table wrap at 80 columns, as a terminal shows them (German and the variants made them longer).
    ...wrapText(
      table.title({
        games: summary.gamesPlayed,
        seed: summary.seed,
        rounds: summary.rounds,
        players: summary.results.length,
        variants,
      }),
      LAYOUT_WIDTH,
    ),
    '',
    line(header),
    ...rows.map(line),
    '',
    ...wrapText(table.footer({ gamesPerSecond: number(summary.gamesPerSecond.toFixed(1)) }), LAYOUT_WIDTH),
    '',
  ].join('\n');
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
