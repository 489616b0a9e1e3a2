/**
 * The English words of matches, saved games and the replay screen: the
 * resume question, the running score, the save warning, the final standings
 * and the replay screen's lines. Their shape is `MatchWords`, which every
 * other language fills in (words.de.ts; the type checker says which entries
 * are missing); words.ts gives them by language.
 */

import { englishNumber, formatScore } from '../i18n/numbers.js';
import { plural } from '../i18n/plural.js';

/** One player's rating before a match and after, with the change signed: "Ann 1512 → 1534 (+22)" (the same in every language). */
export function ratingShift(shift: { readonly name: string; readonly before: number; readonly after: number }, ascii: boolean): string {
  const change = shift.after - shift.before;
  const sign = change >= 0 ? '+' : ascii ? '-' : '−';
  return `${shift.name} ${shift.before} ${ascii ? '->' : '→'} ${shift.after} (${sign}${Math.abs(change)})`;
}

export interface StandingWords {
  readonly name: string;
  readonly score: number;
  readonly place: number;
}

export interface ResumePosition {
  readonly game: number;
  readonly round: number | null;
  readonly rounds: number;
}

export const matchEn = {
  /** "Game 2 of 3", or "Game 2" in an open-ended match. */
  gameOf: (game: number, games: number | null): string => (games === null ? `Game ${game}` : `Game ${game} of ${games}`),
  /** The table's header in a match: "Game 2/3", or "Game 2" in an open-ended match. */
  gameShort: (game: number, games: number | null): string => (games === null ? `Game ${game}` : `Game ${game}/${games}`),
  /** The score in the log's title line, the names perhaps shortened: "Score: Alice 1, Bob 0.5". */
  scoreShort: (entries: readonly { readonly name: string; readonly score: number }[]): string =>
    `Score: ${entries.map((entry) => `${entry.name} ${englishNumber(formatScore(entry.score))}`).join(', ')}`,
  scoreLine: (entries: readonly { readonly name: string; readonly score: number }[]): string =>
    `Score: ${entries.map((entry) => `${entry.name} ${englishNumber(formatScore(entry.score))}`).join(', ')}`,
  matchOverTitle: 'Match over. Final standings:',
  standingsLine: (list: readonly StandingWords[]): string => list.map((entry) => `${entry.place}. ${entry.name} ${englishNumber(formatScore(entry.score))}`).join('   '),
  matchOverKeys: 'The match is over: l for the game log, q to quit.',
  /** Saving failed (`why`: "the disk is full, ENOSPC"); short enough for one line of the table screen. */
  saveWarning: (why: string): string => `The match is no longer saved (${why}); the game goes on.`,
  resumeTitle: 'An unfinished match is saved',
  resumeEnter: ' resume   ',
  resumeNew: ' start a new game   ',
  resumeQuit: ' quit',
  resumeBadFile: 'A saved match could not be read:',
  /** Resuming or discarding the offered match was refused (the line below says why: another program has it open, say). */
  resumeRefused: 'The saved match cannot be used now:',
  resumeNewOnly: ' start a new game   ',
  resumeDiscard: ' discard   ',
  /** d on the resume question asks first: "Discard the saved match of Alice, Bob?", then the keys (quitShort). */
  discardQuestion: (names: readonly string[]): string => `Discard the saved match of ${names.join(', ')}?`,
  /** The saved match could not be discarded (`why`: in another program, or the file's error). */
  discardFailed: (file: string, why: string): string => `${file}: the saved match was not discarded: ${why}`,
  /** Open in another program: nobody else may remove it. */
  /** `where`: the record words' openIn. */
  discardOpen: (where: string): string => `it is open in ${where}`,
  /**
   * A game typed on the command line starts without the resume question; this
   * one line says the unfinished match is still saved and how to go on with it.
   */
  typedGameNote: (names: readonly string[], command: string): string => `Still saved, unfinished: ${names.join(', ')}. Go on with it: ${command}`,
  /** "Alice, Bob, Bot Hard · game 2, round 3/5 · saved 4 minutes ago" */
  resumeLabel: (names: readonly string[], position: ResumePosition, savedAgo: string, dot: string): string => {
    const where = position.round === null ? `after game ${position.game}` : `game ${position.game}, round ${position.round}/${position.rounds}`;
    return `${names.join(', ')} ${dot} ${where} ${dot} saved ${savedAgo}`;
  },
  /** "just now", "1 minute ago", "4 minutes ago", "2 hours ago", "3 days ago". */
  timeAgo: (thenMs: number, nowMs: number): string => {
    const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000));
    if (seconds < 60) return 'just now';
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${plural('en', minutes, { one: '# minute', other: '# minutes' })} ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return `${plural('en', hours, { one: '# hour', other: '# hours' })} ago`;
    return `${plural('en', Math.floor(hours / 24), { one: '# day', other: '# days' })} ago`;
  },
  noUnfinishedMatch: (dir: string): string => `no unfinished match saved in ${dir}`,
  /** None to resume, and the newest saved file could not be read: it may have been the one. */
  noUnfinishedMatchDamaged: (dir: string, problem: string): string => `no unfinished match saved in ${dir} that can be read; the newest file is damaged: ${problem}`,
  matchAlreadyOver: (file: string): string => `${file}: the match is over (nothing to resume)`,
  cannotResume: (file: string): string => `${file}: the saved match cannot be resumed`,
  /** Another program has the match open (`where`: the record words' openIn); one match has one writer. */
  openElsewhere: (file: string, where: string): string => `${file}: the match is open in ${where}; go on with it there, or quit it there first`,
  /** The match's file changed or went between reading it and opening it (another program played on, or it was removed). */
  changedSince: (file: string): string => `${file}: the match changed or was removed while it was being opened; try again`,
  /** Its seats belong to ssh players: a terminal that took it over would show their hidden cards. */
  /** `program`: how the player started the program (invocation.ts). */
  playedOverSsh: (file: string, program: string): string => `${file}: the match was played over ssh; it goes on with ${program} host --resume`,
  playedOnServer: (file: string): string => `${file}: the match is a table of shift-poker serve; it goes on there`,
  summaryStandingsTitle: (games: number): string => `Match standings after ${plural('en', games, { one: '# game', other: '# games' })}:`,
  /** Leaving a match whose file can still go on with this game: nothing of it is shown. */
  gameHidden: (number: number | null): string =>
    number === null ? 'Cards stay hidden: the saved match can still go on with this game.' : `Game ${number}: cards stay hidden, the saved match can still go on with it.`,
  /** Leaving a match whose file holds this very position. */
  savedGoOn: (command: string): string => `The match is saved, unfinished. Go on with: ${command}`,
  /** A finished match's rating changes (shift-poker players lists the ratings). */
  /** `ascii`: for a terminal without Unicode (--ascii), an arrow and a minus of plain characters. */
  ratingChanges: (players: readonly { readonly name: string; readonly before: number; readonly after: number }[], ascii = false): string =>
    `Ratings: ${players.map((p) => ratingShift(p, ascii)).join(', ')}`,
  /** Leaving a match whose file holds an earlier position (saving failed since, or --no-save). */
  savedEarlier: (position: ResumePosition, command: string): string =>
    `Not saved since ${position.round === null ? `game ${position.game} ended` : `game ${position.game}, round ${position.round}/${position.rounds}`}: ${command} starts again from there.`,
  replayTitle: (game: number, games: number): string => `Replay: game ${game} of ${games}`,
  /** The replay screen's key bar, after each key (two spaces apart: the German one is long). */
  replayKeys: { action: 'action', round: 'round', ends: 'start/end', games: 'next/previous game', log: 'log', quit: 'quit' },
  /** Where the replay's log is scrolled to (↑/↓ scroll it). */
  replayLogPosition: (above: number, below: number, dot: string): string => `${above} earlier ${dot} ${below} newer ${dot} ↑/↓`,
  replayPosition: (action: number, actions: number, round: number, rounds: number): string => `action ${action}/${actions}, round ${round}/${rounds}`,
};

export type MatchWords = typeof matchEn;
