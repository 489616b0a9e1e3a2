/**
 * The root component: reads keys (and only passes them on to the
 * controller, which plays at the hotseat's table), and draws the screen the controller describes inside a box no
 * taller than the terminal minus one line.
 */

import { useApp } from 'ink';
import React, { useCallback } from 'react';
import type { BarrierTiming } from '../seat/barrier.js';
import type { ScreenModel } from './controller.js';
import { PENDING_INPUT_WAIT_MS, useKeyPresses } from '../term/input/useKeyPresses.js';
import { LocaleProvider } from '../term/locale.js';
import type { TerminalSize } from '../term/layout.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';
import { BarrierScreen, SetupScreen } from './components/screens.js';
import { ResumeScreen } from './components/ResumeScreen.js';
import type { HotseatMatch } from './hotseatMatch.js';
import { useGameController } from './useGameController.js';
import { HelpScreen } from '../seat/screens.js';
import { ScreenFrame } from '../term/ScreenFrame.js';
import { COMMAND_NAME } from '../invocation.js';
import { SeatBody } from '../seat/SeatScreen.js';

export interface AppProps {
  readonly options: LaunchOptions;
  /** Where the match comes from: a table to play at, one to offer for resuming, or a new one to deal. */
  readonly hotseat: HotseatMatch;
  readonly terminal: TerminalControl;
  /** Called once, when the user has quit (or pressed Ctrl+C). */
  readonly onExit: (outcome: GameOutcome) => void;
  /** See ControllerConfig.barrier; tests shorten it. */
  readonly barrier?: BarrierTiming;
}

export function App({ options, hotseat, terminal, onExit, barrier }: AppProps): React.JSX.Element {
  const { exit } = useApp();
  const finish = useCallback(
    (outcome: GameOutcome) => {
      onExit(outcome);
      exit();
    },
    [onExit, exit],
  );
  const { model, size, dispatch } = useGameController(options, hotseat, terminal, finish, barrier === undefined ? {} : { barrier });
  useKeyPresses(
    ({ keys, reports, at }) => {
      for (const report of reports) dispatch({ type: 'terminalReport', report });
      for (const key of keys) dispatch({ type: 'key', key, at });
    },
    PENDING_INPUT_WAIT_MS,
    // Home/End move through the whole log (l); every other screen lets them do nothing.
    { homeEnd: true },
  );
  return (
    <LocaleProvider lang={options.lang}>
      <Screen model={model} size={size} ascii={options.ascii} {...(options.program === undefined ? {} : { program: options.program })} />
    </LocaleProvider>
  );
}

function Screen({
  model,
  size,
  ascii,
  program = COMMAND_NAME,
}: {
  readonly model: ScreenModel;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  /** How the player started this program (LaunchOptions.program): the help's lessons line begins with it. */
  readonly program?: string;
}): React.JSX.Element {
  return (
    <ScreenFrame size={size} ascii={ascii}>
      {model.kind === 'tooSmall' ? null : screenBody(model, size, ascii, program)}
    </ScreenFrame>
  );
}

function screenBody(model: Exclude<ScreenModel, { kind: 'tooSmall' }>, size: TerminalSize, ascii: boolean, program: string): React.JSX.Element | null {
  switch (model.kind) {
    case 'blank':
      return null;
    case 'help':
      return (
        <HelpScreen strictOrder={model.strictOrder} tiebreak={model.tiebreak} barriers={model.barriers} hints={model.hints} ascii={ascii} tutorialCommand={`${program} tutorial`} />
      );
    case 'resume':
      return <ResumeScreen prompt={model.prompt} ascii={ascii} />;
    case 'setup':
      return <SetupScreen setup={model.setup} quitting={model.quitting} ascii={ascii} note={model.note} />;
    case 'barrier':
      return <BarrierScreen name={model.name} round={model.round} rounds={model.rounds} message={model.message} note={model.note} quitting={model.quitting} ascii={ascii} />;
    case 'seat':
      return <SeatBody model={model.seat} size={size} ascii={ascii} tutorialCommand={`${program} tutorial`} />;
  }
}
