/**
 * Rankings as plain text (no colour, no escape codes), printed once on the
 * normal screen after the game has left the alternate screen: every game of
 * the session, each with the command that replays it.
 */

import { formatCards } from '../core/cards.js';
import { displayWidth } from '../core/names.js';
import { rankHands, type RankingEntry } from '../core/ranking.js';
import type { GameState } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { replayGames, type MatchRecord } from '../table/index.js';
import { padEnd } from './layout.js';
import { formatScore, standings } from './matchText.js';
import type { SeatSpec } from './options.js';
import { replayCommand } from './replay.js';
import { catalogFor, type Lang } from '../i18n/catalog.js';
import { cardFormat, categoryName } from '../i18n/narrate.js';
import { seatSpecs } from './session.js';

/** The ranking of a finished game, from a view (after the game every hand is public). */
export function rankingFromView(view: PlayerView): RankingEntry[] {
  if (!view.finished) throw new Error('The ranking exists only once the game is over');
  return rankHands(
    view.players.map((player) => ({
      seat: player.seat,
      name: player.name,
      cards: [...(player.hidden ?? []), ...player.open],
    })),
    view.tiebreak,
  );
}

/** True when `entry` shares its place with another player. */
export function isTied(entries: readonly RankingEntry[], entry: RankingEntry): boolean {
  return entries.some((other) => other !== entry && other.place === entry.place);
}

/** What a report needs to know about the game beyond its state. */
export interface ReportContext {
  readonly seats: readonly SeatSpec[];
  readonly ascii: boolean;
  /** The game's number in this session, shown when the session had more than one game; null otherwise. */
  readonly number: number | null;
  /** English unless given. */
  readonly lang?: Lang;
}

/**
 * A game's ranking as plain text, followed by the one command that replays
 * it from the first deal. A game quit before its end is ranked by the hands
 * as they were then ("standings so far"); once the game is left, every hand
 * may be shown, as at a finished game's end.
 */
export function gameReport(game: GameState, context: ReportContext): string {
  const entries = rankHands(
    game.players.map((player, seat) => ({ seat, name: player.name, cards: [...player.hidden, ...player.open] })),
    game.rules.tiebreak,
  );
  const { rules } = game;
  const text = catalogFor(context.lang);
  const words = text.summary;
  const format = cardFormat({ ascii: context.ascii, text });
  const seed = String(rules.seed);
  const label = context.number === null ? words.label : words.labelNumbered({ number: context.number });
  const title = game.finished
    ? words.finished({ label, rounds: rules.rounds, seed })
    : words.quit({ label, round: game.round, rounds: rules.rounds, seed });
  const nameWidth = Math.max(...entries.map((entry) => displayWidth(entry.name)), 4);
  const lines = [title];
  for (const entry of entries) {
    const place = padEnd(`${entry.place}.`, 3);
    const tie = isTied(entries, entry) ? words.tie : '';
    lines.push(
      `${place} ${padEnd(entry.name, nameWidth)}  ${padEnd(formatCards(entry.cards, format), 15)}  ${categoryName(entry.category, text)}${tie}`,
    );
  }
  const command = replayCommand({
    seats: context.seats,
    rounds: rules.rounds,
    tiebreak: rules.tiebreak,
    strictOrder: rules.strictOrder,
    seed,
  });
  lines.push(`${game.finished ? words.replay : words.replayFromStart}: ${command}`);
  return `${lines.join('\n')}\n`;
}

/** Every game's report of a session, in order, separated by a blank line; null when no game was played. */
export function sessionSummary(reports: readonly string[]): string | null {
  return reports.length === 0 ? null : reports.join('\n');
}

/**
 * A match as plain text: every game's report (its ranking and the command
 * that replays it), then, when more than one game was played or the match
 * has a fixed length, the standings. Null when no game was dealt.
 */
export function matchSummary(
  record: MatchRecord,
  options: {
    readonly ascii: boolean;
    readonly lang?: Lang;
    /** The match is saved and this command resumes it: a game left half-way keeps its hidden cards and seed to itself. */
    readonly resumeCommand?: string;
  },
): string | null {
  const games = replayGames(record);
  const seats = seatSpecs(record.seats);
  const catalog = catalogFor(options.lang);
  const reports = games.map((game, index) => {
    const number = games.length > 1 ? index + 1 : null;
    if (options.resumeCommand !== undefined && !game.finished) {
      const label = number === null ? catalog.summary.label : catalog.summary.labelNumbered({ number });
      return `${catalog.match.unfinishedSaved(label, options.resumeCommand)}\n`;
    }
    return gameReport(game, { seats, ascii: options.ascii, number, lang: options.lang });
  });
  const text = sessionSummary(reports);
  if (text === null || (games.length === 1 && record.options.games === null)) return text;
  const finished = record.games.filter((game) => game.ranking !== null).length;
  const names = record.seats.map((seat) => seat.name);
  const nameWidth = Math.max(...names.map((name) => displayWidth(name)), 4);
  const lines = [catalogFor(options.lang).match.summaryStandingsTitle(finished)];
  for (const entry of standings(names, record.scores)) {
    lines.push(`${padEnd(`${entry.place}.`, 3)} ${padEnd(entry.name, nameWidth)}  ${formatScore(entry.score)}`);
  }
  return `${text}\n${lines.join('\n')}\n`;
}
