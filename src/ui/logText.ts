/**
 * The game log as screen lines: full sentences (core/narrate.ts), wrapped to
 * the log's width, oldest first.
 */

import { describeLog } from '../core/narrate.js';
import type { GameEvent } from '../core/types.js';
import { wrapText } from './layout.js';

/**
 * The whole log of a finished game, for the results screen: every sentence,
 * the showdown (all hands face up) included.
 */
export function fullLogLines(
  log: readonly GameEvent[],
  names: readonly string[],
  options: { ascii: boolean; width: number },
): string[] {
  return describeLog(log, names, { ascii: options.ascii }).flatMap((sentence) => wrapText(sentence, options.width, 2));
}

/**
 * The table's log. The showdown sentence is left out: it names every hidden
 * card, and the table (unlike the results screen) shows only the viewer's.
 */
export function logLines(
  log: readonly GameEvent[],
  names: readonly string[],
  options: { ascii: boolean; width: number },
): string[] {
  const events = log.filter((event) => event.type !== 'gameEnded');
  return describeLog(events, names, { ascii: options.ascii }).flatMap((sentence) => wrapText(sentence, options.width, 2));
}
