/**
 * A match as plain data: everything needed to rebuild it exactly. The
 * record layer (src/record/) stores this as a JSON file; the table neither
 * knows nor cares where it goes.
 *
 * Actions are stored, not sentences, so a record written in one language
 * replays in another, and every card follows from the seeds: the record
 * holds every hidden card in effect, and is as secret as the games in it.
 */

import type { HandCategoryCode } from '../core/hand.js';
import type { Action, Seat, Tiebreak } from '../core/types.js';
import type { MatchProgram, SeatOwners, TableSeat } from './seats.js';

export const MATCH_FORMAT = 'shift-poker-match';
export const MATCH_FORMAT_VERSION = 1;
/** A match of a fixed length has 1-99 games; `games: null` plays on until the players stop. */
export const MIN_MATCH_GAMES = 1;
export const MAX_MATCH_GAMES = 99;

/** The rules every game of a match is played by. */
export interface MatchRules {
  readonly rounds: number;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
}

/** What the match was started with. */
export interface MatchOptions extends MatchRules {
  /** Number of games, or null for open-ended. */
  readonly games: number | null;
  /** The seed text the user gave (game k is dealt from `seriesSeed(seed, k)`), or null for random seeds. */
  readonly seed: string | null;
  /**
   * The seat that starts game 1 when the players chose it (`--first-player`,
   * as a printed replay command of a later game does); absent: game 1's seed
   * draws it. Written only when chosen, so other records keep their shape.
   */
  readonly firstPlayer?: Seat;
  /**
   * false: the players turned hints off for this match (`--no-hints`).
   * Absent means hints are offered; it is written only when false, so a
   * match with hints keeps the record's earlier shape.
   */
  readonly hints?: false;
}

/** One action and the seat that took it. The action itself carries no seat. */
export interface SeatAction {
  readonly seat: Seat;
  readonly action: Action;
}

/** One line of a finished game's ranking. */
export interface PlacingRecord {
  readonly seat: Seat;
  /** 1 = best; tied seats share a place (1, 1, 3). */
  readonly place: number;
  readonly category: HandCategoryCode;
}

/** A player asked for a hint on their turn: everyone's log says so, at the place it happened. */
export interface HintRecord {
  readonly seat: Seat;
  /** How many of the game's actions had been played when the hint was asked for. */
  readonly action: number;
}

export interface GameRecord {
  readonly seed: string;
  readonly startPlayer: Seat;
  readonly actions: readonly SeatAction[];
  /** Best first; null while the game is still being played. */
  readonly ranking: readonly PlacingRecord[] | null;
  /** The hints asked for, in order; absent when nobody asked for one (as in records made before hints). */
  readonly hints?: readonly HintRecord[];
}

export interface MatchRecord {
  readonly format: typeof MATCH_FORMAT;
  readonly version: typeof MATCH_FORMAT_VERSION;
  /** ISO 8601 times (UTC). */
  readonly startedAt: string;
  readonly updatedAt: string;
  /** Set once the match is over: all its games played, or ended by the players between games. */
  readonly endedAt: string | null;
  readonly options: MatchOptions;
  readonly seats: readonly TableSeat[];
  /**
   * Who each seat belongs to (seats.ts). Absent in records saved before
   * owners were: whoever brings such a match back treats its seats as of
   * unknown owner (held, never handed to a name alone).
   */
  readonly owners?: SeatOwners;
  /** The program it is played with (seats.ts); absent in records saved before it was. */
  readonly program?: MatchProgram;
  /**
   * The seats whose human had left by the match's end, a stand-in bot
   * playing for them to the end (ascending; a player who came back before
   * the end is not among them). Absent when there were none, as in records
   * saved before it was written.
   */
  readonly departed?: readonly Seat[];
  /** Every game started so far, in order; only the last may be unfinished. */
  readonly games: readonly GameRecord[];
  /** Points per seat: 1 to a sole winner, 1/k each to k sharing first place. */
  readonly scores: readonly number[];
}
