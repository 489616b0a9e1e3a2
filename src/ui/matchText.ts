/**
 * The words of matches, saved games and the replay screen, in one place: the
 * resume question, the running score, the save warning, the final standings
 * and the replay screen's lines. Kept together so a second language is one
 * more catalog.
 */

import { plural as pluralIn } from '../i18n/plural.js';

/** English counted words (this module's wording is English until it moves into the catalogs). */
function plural(count: number, forms: { one: string; other: string }): string {
  return pluralIn('en', count, forms);
}

/** A score in points: whole numbers as they are, shares to two decimals (0.5, 0.33, 1.58). */
export function formatScore(points: number): string {
  return String(Math.round(points * 100) / 100);
}

export interface Standing {
  readonly name: string;
  readonly score: number;
  /** 1 = best; equal scores share a place. */
  readonly place: number;
}

/** Seats ordered by score, best first; equal scores share a place (1, 1, 3). */
export function standings(names: readonly string[], scores: readonly number[]): Standing[] {
  const order = names.map((name, seat) => ({ name, score: scores[seat] ?? 0, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return order.map((entry) => ({
    name: entry.name,
    score: entry.score,
    place: 1 + order.filter((other) => other.score > entry.score).length,
  }));
}

export const MATCH_TEXT = {
  /** "Game 2 of 3", or "Game 2" in an open-ended match. */
  gameOf: (game: number, games: number | null): string => (games === null ? `Game ${game}` : `Game ${game} of ${games}`),
  scoreLine: (entries: readonly { readonly name: string; readonly score: number }[]): string =>
    `Score: ${entries.map((entry) => `${entry.name} ${formatScore(entry.score)}`).join(', ')}`,
  matchOverTitle: 'Match over: final standings',
  standingsLine: (list: readonly Standing[]): string =>
    list.map((entry) => `${entry.place}. ${entry.name} ${formatScore(entry.score)}`).join('   '),
  matchOverKeys: 'The match is over: l for the game log, q to quit.',
  /** Saving failed (`why`: "the disk is full, ENOSPC"); short enough for one line of the table screen. */
  saveWarning: (why: string): string => `The match is no longer saved (${why}); the game goes on.`,

  // The resume question.
  resumeTitle: 'An unfinished match is saved',
  resumeEnter: ' resume   ',
  resumeNew: ' start a new game   ',
  resumeQuit: ' quit',
  resumeBadFile: 'A saved match could not be read:',
  resumeNewOnly: ' start a new game   ',
  /** "Alice, Bob, Bot Hard · game 2, round 3/5 · saved 4 minutes ago" */
  resumeLabel: (
    names: readonly string[],
    position: { readonly game: number; readonly round: number | null; readonly rounds: number },
    savedAgo: string,
    dot: string,
  ): string => {
    const where =
      position.round === null ? `after game ${position.game}` : `game ${position.game}, round ${position.round}/${position.rounds}`;
    return `${names.join(', ')} ${dot} ${where} ${dot} saved ${savedAgo}`;
  },

  // Resuming from the command line.
  noUnfinishedMatch: (dir: string): string => `no unfinished match saved in ${dir}`,
  matchAlreadyOver: (file: string): string => `${file}: the match is over (nothing to resume)`,
  cannotResume: (file: string): string => `${file}: the saved match cannot be resumed`,

  // The printed summary of a match.
  summaryStandingsTitle: (games: number): string => `Match standings after ${plural(games, { one: '# game', other: '# games' })}:`,

  // The replay screen.
  replayTitle: (game: number, games: number): string => `Replay: game ${game} of ${games}`,
  replayPosition: (action: number, actions: number, round: number, rounds: number): string =>
    `action ${action}/${actions}, round ${round}/${rounds}`,
  replayNeedsTerminal:
    "the replay needs an interactive terminal (standard input and output must not be piped or redirected); for other tools use 'shift-poker replay --json'",
};

/** "just now", "1 minute ago", "4 minutes ago", "2 hours ago", "3 days ago". */
export function timeAgo(thenMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, { one: '# minute', other: '# minutes' })} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${plural(hours, { one: '# hour', other: '# hours' })} ago`;
  return `${plural(Math.floor(hours / 24), { one: '# day', other: '# days' })} ago`;
}
