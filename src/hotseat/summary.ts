/**
 * Rankings as plain text (no colour, no escape codes), printed once on the
 * normal screen after the game has left the alternate screen: every game of
 * the hotseat, each with the command that replays it.
 */

import { formatCards } from '../core/cards.js';
import { displayWidth } from '../core/playerNames.js';
import { isTied, rankHands } from '../core/ranking.js';
import type { GameState } from '../core/types.js';
import { matchScores, replayGames, type MatchRecord } from '../table/index.js';
import { padEnd } from '../term/layout.js';
import { standingsLines } from '../seat/matchText.js';
import type { SeatSpec } from './options.js';
import { COMMAND_NAME } from '../invocation.js';
import { replayCommand, resumeCommand, resumeFileCommand } from '../shellCommand.js';
import { humanShifts, type RatingChange } from '../record/ratings.js';
import { coreWords, type Lang } from '../i18n/catalog.js';
import { safeText } from '../i18n/safeText.js';
import { matchWords } from '../room/words.js';
import { recordWords } from '../record/words.js';
import { uiWords } from './words.js';
import { leavingDisclosure, openedElsewhere, type LeavingDisclosure, type ResumeNote } from '../record/leaving.js';
import type { HotseatMatch } from './hotseatMatch.js';
import { cardFormat, categoryName } from '../i18n/narrate.js';
import { seatSpecs } from './hotseatMatch.js';

/** What a report needs to know about the game beyond its state. */
export interface ReportContext {
  readonly seats: readonly SeatSpec[];
  readonly ascii: boolean;
  /** The game's number in this hotseat, shown when the hotseat had more than one game; null otherwise. */
  readonly number: number | null;
  /** The report's language. */
  readonly lang: Lang;
  /** How the program was started: the replay command begins with it (`shift-poker` when absent). */
  readonly program?: string;
  /** False when the match was played with `--no-hints` (the replay command says so). */
  readonly hints?: boolean;
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
  const text = coreWords(context.lang);
  const words = uiWords(context.lang).summary;
  const format = cardFormat({ ascii: context.ascii, text });
  const seed = String(rules.seed);
  const label = context.number === null ? words.label : words.labelNumbered({ number: context.number });
  const title = game.finished ? words.finished({ label, rounds: rules.rounds, seed }) : words.quit({ label, round: game.round, rounds: rules.rounds, seed });
  const nameWidth = Math.max(...entries.map((entry) => displayWidth(entry.name)), 4);
  const hands = entries.map((entry) => formatCards(entry.cards, format));
  // A hand with tens is wider: the widest hand sets the column, so the hand names line up.
  const handWidth = Math.max(...hands.map((hand) => displayWidth(hand)));
  const lines = [title];
  entries.forEach((entry, index) => {
    const place = padEnd(`${entry.place}.`, 3);
    const tie = isTied(entries, entry) ? words.tie : '';
    lines.push(`${place} ${padEnd(entry.name, nameWidth)}  ${padEnd(hands[index]!, handWidth)}  ${categoryName(entry.category, text)}${tie}`);
  });
  const command = replayCommand({
    seats: context.seats,
    rounds: rules.rounds,
    tiebreak: rules.tiebreak,
    strictOrder: rules.strictOrder,
    seed,
    startPlayer: game.startPlayer,
    ...(context.hints === false ? { hints: false } : {}),
    ...(context.program === undefined ? {} : { program: context.program }),
  });
  lines.push(`${game.finished ? words.replay : words.replayFromStart}: ${command}`);
  return `${lines.join('\n')}\n`;
}

/** Every game's report of a hotseat, in order, separated by a blank line; null when no game was played. */
function joinedReports(reports: readonly string[]): string | null {
  return reports.length === 0 ? null : reports.join('\n');
}

/**
 * A match as plain text: every game's report (its ranking and the command
 * that replays it), then, when more than one game was played or the match
 * has a fixed length, the standings, then whether and how it can be
 * resumed. What may be shown is `disclosure`'s to say (record/leaving.ts):
 * a game that the saved match can still go on with is named, not shown.
 * Null when no game was dealt.
 */
export function matchSummary(
  record: MatchRecord,
  options: {
    readonly ascii: boolean;
    readonly lang: Lang;
    /** What may be shown; everything when absent (a match nobody can resume). */
    readonly disclosure?: LeavingDisclosure;
    /** The command that resumes this match where it is saved. */
    readonly resumeCommand?: string;
    /** A finished match's effect on its players' ratings (record/ratings.ts), where it is saved with others. */
    readonly ratingChanges?: readonly RatingChange[];
    /** How the program was started: every printed command begins with it (`shift-poker` when absent). */
    readonly program?: string;
  },
): string | null {
  const games = replayGames(record);
  const seats = seatSpecs(record.seats);
  const lang = options.lang;
  const disclosure = options.disclosure ?? leavingDisclosure(record, null);
  const reports = games.map((game, index) => {
    // Numbered once there is more than one game, or more to come.
    const number = games.length > 1 || (record.options.games ?? 1) > 1 ? index + 1 : null;
    if (disclosure.showGame[index] !== true) return `${matchWords(lang).gameHidden(number)}\n`;
    return gameReport(game, {
      seats,
      ascii: options.ascii,
      number,
      hints: record.options.hints !== false,
      lang: options.lang,
      ...(options.program === undefined ? {} : { program: options.program }),
    });
  });
  const text = joinedReports(reports);
  if (text === null) return null;
  const parts = [text];
  // The standings count only games that may be shown: the points of a game kept hidden (its end not saved, so the
  // saved match would deal it again) would tell who wins it.
  const shownRankings = record.games.flatMap((game, index) => (game.ranking !== null && disclosure.showGame[index] === true ? [game.ranking] : []));
  const finished = record.games.filter((game) => game.ranking !== null).length;
  if ((games.length > 1 || record.options.games !== null) && (shownRankings.length === finished || shownRankings.length > 0)) {
    const names = record.seats.map((seat) => seat.name);
    const scores = shownRankings.length === finished ? record.scores : matchScores(shownRankings, record.seats.length);
    const lines = [matchWords(lang).summaryStandingsTitle(shownRankings.length), ...standingsLines(names, scores, coreWords(lang).number)];
    parts.push(`${lines.join('\n')}\n`);
  }
  // A finished match is rated: each human's rating before and after it (record/ratings.ts).
  const humans = humanShifts(options.ratingChanges ?? []).map((shift) => ({ ...shift, name: safeText(shift.name) }));
  if (humans.length > 0) parts.push(`${matchWords(lang).ratingChanges(humans, options.ascii)}\n`);
  const program = options.program ?? COMMAND_NAME;
  const note = resumeNote(disclosure.resume, record, lang, options.resumeCommand ?? resumeCommand(null, program), program);
  if (note !== null) parts.push(`${note}\n`);
  return parts.join('\n');
}

/** The line on resuming: only where the file holds the match unfinished (see record/leaving.ts). */
function resumeNote(note: ResumeNote, record: MatchRecord, lang: Lang, latest: string, program: string): string | null {
  switch (note.kind) {
    case 'none':
    case 'over':
      return null;
    case 'saved':
      return matchWords(lang).savedGoOn(latest);
    case 'savedEarlier':
      // Named by its file: another match saved since would be the newest.
      return matchWords(lang).savedEarlier({ ...note.position, rounds: record.options.rounds }, resumeFileCommand(note.file, program));
    case 'elsewhere':
      return matchWords(lang).openElsewhere(
        safeText(note.file),
        recordWords(lang).openIn(note.holder.program, note.holder.pid, note.holder.host === null ? null : safeText(note.holder.host)),
      );
  }
}

/**
 * What a player leaving the hotseat's match is shown, whichever way they
 * leave (the quit question, Ctrl+C, a signal, the results screen): every
 * path prints this, decided by record/leaving.ts. Null before a match.
 */
export function leavingSummary(hotseat: HotseatMatch, options: { readonly ascii: boolean; readonly lang: Lang; readonly program?: string }): string | null {
  const table = hotseat.current();
  if (table === null) return null;
  // What the file holds decides what may be shown: its last save first.
  hotseat.leave?.();
  const record = table.toRecord();
  const holder = hotseat.openElsewhere?.() ?? null;
  const found = leavingDisclosure(record, hotseat.savedCopy?.() ?? null);
  const disclosure = holder === null ? found : openedElsewhere(found, holder);
  return matchSummary(record, {
    ascii: options.ascii,
    lang: options.lang,
    disclosure,
    ...(hotseat.resumeCommand === undefined || disclosure.resume.kind !== 'saved' ? {} : { resumeCommand: hotseat.resumeCommand(disclosure.resume.file) }),
    ...(hotseat.ratingChanges === undefined || record.endedAt === null ? {} : { ratingChanges: hotseat.ratingChanges(record) ?? [] }),
    ...(options.program === undefined ? {} : { program: options.program }),
  });
}
