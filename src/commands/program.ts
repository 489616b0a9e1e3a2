/**
 * The program's commands as one commander program: the game (the program's
 * own command), `simulate`, `history`, `replay`, `host`, `serve`, `tutorial` and `help`,
 * their help in the language spoken and their output through the command
 * line's streams.
 */

import { Command } from 'commander';
import { cliWords } from './words.js';
import { COMMAND_NAME } from '../invocation.js';
import type { CommandContext } from './context.js';
import { defineGameCommand } from './game/gameCommand.js';
import { localHelp } from './help.js';
import { registerHistoryCommand } from './history/historyCommand.js';
import { registerPlayersCommand } from './players/playersCommand.js';
import { registerHostCommand } from './host/hostCommand.js';
import { commanderOutput } from './io.js';
import { langOption } from './lang.js';
import { registerReplayCommand } from './replay/replayCommand.js';
import { registerServeCommand } from './serve/serveCommand.js';
import { registerSimulateCommand } from './simulate/simulateCommand.js';
import { registerTutorialCommand } from './tutorial/tutorialCommand.js';

/** The program, `version` being what `--version` prints. */
export function buildProgram(context: CommandContext, version: string): Command {
  const { io, lang, onExitCode, invoked } = context;
  const cli = cliWords(lang);
  const program = new Command(COMMAND_NAME)
    .description(cli.description)
    .usage(cli.usage)
    .configureHelp(localHelp(lang))
    .version(version, '-V, --version', cli.version)
    .helpOption('-h, --help', cli.help);
  defineGameCommand(program, context)
    .addHelpText('after', cli.examples)
    // `shift-poker help [simulate]` shows help rather than seating a player called "help".
    .helpCommand(`help [${cli.commandArgument}]`, cli.helpCommand)
    .showSuggestionAfterError(true)
    // The game and `simulate` share option names (--seed, --rounds): options
    // after the subcommand belong to it.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(commanderOutput(io));

  registerSimulateCommand(program, io, { onExitCode, lang, extraOptions: [langOption(lang)] });
  registerHistoryCommand(program, io, lang, invoked);
  registerPlayersCommand(program, io, lang);
  registerReplayCommand(program, io, lang, onExitCode, invoked);
  registerHostCommand(program, io, { onExitCode, lang, invoked });
  registerServeCommand(program, io, { onExitCode, lang });
  registerTutorialCommand(program, context);
  // An option written before a command's name (`shift-poker --data-dir D players`) is parsed as the game's: the command
  // takes it as its own where it has one, and refuses it in one line where it has none, rather than running without it.
  // --no-color is everyone's: bin/shift-poker.js reads it wherever it stands.
  program.hook('preSubcommand', (root, sub) => {
    for (const option of root.options) {
      const key = option.attributeName();
      if (root.getOptionValueSource(key) !== 'cli' || option.long === '--no-color') continue;
      const own = sub.options.find((candidate) => candidate.long === option.long);
      const named = [option.short, option.long].filter((flag) => flag !== undefined).join('/');
      if (own === undefined) sub.error(`error: ${cli.optionBeforeCommand({ option: named, command: sub.name() })}`, { code: 'commander.optionBeforeCommand', exitCode: 1 });
      else sub.setOptionValueWithSource(own.attributeName(), root.getOptionValue(key), 'cli');
    }
  });
  for (const command of program.commands) {
    const name = command.name();
    if (name === 'history' || name === 'players' || name === 'replay' || name === 'host' || name === 'serve' || name === 'tutorial') command.description(cli.commands[name]);
    // `--lang` was read before commander ran (lang.ts langArgument); every command accepts it in its place.
    if (!command.options.some((option) => option.long === '--lang')) command.addOption(langOption(lang));
    command.exitOverride().configureOutput(commanderOutput(io));
  }
  return program;
}
