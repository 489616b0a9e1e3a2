/**
 * The help: commander's own words in the catalog's language, which command
 * a usage error points at for help, and `help <topic>` where commander
 * would take it wrong.
 */

import type { Command, Help, Option } from 'commander';
import type { Lang } from '../i18n/lang.js';
import { cliWords } from './words.js';
import { printable } from '../usage.js';
import { withoutLang } from './lang.js';
import { similarWord } from '../similarWord.js';

/** The commands with options of their own, whose usage errors point at their own help. */
const COMMANDS_WITH_HELP: readonly string[] = ['simulate', 'history', 'players', 'replay', 'host', 'serve', 'tutorial'];

/** Every command word, for the guess at a mistyped one. */
export const COMMANDS: readonly string[] = [...COMMANDS_WITH_HELP, 'help'];

/** The help a usage error points at: that of `command` where it has its own, else the program's (`invoked` as the player started it). */
export function helpCommandFor(invoked: string, command: string | undefined): string {
  return command !== undefined && COMMANDS_WITH_HELP.includes(command) ? `${invoked} ${command} --help` : `${invoked} --help`;
}

/**
 * Commander's own words in the catalog's language: the headings and the
 * "(default: …)" notes. (Commander's remaining built-in English, such as
 * its error messages, is replaced where the errors are reported.)
 */
export function localHelp(lang: Lang): Partial<Help> {
  const cli = cliWords(lang);
  const headings = cli.headings;
  if (headings === null) return {};
  const extras = (description: string, choices: readonly string[] | undefined, shownDefault: string | null): string => {
    const extra: string[] = [];
    if (choices) extra.push(cli.extraChoices({ values: choices.map((choice) => cli.quoted({ text: choice })).join(', ') }));
    if (shownDefault !== null) extra.push(cli.extraDefault({ value: shownDefault }));
    return extra.length === 0 ? description : `${description} (${extra.join(', ')})`.trimStart();
  };
  return {
    styleTitle: (title: string) => (headings as Readonly<Record<string, string>>)[title] ?? title,
    // A subcommand's usage line is commander's own ("history [options]").
    styleUsage: (usage: string) => usage.replace('[options]', cli.optionsWord),
    optionDescription: (option: Option) => {
      const shows = option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean'));
      const shown = !shows
        ? null
        : option.defaultValueDescription || (typeof option.defaultValue === 'string' ? cli.quoted({ text: option.defaultValue }) : JSON.stringify(option.defaultValue));
      return extras(option.description, option.argChoices, shown);
    },
    subcommandTerm: (command: Command) => {
      const args = command.registeredArguments.map((arg) => (arg.required ? `<${arg.name()}>` : `[${arg.name()}${arg.variadic ? '...' : ''}]`));
      return [command.name(), ...(command.options.length > 0 ? [cli.optionsWord] : []), ...args].join(' ');
    },
  };
}

/** `help <topic>` where the topic is no command: the topic, else null. */
export function unknownHelpTopic(args: readonly string[], program: Command): string | null {
  const [first, topic] = withoutLang(args).filter((arg) => !arg.startsWith('-'));
  if (first !== 'help' || topic === undefined || topic === 'help') return null;
  return program.commands.some((command) => command.name() === topic) ? null : printable(topic);
}

/**
 * The command a first word that is none was probably meant to be
 * (`simulte --players hard,medium` -> `simulate`), or null. Such a word is
 * taken for a player's name, so the error commander then gives (an option
 * the game lacks) says nothing of the command: the usage error names it.
 */
export function meantCommand(args: readonly string[], program: Command): string | null {
  const [first] = withoutLang(args);
  if (first === undefined || first.startsWith('-') || program.commands.some((command) => command.name() === first)) return null;
  return similarWord(first, COMMANDS);
}

/**
 * `help --help`, `help -h` and `help help` ask for the main help (commander
 * would take the flag for a command's name and print the help as an error).
 */
export function mainHelpAsked(args: readonly string[]): boolean {
  const [first, ...rest] = withoutLang(args);
  return first === 'help' && rest.length > 0 && rest.every((word) => word === 'help' || word === '--help' || word === '-h');
}
