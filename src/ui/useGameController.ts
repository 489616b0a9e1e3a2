/**
 * The controller as a React hook: a driver (driver.ts) that runs the
 * controller against the table, plus the few side effects around it -
 * clearing the terminal at hand-offs, the computer players' timed moves,
 * following the terminal size, and reporting the end.
 */

import { useStdout } from 'ink';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DEFAULT_BARRIER_TIMING, type BarrierTiming } from './barrier.js';
import { pendingBotMove, screenModel, type ControllerMsg, type ScreenModel } from './controller.js';
import { ScreenDriver } from './driver.js';
import { terminalSize, type TerminalSize } from '../term/layout.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';
import { loadBots, type HotseatMatch } from './hotseatMatch.js';
// At most this long of a bot's delay passes before it decides, so the spinner is drawn first.
import { SPINNER_LEAD_MS } from '../seat/spinnerLead.js';


export interface ControllerHandle {
  readonly model: ScreenModel;
  readonly size: TerminalSize;
  readonly dispatch: (msg: ControllerMsg) => void;
}

export interface ControllerExtras {
  /** See ControllerConfig.barrier. */
  readonly barrier?: BarrierTiming;
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
  const [driver] = useState(
    () => new ScreenDriver({ options, barrier }, terminalSize(stdout), performance.now(), hotseat),
  );
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
  // press from a held key's repeats (see barrier.ts), where it can.
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

  // A computer player's move: wait a moment (the spinner shows), let the
  // table have the bot decide from its own view, wait out the rest of the
  // delay, then let the move be played. A move no longer due (a key opened
  // the quit question, the UI ended) is never released, so never played;
  // one for an older table is refused by the table.
  const move = pendingBotMove(state);
  const moveKey = move?.key ?? null;
  const moveVersion = move?.version ?? null;
  useEffect(() => {
    if (moveKey === null || moveVersion === null) return;
    const delay = Math.max(0, options.botDelayMs);
    const lead = Math.min(delay, SPINNER_LEAD_MS);
    let second: ReturnType<typeof setTimeout> | undefined;
    const first = setTimeout(() => {
      let release!: () => void;
      const ready = new Promise<void>((resolve) => {
        release = resolve;
      });
      const started = Date.now();
      // The bot decides inside this call (synchronously); its move waits for `ready`.
      void driver.playBot(moveVersion, ready);
      const rest = delay - lead - (Date.now() - started);
      if (rest <= 0) release();
      else second = setTimeout(release, rest);
    }, lead);
    return () => {
      clearTimeout(first);
      if (second !== undefined) clearTimeout(second);
    };
  }, [moveKey, moveVersion, options.botDelayMs, driver]);

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
