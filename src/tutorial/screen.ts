/**
 * The tutorial's screen state and what its keys do: a lesson played on the
 * seat screen's own reducer (src/seat/model.ts), with the tutorial's keys
 * on top (r repeats the lesson, n goes on to the next). Pure: the Ink app
 * (TutorialApp.tsx) only draws it and feeds it keys.
 */

import type { Lang } from '../i18n/lang.js';
import { HOTSEAT_FRONT, INITIAL_SEAT_SCREEN, seatReducer, type SeatContext, type SeatScreenState } from '../seat/model.js';
import type { KeyPress } from '../term/keys.js';
import type { TerminalSize } from '../term/layout.js';
import { playerActs, startLesson, type LessonRun } from './course.js';
import { PLAYER_SEAT } from './deal.js';
import { LESSONS } from './lessons.js';
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

export function tutorialKey(state: TutorialState, key: KeyPress, settings: TutorialSettings): TutorialStep {
  // The tutorial's own keys, wherever no overlay (help, the quit question, the whole log) has the keyboard.
  if (state.seat.overlay === null && key.kind === 'char' && state.seat.swap === null) {
    if (key.char === 'r') return { state: lessonState(state.index) };
    if (key.char === 'n') return state.index + 1 < LESSONS.length ? { state: lessonState(state.index + 1) } : { exitCode: 0, finished: true };
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
    // Enter after the turn: nobody else sits at this keyboard. Hints are off, and no game follows the lesson's.
    case 'endTurn':
    case 'hint':
    case 'noteHint':
    case 'next':
      return { state: { ...state, seat } };
  }
}
