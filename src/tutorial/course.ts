/**
 * Plays one lesson on the engine, the same for every front end: the deal,
 * the turns played before the player gets the keyboard, the partner's
 * scripted turns, and the verdict once the lesson's goal can be judged.
 * Pure: a run is data, and every step returns a new one.
 */

import { actionOfEvent } from '../core/actions.js';
import type { IllegalActionError } from '../core/errors.js';
import { applyAction, checkAction } from '../core/game.js';
import { evaluateHand } from '../core/hand.js';
import { ranking } from '../core/ranking.js';
import type { Action, ActionType, GameState } from '../core/types.js';
import { dealLayout, PARTNER_SEAT, PLAYER_SEAT } from './deal.js';
import type { HintNote } from '../table/index.js';
import type { Lesson, Outcome } from './lessons.js';

/** The goal reached or not, with what the player did (the words explain a miss from it). */
export interface Verdict {
  readonly done: boolean;
  readonly outcome: Outcome;
}

export interface LessonRun {
  readonly lesson: Lesson;
  readonly state: GameState;
  /** Where the player's part of the log begins. */
  readonly from: number;
  /** Null until the goal can be judged. */
  readonly verdict: Verdict | null;
  /** The hints shown to the player, for the log's notes and the hint lesson's goal. */
  readonly hints: readonly HintNote[];
}

function play(state: GameState, actions: readonly Action[]): GameState {
  return actions.reduce((current, action) => applyAction(current, action).state, state);
}

/** The lesson dealt, played up to the player's turn. */
export function startLesson(lesson: Lesson): LessonRun {
  const state = play(dealLayout(lesson.layout, { rounds: lesson.rounds, ...(lesson.tiebreak === undefined ? {} : { tiebreak: lesson.tiebreak }) }), lesson.before);
  return { lesson, state, from: state.log.length, verdict: null, hints: [] };
}

/** What the player has done since the lesson gave them the keyboard. */
function outcomeOf(run: Pick<LessonRun, 'state' | 'from'> & Partial<Pick<LessonRun, 'hints'>>): Outcome {
  const { state } = run;
  const events = state.log.slice(run.from);
  const actions: ActionType[] = events.flatMap((event): ActionType[] => {
    const type = actionOfEvent(event);
    return type !== null && 'seat' in event && event.seat === PLAYER_SEAT ? [type] : [];
  });
  const player = state.players[PLAYER_SEAT]!;
  const hand = [...player.hidden, ...player.open];
  return { actions, events, hand, category: evaluateHand(hand), ranking: state.finished ? ranking(state) : null, state, hinted: (run.hints ?? []).length > 0 };
}

function judgeable(run: LessonRun): boolean {
  if (run.lesson.judgedAt === 'game') return run.state.finished;
  return run.state.log.slice(run.from).some((event) => event.type === 'turnEnded' && event.seat === PLAYER_SEAT);
}

function judged(run: LessonRun, next: LessonRun): LessonRun {
  if (run.verdict !== null || !judgeable(next)) return next;
  const outcome = outcomeOf(next);
  return { ...next, verdict: { done: run.lesson.goal(outcome), outcome } };
}

/**
 * The player's action: applied, and the verdict once the goal can be
 * judged. An illegal action changes nothing and comes back as the engine's
 * reason. The partner does not move here: the player's turn ends when they
 * end it (Enter), and only then does the partner play (partnerActs), one
 * action at a time so the player can follow.
 */
export function playerActs(run: LessonRun, action: Action): { readonly run: LessonRun } | { readonly refused: IllegalActionError } {
  const refused = checkAction(run.state, { ...action, seat: PLAYER_SEAT });
  if (refused !== null) return { refused };
  return { run: judged(run, { ...run, state: applyAction(run.state, action).state }) };
}

/** Whether it is the partner's turn (their next scripted action is due). */
export function partnerDue(run: LessonRun): boolean {
  return !run.state.finished && run.state.currentPlayer === PARTNER_SEAT;
}

/** The partner's next scripted action (the first or second of their turn), and the verdict once the goal can be judged; the run as it was when it is not their turn. */
export function partnerActs(run: LessonRun): LessonRun {
  if (!partnerDue(run)) return run;
  const action = run.lesson.partnerTurn[run.state.actionsTaken]!;
  return judged(run, { ...run, state: applyAction(run.state, action).state });
}

/** A hint was shown to the player (on their turn): noted where it happened, as a table notes one in everyone's log. */
export function hintShown(run: LessonRun): LessonRun {
  if (!run.lesson.hints || run.state.finished || run.state.currentPlayer !== PLAYER_SEAT) return run;
  return { ...run, hints: [...run.hints, { seat: PLAYER_SEAT, logLength: run.state.log.length }] };
}
