/**
 * The rules in sentences, for `rules` in the screen-reader mode: the drawn
 * help's own words (seat/words), its lines joined back into sentences and
 * its key columns left out.
 */

import type { Lang } from '../i18n/lang.js';
import { seatWords } from '../seat/words.js';

export function rulesSentences(lang: Lang): string[] {
  const help = seatWords(lang).help;
  const joined = (lines: readonly string[]): string => lines.join(' ').replace(/\s+/gu, ' ').trim();
  return [
    joined(help.goal),
    joined(help.tieCategory),
    `${help.turn} ${[help.shift, help.swapOne, help.swapAll, help.pass].join(' ')}`,
    joined(help.hands),
  ];
}
