/**
 * The program's entry: reads the language first (it words the help and
 * every error), builds the command line from the commands layer
 * (commands/program.ts) and runs it. Nothing here knows the rules or a
 * command; the commands check what the user typed and start what it asks for.
 */

import { readFileSync } from 'node:fs';
import { LANGUAGES, detectLanguage, isLang, loadLanguage, type Lang, type LangEnvironment } from './i18n/catalog.js';
import { commanderMessage } from './i18n/commander.js';
import { helpCommandFor, mainHelpAsked, meantCommand, unknownHelpTopic } from './commands/help.js';
import { defaultIo, type CliIo } from './commands/io.js';
import { langArgument } from './commands/lang.js';
import { buildProgram } from './commands/program.js';
import { loadCliWords } from './commands/words.js';
import { reportError } from './commands/reportError.js';
import { carriedInvocation, invocation } from './invocation.js';
import { UsageError, printable } from './usage.js';

export type { CliIo } from './commands/io.js';

/**
 * Runs the program with `argv` as in process.argv (node, script, args…) and
 * returns the exit code: 0 done, 1 unexpected error or no terminal, 2 usage
 * error, 130 Ctrl+C. Everything it prints is in the language of `--lang`,
 * else of the environment (detectLanguage).
 */
export async function main(argv: readonly string[], io: CliIo = defaultIo(), env: LangEnvironment = process.env): Promise<number> {
  // The language is needed before commander runs: it words the help texts.
  const asked = langArgument(argv.slice(2));
  // Every command printed for the player begins the way they started this one, in its language and mode.
  const invoked = carriedInvocation(invocation({ script: argv[1], env, cwd: process.cwd() }), argv.slice(2), asked !== null && isLang(asked) ? asked : null);
  let helpCommand = helpCommandFor(invoked, argv[2]);
  const lang: Lang = asked !== null && isLang(asked) ? asked : detectLanguage(env);
  // Only the language spoken is loaded: --version and English never load another language.
  const [, cli] = await Promise.all([loadLanguage(lang), loadCliWords(lang)]);
  if (asked !== null && !isLang(asked)) {
    const message = cli.error.unknownLanguage({ got: printable(asked), languages: LANGUAGES.join(', ') });
    return reportError(new UsageError(message), io, helpCommand, lang);
  }
  let exitCode = 0;
  const onExitCode = (code: number): void => {
    exitCode = code;
  };
  const program = buildProgram({ io, lang, invoked, onExitCode }, packageVersion());
  // A usage error inside a command points at that command's help, wherever the command word stands.
  program.hook('preSubcommand', (_program, command) => {
    helpCommand = helpCommandFor(invoked, command.name());
  });
  const unknownHelp = unknownHelpTopic(argv.slice(2), program);
  if (unknownHelp !== null) {
    // Commander would print the whole help as an error; one line says more.
    const message = commanderMessage('commander.unknownCommand', `error: unknown command '${unknownHelp}'`, cli.commander);
    return reportError(new UsageError(message), io, helpCommand, lang);
  }
  try {
    await program.parseAsync(mainHelpAsked(argv.slice(2)) ? [argv[0]!, argv[1]!, '--help'] : [...argv]);
    return exitCode;
  } catch (error) {
    return reportError(error, io, helpCommand, lang, meantCommand(argv.slice(2), program));
  }
}

function packageVersion(): string {
  // Both src/cli.ts and the bundle in dist/ sit one level below package.json.
  // Read as text: cheaper than require(), which would set up the CommonJS loader first.
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
