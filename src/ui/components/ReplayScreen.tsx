/**
 * One position of a finished game, every card face up: the players' hidden
 * and open cards, the middle row and piles, and the whole log up to this
 * position below (newest at the bottom).
 */

import { Box } from 'ink';
import React from 'react';
import type { BotLevel } from '../../bots/levels.js';
import { playerView, type PlayerView } from '../../core/view.js';
import type { GameState } from '../../core/types.js';
import { glyphs } from '../../term/glyphs.js';
import { LAYOUT_WIDTH, LOG_WIDTH, frameHeight, logWindow, padEnd, truncate, type TerminalSize } from '../../term/layout.js';
import { fullLogLines, hintInserts } from '../../seat/logText.js';
import type { HintNote } from '../../table/index.js';
import { cardChip, type FaceOptions } from '../../seat/cardFaces.js';
import { LinesView, plain, seg, type Line, type Seg } from '../../term/lines.js';
import { middleLines } from '../../seat/TableScreen.js';
import { useText } from '../../term/locale.js';
import { botTag } from '../../seat/screens.js';

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
}

/** The view of a seat that sees everything: the match is over, so nothing is secret any more. */
function openView(state: GameState): PlayerView {
  const view = playerView(state, null);
  return { ...view, players: state.players.map((player, seat) => ({ seat, name: player.name, open: player.open, hidden: player.hidden })) };
}

export function ReplayScreen(props: ReplayScreenProps): React.JSX.Element {
  const { position, ascii } = props;
  const text = useText();
  const view = openView(position);
  const { dot, pointer, ellipsis, leftRight } = glyphs(ascii, text.asciiKeys);
  const options: FaceOptions = { ascii };
  const header: Line = [
    seg(` SHIFT POKER ${dot} `, { bold: true }),
    seg(`${text.match.replayTitle(props.gameNumber, props.games)} ${dot} `),
    seg(text.match.replayPosition(props.step, props.steps, Math.min(position.round, position.rules.rounds), position.rules.rounds)),
  ];
  const players: Line[] = view.players.map((player) => {
    const current = !position.finished && player.seat === position.currentPlayer;
    const parts: Seg[] = [
      seg(' '),
      seg(current ? `${pointer} ` : '  ', { bold: true }),
      seg(padEnd(truncate(player.name, 16, ellipsis), 16), { bold: current }),
      seg(' '),
      seg(padEnd(botTag(props.bots[player.seat] ?? null, text), 12), { dim: true }),
    ];
    (player.hidden ?? []).forEach((card) => parts.push(...cardChip({ up: card }, options), seg(' ')));
    parts.push(seg('  '));
    player.open.forEach((card, index) => {
      if (index > 0) parts.push(seg(' '));
      parts.push(...cardChip({ up: card }, options));
    });
    return parts;
  });
  const middle = middleLines(view, ascii, text);
  const words = text.match.replayKeys;
  const keys: Line = [
    seg(' '),
    seg(leftRight, { bold: true }),
    seg(` ${words.action}  `),
    seg('PgUp/PgDn', { bold: true }),
    seg(` ${words.round}  `),
    seg('Home/End', { bold: true }),
    seg(` ${words.ends}  `),
    seg('g', { bold: true }),
    seg(` ${words.nextGame}  `),
    seg('q', { bold: true }),
    seg(` ${words.quit}`),
  ];
  const top: Line[] = [header, [], ...players, [], ...middle];
  const height = Math.max(1, frameHeight(props.size) - top.length - 2);
  const names = view.players.map((player) => player.name);
  const logOptions = { ascii, width: LOG_WIDTH, text };
  const all = fullLogLines(position.log, names, logOptions, hintInserts(props.hints ?? [], names, logOptions));
  const window = logWindow(all, height, 0);
  const { rule } = glyphs(ascii);
  const logTitle = ` ${text.table.log} `;
  const title: Line = [seg(' '), seg(`${rule}${logTitle}`, { dim: true }), seg(rule.repeat(LAYOUT_WIDTH - 2 - logTitle.length), { dim: true })];
  const body: Line[] = window.lines.map((line) => plain(` ${line}`));
  while (body.length < height - 1) body.push([]);
  return (
    <Box flexDirection="column">
      <LinesView lines={[...top, title, ...body.slice(0, height - 1), keys]} />
    </Box>
  );
}

