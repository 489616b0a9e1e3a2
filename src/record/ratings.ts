/**
 * Players' ratings, derived from finished match records alone: a fold over
 * them in the order they finished. Each finished match is one rating event,
 * its final ranking (by match points; equal points share a place; a human
 * who had left, a stand-in bot finishing for them, is last) rated with
 * openskill (Weng-Lin, Plackett-Luce: many players, ties). Nothing is
 * kept that the records do not say, so the same records always give the
 * same ratings (`foldRatings` from scratch equals one match at a time).
 *
 * Who a seat's player is: a computer player is its level ("Bot Hard" is one
 * player at every table, so the levels get ratings of their own); a human
 * is their key where the server knew it, else their name at the terminal
 * that ran the match (`nameKey`: "Ann" and "ann" are one player, a
 * look-alike in another script is another). A login without a key on a
 * server (owned by an address or a name alone) plays unrated: anyone could
 * type that name.
 *
 * Pure: no I/O, no clock; the display scale is here too (about 1500 for a
 * new player).
 */

import { rate, rating, type Rating } from 'openskill';
import type { BotLevel } from '../bots/levels.js';
import { nameKey } from '../core/playerNames.js';
import type { MatchRecord, SeatOwner, TableSeat } from '../table/index.js';

/** A player across matches: `bot:<level>`, `key:<key>` or `name:<name key>`. */
export type PlayerId = string;

export interface PlayerRating {
  readonly id: PlayerId;
  /** The name they last played under. */
  readonly name: string;
  readonly bot: BotLevel | null;
  readonly mu: number;
  readonly sigma: number;
  readonly matches: number;
  /** Matches finished in first place (a shared first place too). */
  readonly wins: number;
  /** When their last rated match ended (ISO 8601). */
  readonly lastPlayed: string;
  /** Their display rating after each rated match, oldest first (the last HISTORY_LENGTH). */
  readonly history: readonly number[];
}

/** How many ratings a player's history keeps: enough for a trend and a chart. */
const HISTORY_LENGTH = 50;

/** Under this many rated matches a rating is provisional: its uncertainty is shown with it. */
const PROVISIONAL_MATCHES = 5;

export interface Ratings {
  readonly players: ReadonlyMap<PlayerId, PlayerRating>;
  /** The matches rated so far. */
  readonly rated: number;
}

export const NO_RATINGS: Ratings = { players: new Map(), rated: 0 };

/** Points closer than this are equal: shares of a first place (1/3 + 1/3 + 1/3) add up with rounding. */
const SAME_POINTS = 1e-9;

/** One player's change from one match. */
export interface RatingChange {
  readonly id: PlayerId;
  readonly name: string;
  readonly bot: boolean;
  /** 1-based; equal for a shared place. */
  readonly place: number;
  readonly before: number;
  readonly after: number;
}

/** What a rated match changed for one of its human players, as the final standings show it. */
export type RatingShift = Pick<RatingChange, 'name' | 'before' | 'after'>;

/** The changes of the human players alone, as shown: the computer players are rated too, but nobody's standing hangs on theirs. */
export function humanShifts(changes: readonly RatingChange[]): RatingShift[] {
  return changes.filter((change) => !change.bot).map(({ name, before, after }) => ({ name, before, after }));
}

/** The display scale: 1500 for a new player (openskill's mu 25), 40 points per unit of mu. */
export function displayRating(player: Pick<PlayerRating, 'mu'>): number {
  return Math.round(1500 + 40 * (player.mu - 25));
}

/** The uncertainty on the display scale (two standard deviations). */
export function displayUncertainty(player: Pick<PlayerRating, 'sigma'>): number {
  return Math.round(80 * player.sigma);
}

export function isProvisional(player: Pick<PlayerRating, 'matches'>): boolean {
  return player.matches < PROVISIONAL_MATCHES;
}

/** Who plays `seat` across matches, or null for a player who plays unrated (a login without a key on a server). */
export function playerIdOf(seat: TableSeat, owner: SeatOwner | null | undefined): PlayerId | null {
  if (seat.kind === 'bot') return `bot:${seat.level}`;
  if (owner === undefined || owner === null || owner.kind === 'terminal') return `name:${nameKey(seat.name)}`;
  if (owner.kind === 'key') return `key:${owner.key}`;
  return null;
}

/**
 * The rating event of a record: every rated seat's player with their
 * place, or null when the match is not rated (not finished, fewer than two
 * rated players, or one human on two seats). A human who had left, a
 * stand-in finishing the match for them (`departed`), is last whatever
 * their points, below everyone who stayed; several such share last place.
 */
export function ratingEvent(
  record: MatchRecord,
): { readonly endedAt: string; readonly players: readonly { readonly id: PlayerId; readonly name: string; readonly bot: BotLevel | null; readonly place: number }[] } | null {
  if (record.endedAt === null || !record.games.some((game) => game.ranking !== null)) return null;
  const departed = new Set(record.departed ?? []);
  const rated = (at: number): boolean => playerIdOf(record.seats[at]!, record.owners?.[at]) !== null;
  const stayed = record.seats.filter((_, at) => rated(at) && !departed.has(at)).length;
  const players = record.seats.flatMap((seat, index) => {
    const id = playerIdOf(seat, record.owners?.[index]);
    if (id === null) return [];
    const score = record.scores[index] ?? 0;
    // Equal points share a place: one more than the players with more; the departed share the place after everyone who stayed.
    const place = departed.has(index) ? stayed + 1 : 1 + record.scores.filter((other, at) => at !== index && other > score + SAME_POINTS && rated(at) && !departed.has(at)).length;
    return [{ id, name: seat.name, bot: seat.kind === 'bot' ? seat.level : null, place }];
  });
  // Two rated players at least; one name on two seats only for computer players (two Bot Easy), never for a human.
  const humans = players.filter((player) => player.bot === null).map((player) => player.id);
  if (new Set(players.map((player) => player.id)).size < 2 || new Set(humans).size !== humans.length) return null;
  return { endedAt: record.endedAt, players };
}

/** `ratings` with one more finished match rated, and what it changed for each of its players (unchanged for a match not rated). */
export function rateMatch(ratings: Ratings, record: MatchRecord): { readonly ratings: Ratings; readonly changes: readonly RatingChange[] } {
  const event = ratingEvent(record);
  if (event === null) return { ratings, changes: [] };
  // Every seat is rated as a player; a level on several seats then takes the mean of its seats' new ratings.
  const teams = event.players.map((player) => {
    const known = ratings.players.get(player.id);
    return [known === undefined ? rating() : rating({ mu: known.mu, sigma: known.sigma })];
  });
  const after = rate(teams, { rank: event.players.map((player) => player.place) }) as Rating[][];
  const players = new Map(ratings.players);
  const changes: RatingChange[] = [];
  for (const id of new Set(event.players.map((player) => player.id))) {
    const seats = event.players.flatMap((player, index) => (player.id === id ? [{ player, rated: after[index]![0]! }] : []));
    const mean = (value: (rated: Rating) => number): number => seats.reduce((sum, seat) => sum + value(seat.rated), 0) / seats.length;
    const { player } = seats[0]!;
    const place = Math.min(...seats.map((seat) => seat.player.place));
    const old = ratings.players.get(id);
    const mu = mean((rated) => rated.mu);
    const next: PlayerRating = {
      id,
      name: player.name,
      bot: player.bot,
      mu,
      sigma: mean((rated) => rated.sigma),
      matches: (old?.matches ?? 0) + 1,
      wins: (old?.wins ?? 0) + (place === 1 ? 1 : 0),
      lastPlayed: event.endedAt,
      history: [...(old?.history ?? []), displayRating({ mu })].slice(-HISTORY_LENGTH),
    };
    players.set(id, next);
    changes.push({ id, name: player.name, bot: player.bot !== null, place, before: displayRating(old ?? { mu: rating().mu }), after: displayRating(next) });
  }
  return { ratings: { players, rated: ratings.rated + 1 }, changes };
}

/**
 * What `record` (finished, and rated last of `ratings`) changed for its
 * players: each one's rating before it and after, from their history.
 */
export function ratingChangesOf(record: MatchRecord, ratings: Ratings): RatingChange[] {
  const event = ratingEvent(record);
  if (event === null) return [];
  const seen = new Set<PlayerId>();
  return event.players.flatMap((player) => {
    const rated = ratings.players.get(player.id);
    if (seen.has(player.id) || rated === undefined || rated.lastPlayed !== event.endedAt) return [];
    seen.add(player.id);
    const after = rated.history.at(-1) ?? displayRating(rated);
    const before = rated.history.at(-2) ?? displayRating({ mu: rating().mu });
    return [{ id: player.id, name: player.name, bot: player.bot !== null, place: player.place, before, after }];
  });
}

/** The order matches are rated in: as they finished, ties by start. */
export function byFinish(a: Pick<MatchRecord, 'endedAt' | 'startedAt'>, b: Pick<MatchRecord, 'endedAt' | 'startedAt'>): number {
  return (a.endedAt ?? '').localeCompare(b.endedAt ?? '') || a.startedAt.localeCompare(b.startedAt);
}

/** `ratings` with `records` rated one after another, as given (already in `byFinish` order). */
export function rateMatches(ratings: Ratings, records: Iterable<MatchRecord>): Ratings {
  let rated = ratings;
  for (const record of records) rated = rateMatch(rated, record).ratings;
  return rated;
}

/** The ratings of `records`, rated in the order they finished (`byFinish`); records not finished are passed over. */
export function foldRatings(records: Iterable<MatchRecord>): Ratings {
  return rateMatches(NO_RATINGS, [...records].filter((record) => record.endedAt !== null).sort(byFinish));
}

/** The players, best first: by the conservative estimate (mu - 3 sigma, openskill's ordinal), so one lucky match does not top the list. */
export function leaderboard(ratings: Ratings): PlayerRating[] {
  return [...ratings.players.values()].sort((a, b) => b.mu - 3 * b.sigma - (a.mu - 3 * a.sigma) || a.name.localeCompare(b.name));
}

/** openskill's performance noise (its default beta): in one match a player shows their mu give or take this. */
const BETA = 25 / 6;

/** Steps of the integral in `winChances` (even, for Simpson's rule). */
const WIN_STEPS = 2000;

/** The standard normal distribution function (from erfc after Numerical Recipes: error under 1.2e-7). */
function normalBelow(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -1.26551223 +
    t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const tail = 0.5 * t * Math.exp(-z * z + poly);
  return x >= 0 ? 1 - tail : tail;
}

/**
 * Each seat's chance of finishing first, from the ratings: `ids` are the
 * seats' players (one not rated yet is a new player; a player on two
 * seats is two showings of one rating). In the model the ratings come
 * from, a player's showing in a match is normal around their mu, with
 * their uncertainty and the match's noise (variance sigma² + beta²); the
 * chance of a seat is that of its showing being the highest, integrated
 * exactly (Thurstone-Mosteller's first place). openskill's `predictWin`
 * averages the chances of each pair instead, which pulls every chance
 * towards an even share at three and four seats. The chances add up to
 * one.
 */
export function winChances(ratings: Ratings, ids: readonly PlayerId[]): number[] {
  const fresh = rating();
  const players = ids.map((id) => ratings.players.get(id) ?? fresh);
  const spreads = players.map((player) => Math.sqrt(player.sigma ** 2 + BETA ** 2));
  const low = Math.min(...players.map((player, at) => player.mu - 8 * spreads[at]!));
  const high = Math.max(...players.map((player, at) => player.mu + 8 * spreads[at]!));
  const step = (high - low) / WIN_STEPS;
  const chances = players.map(() => 0);
  for (let k = 0; k <= WIN_STEPS; k++) {
    const x = low + k * step;
    const weight = ((k === 0 || k === WIN_STEPS ? 1 : k % 2 === 1 ? 4 : 2) * step) / 3;
    const below = players.map((player, at) => normalBelow((x - player.mu) / spreads[at]!));
    players.forEach((player, at) => {
      const z = (x - player.mu) / spreads[at]!;
      let density = Math.exp((-z * z) / 2) / (spreads[at]! * Math.sqrt(2 * Math.PI));
      below.forEach((share, other) => {
        if (other !== at) density *= share;
      });
      chances[at]! += weight * density;
    });
  }
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  return chances.map((chance) => chance / total);
}
