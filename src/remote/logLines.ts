/**
 * The table's log on a remote screen: the game's sentences (as at one
 * keyboard: src/ui/logText.ts, the showdown left out, hints used included)
 * with the host's notices (who left, who is back, where a bot stands in)
 * placed where they happened.
 */

import type { Catalog } from '../i18n/catalog.js';
import { describeNotice } from '../i18n/remote.js';
import type { TableView } from '../table/index.js';
import { LOG_WIDTH } from '../ui/layout.js';
import { hintInserts, logLines } from '../ui/logText.js';
import type { Notice } from './match.js';

export function tableLogLines(view: TableView, notices: readonly Notice[], ascii: boolean, text: Catalog): string[] {
  const game = view.game;
  const names = game.players.map((player) => player.name);
  const options = { ascii, width: LOG_WIDTH, text };
  const inserts = [
    ...hintInserts(view.hints, names, options),
    ...notices.map((notice) => ({ logLength: notice.logLength, text: `* ${describeNotice(notice.event, text)}` })),
  ];
  return logLines(game.log, names, options, inserts);
}
