/**
 * Starts the terminal UI and resolves with how it ended. Process-level
 * matters (alternate screen, signals, TTY checks, printing the summary) are
 * the CLI's; this only renders and waits.
 */

import { render } from 'ink';
import { App } from './App.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';

export interface UiStreams {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr?: NodeJS.WriteStream;
}

export async function runGame(options: LaunchOptions, terminal: TerminalControl, io?: UiStreams): Promise<GameOutcome> {
  let outcome: GameOutcome | null = null;
  const instance = render(
    <App
      options={options}
      terminal={terminal}
      onExit={(result) => {
        outcome = result;
      }}
    />,
    {
      stdin: io?.stdin ?? process.stdin,
      stdout: io?.stdout ?? process.stdout,
      stderr: io?.stderr ?? process.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  await instance.waitUntilExit();
  // Unmounted some other way (Ink unmounts when the process is about to exit).
  return outcome ?? { exitCode: 0, summary: null };
}
