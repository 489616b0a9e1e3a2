import { describe, expect, it } from '@jest/globals';
import { Command, CommanderError, Option } from 'commander';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import { cliWords } from '../../src/commands/words.js';
import { commanderMessage, commanderProblem } from '../../src/i18n/commander.js';
import { strayEnglish } from './englishWords.js';

/** The error commander itself throws for `args` on a small program with every kind of parameter. */
function commanderError(...args: string[]): CommanderError {
  const quiet = (command: Command): Command => command.exitOverride().configureOutput({ writeOut: () => undefined, writeErr: () => undefined, outputError: () => undefined });
  const program = quiet(new Command('tool')).showSuggestionAfterError(true);
  quiet(program.command('play'))
    .option('--rounds <n>', 'rounds')
    .option('--seed <text>', 'seed')
    .option('--seek <text>', 'seek')
    .addOption(new Option('--colour <colour>', 'colour').choices(['red', 'blue']))
    .addOption(new Option('--quiet', 'quiet').conflicts('loud'))
    .option('--loud', 'loud')
    .action(() => undefined);
  quiet(program.command('serve'))
    .requiredOption('--port <n>', 'port')
    .action(() => undefined);
  quiet(program.command('show'))
    .argument('<file>', 'file')
    .action(() => undefined);
  try {
    program.parse(['node', 'tool', ...args]);
  } catch (error) {
    if (error instanceof CommanderError) return error;
    throw error;
  }
  throw new Error(`no error for ${args.join(' ')}`);
}

const CASES: readonly [readonly string[], string][] = [
  [['play', '--frobnicate'], 'commander.unknownOption'],
  [['play', '--see', '1'], 'commander.unknownOption'],
  [['play', '--rounds'], 'commander.optionMissingArgument'],
  [['play', '--colour', 'green'], 'commander.invalidArgument'],
  [['play', '--quiet', '--loud'], 'commander.conflictingOption'],
  [['serve'], 'commander.missingMandatoryOptionValue'],
  [['show'], 'commander.missingArgument'],
  [['show', 'a', 'b'], 'commander.excessArguments'],
  [['shw'], 'commander.unknownCommand'],
];

describe("commander's own errors in every language", () => {
  it.each(CASES)('%j (%s) reads its data back and words it in one line, German without English words', (args, code) => {
    const error = commanderError(...args);
    expect(error.code).toBe(code);
    const problem = commanderProblem(error.code, error.message);
    expect(problem.code).toBe(code.replace('commander.', ''));
    for (const lang of LANGUAGES) {
      const line = commanderMessage(error.code, error.message, cliWords(lang).commander);
      expect(line.trim().length).toBeGreaterThan(0);
      expect(line).not.toContain('\n');
    }
    const german = commanderMessage(error.code, error.message, cliWords('de').commander).replace(/„[^“]*“|--[\w-]+/gu, '');
    expect([german, strayEnglish(german)]).toEqual([german, null]);
  });

  it('keeps the data: the flag, the suggestion, the choices and the counts', () => {
    const de = cliWords('de').commander;
    const words = (...args: string[]): string => {
      const error = commanderError(...args);
      return commanderMessage(error.code, error.message, de);
    };
    expect(words('play', '--see', '1')).toBe('unbekannte Option „--see“ (Meintest du --seed, --seek?)');
    expect(words('play', '--colour', 'green')).toBe('Option „--colour <colour>“: „green“ ist ungültig (möglich: red, blue)');
    expect(words('show', 'a', 'b')).toBe('zu viele Argumente für „show“: erlaubt sind höchstens 1, angegeben: 2');
    expect(words('shw')).toBe('unbekannter Befehl „shw“ (Meintest du show?)');
    expect(words('play', '--quiet', '--loud')).toBe('die Option „--quiet“ geht nicht zusammen mit „--loud“');
  });

  it('a typed value cannot control the terminal', () => {
    const error = commanderError('play', '--x\u001B[2J\u009B');
    const line = commanderMessage(error.code, error.message, cliWords('de').commander);
    expect(line).toBe('unbekannte Option „--x\\u001b[2J\\u009b“');
  });

  it('a message it does not know stays a single line', () => {
    expect(commanderMessage('commander.somethingNew', 'error: new thing\nmore', cliWords('de').commander)).toBe('Fehler auf der Befehlszeile: new thing');
  });
});
