/**
 * The controller as a React hook: a driver (driver.ts) that runs the
 * controller against its room, plus the few side effects around it -
 * clearing the terminal at hand-offs, following the terminal size, and
 * reporting the end. The computer players' moves are paced by the room
 * (room/pacing.ts), which this screen tells when it has drawn a state.
 */

import { useStdout } from 'ink';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_BARRIER_TIMING, type BarrierTiming } from '../seat/barrier.js';
import { screenModel, type ControllerMsg, type ScreenModel } from './controller.js';
import { ScreenDriver } from './driver.js';
import { terminalSize, type TerminalSize } from '../term/layout.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';
import { loadBots, type HotseatMatch } from './hotseatMatch.js';
import type { PaceClock } from '../room/pacing.js';

export interface ControllerHandle {
  readonly model: ScreenModel;
  readonly size: TerminalSize;
  readonly dispatch: (msg: ControllerMsg) => void;
}

export interface ControllerExtras {
  /** See ControllerConfig.barrier. */
  readonly barrier?: BarrierTiming;
  /** The clock the computer players are paced on (room/pacing.ts); absent: the real one. */
  readonly clock?: PaceClock;
}

export function useGameController(
  options: LaunchOptions,
  hotseat: HotseatMatch,
  terminal: TerminalControl,
  onExit: (outcome: GameOutcome) => void,
  extras: ControllerExtras = {},
): ControllerHandle {
  const barrier = extras.barrier ?? DEFAULT_BARRIER_TIMING;
  const { stdout } = useStdout();
  const [driver] = useState(() => new ScreenDriver({ options, barrier }, terminalSize(stdout), performance.now(), hotseat, extras.clock));
  const subscribe = useMemo(() => (listener: () => void) => driver.subscribe(listener), [driver]);
  const state = useSyncExternalStore(subscribe, () => driver.state);
  const { dispatch } = driver;

  useEffect(() => () => driver.dispose(), [driver]);

  // Follow the terminal size.
  useEffect(() => {
    const onResize = (): void => dispatch({ type: 'resize', size: terminalSize(stdout) });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout, dispatch]);

  // Hand-off: the screen shows nothing (see screenModel), is cleared with its
  // scrollback, and only then the next screen is drawn.
  useEffect(() => {
    if (!state.needsClear) return;
    terminal.clearScreenAndScrollback();
    dispatch({ type: 'screenCleared', at: performance.now() });
  }, [state.needsClear, terminal, dispatch]);

  // While a next-player screen shows, the terminal is asked to tell a key
  // press from a held key's repeats (see seat/barrier.ts), where it can.
  const barrierShown = state.phase === 'barrier' && !state.needsClear && state.exit === null;
  useEffect(() => {
    terminal.reportKeyEvents?.(barrierShown);
  }, [barrierShown, terminal]);
  useEffect(() => () => terminal.reportKeyEvents?.(false), [terminal]);

  // A table with computer players loads them right after the first frame, so
  // that the first frame does not wait for them, nor their first move for
  // the whole delay; a table of humans never loads them.
  const seatsBots = state.seats.some((seat) => seat.bot !== null);
  useEffect(() => {
    if (seatsBots) void loadBots().catch(() => undefined);
  }, [seatsBots]);

  // Drawn: the screen tells the room's pacing which state it has drawn; a computer player moves when that state allows (pendingBotMove).
  useEffect(() => {
    driver.shown(state);
  }, [state, driver]);

  // The end, reported once, with every game of the match.
  const reported = useRef(false);
  useEffect(() => {
    if (state.exit === null || reported.current) return;
    reported.current = true;
    onExit({ exitCode: state.exit.exitCode, summary: driver.summary() });
  }, [state.exit, onExit, driver]);

  const model = useMemo(() => screenModel(state, driver.viewOf), [state, driver]);
  return { model, size: state.size, dispatch };
}
