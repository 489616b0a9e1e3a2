/**
 * What `players` does (loaded only when it runs): every rated player of the
 * data directory, best first, or one player's profile; ratings worked out
 * from the finished matches there (record/ratings.ts), as a table for
 * people or as JSON.
 */

import { cleanName, displayWidth, nameKey } from '../../core/playerNames.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { playerProfile, type PlayerProfile } from '../../record/playerProfile.js';
import { displayRating, displayUncertainty, isProvisional, leaderboard, type PlayerRating } from '../../record/ratings.js';
import { lookAtRatings } from '../../record/ratingsFile.js';
import type { MatchRecord } from '../../table/index.js';
import { CommandFailure } from '../../usage.js';
import { aligned } from '../columns.js';
import { localMinute } from '../history/table.js';
import { storeFor, type RawDirOption, type RecordCommandIo } from '../savedMatches.js';
import { playersWords } from './words.js';

export interface RawPlayersOptions extends RawDirOption {
  json?: boolean;
  rebuild?: boolean;
}

const SPARKS = '▁▂▃▄▅▆▇█';
/** How many of the last ratings the list's trend shows. */
const TREND_LENGTH = 10;
/** The profile's chart: rows high. */
const CHART_ROWS = 6;

export function runPlayersCommand(name: string | undefined, raw: RawPlayersOptions, io: RecordCommandIo, lang: Lang): void {
  const store = storeFor(raw, lang);
  // The ratings kept beside the records, checked against them (or rebuilt from them alone).
  const { ratings, unread } = lookAtRatings(store, { rebuild: raw.rebuild === true });
  const words = playersWords(lang);
  const dir = safeText(store.dir);
  // Said beside the answer (on standard error, so that --json stays one JSON value): its numbers leave those matches out.
  if (unread > 0) io.stderr?.write(`${words.unread({ count: unread, dir })}\n`);
  if (name !== undefined) {
    // A profile reads every match: who met whom, and the hands, are not kept.
    const records: MatchRecord[] = store.list().flatMap((entry) => (entry.ok ? [entry.record] : []));
    // Cleaned as the game cleans a name it seats (control characters, more than 16 columns), so the name typed here finds it.
    const key = nameKey(cleanName(name.trim()));
    const found = leaderboard(ratings).find((player) => player.id === `name:${key}` || nameKey(player.name) === key);
    const profile = found === undefined ? null : playerProfile(records, found);
    if (profile === null) throw new CommandFailure(words.noSuchPlayer({ name: safeText(name), dir }));
    io.stdout.write(raw.json === true ? `${JSON.stringify(profileJson(profile))}\n` : `${profileLines(profile, lang).join('\n')}\n`);
    return;
  }
  const players = leaderboard(ratings);
  if (raw.json === true) {
    io.stdout.write(`${JSON.stringify(players.map(playerJson))}\n`);
    return;
  }
  if (players.length === 0) {
    io.stdout.write(`${words.noRatings({ dir })}\n`);
    return;
  }
  io.stdout.write(`${playersTable(players, lang).join('\n')}\n`);
}

/** The list for people: one row a player, best first, columns aligned by terminal columns. */
function playersTable(players: readonly PlayerRating[], lang: Lang): string[] {
  const words = playersWords(lang);
  const header = words.header;
  const rows = players.map((player) => [
    safeText(player.name),
    ratingText(player, lang),
    String(player.matches),
    String(player.wins),
    localMinute(player.lastPlayed),
    sparkline(player.history.slice(-TREND_LENGTH)),
  ]);
  const table = [[header.player, header.rating, header.matches, header.wins, header.last, header.trend], ...rows];
  return aligned(table);
}

function ratingText(player: PlayerRating, lang: Lang): string {
  const rating = displayRating(player);
  return isProvisional(player) ? playersWords(lang).provisional({ rating, plusMinus: displayUncertainty(player) }) : String(rating);
}

/** One character a rating, low to high between the lowest and the highest shown. */
function sparkline(values: readonly number[]): string {
  if (values.length === 0) return '';
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  return values.map((value) => SPARKS[span === 0 ? 3 : Math.round(((value - low) / span) * (SPARKS.length - 1))]).join('');
}

/** The rating over the matches as columns of blocks, the highest and lowest rating beside the top and bottom rows. */
function ratingChart(values: readonly number[], rows: number = CHART_ROWS): string[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(1, high - low);
  const label = Math.max(String(high).length, String(low).length);
  return Array.from({ length: rows }, (_, index) => {
    const row = rows - 1 - index;
    const cells = values.map((value) => {
      const level = ((value - low) / span) * (rows - 1) + 1;
      return level >= row + 1 ? '█' : level >= row + 0.5 ? '▄' : ' ';
    });
    const side = index === 0 ? String(high) : index === rows - 1 ? String(low) : '';
    return `  ${side.padStart(label)} │${cells.join('')}`.trimEnd();
  });
}

function profileLines(profile: PlayerProfile, lang: Lang): string[] {
  const words = playersWords(lang);
  const { rating } = profile;
  const lines = [
    words.profileTitle({ name: safeText(rating.name), rating: ratingText(rating, lang), provisional: isProvisional(rating) }),
    words.profileCounts({ matches: rating.matches, wins: rating.wins, last: localMinute(rating.lastPlayed), streak: profile.longestStreak }),
  ];
  if (profile.bestHand !== null) lines.push(words.bestHand({ hand: coreWords(lang).categories[profile.bestHand] }));
  lines.push('', words.chartTitle({ count: rating.history.length }), ...ratingChart(rating.history));
  if (profile.versus.length > 0) {
    lines.push('', words.versusTitle);
    const width = Math.max(...profile.versus.map((other) => displayWidth(safeText(other.name))));
    for (const other of profile.versus) {
      const name = safeText(other.name);
      lines.push(`  ${name}${' '.repeat(width - displayWidth(name))}  ${words.versus(other)}`);
    }
  }
  return lines;
}

function playerJson(player: PlayerRating) {
  return {
    name: player.name,
    bot: player.bot,
    rating: displayRating(player),
    uncertainty: displayUncertainty(player),
    provisional: isProvisional(player),
    matches: player.matches,
    wins: player.wins,
    lastPlayed: player.lastPlayed,
    history: player.history,
  };
}

function profileJson(profile: PlayerProfile) {
  return {
    ...playerJson(profile.rating),
    bestHand: profile.bestHand,
    longestStreak: profile.longestStreak,
    versus: profile.versus.map((other) => ({ name: other.name, bot: other.bot, matches: other.matches, above: other.above, below: other.below })),
  };
}
