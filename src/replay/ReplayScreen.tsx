/**
 * One position of a finished game, every card face up: the players' hidden
 * and open cards, the middle row and piles, and the whole log up to this
 * position below (newest at the bottom).
 */

import { Box } from 'ink';
import React from 'react';
import type { BotLevel } from '../bots/levels.js';
import { playerView, type PlayerView } from '../core/view.js';
import type { GameState } from '../core/types.js';
import { glyphs } from '../term/glyphs.js';
import { LAYOUT_WIDTH, LOG_WIDTH, frameHeight, logWindow, padEnd, truncate, type TerminalSize } from '../term/layout.js';
import { fullLogLines, hintInserts } from '../seat/logText.js';
import type { HintNote } from '../table/index.js';
import { cardChip, type FaceOptions } from '../seat/cardFaces.js';
import { LinesView, lineWidth, plain, seg, type Line, type Seg } from '../term/lines.js';
import { displayWidth } from '../core/playerNames.js';
import { isTied, ranking } from '../core/ranking.js';
import { categoryName } from '../i18n/narrate.js';
import { matchWords } from '../room/words.js';
import { middleLines } from '../seat/TableScreen.js';
import { useLang } from '../term/locale.js';
import { botTag } from '../seat/screens.js';
import { seatWords } from '../seat/words.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';

export interface ReplayScreenProps {
  readonly position: GameState;
  /** Actions played so far, and in the whole game. */
  readonly step: number;
  readonly steps: number;
  /** The hints used up to this position, placed in the log. */
  readonly hints?: readonly HintNote[];
  readonly gameNumber: number;
  readonly games: number;
  readonly bots: readonly (BotLevel | null)[];
  readonly ascii: boolean;
  readonly size: TerminalSize;
  /** Log lines scrolled back from the newest. */
  readonly logScroll?: number;
}

/** The view of a seat that sees everything: the match is over, so nothing is secret any more. */
function openView(state: GameState): PlayerView {
  const view = playerView(state, null);
  return { ...view, players: state.players.map((player, seat) => ({ seat, name: player.name, open: player.open, hidden: player.hidden })) };
}

export function ReplayScreen(props: ReplayScreenProps): React.JSX.Element {
  const { position, ascii } = props;
  const lang = useLang();
  const view = openView(position);
  const { dot, pointer, ellipsis } = glyphs(ascii, lang);
  const options: FaceOptions = { ascii, ranks: coreWords(lang).ranks };
  const header: Line = [
    seg(` SHIFT POKER ${dot} `, { bold: true }),
    seg(`${matchWords(lang).replayTitle(props.gameNumber, props.games)} ${dot} `),
    seg(matchWords(lang).replayPosition(props.step, props.steps, Math.min(position.round, position.rules.rounds), position.rules.rounds)),
  ];
  const players: Line[] = view.players.map((player) => {
    const current = !position.finished && player.seat === position.currentPlayer;
    const parts: Seg[] = [
      seg(' '),
      seg(current ? `${pointer} ` : '  ', { bold: true }),
      seg(padEnd(truncate(player.name, 16, ellipsis), 16), { bold: current }),
      seg(' '),
      seg(padEnd(botTag(props.bots[player.seat] ?? null, lang), 12), { dim: true }),
    ];
    (player.hidden ?? []).forEach((card) => parts.push(...cardChip({ up: card }, options), seg(' ')));
    parts.push(seg('  '));
    player.open.forEach((card, index) => {
      if (index > 0) parts.push(seg(' '));
      parts.push(...cardChip({ up: card }, options));
    });
    return parts;
  });
  const middle = middleLines(view, ascii, lang);
  const keys = keyBar(lang, glyphs(ascii, lang));
  const result = position.finished ? rankingLines(position, lang) : [];
  const top: Line[] = [header, [], ...players, [], ...middle, ...result];
  const layout = replayLog(props, lang, top.length + keys.length);
  const window = logWindow(layout.lines, layout.height, props.logScroll ?? 0);
  const { rule } = glyphs(ascii);
  const logTitle = ` ${seatWords(lang).table.log} `;
  const info = window.above > 0 || window.below > 0 ? ` ${matchWords(lang).replayLogPosition(window.above, window.below, dot).replace('↑/↓', glyphs(ascii, lang).upDown)} ` : '';
  const title: Line = [
    seg(' '),
    seg(`${rule}${logTitle}`, { dim: true }),
    seg(rule.repeat(Math.max(1, LAYOUT_WIDTH - 3 - displayWidth(logTitle) - displayWidth(info))), { dim: true }),
    seg(info, { dim: true }),
    seg(rule, { dim: true }),
  ];
  const body: Line[] = window.lines.map((line) => plain(` ${line}`));
  // As on the table: a log shorter than its rows starts right under its title (rows free under it, never between
  // the title and the first line); once it fills them, the newest line is at the bottom, right above the keys.
  // Either way the action just stepped to is in sight.
  const free: Line[] = Array.from({ length: Math.max(0, layout.height - body.length) }, () => []);
  const log = window.above > 0 ? [...free, ...body] : [...body, ...free];
  return (
    <Box flexDirection="column">
      <LinesView lines={[...top, title, ...log, ...keys]} />
    </Box>
  );
}

/** The whole log up to the position (hints placed in it) and the rows it gets below `used` rows of the rest. */
export function replayLog(props: ReplayScreenProps, lang: Lang, used: number): { lines: string[]; height: number } {
  const { position, ascii } = props;
  const names = position.players.map((player) => player.name);
  const logOptions = { ascii, width: LOG_WIDTH, lang };
  const lines = fullLogLines(position.log, names, logOptions, hintInserts(props.hints ?? [], names, logOptions));
  // The log's title takes a row of its own.
  return { lines, height: Math.max(1, frameHeight(props.size) - used - 1) };
}

/** The rows the replay screen's log gets: what the app needs to keep the scroll within the log. */
export function replayLogScrollLimit(props: ReplayScreenProps, lang: Lang): number {
  const players = props.position.players.length;
  const result = props.position.finished ? rankingLines(props.position, lang).length : 0;
  const middle = middleLines(openView(props.position), props.ascii, lang).length;
  // As ReplayScreen lays it out: header, blank, players, blank, the middle, the ranking, and the key bar.
  const used = 2 + players + 1 + middle + result + keyBar(lang, glyphs(props.ascii, lang)).length;
  const layout = replayLog(props, lang, used);
  return Math.max(0, layout.lines.length - layout.height);
}

/** At the end of a game: who won, and every place with its hand. */
function rankingLines(position: GameState, lang: Lang): Line[] {
  const entries = ranking(position);
  const lines: Line[] = [[seg(` ${seatWords(lang).results.title}`, { bold: true })]];
  // Two columns at least between the longest name and the hands.
  const nameWidth = Math.max(...entries.map((entry) => displayWidth(entry.name))) + 2;
  for (const entry of entries) {
    lines.push([
      seg(`   ${entry.place}. `, { bold: entry.place === 1 }),
      seg(padEnd(entry.name, nameWidth), { bold: entry.place === 1 }),
      seg(categoryName(entry.category, coreWords(lang)), { bold: entry.place === 1 }),
      seg(isTied(entries, entry) ? seatWords(lang).results.tie : ''),
    ]);
  }
  return lines;
}

/** The keys, as many to a line as fit in 80 columns (two lines where one does not, as in German). */
function keyBar(lang: Lang, keys: { readonly leftRight: string; readonly upDown: string }): Line[] {
  const words = matchWords(lang).replayKeys;
  const items: [string, string][] = [
    [keys.leftRight, words.action],
    ['PgUp/PgDn', words.round],
    ['Home/End', words.ends],
    ['g/G', words.games],
    [keys.upDown, words.log],
    ['q', words.quit],
  ];
  const lines: Seg[][] = [[]];
  for (const [key, word] of items) {
    const line = lines.at(-1)!;
    const item = [seg(key, { bold: true }), seg(` ${word}`)];
    if (line.length > 0 && lineWidth(line) + 2 + lineWidth(item) > LAYOUT_WIDTH - 1) lines.push([seg(' '), ...item]);
    else line.push(seg(line.length === 0 ? ' ' : '  '), ...item);
  }
  return lines;
}
