/**
 * The parsers every command shares: each turns what was typed for an
 * option into its value, or throws a UsageError of one line naming the
 * option, in `lang`.
 */

import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { safeText } from '../i18n/safeText.js';
import { isBotLevel, isPlayableLevel, type BotLevel, type PlayableLevel } from '../bots/levels.js';
import { seedProblem } from '../core/seed.js';
import type { Tiebreak } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { CommandFailure, UsageError, printable } from '../usage.js';
import type { Range } from './defaults.js';
import { cliWords } from './words.js';

/** Parses a whole number option value strictly ("7", "-3"), or throws UsageError naming the option. */
function parseWholeNumber(text: string, option: string, lang: Lang): number {
  const words = cliWords(lang).error;
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/u.test(trimmed)) {
    throw new UsageError(words.notWholeNumber({ option, got: printable(text) }));
  }
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) {
    throw new UsageError(words.tooLarge({ option, got: printable(text) }));
  }
  return value;
}

/** What a number outside its range is called: by default "--x must be from 1 to 7, got 9". */
type OutOfRange = (got: number) => string;

/**
 * A whole number within `range`; `fallback` when the option was not given
 * (`text` undefined). A number outside the range is a UsageError worded by
 * `outOfRange`.
 */
export function parseInRange(text: string | undefined, option: string, range: Range, fallback: number, lang: Lang, outOfRange?: OutOfRange): number;
export function parseInRange(text: string | undefined, option: string, range: Range, fallback: null, lang: Lang, outOfRange?: OutOfRange): number | null;
export function parseInRange(
  text: string | undefined,
  option: string,
  [min, max]: Range,
  fallback: number | null,
  lang: Lang,
  outOfRange: OutOfRange = (got) => cliWords(lang).error.range({ option, min, max, got }),
): number | null {
  if (text === undefined) return fallback;
  const value = parseWholeNumber(text, option, lang);
  if (value < min || value > max) throw new UsageError(outOfRange(value));
  return value;
}

/**
 * Checks a --seed value: any text the game accepts as a seed (core/seed.ts),
 * taken exactly as typed. Throws UsageError naming the option, worded in `lang`.
 */
export function parseSeed(text: string, option: string, lang: Lang): string {
  const problem = seedProblem(text);
  if (problem) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new UsageError(cliWords(lang).error.badSeed({ option, problem: coreWords(lang).seedProblem(problem), got: printable(shown) }));
  }
  return text;
}

/** A level of computer player as typed (any case, spaces around), or null when it names none; each command words its own refusal. For `simulate`, which measures every level. */
export function botLevelOf(typed: string): BotLevel | null {
  const level = typed.trim().toLowerCase();
  return isBotLevel(level) ? level : null;
}

/** A level a player may seat (bots/levels.ts PLAYABLE_LEVELS) as typed, or null: the games' and servers' options. */
export function playableLevelOf(typed: string): PlayableLevel | null {
  const level = typed.trim().toLowerCase();
  return isPlayableLevel(level) ? level : null;
}

/** The modes --tiebreak takes. */
export const TIEBREAKS: readonly Tiebreak[] = ['category', 'kickers'];

/** A --tiebreak value as typed (any case, spaces around), or null when it is neither mode; each command words its own refusal. */
export function tiebreakOf(typed: string): Tiebreak | null {
  const mode = typed.trim().toLowerCase();
  return TIEBREAKS.find((known) => known === mode) ?? null;
}

/**
 * A --data-dir value: null when not given. An empty name is a usage error:
 * it would quietly mean the current directory. A file that is there and is
 * no directory fails at once, as a file the command cannot use (exit 1),
 * rather than at the first save with a word that misleads.
 * One that does not exist yet is made at the first save.
 */
export function parseDataDir(text: string | undefined, lang: Lang): string | null {
  if (text === undefined) return null;
  if (text.trim() === '') throw new UsageError(cliWords(lang).error.emptyDataDir);
  let found: Stats | undefined;
  try {
    found = statSync(text, { throwIfNoEntry: false });
  } catch {
    // Not to be looked at (a part of the path is a file, no permission): the first save says why, in words.
  }
  if (found !== undefined && !found.isDirectory()) throw new CommandFailure(cliWords(lang).error.notADirectory({ dir: safeText(path.resolve(text)) }));
  return text;
}

/** Whether a command is played as sentences: asked for by --screen-reader, or by Ink's own INK_SCREEN_READER=true. */
export function screenReaderWanted(flag: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return flag === true || env.INK_SCREEN_READER === 'true';
}
