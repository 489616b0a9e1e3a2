/** Runs the command line in-process, as the tests of the CLI and its commands do. */

import { main, type CliIo } from '../src/cli.js';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `shift-poker <args>` without a terminal, its output captured; `env` chooses the language. */
export async function runCli(args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdin: { isTTY: false },
    stdout: { isTTY: false, write: (text: string) => ((stdout += text), true) },
    stderr: { write: (text: string) => ((stderr += text), true) },
  } as unknown as CliIo;
  const code = await main(['node', 'shift-poker', ...args], io, env);
  return { code, stdout, stderr };
}
