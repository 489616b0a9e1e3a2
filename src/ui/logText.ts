/**
 * The game log as screen lines: full sentences (i18n/narrate.ts) in the
 * game's language, wrapped to the log's width, oldest first.
 */

import type { GameEvent } from '../core/types.js';
import type { Catalog } from '../i18n/catalog.js';
import { describeLog } from '../i18n/narrate.js';
import { wrapText } from './layout.js';

export interface LogTextOptions {
  readonly ascii: boolean;
  readonly width: number;
  /** The language; English unless given. */
  readonly text?: Catalog;
}

/**
 * The whole log of a finished game, for the results screen: every sentence,
 * the showdown (all hands face up) included.
 */
export function fullLogLines(log: readonly GameEvent[], names: readonly string[], options: LogTextOptions): string[] {
  return describeLog(log, names, { ascii: options.ascii, text: options.text }).flatMap((sentence) =>
    wrapText(sentence, options.width, 2),
  );
}

/**
 * The table's log. The showdown sentence is left out: it names every hidden
 * card, and the table (unlike the results screen) shows only the viewer's.
 */
export function logLines(log: readonly GameEvent[], names: readonly string[], options: LogTextOptions): string[] {
  const events = log.filter((event) => event.type !== 'gameEnded');
  return describeLog(events, names, { ascii: options.ascii, text: options.text }).flatMap((sentence) =>
    wrapText(sentence, options.width, 2),
  );
}
