/**
 * The replay screen as an Ink app: steps through a finished match's games
 * action by action (see replayModel.ts). Process-level matters (alternate
 * screen, signals, TTY checks) are the caller's, as for the game.
 */

import { useApp } from 'ink';
import { render } from '../term/ink.js';
import React, { useMemo, useState } from 'react';
import type { MatchRecord } from '../table/index.js';
import type { Lang } from '../i18n/lang.js';
import { ReplayScreen, replayLogScrollLimit, type ReplayScreenProps } from './ReplayScreen.js';
import { useLang } from '../term/locale.js';
import { LocaleProvider } from '../term/locale.js';
import { useKeyPresses } from '../term/input/useKeyPresses.js';
import { PENDING_INPUT_WAIT_MS } from '../term/input/useKeyPresses.js';
import { isTooSmall } from '../term/layout.js';
import { useTerminalSize } from '../term/useTerminalSize.js';
import { hintsUpTo, replayKey, replayPositions, type ReplayState } from './model.js';
import type { UiStreams } from '../terminal.js';
import { TooSmallScreen } from '../term/ScreenFrame.js';

export interface ReplayAppProps {
  readonly record: MatchRecord;
  readonly ascii: boolean;
  /** Called once, when the user quits: with 130 after Ctrl+C, as a program stopped by Ctrl+C exits, else 0. */
  readonly onQuit: (exitCode: number) => void;
}

export function ReplayApp({ record, ascii, onQuit }: ReplayAppProps): React.JSX.Element {
  const games = useMemo(() => replayPositions(record), [record]);
  const [state, setState] = useState<ReplayState>({ game: 0, step: 0 });
  const size = useTerminalSize();
  const lang = useLang();
  const bots = record.seats.map((seat) => (seat.kind === 'bot' ? seat.level : null));
  const screenProps = (at: ReplayState): ReplayScreenProps => {
    const game = games[at.game]!;
    return {
      position: game.positions[at.step]!,
      step: at.step,
      hints: hintsUpTo(game, at.step),
      steps: game.positions.length - 1,
      gameNumber: at.game + 1,
      games: games.length,
      bots,
      ascii,
      size,
      logScroll: at.logScroll ?? 0,
    };
  };
  useKeyPresses(
    ({ keys }) => {
      let next: ReplayState | 'quit' = state;
      let exitCode = 0;
      for (const key of keys) {
        next = replayKey(next, key, games);
        if (next === 'quit') {
          exitCode = key.kind === 'ctrlC' ? 130 : 0;
          break;
        }
        // Up stops at the oldest line: no presses of Down are owed for Ups past it.
        const limit = replayLogScrollLimit(screenProps(next), lang);
        if ((next.logScroll ?? 0) > limit) next = { ...next, logScroll: limit };
      }
      if (next === 'quit') onQuit(exitCode);
      else setState(next);
    },
    PENDING_INPUT_WAIT_MS,
    { homeEnd: true },
  );
  if (isTooSmall(size)) return <TooSmallScreen size={size} ascii={ascii} />;
  return <ReplayScreen {...screenProps(state)} />;
}

/** Shows the replay until q (exit code 0) or Ctrl+C (130). */
export async function runReplayScreen(record: MatchRecord, options: { readonly ascii: boolean; readonly lang: Lang }, io: UiStreams): Promise<number> {
  let exitCode = 0;
  // The language of --lang, else of the environment, as for the game.
  const instance = render(
    <LocaleProvider lang={options.lang}>
      <Quitter
        record={record}
        ascii={options.ascii}
        onQuit={(code) => {
          exitCode = code;
        }}
      />
    </LocaleProvider>,
    {
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr ?? process.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  await instance.waitUntilExit();
  return exitCode;
}

function Quitter({ record, ascii, onQuit }: { readonly record: MatchRecord; readonly ascii: boolean; readonly onQuit: (exitCode: number) => void }): React.JSX.Element {
  const { exit } = useApp();
  return (
    <ReplayApp
      record={record}
      ascii={ascii}
      onQuit={(code) => {
        onQuit(code);
        exit();
      }}
    />
  );
}
