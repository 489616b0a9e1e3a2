/**
 * What a new table of `shift-poker serve` is: its seats (players and bots),
 * the match's rules and options, and how it is listed. The lobby's form and
 * the `new` command both make one, and both are checked here, so a table
 * can only be opened with settings the engine accepts.
 */

import { isBotLevel, type BotLevel } from '../../bots/levels.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS, type Tiebreak } from '../../core/types.js';
import type { Lang } from '../../i18n/lang.js';
import { MAX_MATCH_GAMES, MIN_MATCH_GAMES } from '../../table/matchRecord.js';
import type { MatchSettings, SeatPlan } from '../../room/runner.js';

/** A seat of a new table: one for a player who joins, or a computer player of a level. */
export type SeatChoice = { readonly kind: 'player' } | { readonly kind: 'bot'; readonly level: BotLevel };

export interface TableSpec {
  /** In seating order; the first is the player who opens the table. */
  readonly seats: readonly SeatChoice[];
  readonly rounds: number;
  /** Games in the match, or null: until the players stop. */
  readonly games: number | null;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  readonly hints: boolean;
  /** Listed without its code: only the code gets in. */
  readonly private: boolean;
  /** The language of the table (its opener's), shown in the lobby. */
  readonly lang: Lang;
  /** Opened by quick match: fills its empty seats with bots after a while. */
  readonly quick: boolean;
}

/** Why a spec cannot be a table, as a code with data (worded by words.ts). */
export type TableSpecProblem =
  | { readonly code: 'seats'; readonly min: number; readonly max: number; readonly got: number }
  | { readonly code: 'firstSeat' }
  | { readonly code: 'rounds'; readonly min: number; readonly max: number; readonly got: number }
  | { readonly code: 'games'; readonly min: number; readonly max: number; readonly got: number }
  | { readonly code: 'botLevel'; readonly got: string };

const QUICK_SEATS = 4;

/** The table quick match opens when no table waits for players: four seats, three rounds, three games; bots fill the seats nobody takes. */
export function quickTableSpec(lang: Lang): TableSpec {
  return {
    seats: Array.from({ length: QUICK_SEATS }, (): SeatChoice => ({ kind: 'player' })),
    rounds: 3,
    games: 3,
    tiebreak: 'category',
    strictOrder: false,
    hints: true,
    private: false,
    lang,
    quick: true,
  };
}

/** What the lobby's form starts from: the opener and one more player, three rounds, play on until the players stop. */
export function defaultTableSpec(lang: Lang): TableSpec {
  return {
    seats: [{ kind: 'player' }, { kind: 'player' }],
    rounds: 3,
    games: null,
    tiebreak: 'category',
    strictOrder: false,
    hints: true,
    private: false,
    lang,
    quick: false,
  };
}

export function tableSpecProblem(spec: TableSpec): TableSpecProblem | null {
  const seats = spec.seats.length;
  if (seats < MIN_PLAYERS || seats > MAX_PLAYERS) return { code: 'seats', min: MIN_PLAYERS, max: MAX_PLAYERS, got: seats };
  if (spec.seats[0]?.kind !== 'player') return { code: 'firstSeat' };
  for (const seat of spec.seats) {
    if (seat.kind === 'bot' && !isBotLevel(seat.level)) return { code: 'botLevel', got: String(seat.level) };
  }
  if (!Number.isInteger(spec.rounds) || spec.rounds < MIN_ROUNDS || spec.rounds > MAX_ROUNDS) {
    return { code: 'rounds', min: MIN_ROUNDS, max: MAX_ROUNDS, got: spec.rounds };
  }
  if (spec.games !== null && !(Number.isInteger(spec.games) && spec.games >= MIN_MATCH_GAMES && spec.games <= MAX_MATCH_GAMES)) {
    return { code: 'games', min: MIN_MATCH_GAMES, max: MAX_MATCH_GAMES, got: spec.games };
  }
  return null;
}

/** The hosted match's seats: every player seat is filled by whoever joins. */
export function seatPlans(spec: TableSpec): SeatPlan[] {
  return spec.seats.map((seat): SeatPlan => (seat.kind === 'bot' ? { kind: 'bot', level: seat.level } : { kind: 'remote' }));
}

/** The hosted match's rules and options; every game gets a fresh random seed. */
export function matchSettings(spec: TableSpec): MatchSettings {
  return { rounds: spec.rounds, games: spec.games, tiebreak: spec.tiebreak, strictOrder: spec.strictOrder, seed: null, hints: spec.hints };
}
