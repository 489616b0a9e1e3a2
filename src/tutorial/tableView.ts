/**
 * A lesson's game as the table view the seat screen (src/seat/) is drawn
 * from: one game of two humans, the player's seat, hints from the lesson
 * that teaches them on, nothing saved.
 */

import { ranking } from '../core/ranking.js';
import { playerView } from '../core/view.js';
import type { TableView } from '../table/index.js';
import type { LessonRun } from './course.js';
import { PLAYER_SEAT, TUTORIAL_PLAYERS } from './deal.js';

/** `version` grows with every change, as a table's does: the seat screen's commands carry it. */
export function lessonTableView(run: LessonRun, version: number): TableView {
  const { state } = run;
  return {
    version,
    phase: state.finished ? 'matchOver' : 'playing',
    gameNumber: 1,
    games: 1,
    seats: TUTORIAL_PLAYERS.map((name) => ({ kind: 'human', name })),
    scores: TUTORIAL_PLAYERS.map(() => 0),
    viewer: PLAYER_SEAT,
    game: playerView(state, PLAYER_SEAT),
    ranking: state.finished ? ranking(state) : null,
    seed: state.finished ? state.rules.seed : null,
    hintsAllowed: run.lesson.hints,
    hints: run.hints,
  };
}
