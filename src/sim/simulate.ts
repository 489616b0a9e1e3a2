/**
 * Headless, seeded games between computer players, to measure how strong
 * each level is and how long it takes to decide.
 *
 * - Game g of a run is seeded from the run's seed and g alone (`gameSeed`), so
 *   a run is reproducible, and splitting the games between workers
 *   (`firstGame`) gives exactly the games of a single run.
 * - Seats rotate: in game g the i-th entry of `players` sits at seat
 *   (i + g) mod n, so over n consecutive games every entry sits everywhere
 *   once (the start player is drawn by the game's own seed as usual).
 * - Points: 1 for a sole win, 1/k for a first place shared by k, else 0.
 * - Decision times are wall-clock times of each `chooseBotAction` call
 *   (performance.now); they are the only numbers that differ between two runs
 *   of the same games.
 */

import { performance } from 'node:perf_hooks';
import { applyAction, newGame } from '../core/game.js';
import { deriveSeed } from '../core/seed.js';
import { ranking, winners } from '../core/ranking.js';
import type { GameState, Tiebreak } from '../core/types.js';
import { playerView } from '../core/view.js';
import { botNames, botSeed, chooseBotAction, type BotLevel } from '../bots/index.js';
import { confidenceInterval95, mean, percentile } from './stats.js';

export interface SimulationOptions {
  /** 2-4 levels; one entry per player, in this order. */
  readonly players: readonly BotLevel[];
  readonly games: number;
  /** The run's seed: any seed text (core/seed.ts). */
  readonly seed: string;
  readonly rounds: number;
  readonly tiebreak?: Tiebreak;
  readonly strictOrder?: boolean;
  /** Index of the first game to play (for splitting a run between workers); default 0. */
  readonly firstGame?: number;
  /** Called after every game with the number of games done so far in this call. */
  readonly onProgress?: (done: number) => void;
}

/** Raw per-entry outcomes of some games, mergeable across workers. */
export interface RawEntryResults {
  readonly level: BotLevel;
  /** Points per game, in game order. */
  readonly points: number[];
  /** Games won alone. */
  wins: number;
  /** Games where first place was shared. */
  ties: number;
  /** Milliseconds per decision. */
  readonly decisionMs: number[];
}

export interface RawResults {
  readonly games: number;
  readonly entries: RawEntryResults[];
  /** Wall-clock time for all games. */
  readonly elapsedMs: number;
}

export interface EntrySummary {
  readonly player: BotLevel;
  /** Index of the entry in `players` (seats rotate from game to game). */
  readonly seat: number;
  readonly pointsPerGame: number;
  readonly ci95: [number, number];
  readonly wins: number;
  readonly ties: number;
  readonly meanDecisionMs: number;
  readonly p99DecisionMs: number;
  /** Not in the command's JSON; handy for benchmarks. */
  readonly medianDecisionMs: number;
  readonly decisions: number;
}

export interface SimulationSummary {
  readonly games: number;
  readonly seed: string;
  readonly rounds: number;
  readonly gamesPerSecond: number;
  readonly results: EntrySummary[];
}

/** The seed of game `index` of a run seeded with `seed`: 32 hex characters, unrelated to its neighbours'. */
export function gameSeed(seed: string, index: number): string {
  return deriveSeed(seed, 'simulate', index);
}

/** Who sits where in game `index`: element s is the index (in `players`) of the entry at seat s. */
export function seating(players: number, index: number): number[] {
  const seatEntry = new Array<number>(players);
  for (let i = 0; i < players; i++) seatEntry[(i + index) % players] = i;
  return seatEntry;
}

/** Plays the games and returns raw outcomes. */
export function runGames(options: SimulationOptions): RawResults {
  const { players, games, seed, rounds } = options;
  const n = players.length;
  const names = botNames(players);
  const entries: RawEntryResults[] = players.map((level) => ({ level, points: [], wins: 0, ties: 0, decisionMs: [] }));
  const first = options.firstGame ?? 0;
  const started = performance.now();
  for (let g = first; g < first + games; g++) {
    const seatEntry = seating(n, g);
    const seedOfGame = gameSeed(seed, g);
    let state: GameState = newGame({
      players: seatEntry.map((i) => names[i]!),
      rounds,
      seed: seedOfGame,
      tiebreak: options.tiebreak ?? 'category',
      strictOrder: options.strictOrder ?? false,
    });
    const seeds = seatEntry.map((_, seat) => botSeed(seedOfGame, seat));
    while (!state.finished) {
      const seat = state.currentPlayer;
      const entry = entries[seatEntry[seat]!]!;
      const view = playerView(state, seat);
      const before = performance.now();
      const action = chooseBotAction(entry.level, view, seeds[seat]!);
      entry.decisionMs.push(performance.now() - before);
      state = applyAction(state, { ...action, seat }).state;
    }
    const top = winners(ranking(state));
    for (let seat = 0; seat < n; seat++) {
      const entry = entries[seatEntry[seat]!]!;
      const won = top.includes(seat);
      entry.points.push(won ? 1 / top.length : 0);
      if (won && top.length === 1) entry.wins++;
      if (won && top.length > 1) entry.ties++;
    }
    options.onProgress?.(g - first + 1);
  }
  return { games, entries, elapsedMs: performance.now() - started };
}

/** Joins the raw results of consecutive game ranges (in order) into one. */
export function mergeResults(parts: readonly RawResults[]): RawResults {
  if (parts.length === 0) throw new Error('Nothing to merge');
  const entries = parts[0]!.entries.map((entry, i) => ({
    level: entry.level,
    points: parts.flatMap((part) => part.entries[i]!.points),
    wins: parts.reduce((sum, part) => sum + part.entries[i]!.wins, 0),
    ties: parts.reduce((sum, part) => sum + part.entries[i]!.ties, 0),
    decisionMs: parts.flatMap((part) => part.entries[i]!.decisionMs),
  }));
  return {
    games: parts.reduce((sum, part) => sum + part.games, 0),
    entries,
    // Parts may have run in parallel; the caller can override with the true wall time.
    elapsedMs: Math.max(...parts.map((part) => part.elapsedMs)),
  };
}

export function summarize(raw: RawResults, seed: string, rounds: number, elapsedMs = raw.elapsedMs): SimulationSummary {
  return {
    games: raw.games,
    seed,
    rounds,
    gamesPerSecond: elapsedMs > 0 ? raw.games / (elapsedMs / 1000) : 0,
    results: raw.entries.map((entry, seat) => ({
      player: entry.level,
      seat,
      pointsPerGame: mean(entry.points),
      ci95: confidenceInterval95(entry.points),
      wins: entry.wins,
      ties: entry.ties,
      meanDecisionMs: mean(entry.decisionMs),
      p99DecisionMs: percentile(entry.decisionMs, 99),
      medianDecisionMs: percentile(entry.decisionMs, 50),
      decisions: entry.decisionMs.length,
    })),
  };
}

/** Plays a whole run in this thread and summarises it. */
export function simulate(options: SimulationOptions): SimulationSummary {
  return summarize(runGames(options), options.seed, options.rounds);
}
