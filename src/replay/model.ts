/**
 * The replay screen's state: which game, how many of its actions have been
 * played, and how far the log is scrolled back. Every position of every
 * game is computed once from the record (the engine replays each action);
 * keys only move a cursor. Only finished games are replayed (of a match
 * still being played, those before its current game), so showing every
 * card face up gives nothing away.
 */

import { applyAction } from '../core/game.js';
import type { GameState } from '../core/types.js';
import { dealRecordedGame, type HintNote, type HintRecord, type MatchRecord } from '../table/index.js';
import type { KeyPress } from '../term/keys.js';

export interface ReplayGame {
  /** positions[k]: the game after its first k actions; positions[0] is the deal. */
  readonly positions: readonly GameState[];
  /** The hints used in the game, each with its place in the log (`action`: how many actions came before it). */
  readonly hints: readonly (HintRecord & HintNote)[];
}

export interface ReplayState {
  readonly game: number;
  readonly step: number;
  /** Log lines scrolled back from the newest (Up/Down); 0 again at every step. */
  readonly logScroll?: number;
}

/** Every position of every finished game of the match (a game still being played is left out: its cards are secret). */
export function replayPositions(record: MatchRecord): ReplayGame[] {
  return record.games
    .filter((game) => game.ranking !== null)
    .map((game) => {
      let state = dealRecordedGame(record, game);
      const positions = [state];
      for (const { action } of game.actions) {
        state = applyAction(state, action).state;
        positions.push(state);
      }
      const hints = (game.hints ?? []).map((hint) => ({ ...hint, logLength: positions[hint.action]!.log.length }));
      return { positions, hints };
    });
}

/** The hints to show in the log at `step`: those asked for before that many actions. */
export function hintsUpTo(game: ReplayGame, step: number): HintNote[] {
  return game.hints.filter((hint) => hint.action <= step);
}

/**
 * ← → one action, PgUp/PgDn one round (to the first position of the round
 * before or after), Home/End the deal or the end, g the next game (after the
 * last: the first), G the game before, Up/Down the log a line, q quits.
 */
export function replayKey(state: ReplayState, key: KeyPress, games: readonly ReplayGame[]): ReplayState | 'quit' {
  const positions = games[state.game]!.positions;
  const last = positions.length - 1;
  const round = (step: number): number => positions[step]!.round;
  const clamp = (step: number): ReplayState => ({ game: state.game, step: Math.min(last, Math.max(0, step)) });
  switch (key.kind) {
    case 'ctrlC':
      return 'quit';
    case 'char':
      if (key.char === 'q') return 'quit';
      if (key.char === 'g') return { game: (state.game + 1) % games.length, step: 0 };
      if (key.char === 'G') return { game: (state.game + games.length - 1) % games.length, step: 0 };
      return state;
    // The screen keeps the scroll within the log (it knows how many lines show).
    case 'up':
      return { ...state, logScroll: (state.logScroll ?? 0) + 1 };
    case 'down':
      return { ...state, logScroll: Math.max(0, (state.logScroll ?? 0) - 1) };
    case 'right':
      return clamp(state.step + 1);
    case 'left':
      return clamp(state.step - 1);
    case 'home':
      return clamp(0);
    case 'end':
      return clamp(last);
    case 'pageDown': {
      let step = state.step;
      while (step < last && round(step) === round(state.step)) step++;
      return clamp(step);
    }
    case 'pageUp': {
      // To the start of this round; from there, to the start of the one before.
      let step = state.step;
      const startOf = (from: number): number => {
        let at = from;
        while (at > 0 && round(at - 1) === round(from)) at--;
        return at;
      };
      const start = startOf(step);
      step = start < state.step ? start : startOf(Math.max(0, start - 1));
      return clamp(step);
    }
    default:
      return state;
  }
}
