/**
 * How the program ends once its terminal may be gone: apart from terminal.ts
 * (the alternate screen and its signals) so that the command line's own
 * output, which every command loads at start, can end the same way.
 */

/** 128 + SIGHUP: the terminal is gone (closed window, lost ssh connection). */
export const HANG_UP_EXIT_CODE = 129;

/**
 * Ends the program with `exitCode`. After a hang-up, Node 20 aborts on its
 * way out (ResetStdio asserts that restoring the terminal's modes worked,
 * which it cannot on a terminal that is gone: nodejs/node#51519, fixed by
 * #58200 in later versions), writing a native stack trace and a core file.
 * Every match is saved after every action, so there is nothing left to do
 * and nobody to read an exit code: the program then ends at once by
 * SIGKILL, which runs no exit handler.
 */
export function exitProgram(exitCode: number): never {
  if (exitCode === HANG_UP_EXIT_CODE) process.kill(process.pid, 'SIGKILL');
  process.exit(exitCode);
}

/** An error writing to or reading from a terminal that is gone. */
export function terminalGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'EIO';
}

let endsByKill = false;

/**
 * The terminal is gone, but the program has work to finish (a server
 * closing its connections and saving its tables): it goes on, and once it
 * ends, it ends as exitProgram ends a hang-up, before Node restores the
 * terminal. Output to the gone terminal is dropped meanwhile.
 */
export function endAfterHangUp(): void {
  if (endsByKill) return;
  endsByKill = true;
  process.once('exit', () => process.kill(process.pid, 'SIGKILL'));
}
