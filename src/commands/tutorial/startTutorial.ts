/** What `tutorial` does: the lessons on the alternate screen, the terminal restored after them whatever happens. Loaded only when it runs. */

import type { Lang } from '../../i18n/lang.js';
import { COMMAND_NAME } from '../../invocation.js';
import type { CommandContext } from '../context.js';
import { errorText } from '../reportError.js';
import { cliWords } from '../words.js';

/** Resolves with the exit code: 0, 130 after Ctrl+C, 1 without a terminal. */
export async function runTutorialCommand(
  options: { readonly ascii: boolean; readonly screenReader: boolean; readonly lang: Lang; readonly first?: number },
  context: CommandContext,
): Promise<number> {
  const { io } = context;
  const cli = cliWords(options.lang);
  if (options.screenReader) {
    // Sentences on the terminal as it is: no alternate screen, and no terminal needed (a line at a time does).
    const { runReaderTutorial } = await import('../../reader/startReader.js');
    const end = await runReaderTutorial(options.lang, { stdin: io.stdin, stdout: io.stdout }, options.first ?? 0);
    if (end.finished) io.stdout.write(`${cli.tutorial.finished({ program: context.invoked })}\n`);
    return end.exitCode;
  }
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    io.stderr.write(`${COMMAND_NAME}: ${cli.needsTerminal({ program: `${context.invoked} tutorial` })}\n`);
    return 1;
  }
  const [{ exitProgram, takeTerminal }, { runTutorial }] = await Promise.all([import('../../terminal.js'), import('../../tutorial/TutorialApp.js')]);
  const terminal = takeTerminal(io.stdout, io.stdin, (exitCode, uncaught) => {
    if (uncaught !== null) io.stderr.write(`${COMMAND_NAME}: ${cli.unexpected({ message: errorText(uncaught.error) })}\n`);
    exitProgram(exitCode);
  });
  let end: Awaited<ReturnType<typeof runTutorial>>;
  try {
    end = await runTutorial({ ...options, program: context.invoked }, { stdin: io.stdin, stdout: io.stdout, stderr: io.stderr });
  } finally {
    terminal.restore();
  }
  if (end.finished) io.stdout.write(`${cli.tutorial.finished({ program: context.invoked })}\n`);
  return end.exitCode;
}
