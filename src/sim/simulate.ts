/**
 * Headless, seeded games between computer players, to measure how strong
 * each level is and how long it takes to decide. This module is the pure part
 * (no threads, no output); pool.ts spreads the games over worker threads.
 *
 * - Game i of a run is fixed by the run's seed and i alone: its seed is
 *   `gameSeed(runSeed, i)` and its seating `seating(n, i)`. So a run is
 *   reproducible, and it does not matter which thread plays which game.
 * - Seats rotate: in game i the k-th entry of `players` (its lineup index)
 *   sits at seat (k + i) mod n, so over n consecutive games every entry sits
 *   everywhere once (the start player is drawn by the game's own seed as usual).
 * - Points: 1 for a sole win, 1/k for a first place shared by k, else 0.
 * - Results are tallies (counts and sums), so the tallies of any split of the
 *   games add up to exactly the tally of the whole run.
 * - Decision times are wall-clock times of each `chooseBotAction` call
 *   (performance.now); they are the only numbers that differ between two runs
 *   of the same games.
 */

import { performance } from 'node:perf_hooks';
import { applyAction, newGame } from '../core/game.js';
import { deriveSeed } from '../core/seed.js';
import { ranking, winners } from '../core/ranking.js';
import { MAX_PLAYERS, type Action, type GameState, type Tiebreak } from '../core/types.js';
import { playerView } from '../core/view.js';
import { botNames, botSeed, chooseBotAction, type BotLevel } from '../bots/index.js';
import { addHistogram, confidenceInterval95, emptyHistogram, meanMs, percentileMs, record, type TimeHistogram } from './stats.js';

/** What every game of a run shares. Plain data, so it can be sent to a worker. */
export interface GameSetup {
  /** 2-4 levels; one entry per player, in this order (the lineup). */
  readonly players: readonly BotLevel[];
  /** The run's seed text. */
  readonly seed: string;
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
}

/** A consecutive range of game indices. */
export interface GameRange {
  readonly first: number;
  readonly count: number;
}

/** The outcomes of some games for one lineup entry. */
export interface EntryTally {
  /** Games won alone. */
  wins: number;
  /** sharedWins[k]: games where this entry shared first place with k - 1 others (k = 2..4). */
  readonly sharedWins: number[];
  readonly decisions: TimeHistogram;
}

/** The outcomes of some games of a run; plain data, mergeable by adding. */
export interface Tally {
  games: number;
  /** One per lineup entry, in lineup order. */
  readonly entries: EntryTally[];
}

export interface EntrySummary {
  readonly player: BotLevel;
  /** Index of the entry in the lineup (`players`); actual seats rotate from game to game. */
  readonly lineupIndex: number;
  readonly pointsPerGame: number;
  readonly ci95: [number, number];
  readonly wins: number;
  /** Games with a shared first place. */
  readonly ties: number;
  readonly meanDecisionMs: number;
  readonly p99DecisionMs: number;
  /** Not in the command's JSON; handy for benchmarks. */
  readonly medianDecisionMs: number;
  readonly decisions: number;
}

export interface SimulationSummary {
  /** Games asked for. */
  readonly games: number;
  /** Games played: fewer than `games` when the run was stopped early. */
  readonly gamesPlayed: number;
  readonly complete: boolean;
  readonly seed: string;
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly gamesPerSecond: number;
  readonly results: EntrySummary[];
}

/**
 * The seed of game `index` of a run seeded with the text `runSeed`: 32 hex
 * characters from the 128-bit seed hash, unrelated to its neighbours'.
 */
export function gameSeed(runSeed: string, index: number): string {
  return deriveSeed(runSeed, 'simulate', index);
}

/** Who sits where in game `index`: element s is the lineup index of the entry at seat s. */
export function seating(players: number, index: number): number[] {
  const seatEntry = new Array<number>(players);
  for (let i = 0; i < players; i++) seatEntry[(i + index) % players] = i;
  return seatEntry;
}

export function emptyTally(players: number): Tally {
  return {
    games: 0,
    entries: Array.from({ length: players }, () => ({
      wins: 0,
      sharedWins: new Array<number>(MAX_PLAYERS + 1).fill(0),
      decisions: emptyHistogram(),
    })),
  };
}

/** Adds `part` into `into` (same lineup). */
export function addTally(into: Tally, part: Tally): void {
  into.games += part.games;
  into.entries.forEach((entry, i) => {
    const other = part.entries[i]!;
    entry.wins += other.wins;
    for (let k = 0; k < entry.sharedWins.length; k++) entry.sharedWins[k]! += other.sharedWins[k]!;
    addHistogram(entry.decisions, other.decisions);
  });
}

/**
 * Who decides for lineup entry `entry`, seated at `seat`. The levels decide
 * from the seat's view; the whole state is there only for a measurement
 * that needs it (the ceiling of sim/ceiling.ts).
 */
export type Decide = (entry: number, state: GameState, seat: number, seed: number) => Action;

/** Each entry's bot level deciding from its seat's view. */
export function byLevel(setup: GameSetup): Decide {
  return (entry, state, seat, seed) => chooseBotAction(setup.players[entry]!, playerView(state, seat), seed);
}

/**
 * Plays game `index` of the run and adds its outcome to `tally`.
 */
export function playGame(setup: GameSetup, index: number, tally: Tally, decide: Decide = byLevel(setup)): void {
  const n = setup.players.length;
  const names = botNames(setup.players);
  const seatEntry = seating(n, index);
  const seedOfGame = gameSeed(setup.seed, index);
  let state: GameState = newGame({
    players: seatEntry.map((i) => names[i]!),
    rounds: setup.rounds,
    seed: seedOfGame,
    tiebreak: setup.tiebreak,
    strictOrder: setup.strictOrder,
  });
  const seeds = seatEntry.map((_, seat) => botSeed(seedOfGame, seat));
  while (!state.finished) {
    const seat = state.currentPlayer;
    const entry = tally.entries[seatEntry[seat]!]!;
    const before = performance.now();
    const action = decide(seatEntry[seat]!, state, seat, seeds[seat]!);
    record(entry.decisions, performance.now() - before);
    state = applyAction(state, { ...action, seat }).state;
  }
  const top = winners(ranking(state));
  for (const seat of top) {
    const entry = tally.entries[seatEntry[seat]!]!;
    if (top.length === 1) entry.wins++;
    else entry.sharedWins[top.length]!++;
  }
  tally.games++;
}

/** Plays the games of `range` in this thread and returns their tally. */
export function simulateGames(setup: GameSetup, range: GameRange, decide: Decide = byLevel(setup)): Tally {
  const tally = emptyTally(setup.players.length);
  for (let g = range.first; g < range.first + range.count; g++) playGame(setup, g, tally, decide);
  return tally;
}

export interface SummaryContext {
  readonly setup: GameSetup;
  /** Games asked for. */
  readonly games: number;
  /** Wall-clock time of the run. */
  readonly elapsedMs: number;
}

export function summarize(tally: Tally, { setup, games, elapsedMs }: SummaryContext): SimulationSummary {
  const n = tally.games;
  return {
    games,
    gamesPlayed: n,
    complete: n === games,
    seed: setup.seed,
    rounds: setup.rounds,
    tiebreak: setup.tiebreak,
    strictOrder: setup.strictOrder,
    gamesPerSecond: elapsedMs > 0 ? n / (elapsedMs / 1000) : 0,
    results: tally.entries.map((entry, lineupIndex) => {
      // Every value is 1 (a sole win), 1/k (shared by k) or 0, so sums of
      // counts give the mean and the spread exactly, in any order of games.
      let sum = entry.wins;
      let sumOfSquares = entry.wins;
      let ties = 0;
      entry.sharedWins.forEach((count, k) => {
        if (count === 0) return;
        sum += count / k;
        sumOfSquares += count / (k * k);
        ties += count;
      });
      return {
        player: setup.players[lineupIndex]!,
        lineupIndex,
        pointsPerGame: n === 0 ? 0 : sum / n,
        ci95: confidenceInterval95(n, sum, sumOfSquares),
        wins: entry.wins,
        ties,
        meanDecisionMs: meanMs(entry.decisions),
        p99DecisionMs: percentileMs(entry.decisions, 99),
        medianDecisionMs: percentileMs(entry.decisions, 50),
        decisions: entry.decisions.count,
      };
    }),
  };
}
