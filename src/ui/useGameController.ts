/**
 * The controller as a React hook: the reducer's state, plus the few side
 * effects around it - clearing the terminal at hand-offs, the computer
 * players' timed moves, following the terminal size, and reporting the end.
 */

import { useStdout } from 'ink';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { chooseBotAction } from '../bots/index.js';
import type { Action } from '../core/types.js';
import {
  controllerReducer,
  initController,
  pendingBotMove,
  screenModel,
  type ControllerMsg,
  type ControllerState,
  type ScreenModel,
} from './controller.js';
import { terminalSize, type TerminalSize } from './layout.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';

/**
 * The barrier's quiet period (see ControllerConfig.barrierGuardMs). A key
 * held down repeats every 30-50 ms after a first delay of 250-600 ms, so half
 * a second without any input means nobody is holding a key.
 */
export const DEFAULT_BARRIER_GUARD_MS = 500;

/** At most this long of a bot's delay passes before it decides, so the spinner is drawn first. */
const SPINNER_LEAD_MS = 40;

export interface ControllerHandle {
  readonly model: ScreenModel;
  readonly size: TerminalSize;
  readonly dispatch: (msg: ControllerMsg) => void;
}

export type BotDecider = typeof chooseBotAction;

export interface ControllerExtras {
  /** See ControllerConfig.barrierGuardMs. */
  readonly barrierGuardMs?: number;
  /** How bots decide; tests may watch or replace it. */
  readonly decide?: BotDecider;
}

export function useGameController(
  options: LaunchOptions,
  terminal: TerminalControl,
  onExit: (outcome: GameOutcome) => void,
  extras: ControllerExtras = {},
): ControllerHandle {
  const barrierGuardMs = extras.barrierGuardMs ?? DEFAULT_BARRIER_GUARD_MS;
  const decide = useRef<BotDecider>(chooseBotAction);
  decide.current = extras.decide ?? chooseBotAction;
  const { stdout } = useStdout();
  const [state, dispatch] = useReducer(
    controllerReducer,
    undefined,
    (): ControllerState => initController({ options, barrierGuardMs }, terminalSize(stdout), performance.now()),
  );

  // Follow the terminal size.
  useEffect(() => {
    const onResize = (): void => dispatch({ type: 'resize', size: terminalSize(stdout) });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);

  // Hand-off: the screen shows nothing (see screenModel), is cleared with its
  // scrollback, and only then the next screen is drawn.
  useEffect(() => {
    if (!state.needsClear) return;
    terminal.clearScreenAndScrollback();
    dispatch({ type: 'screenCleared', at: performance.now() });
  }, [state.needsClear, terminal]);

  // A computer player's move: wait (the spinner shows), decide from the bot's
  // own view, wait out the rest of the delay, then play it.
  const move = pendingBotMove(state);
  const moveRef = useRef(move);
  moveRef.current = move;
  const moveKey = move?.key ?? null;
  useEffect(() => {
    const pending = moveRef.current;
    if (moveKey === null || pending === null) return;
    const delay = Math.max(0, options.botDelayMs);
    const lead = Math.min(delay, SPINNER_LEAD_MS);
    let second: ReturnType<typeof setTimeout> | undefined;
    const first = setTimeout(() => {
      const started = Date.now();
      let action: Action;
      try {
        action = decide.current(pending.level, pending.view, pending.seed);
      } catch {
        // The controller replaces an unusable answer with a legal action.
        action = { type: 'pass' };
      }
      const send = (): void =>
        dispatch({ type: 'botAction', gameNumber: pending.gameNumber, step: pending.step, action });
      const rest = delay - lead - (Date.now() - started);
      if (rest <= 0) send();
      else second = setTimeout(send, rest);
    }, lead);
    return () => {
      clearTimeout(first);
      if (second !== undefined) clearTimeout(second);
    };
  }, [moveKey, options.botDelayMs]);

  // The end, reported once.
  const reported = useRef(false);
  useEffect(() => {
    if (state.exit === null || reported.current) return;
    reported.current = true;
    onExit(state.exit);
  }, [state.exit, onExit]);

  const model = useMemo(() => screenModel(state), [state]);
  return { model, size: state.size, dispatch };
}
