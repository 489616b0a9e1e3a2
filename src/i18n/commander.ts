/**
 * Commander's own parse errors in the chosen language. Commander words its
 * errors in English only and gives no data with them, just a code and a
 * message; `commanderProblem` reads the data back out of that message (the
 * quoted flag, the suggestions, the allowed choices, the counts), and the
 * command line's words (`commander`, of the shape CommanderWords) word it
 * again, as one line. The values the user typed are escaped so that they
 * cannot control the terminal.
 */

import { printable } from '../usage.js';

/** Commander's problems as a language words them. */
export interface CommanderWords {
  readonly unknownOption: (p: { option: string }) => string;
  readonly unknownCommand: (p: { command: string }) => string;
  readonly didYouMean: (p: { suggestions: string }) => string;
  readonly missingArgument: (p: { argument: string }) => string;
  readonly optionMissingArgument: (p: { option: string }) => string;
  readonly missingMandatoryOptionValue: (p: { option: string }) => string;
  readonly conflictingOption: (p: { option: string; other: string }) => string;
  readonly excessArguments: (p: { command: string | null; expected: number; got: number }) => string;
  readonly invalidArgument: (p: { option: string; value: string; choices: string | null }) => string;
  readonly other: (p: { message: string }) => string;
}

export type CommanderProblem =
  | { readonly code: 'unknownOption'; readonly option: string; readonly suggestions: readonly string[] }
  | { readonly code: 'unknownCommand'; readonly command: string; readonly suggestions: readonly string[] }
  | { readonly code: 'missingArgument'; readonly argument: string }
  | { readonly code: 'optionMissingArgument'; readonly option: string }
  | { readonly code: 'missingMandatoryOptionValue'; readonly option: string }
  | { readonly code: 'conflictingOption'; readonly option: string; readonly other: string }
  | { readonly code: 'excessArguments'; readonly command: string | null; readonly expected: number; readonly got: number }
  /** A value an option or argument does not accept; `choices` when it takes only some. */
  | {
      readonly code: 'invalidArgument';
      readonly option: string;
      readonly value: string;
      readonly choices: readonly string[] | null;
    }
  /** Anything commander may say that is not listed above: its own line. */
  | { readonly code: 'other'; readonly message: string };

/** What went wrong, from commander's error code and its English message. */
export function commanderProblem(code: string, message: string): CommanderProblem {
  const [first = '', ...rest] = message.replace(/^error:\s*/u, '').split('\n');
  const quoted = [...first.matchAll(/'([^']*)'/gu)].map((match) => printable(match[1]!));
  const [one = '', two = ''] = quoted;
  const suggestions = suggestionsIn(rest.join('\n'));
  switch (code) {
    case 'commander.unknownOption':
      return { code: 'unknownOption', option: one, suggestions };
    case 'commander.unknownCommand':
      return { code: 'unknownCommand', command: one, suggestions };
    case 'commander.missingArgument':
      return { code: 'missingArgument', argument: one };
    case 'commander.optionMissingArgument':
      return { code: 'optionMissingArgument', option: one };
    case 'commander.missingMandatoryOptionValue':
      return { code: 'missingMandatoryOptionValue', option: one };
    case 'commander.conflictingOption':
      return { code: 'conflictingOption', option: one, other: two };
    case 'commander.excessArguments': {
      const counts = /Expected (\d+) arguments? but got (\d+)/u.exec(first);
      return {
        code: 'excessArguments',
        command: /for '/u.test(first) ? one : null,
        expected: Number(counts?.[1] ?? 0),
        got: Number(counts?.[2] ?? 0),
      };
    }
    case 'commander.invalidArgument': {
      const choices = /Allowed choices are (.*)\.$/u.exec(first)?.[1];
      // "option '--x <v>' argument 'value' is invalid" or "command-argument value 'value' is invalid for argument 'name'".
      const [option, value] = first.startsWith('command-argument') ? [two, one] : [one, two];
      return {
        code: 'invalidArgument',
        option,
        value,
        choices: choices === undefined ? null : choices.split(', ').map(printable),
      };
    }
    default:
      return { code: 'other', message: printable(first) };
  }
}

/** The problem as one line in the language of `words` (without the pointer to --help). */
export function commanderMessage(code: string, message: string, words: CommanderWords): string {
  const problem = commanderProblem(code, message);
  switch (problem.code) {
    case 'unknownOption':
      return words.unknownOption(problem) + suggestion(problem.suggestions, words);
    case 'unknownCommand':
      return words.unknownCommand(problem) + suggestion(problem.suggestions, words);
    case 'missingArgument':
      return words.missingArgument(problem);
    case 'optionMissingArgument':
      return words.optionMissingArgument(problem);
    case 'missingMandatoryOptionValue':
      return words.missingMandatoryOptionValue(problem);
    case 'conflictingOption':
      return words.conflictingOption(problem);
    case 'excessArguments':
      return words.excessArguments(problem);
    case 'invalidArgument':
      return words.invalidArgument({ ...problem, choices: problem.choices?.join(', ') ?? null });
    case 'other':
      return words.other(problem);
  }
}

function suggestion(suggestions: readonly string[], words: CommanderWords): string {
  return suggestions.length === 0 ? '' : ` ${words.didYouMean({ suggestions: suggestions.join(', ') })}`;
}

/** "(Did you mean --rounds?)" or "(Did you mean one of --seed, --seats?)" -> the names. */
function suggestionsIn(text: string): string[] {
  const found = /\(Did you mean (?:one of )?(.*)\?\)/u.exec(text)?.[1];
  return found === undefined ? [] : found.split(', ').map(printable);
}
