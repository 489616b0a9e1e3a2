/**
 * `--lang <code>`: read before commander runs (the language words the help
 * texts and every error), and accepted by the game and by every command in
 * its place.
 */

import { Option } from 'commander';
import { LANGUAGES, type Lang } from '../i18n/catalog.js';
import { cliWords } from './words.js';

/**
 * The value of `--lang <code>` or `--lang=<code>` among the arguments (the
 * last one given), or null. Arguments after `--` are names, not options.
 */
export function langArgument(args: readonly string[]): string | null {
  let found: string | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') break;
    if (arg === '--lang' && index + 1 < args.length) found = args[++index]!;
    else if (arg.startsWith('--lang=')) found = arg.slice('--lang='.length);
  }
  return found === null ? null : found.trim().toLowerCase();
}

/** The arguments without `--lang <code>` or `--lang=<code>` (read before commander runs; see langArgument). */
export function withoutLang(args: readonly string[]): string[] {
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--lang') index++;
    else if (!arg.startsWith('--lang=')) rest.push(arg);
  }
  return rest;
}

/** `--lang <code>`, on the game and on every command (options after a subcommand belong to it). */
export function langOption(lang: Lang): Option {
  const cli = cliWords(lang);
  return new Option(`--lang <${cli.meta.code}>`, cli.lang({ languages: LANGUAGES.join(', ') }));
}
