/**
 * The table's log on a remote screen: the game's sentences (as at one
 * keyboard: src/ui/logText.ts, the showdown left out) with the host's
 * notices (who left, who is back, where a bot stands in) placed where they
 * happened.
 */

import type { PlayerView } from '../core/view.js';
import type { Catalog } from '../i18n/catalog.js';
import { describeNotice } from '../i18n/remote.js';
import { LOG_WIDTH, wrapText } from '../ui/layout.js';
import { logLines } from '../ui/logText.js';
import type { Notice } from './match.js';

export function tableLogLines(game: PlayerView, notices: readonly Notice[], ascii: boolean, text: Catalog): string[] {
  const names = game.players.map((player) => player.name);
  const options = { ascii, width: LOG_WIDTH, text };
  const lines: string[] = [];
  let from = 0;
  for (const notice of notices) {
    const to = Math.min(Math.max(from, notice.logLength), game.log.length);
    // The log's sentences are one per event, so a slice narrates exactly its events.
    lines.push(...logLines(game.log.slice(from, to), names, options));
    lines.push(...wrapText(`* ${describeNotice(notice.event, text)}`, LOG_WIDTH, 2));
    from = to;
  }
  lines.push(...logLines(game.log.slice(from), names, options));
  return lines;
}
