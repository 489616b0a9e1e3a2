/**
 * What may be shown to a player leaving a match, however the match is left
 * (quit, Ctrl+C, a signal, the results screen, between games, a failing
 * disk, `--no-save`, `--resume`, the ssh host stopping). Every exit path
 * asks this one function, so they cannot disagree.
 *
 * The two rules:
 * - A game's hidden cards and its seed are shown only once nobody can play
 *   that game on: it is finished, or no file holds it unfinished. While a
 *   file on disk holds the match unfinished, whoever reads what is printed
 *   could otherwise learn every card of a game that `--resume` goes on
 *   with. Of such a match only the games finished in that file are shown.
 * - "Saved, go on with …" is said only when the file holds this very
 *   position. When it holds an earlier one (`--resume --no-save`, or saving
 *   failed after a while), that is said instead, with where it goes on from.
 *
 * Pure: it reads no file. The caller says what it knows is on disk: the
 * last record it saved to the match's file, or the one it read from it.
 */

import type { MatchRecord } from '../table/index.js';
import type { HolderSeen } from './holder.js';

/** A match's file and what it holds now, as far as this program knows. */
export interface SavedCopy {
  readonly file: string;
  readonly record: MatchRecord;
}

/** Where a match stands: the game being played (1-based) and its round, or null between games. */
export interface MatchPosition {
  readonly game: number;
  readonly round: number | null;
}

export type ResumeNote =
  /** Nothing can be resumed and nothing is saved: `--no-save`, or no save ever succeeded. */
  | { readonly kind: 'none' }
  /** The match is over, and its file holds it so (for `history` and `replay`). */
  | { readonly kind: 'over'; readonly file: string }
  /** The file holds this very position. */
  | { readonly kind: 'saved'; readonly file: string }
  /** The file holds the match unfinished, at an earlier position (`position`). */
  | { readonly kind: 'savedEarlier'; readonly file: string; readonly position: MatchPosition }
  /**
   * Another program has opened the match since (its saves failed here while
   * that one claimed it): what the file holds is that program's to say.
   */
  | { readonly kind: 'elsewhere'; readonly file: string; readonly holder: HolderSeen };

/** The same disclosure, its resume line saying that another program has the match open now. */
export function openedElsewhere(disclosure: LeavingDisclosure, holder: HolderSeen): LeavingDisclosure {
  const { resume } = disclosure;
  if (resume.kind !== 'saved' && resume.kind !== 'savedEarlier') return disclosure;
  return { ...disclosure, resume: { kind: 'elsewhere', file: resume.file, holder } };
}

export interface LeavingDisclosure {
  /** One entry per game of the match, in order: whether its hands and its seed may be shown. */
  readonly showGame: readonly boolean[];
  readonly resume: ResumeNote;
}

export function leavingDisclosure(match: MatchRecord, saved: SavedCopy | null): LeavingDisclosure {
  const resumable = saved !== null && saved.record.endedAt === null;
  if (!resumable) {
    const over = saved !== null && samePosition(saved.record, match);
    return { showGame: match.games.map(() => true), resume: over ? { kind: 'over', file: saved.file } : { kind: 'none' } };
  }
  const onDisk = saved.record;
  return {
    // Finished in the file: nothing of it can be played again, so it is public.
    showGame: match.games.map((_, index) => onDisk.games[index]?.ranking != null),
    resume: samePosition(onDisk, match) ? { kind: 'saved', file: saved.file } : { kind: 'savedEarlier', file: saved.file, position: matchPosition(onDisk) },
  };
}

/** Where a match stands, from its record alone (a turn is two actions, a round one turn of every seat). */
export function matchPosition(record: MatchRecord): MatchPosition {
  const game = record.games.at(-1);
  if (game === undefined || game.ranking !== null) return { game: record.games.length, round: null };
  return { game: record.games.length, round: Math.floor(game.actions.length / (2 * record.seats.length)) + 1 };
}

/** The same games, actions and ending: `--resume` would go on from exactly here. (A hint's note is no move.) */
export function samePosition(a: MatchRecord, b: MatchRecord): boolean {
  if ((a.endedAt === null) !== (b.endedAt === null) || a.games.length !== b.games.length) return false;
  return a.games.every((game, index) => {
    const other = b.games[index]!;
    return game.seed === other.seed && game.actions.length === other.actions.length && (game.ranking === null) === (other.ranking === null);
  });
}
