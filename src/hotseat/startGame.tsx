/**
 * Starts the terminal UI and resolves with how it ended. Process-level
 * matters (alternate screen, signals, TTY checks, printing the summary) are
 * the CLI's; this only renders and waits.
 */

import { useApp } from 'ink';
import { render } from '../term/ink.js';
import React, { useEffect } from 'react';
import { App } from './App.js';
import type { GameOutcome, LaunchOptions, TerminalControl } from './options.js';
import type { HotseatMatch } from './hotseatMatch.js';
import type { UiStreams } from '../terminal.js';

/**
 * Resolves with how the player left; rejects with the error if the UI itself
 * failed (the CLI reports that in one line and exits 1).
 */
export async function runGame(options: LaunchOptions, hotseat: HotseatMatch, terminal: TerminalControl, io?: UiStreams): Promise<GameOutcome> {
  let outcome: GameOutcome | null = null;
  const instance = render(
    <StopOnError>
      <App
        options={options}
        hotseat={hotseat}
        terminal={terminal}
        onExit={(result) => {
          outcome = result;
        }}
      />
    </StopOnError>,
    {
      stdin: io?.stdin ?? process.stdin,
      stdout: io?.stdout ?? process.stdout,
      stderr: io?.stderr ?? process.stderr,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  // Rejects with the error when StopOnError ends the app.
  await instance.waitUntilExit();
  // Unmounted some other way (Ink unmounts when the process is about to exit).
  return outcome ?? { exitCode: 0, summary: null };
}

/**
 * Ends the UI on an error during rendering, so runGame rejects with it at
 * once. Ink's own error screen would instead read and highlight the source
 * around the error, which in the minified bundle takes many seconds while the
 * keyboard does nothing.
 */
class StopOnError extends React.Component<{ readonly children: React.ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): React.ReactNode {
    return this.state.error ? <ExitWith error={this.state.error} /> : this.props.children;
  }
}

function ExitWith({ error }: { readonly error: Error }): null {
  const { exit } = useApp();
  useEffect(() => exit(error), [exit, error]);
  return null;
}
