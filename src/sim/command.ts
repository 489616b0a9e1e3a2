/**
 * `shift-poker simulate`: headless games between computer players.
 *
 *   shift-poker simulate --games 2000 --seed 7 --players hard,medium --rounds 7 --json
 *
 * Defaults: 200 games, seed 1, players medium,easy, 7 rounds (the longest
 * game the rules allow, and the length the strength targets are stated for),
 * category-only ranking, free action order. `--tiebreak kickers` and
 * `--strict-order` play the rule variants.
 *
 * Output: a table, or with --json exactly one JSON object
 *   {"games", "seed", "rounds", "gamesPerSecond",
 *    "results": [{"player", "seat", "pointsPerGame", "ci95", "wins", "ties",
 *                 "meanDecisionMs", "p99DecisionMs"}]}
 * with one result per --players entry, in that order ("seat" is the entry's
 * index there; actual seats rotate from game to game). Mistakes in the
 * options throw UsageError (one line; the CLI prints it and exits with 2).
 */

import type { Command } from 'commander';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/index.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS, type Tiebreak } from '../core/types.js';
import { UsageError, parseSeed, parseWholeNumber, printable } from '../usage.js';
import { simulate, type SimulationSummary } from './simulate.js';

export const SIMULATE_DEFAULTS = { games: 200, seed: '1', players: 'medium,easy', rounds: 7 } as const;
export const MAX_GAMES = 1_000_000;

export interface SimulateIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
}

interface RawSimulateOptions {
  games?: string;
  seed?: string;
  players?: string;
  rounds?: string;
  tiebreak?: string;
  strictOrder?: boolean;
  json?: boolean;
}

export interface SimulateCommandOptions {
  readonly games: number;
  readonly seed: string;
  readonly players: BotLevel[];
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly json: boolean;
}

/** Adds the `simulate` subcommand to `program`. Output goes to `io` (default: the process streams). */
export function registerSimulateCommand(program: Command, io: SimulateIo = process): Command {
  return program
    .command('simulate')
    .description('play headless games between computer players and measure them')
    .option('-g, --games <n>', `number of games (default ${SIMULATE_DEFAULTS.games})`)
    .option('--seed <text>', `seed of the whole run, any text (default ${SIMULATE_DEFAULTS.seed})`)
    .option(
      '-p, --players <levels>',
      `${MIN_PLAYERS}-${MAX_PLAYERS} comma-separated levels from ${BOT_LEVELS.join(', ')} (default ${SIMULATE_DEFAULTS.players})`,
    )
    .option('-r, --rounds <n>', `rounds per game, ${MIN_ROUNDS}-${MAX_ROUNDS} (default ${SIMULATE_DEFAULTS.rounds})`)
    .option('--tiebreak <mode>', 'equal categories: "category" (share the place, default) or "kickers"')
    .option('--strict-order', 'variant: every turn is a shift first, then a swap or pass')
    .option('--json', 'print one JSON object instead of a table')
    .addHelpText(
      'after',
      [
        '',
        'Seats rotate from game to game, so no level gains from where it sits.',
        'Points: 1 for a sole win, 1/k for first place shared by k, else 0.',
        '',
        'Example:',
        '  shift-poker simulate --games 2000 --seed 7 --players hard,medium --json',
        '',
      ].join('\n'),
    )
    .action((raw: RawSimulateOptions) => {
      runSimulateCommand(parseSimulateOptions(raw), io);
    });
}

/** Validates the raw option strings; throws UsageError with a one-line message. */
export function parseSimulateOptions(raw: RawSimulateOptions): SimulateCommandOptions {
  const games = raw.games === undefined ? SIMULATE_DEFAULTS.games : parseWholeNumber(raw.games, '--games');
  if (games < 1 || games > MAX_GAMES) {
    throw new UsageError(`--games must be from 1 to ${MAX_GAMES}, got ${games}`);
  }
  const seed: string = raw.seed === undefined ? SIMULATE_DEFAULTS.seed : parseSeed(raw.seed, '--seed');
  const rounds = raw.rounds === undefined ? SIMULATE_DEFAULTS.rounds : parseWholeNumber(raw.rounds, '--rounds');
  if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
    throw new UsageError(`--rounds must be from ${MIN_ROUNDS} to ${MAX_ROUNDS}, got ${rounds}`);
  }
  const players = parsePlayers(raw.players ?? SIMULATE_DEFAULTS.players);
  const tiebreak = (raw.tiebreak ?? 'category').trim().toLowerCase();
  if (tiebreak !== 'category' && tiebreak !== 'kickers') {
    throw new UsageError(`--tiebreak must be "category" or "kickers", got "${printable(raw.tiebreak ?? '')}"`);
  }
  return { games, seed, players, rounds, tiebreak, strictOrder: raw.strictOrder === true, json: raw.json === true };
}

function parsePlayers(text: string): BotLevel[] {
  const parts = text.split(',').map((part) => part.trim().toLowerCase());
  for (const part of parts) {
    if (!isBotLevel(part)) {
      const shown = part === '' ? 'an empty entry' : `"${printable(part)}"`;
      throw new UsageError(`--players: ${shown} is not a level (choose from ${BOT_LEVELS.join(', ')})`);
    }
  }
  if (parts.length < MIN_PLAYERS || parts.length > MAX_PLAYERS) {
    throw new UsageError(
      `--players needs ${MIN_PLAYERS} to ${MAX_PLAYERS} comma-separated levels, got ${parts.length} (e.g. --players hard,medium)`,
    );
  }
  return parts as BotLevel[];
}

export function runSimulateCommand(options: SimulateCommandOptions, io: SimulateIo = process): SimulationSummary {
  const showProgress = !options.json && io.stderr.isTTY === true && options.games >= 20;
  const summary = simulate({
    players: options.players,
    games: options.games,
    seed: options.seed,
    rounds: options.rounds,
    tiebreak: options.tiebreak,
    strictOrder: options.strictOrder,
    onProgress: showProgress
      ? (done) => {
          if (done % 10 === 0 || done === options.games) io.stderr.write(`\r${done}/${options.games} games`);
          if (done === options.games) io.stderr.write('\r\u001B[K');
        }
      : undefined,
  });
  io.stdout.write(options.json ? `${JSON.stringify(toJson(summary))}\n` : formatSummary(summary, options));
  return summary;
}

/** The JSON object of the command: exactly the documented fields. */
export function toJson(summary: SimulationSummary): object {
  return {
    games: summary.games,
    seed: summary.seed,
    rounds: summary.rounds,
    gamesPerSecond: round(summary.gamesPerSecond, 3),
    results: summary.results.map((entry) => ({
      player: entry.player,
      seat: entry.seat,
      pointsPerGame: round(entry.pointsPerGame, 4),
      ci95: [round(entry.ci95[0], 4), round(entry.ci95[1], 4)],
      wins: entry.wins,
      ties: entry.ties,
      meanDecisionMs: round(entry.meanDecisionMs, 3),
      p99DecisionMs: round(entry.p99DecisionMs, 3),
    })),
  };
}

/** A readable table of a summary. */
export function formatSummary(summary: SimulationSummary, options: Pick<SimulateCommandOptions, 'tiebreak' | 'strictOrder'>): string {
  const variants = [
    options.tiebreak === 'kickers' ? 'kicker tie-break' : 'category-only ranking',
    options.strictOrder ? 'strict order' : null,
  ].filter((part) => part !== null);
  const header = ['#', 'player', 'points/game', '95% CI', 'wins', 'ties', 'mean ms', 'p99 ms'];
  const rows = summary.results.map((entry) => [
    String(entry.seat + 1),
    entry.player,
    entry.pointsPerGame.toFixed(3),
    `[${entry.ci95[0].toFixed(3)}, ${entry.ci95[1].toFixed(3)}]`,
    String(entry.wins),
    String(entry.ties),
    entry.meanDecisionMs.toFixed(2),
    entry.p99DecisionMs.toFixed(2),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const leftAligned = new Set([1]);
  const line = (cells: string[]): string =>
    cells.map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [
    `${summary.games} games, seed ${summary.seed}, ${summary.rounds} rounds, ${summary.results.length} players (seats rotate), ${variants.join(', ')}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `${summary.gamesPerSecond.toFixed(1)} games per second. Points: 1 for a sole win, 1/k for first place shared by k.`,
    '',
  ].join('\n');
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

