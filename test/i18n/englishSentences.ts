/**
 * The English sentences of every words file (the core's, the command line's
 * and every part's), for the tests that check a German screen or line: a
 * German text that holds one of them shows English where a German word
 * belongs, whichever part it came from.
 *
 * A sentence with data is taken apart where its data goes: each function of
 * the English words is called with a stand-in for every value, and the text
 * between the stand-ins is kept. Only runs of three words or more count (a
 * word is two letters or more), and not the command lines of the examples
 * (`shift-poker host --port 2222`, `ssh -t -p 2222 ann@server join K7PQ`),
 * which every language writes alike. Nothing is left out because German
 * words hold it too: a German entry left in English must show.
 */

import { cliEn } from '../../src/commands/words.en.js';
import { coreEn } from '../../src/i18n/words.en.js';
import { matchEn } from '../../src/room/words.en.js';
import { recordEn } from '../../src/record/words.en.js';
import { remoteEn } from '../../src/remote/words.en.js';
import { serveEn } from '../../src/remote/serve/words.en.js';
import { seatEn } from '../../src/seat/words.en.js';
import { simEn } from '../../src/sim/words.en.js';
import { tableEn } from '../../src/table/words.en.js';
import { termEn } from '../../src/term/words.en.js';
import { tutorialEn } from '../../src/tutorial/words.en.js';
import { uiEn } from '../../src/hotseat/words.en.js';
import { MATCH_OPTIONS_PROBLEMS, TABLE_ERRORS } from '../table/problems.js';

/** Every English words file, as it is written. */
const ENGLISH_WORDS = [coreEn, termEn, tableEn, recordEn, matchEn, seatEn, uiEn, remoteEn, serveEn, simEn, tutorialEn, cliEn];

/** Where a value of a sentence goes. */
const GAP = '\u0000';

/**
 * A stand-in for any value a sentence is given: written, it is GAP; any of
 * its fields, and anything it is called with, is a stand-in again (a list's
 * `map` and `join`, a player's `name`).
 */
const standIn: unknown = new Proxy(function standInValue() {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => GAP : key === 'length' ? 1 : standIn),
  apply: () => standIn,
});

/** What a words file says: its strings, its lines and key bars, and its functions' text around their values. */
function texts(words: unknown): string[] {
  if (words === standIn) return [GAP];
  if (typeof words === 'string') return [words];
  if (Array.isArray(words)) {
    // Lines of a paragraph are separate texts; a key bar (text with bold parts) is one.
    if (words.every((part) => typeof part === 'string')) return words as string[];
    return [words.map((part: unknown) => (typeof part === 'string' ? part : (part as { bold: string }).bold)).join('')];
  }
  if (typeof words === 'function') {
    let said: unknown;
    try {
      said = (words as (...values: unknown[]) => unknown)(...Array<unknown>(Math.max(1, words.length)).fill(standIn));
    } catch {
      return [];
    }
    return said === undefined || said === null ? [] : texts(said);
  }
  if (typeof words === 'object' && words !== null) return Object.values(words).flatMap(texts);
  return [];
}

/** Text as a screen shows it once its lines are joined: one space for any run of white space and frame lines. */
function flattened(text: string): string {
  return text
    .replace(/[│╭╮╰╯─]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A command line of the examples, the same in every language. */
const COMMAND = /^(?:shift-poker|ssh) |^<name>@/u;

/** The runs of a text between its values and its line breaks, trimmed of the spaces and marks at their ends, that have three words or more. */
function runs(text: string): string[] {
  return text
    .split(new RegExp(`${GAP}|undefined|NaN|\n`, 'u'))
    .map((run) => flattened(run).replace(/^[\s"'„“(),.:;!?…·-]+|[\s"'„“(),:;…·-]+$/gu, ''))
    .filter((run) => (run.match(/\p{L}{2,}/gu) ?? []).length >= 3 && !COMMAND.test(run));
}

/** Sentences of the table's refusals, whose words are chosen by a code (the stand-in has none). */
const REFUSALS = [...TABLE_ERRORS.map((error) => tableEn.tableError(error, ['Ann', 'Bob'])), ...MATCH_OPTIONS_PROBLEMS.map((problem) => tableEn.matchOptionsProblem(problem))];

/** Every English sentence, or run of one between its values, longest first. */
const ENGLISH_SENTENCES: readonly string[] = [...new Set([...ENGLISH_WORDS.flatMap(texts), ...REFUSALS].flatMap(runs))].sort((a, b) => b.length - a.length);

/** The first English sentence of the words files that `text` shows, or null. */
export function englishSentenceIn(text: string): string | null {
  const shown = flattened(text);
  return ENGLISH_SENTENCES.find((sentence) => shown.includes(sentence)) ?? null;
}
