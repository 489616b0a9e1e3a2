/**
 * The tutorial's screen state and what its keys do: a lesson played on the
 * seat screen's own reducer (src/seat/model.ts), with the tutorial's keys
 * on top (r repeats the lesson, n goes on to the next). Pure: the Ink app
 * (TutorialApp.tsx) only draws it and feeds it keys.
 */

import type { Lang } from '../i18n/lang.js';
import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import { HOTSEAT_FRONT, INITIAL_SEAT_SCREEN, seatReducer, type HintPosition, type SeatContext, type SeatScreenState } from '../seat/model.js';
import type { KeyPress } from '../term/keys.js';
import type { TerminalSize } from '../term/layout.js';
import { hintShown, partnerActs, partnerDue, playerActs, startLesson, type LessonRun } from './course.js';
import { PLAYER_SEAT } from './deal.js';
import { HINT_LESSON, LESSONS } from './lessons.js';
import { tutorialWords } from './words.js';
import { lessonTableView } from './tableView.js';

export interface TutorialState {
  /** The lesson's place in LESSONS. */
  readonly index: number;
  readonly run: LessonRun;
  readonly seat: SeatScreenState;
  readonly version: number;
}

/** What the screen is drawn for besides its state. */
export interface TutorialSettings {
  readonly size: TerminalSize;
  readonly ascii: boolean;
  readonly lang: Lang;
}

/**
 * After a key: go on, or leave the tutorial (130 after Ctrl+C, as a program
 * stopped by it exits); `finished` once the last lesson is left with n.
 */
export type TutorialStep = { readonly state: TutorialState } | TutorialEnd;
export interface TutorialEnd {
  readonly exitCode: number;
  readonly finished: boolean;
}

export function lessonState(index: number): TutorialState {
  return { index, run: startLesson(LESSONS[index]!), seat: INITIAL_SEAT_SCREEN, version: 0 };
}

export function seatContext(state: TutorialState, settings: TutorialSettings): SeatContext {
  return {
    view: lessonTableView(state.run, state.version),
    seat: PLAYER_SEAT,
    watching: false,
    size: settings.size,
    ascii: settings.ascii,
    lang: settings.lang,
    front: { ...HOTSEAT_FRONT, handOff: false, barriers: false, lesson: true },
    bots: [null, null],
  };
}

/** How long the partner takes over each action, so the player can follow their turn in the log. */
export const PARTNER_PACE_MS = 900;

/**
 * Whether the partner's next action is due: it is their turn, the player
 * has ended theirs (Enter), and nothing lies over the table (help, the quit
 * question, the whole log), where the player could not see it happen.
 */
export function partnerWaiting(state: TutorialState): boolean {
  return partnerDue(state.run) && !state.seat.turnDone && state.seat.overlay === null;
}

/** The partner's next action played (the front end paces these); the state as it was when none is due. */
export function partnerStep(state: TutorialState, settings: TutorialSettings): TutorialState {
  if (!partnerWaiting(state)) return state;
  const next: TutorialState = { ...state, run: partnerActs(state.run), version: state.version + 1 };
  const changed = seatReducer(state.seat, { type: 'viewChanged', before: seatContext(state, settings).view }, seatContext(next, settings));
  return { ...next, seat: changed.state };
}

export function tutorialKey(state: TutorialState, key: KeyPress, settings: TutorialSettings): TutorialStep {
  // The tutorial's own keys, wherever no overlay (help, the quit question, the whole log) has the keyboard.
  if (state.seat.overlay === null && key.kind === 'char' && state.seat.swap === null) {
    if (key.char === 'r') return { state: lessonState(state.index) };
    if (key.char === 'n') return state.index + 1 < LESSONS.length ? { state: lessonState(state.index + 1) } : { exitCode: 0, finished: true };
    // Before the lesson that teaches it, h says where the hint comes rather than that hints are off.
    if (key.char === 'h' && !state.run.lesson.hints) {
      const lesson = LESSONS.findIndex((each) => each.id === HINT_LESSON) + 1;
      return { state: { ...state, seat: { ...state.seat, message: { code: 'worded', text: tutorialWords(settings.lang).hintLater({ lesson }) } } } };
    }
  }
  const context = seatContext(state, settings);
  const { state: seat, command } = seatReducer(state.seat, { type: 'key', key }, context);
  if (command === null) return { state: { ...state, seat } };
  switch (command.type) {
    case 'exit':
      return { exitCode: command.exitCode, finished: false };
    case 'act': {
      const acted = playerActs(state.run, command.action);
      if ('refused' in acted) {
        const error = { code: 'illegalAction', reason: acted.refused.reason, problem: acted.refused.problem } as const;
        const refused = seatReducer(seat, { type: 'refused', error, command }, context);
        return { state: { ...state, seat: refused.state } };
      }
      const next: TutorialState = { ...state, run: acted.run, seat, version: state.version + 1 };
      const changed = seatReducer(seat, { type: 'viewChanged', before: context.view }, seatContext(next, settings));
      return { state: { ...next, seat: changed.state } };
    }
    // A hint asked for: the seat screen waits for it (hintWanted), which the front end works out.
    case 'hint':
      return { state: { ...state, seat } };
    case 'noteHint':
      return { state: { ...state, seat, run: hintShown(state.run), version: state.version + 1 } };
    // Enter after the turn: nobody else sits at this keyboard; the partner's turn follows (partnerStep). No game follows the lesson's.
    case 'endTurn':
    case 'next':
      return { state: { ...state, seat } };
  }
}

/** The hint the screen waits for, with the player's own view to work it out from; null when none is wanted. */
export function hintWanted(state: TutorialState): { readonly position: HintPosition; readonly view: PlayerView } | null {
  const hint = state.seat.hint;
  if (hint === null || hint.suggestion !== null) return null;
  const view = lessonTableView(state.run, state.version);
  if (view.phase !== 'playing' || view.game.log.length !== hint.logLength || view.game.currentPlayer !== hint.seat) return null;
  return { position: { seat: hint.seat, game: hint.game, logLength: hint.logLength }, view: view.game };
}

/** A worked-out hint: shown if it is still the one wanted (and noted, as a table notes one), else dropped. */
export function hintArrived(state: TutorialState, position: HintPosition, suggestion: Suggestion | null, settings: TutorialSettings): TutorialState {
  const { state: seat, command } = seatReducer(state.seat, { type: 'hintReady', position, suggestion }, seatContext(state, settings));
  if (command?.type !== 'noteHint') return { ...state, seat };
  return { ...state, seat, run: hintShown(state.run), version: state.version + 1 };
}
