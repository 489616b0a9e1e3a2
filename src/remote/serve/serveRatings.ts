/**
 * What `ssh -t server top` and `ssh -t server me` show: the server's
 * ratings (record/ratings.ts), best first, and the profile of the player
 * who asks, found by the key they logged in with (a login without one
 * plays unrated, and is told so). The ratings come from where the server
 * keeps its matches: on files, `ratings.json` in its data directory
 * (record/ratingsFile.ts, checked against the records at each look); on
 * PostgreSQL, its ratings table, written by the save that ends each match
 * (record/pgRatings.ts). Drawn as lines of text that wait for a key, or
 * said in sentences (`sr top`, `sr me`).
 */

import { displayWidth } from '../../core/playerNames.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { recordsWith, storedRatingOf, storedRatings } from '../../record/pgRatings.js';
import type { Queryable } from '../../record/pgStore.js';
import { playerProfile, type PlayerProfile } from '../../record/playerProfile.js';
import { displayRating, displayUncertainty, isProvisional, leaderboard, type PlayerId, type PlayerRating } from '../../record/ratings.js';
import { keptMatchFilesOf, keptRatings } from '../../record/ratingsFile.js';
import type { Store } from '../../record/store.js';
import { serveWords } from './words.js';
import { frameHeight, isTooSmall, wrapText, type TerminalSize } from '../../term/layout.js';
import { tooSmallLine } from '../../term/tooSmall.js';

export interface ServeRatings {
  /** Every rated player, best first. */
  leaderboard(): Promise<PlayerRating[]>;
  /** One player's profile, or null while they have no rated match. */
  profile(id: PlayerId): Promise<PlayerProfile | null>;
  /** Every rated player as last kept, at once (the lobby's RatingBook): on files it may be a match behind. */
  kept(): Promise<readonly PlayerRating[]>;
}

/**
 * The ratings of a server on files: those kept beside its records. Each is
 * read on the main thread, so none reads every match file: the ratings as
 * kept (each match is rated by its table thread as it ends), a profile from
 * the player's own matches (the kept lines name who each rated), and made
 * once per match rated, however often a player asks.
 */
export function diskRatings(store: Store): ServeRatings {
  const profiles = new Map<PlayerId, { readonly rated: number; readonly profile: PlayerProfile }>();
  return {
    leaderboard: async () => leaderboard(keptRatings(store)),
    kept: async () => [...keptRatings(store).players.values()],
    async profile(id) {
      const ratings = keptRatings(store);
      const rating = ratings.players.get(id);
      if (rating === undefined) return null;
      const known = profiles.get(id);
      // The same matches rated: the same profile, with the rating as kept now (a rebuild may have moved it).
      if (known !== undefined && known.rated === ratings.rated) return { ...known.profile, rating };
      // Who met whom, and the hands, are not kept: from the records (every one only where the kept lines are an older program's).
      const files = keptMatchFilesOf(store, id);
      const records =
        files === null
          ? store.list().flatMap((entry) => (entry.ok ? [entry.record] : []))
          : files.flatMap((file) => {
              const loaded = store.load(file);
              return loaded.ok ? [loaded.record] : [];
            });
      const profile = playerProfile(records, rating);
      // One entry per player who asked: a few hundred bytes each.
      profiles.set(id, { rated: ratings.rated, profile });
      return profile;
    },
  };
}

/** The ratings of a server on PostgreSQL: its ratings table; a profile's rest from the matches the player played. */
export function pgServeRatings(db: Queryable): ServeRatings {
  return {
    leaderboard: async () => leaderboard(await storedRatings(db)),
    kept: async () => [...(await storedRatings(db)).players.values()],
    async profile(id) {
      const rating = await storedRatingOf(db, id);
      if (rating === null) return null;
      // The rating as stored (the records of this player alone do not make it: it follows everyone's).
      return playerProfile(await recordsWith(db, id), rating);
    },
  };
}

/** How many players `top` lists. */
const TOP_COUNT = 20;
/** How many of the last ratings a trend shows. */
const TREND_LENGTH = 10;
const SPARKS = '▁▂▃▄▅▆▇█';

export interface RatingsAsk {
  readonly kind: 'top' | 'me';
  /** The asking player (ratedIdOf), or null: unrated. */
  readonly id: PlayerId | null;
  readonly lang: Lang;
  /** In sentences (`sr`), not drawn. */
  readonly reader: boolean;
  readonly ascii: boolean;
}

/** What `top` or `me` shows: lines to draw, or sentences. */
export async function ratingsLines(ratings: ServeRatings | null, ask: RatingsAsk): Promise<string[]> {
  const words = serveWords(ask.lang).ratings;
  try {
    if (ask.kind === 'top') {
      const players = ratings === null ? [] : await ratings.leaderboard();
      if (players.length === 0) return [words.none];
      return ask.reader ? topSentences(players, ask.lang) : topTable(players, ask);
    }
    if (ask.id === null) return [words.unrated];
    const profile = ratings === null ? null : await ratings.profile(ask.id);
    return profile === null ? [words.noMatchYet] : profileLines(profile, ask);
  } catch {
    return [words.unreadable];
  }
}

function ratingText(player: PlayerRating, lang: Lang): string {
  const rating = displayRating(player);
  return isProvisional(player) ? serveWords(lang).ratings.provisional(rating, displayUncertainty(player)) : String(rating);
}

function topSentences(players: readonly PlayerRating[], lang: Lang): string[] {
  const words = serveWords(lang).ratings;
  const shown = players.slice(0, TOP_COUNT).map((player, index) =>
    words.topSentence({
      place: index + 1,
      name: safeText(player.name),
      rating: displayRating(player),
      provisional: isProvisional(player),
      matches: player.matches,
      wins: player.wins,
    }),
  );
  return players.length > TOP_COUNT ? [...shown, words.more(players.length - TOP_COUNT)] : shown;
}

function topTable(players: readonly PlayerRating[], ask: RatingsAsk): string[] {
  const words = serveWords(ask.lang).ratings;
  const header = words.header;
  const rows = players
    .slice(0, TOP_COUNT)
    .map((player, index) => [
      `${index + 1}.`,
      safeText(player.name),
      ratingText(player, ask.lang),
      String(player.matches),
      String(player.wins),
      ask.ascii ? '' : sparkline(player.history.slice(-TREND_LENGTH)),
    ]);
  const table = [['', header.player, header.rating, header.matches, header.wins, ask.ascii ? '' : header.trend], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => displayWidth(row[column]!))));
  const lines = table.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell + ' '.repeat(widths[column]! - displayWidth(cell))))
      .join('  ')
      .trimEnd(),
  );
  return [words.topTitle, '', ...lines, ...(players.length > TOP_COUNT ? ['', words.more(players.length - TOP_COUNT)] : [])];
}

function profileLines(profile: PlayerProfile, ask: RatingsAsk): string[] {
  const words = serveWords(ask.lang).ratings;
  const { rating } = profile;
  const lines = [
    words.meTitle({ name: safeText(rating.name), rating: ratingText(rating, ask.lang), provisional: isProvisional(rating) }),
    words.meCounts({ matches: rating.matches, wins: rating.wins, streak: profile.longestStreak }),
  ];
  if (profile.bestHand !== null) lines.push(words.bestHand(coreWords(ask.lang).categories[profile.bestHand]));
  const recent = rating.history.slice(-TREND_LENGTH);
  lines.push(ask.reader || ask.ascii ? words.history(recent) : `${words.history(recent)} ${sparkline(recent)}`);
  for (const other of profile.versus) lines.push(words.versus({ ...other, name: safeText(other.name) }));
  return lines;
}

/**
 * `top` or `me` drawn to fit a terminal of `size`: each line wrapped between its words (a number is never cut in two),
 * as many as the frame holds (the rest one "…" line), then the key that leaves; a terminal smaller than the game's
 * screens asks to be enlarged, as every screen of the game does.
 */
export function fitRatingsScreen(lines: readonly string[], size: TerminalSize, lang: Lang, ascii: boolean): string[] {
  if (isTooSmall(size)) return wrapText(tooSmallLine(size, lang, ascii), size.columns - 1);
  const wrapped = lines.flatMap((line) => (line === '' ? [''] : wrapText(line, size.columns - 1, 2)));
  // The frame less a blank line and the key's line.
  const room = frameHeight(size) - 2;
  const shown = wrapped.length > room ? [...wrapped.slice(0, room - 1), '…'] : wrapped;
  return [...shown, '', serveWords(lang).ratings.anyKey];
}

/** One character a rating, low to high between the lowest and the highest shown. */
function sparkline(values: readonly number[]): string {
  if (values.length === 0) return '';
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  return values.map((value) => SPARKS[span === 0 ? 3 : Math.round(((value - low) / span) * (SPARKS.length - 1))]).join('');
}
