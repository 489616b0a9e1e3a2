/**
 * The game log as screen lines: full sentences (i18n/narrate.ts) in the
 * game's language, wrapped to the log's width, oldest first, with lines of
 * the table's own (hints used; on a hosted match, who left or came back)
 * placed where they happened.
 */

import type { GameEvent } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { describeHintUsed, describeLog } from '../i18n/narrate.js';
import type { HintNote } from '../table/index.js';
import { wrapText } from '../term/layout.js';

export interface LogTextOptions {
  readonly ascii: boolean;
  readonly width: number;
  /** The log's language. */
  readonly lang: Lang;
}

/** A sentence that is no event of the game, shown after the game's first `logLength` events. */
export interface LogInsert {
  readonly logLength: number;
  readonly text: string;
}

/** The log's sentences for the hints used ("Alice used a hint."), placed where each was asked for. */
export function hintInserts(hints: readonly HintNote[], names: readonly string[], options: LogTextOptions): LogInsert[] {
  return hints.map((hint) => ({ logLength: hint.logLength, text: describeHintUsed(hint.seat, names, { ascii: options.ascii, text: coreWords(options.lang) }) }));
}

/**
 * Each event's lines, kept with the event for as long as it lives: a seat's
 * scenes keep the objects of the log's older events (room/scenePatch.ts),
 * so a screen drawn after every move narrates and wraps only the new ones.
 */
const narrated = new WeakMap<GameEvent, { readonly key: string; readonly lines: readonly string[] }>();

function eventLines(event: GameEvent, names: readonly string[], options: LogTextOptions, key: string): readonly string[] {
  const known = narrated.get(event);
  if (known?.key === key) return known.lines;
  const lines = describeLog([event], names, { ascii: options.ascii, text: coreWords(options.lang) }).flatMap((sentence) => wrapText(sentence, options.width, 2));
  narrated.set(event, { key, lines });
  return lines;
}

function lines(log: readonly GameEvent[], names: readonly string[], options: LogTextOptions, inserts: readonly LogInsert[]): string[] {
  // An event's sentence depends on it alone (describeLog narrates one per event), its names and the wording.
  const key = JSON.stringify([options.lang, options.ascii, options.width, names]);
  const result: string[] = [];
  const narrate = (events: readonly GameEvent[]): void => {
    for (const event of events) result.push(...eventLines(event, names, options, key));
  };
  let from = 0;
  // A stable sort: inserts at the same place keep their order.
  for (const insert of [...inserts].sort((a, b) => a.logLength - b.logLength)) {
    const to = Math.min(Math.max(from, insert.logLength), log.length);
    narrate(log.slice(from, to));
    result.push(...wrapText(insert.text, options.width, 2));
    from = to;
  }
  narrate(log.slice(from));
  return result;
}

/**
 * The whole log of a finished game, for the results screen: every sentence,
 * the showdown (all hands face up) included.
 */
export function fullLogLines(log: readonly GameEvent[], names: readonly string[], options: LogTextOptions, inserts: readonly LogInsert[] = []): string[] {
  return lines(log, names, options, inserts);
}

/**
 * The table's log. The showdown sentence is left out: it names every hidden
 * card, and the table (unlike the results screen) shows only the viewer's.
 */
export function logLines(log: readonly GameEvent[], names: readonly string[], options: LogTextOptions, inserts: readonly LogInsert[] = []): string[] {
  return lines(
    log.filter((event) => event.type !== 'gameEnded'),
    names,
    options,
    inserts,
  );
}
