/**
 * The table: whose turn and which action, every other player's row, the
 * middle row with the draw and discard piles, the own hand with its current
 * category, the log, a message line and the keys.
 *
 * It draws from a PlayerView only. Other players' hidden cards are drawn face
 * down whatever the view holds, so even the view at the end of the game
 * (where every hand is public) shows no hidden card here but the viewer's.
 */

import { Box, Text } from 'ink';
import React from 'react';
import type { BotLevel } from '../../bots/index.js';
import { evaluateHand, HAND_CATEGORIES } from '../../core/hand.js';
import { plural } from '../../core/plural.js';
import { ownCards, type PlayerView } from '../../core/view.js';
import type { KeyHint, TableModel } from '../controller.js';
import {
  LAYOUT_WIDTH,
  LOG_WIDTH,
  logWindow,
  padEnd,
  tableLogRows,
  truncate,
  type TerminalSize,
} from '../layout.js';
import { glyphs } from '../glyphs.js';
import { logLines } from '../logText.js';
import { COUNTED } from '../words.js';
import { cardBox, cardChip, type FaceOptions } from './cardFaces.js';
import { besideEachOther, LinesView, LineView, lineWidth, plain, seg, type Line, type Seg } from './lines.js';
import { Spinner } from './Spinner.js';

const CAPTION_WIDTH = 12;
const NAME_WIDTH = 16;

function botTag(level: BotLevel | null): string {
  return level === null ? '' : `${level} bot`;
}

export function headerLine(table: TableModel): Line {
  const { view, actor, mode, actionNumber } = table;
  const name = view.players[actor]!.name;
  const level = table.bots[actor] ?? null;
  const who = level === null ? `${name}'s turn` : `${name}'s turn (${botTag(level)})`;
  const step = mode === 'turnDone' ? 'both actions done' : `action ${actionNumber} of 2`;
  const { dot } = glyphs(table.ascii);
  const left: Line = [seg(`Round ${table.round}/${view.rounds}`, { bold: true }), seg(` ${dot} `), seg(who, { bold: true }), seg(` ${dot} ${step}`)];
  const title = 'SHIFT POKER';
  const space = LAYOUT_WIDTH - 1 - lineWidth(left) - title.length;
  return [seg(' '), ...left, seg(' '.repeat(Math.max(1, space))), seg(title, { dim: true })];
}

/** One line per player other than the viewer: name, two face-down cards, three open cards. */
export function playerRows(table: TableModel): Line[] {
  const { view, actor } = table;
  const options: FaceOptions = { ascii: table.ascii };
  const { pointer, ellipsis } = glyphs(table.ascii);
  return view.players
    .filter((player) => player.seat !== view.viewer)
    .map((player) => {
      const marker = player.seat === actor ? `${pointer} ` : '  ';
      const parts: Seg[] = [
        seg(' '),
        seg(marker, { bold: true }),
        seg(padEnd(truncate(player.name, NAME_WIDTH, ellipsis), NAME_WIDTH), { bold: player.seat === actor }),
        seg(' '),
        seg(padEnd(botTag(table.bots[player.seat] ?? null), 12), { dim: true }),
        ...cardChip('down', options),
        seg(' '),
        ...cardChip('down', options),
        seg('   '),
      ];
      player.open.forEach((card, index) => {
        if (index > 0) parts.push(seg(' '));
        parts.push(...cardChip({ up: card }, options));
      });
      return parts;
    });
}

function caption(lines: readonly string[]): Line[] {
  return [0, 1, 2].map((row) => plain(padEnd(` ${lines[row] ?? ''}`, CAPTION_WIDTH)));
}

export function middleLines(table: TableModel): Line[] {
  const { view } = table;
  const options: FaceOptions = { ascii: table.ascii };
  const boxes = view.middle.map((card, index) => cardBox({ up: card }, { ...options, label: String(index + 1) }));
  const draw = cardBox(view.drawPileSize > 0 ? 'down' : 'empty', options);
  const discard = cardBox(view.discardTop ? { up: view.discardTop } : 'empty', options);
  return besideEachOther(
    [
      caption(['', 'Middle row', '']),
      besideEachOther(boxes, 0),
      draw,
      [plain('draw pile'), plain(plural(view.drawPileSize, COUNTED.cards)), []],
      discard,
      [plain('discard'), plain(view.discardTop ? 'top card' : 'empty'), []],
    ],
    1,
  );
}

export function ownHandLines(table: TableModel): Line[] {
  const { view } = table;
  if (view.viewer === null) return [];
  const me = view.players[view.viewer]!;
  const cards = ownCards(view);
  const options: FaceOptions = { ascii: table.ascii };
  const hidden = (me.hidden ?? []).map((card) => cardBox({ up: card }, options));
  const open = me.open.map((card, index) =>
    cardBox({ up: card }, { ...options, label: String(index + 1), selected: table.swap?.own === index }),
  );
  const category = cards ? HAND_CATEGORIES[evaluateHand(cards)] : '';
  return besideEachOther(
    [
      caption(['Your hand', truncate(me.name, CAPTION_WIDTH - 2, glyphs(table.ascii).ellipsis), '']),
      besideEachOther(hidden, 0),
      [[], plain('open'), []],
      besideEachOther(open, 0),
      [[seg('2 hidden, 3 open (1-3)', { dim: true })], [seg('You hold: '), seg(category, { bold: true })], []],
    ],
    1,
  );
}

export function logSection(table: TableModel, height: number): Line[] {
  const { view } = table;
  const all = logLines(view.log, view.players.map((player) => player.name), { ascii: table.ascii, width: LOG_WIDTH });
  const window = logWindow(all, height, table.logScroll);
  const { rule, dot } = glyphs(table.ascii);
  const info =
    window.above > 0 || window.below > 0
      ? `${window.above} earlier ${dot} ${window.below} newer ${dot} PgUp/PgDn`
      : 'PgUp/PgDn scroll';
  const head = `${rule} Log `;
  const tail = ` ${info} ${rule}`;
  const title: Line = [
    seg(' '),
    seg(head, { dim: true }),
    seg(rule.repeat(Math.max(1, LAYOUT_WIDTH - 2 - head.length - tail.length)), { dim: true }),
    seg(tail, { dim: true }),
  ];
  const body: Line[] = window.lines.map((line) => plain(` ${line}`));
  while (body.length < height) body.push([]);
  return [title, ...body];
}

function hintSegs(hints: readonly KeyHint[]): Seg[] {
  const parts: Seg[] = [];
  const available = hints.filter((hint) => hint.available);
  const unavailable = hints.filter((hint) => !hint.available);
  available.forEach((hint, index) => {
    if (index > 0) parts.push(seg('   '));
    parts.push(seg(hint.keys, { bold: true }), seg(` ${hint.label}`));
  });
  if (unavailable.length > 0) {
    parts.push(
      seg('   not now: ', { dim: true }),
      seg(unavailable.map((hint) => `${hint.keys} ${hint.label}`).join(', '), { dim: true, strike: true }),
    );
  }
  return parts;
}

export function keyLines(table: TableModel, quitting: boolean): Line[] {
  const common: Line = [seg(' '), seg('PgUp/PgDn', { bold: true }), seg(' scroll log   '), seg('?', { bold: true }), seg(' help   '), seg('q', { bold: true }), seg(' quit')];
  if (quitting) return [[seg(' '), seg('y', { bold: true }), seg(' quit the game   '), seg('n', { bold: true }), seg(' keep playing')], []];
  switch (table.mode) {
    case 'turn':
      if (table.swap !== null) {
        const first: Line =
          table.swap.own === null
            ? [seg(' Swap: '), seg('1-3', { bold: true }), seg(' pick your open card   '), seg('Esc', { bold: true }), seg(' cancel')]
            : [
                seg(` Swap your open card ${table.swap.own + 1}: `),
                seg('1-3', { bold: true }),
                seg(' pick the middle card   '),
                seg('Esc', { bold: true }),
                seg(' cancel'),
              ];
        return [first, common];
      }
      return [[seg(' Actions: '), ...hintSegs(table.actionKeys)], common];
    case 'turnDone':
      return [[seg(' '), seg('Enter', { bold: true }), seg(' end your turn')], common];
    case 'watch':
      return [[seg(' The computer is playing: its actions appear in the log.', { dim: true })], common];
  }
}

function MessageLine({ table, quitting }: { readonly table: TableModel; readonly quitting: boolean }): React.JSX.Element {
  if (quitting) return <LineView line={[seg(' Quit the game? ', { bold: true }), seg('(y/n)')]} />;
  if (table.message !== null) return <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(table.message)]} />;
  if (table.mode === 'turnDone') {
    const text = table.handOff
      ? ' Your turn is over. Press Enter to end it and pass the keyboard on.'
      : ' Your turn is over. Press Enter to end it.';
    return <LineView line={[seg(text)]} />;
  }
  if (table.mode === 'watch') {
    const name = table.view.players[table.actor]!.name;
    return (
      <Text wrap="truncate-end">
        {' '}
        <Spinner ascii={table.ascii} /> {name} is thinking{glyphs(table.ascii).ellipsis}
      </Text>
    );
  }
  return <LineView line={[]} />;
}

export function TableScreen({
  table,
  quitting,
  size,
}: {
  readonly table: TableModel;
  readonly quitting: boolean;
  readonly size: TerminalSize;
}): React.JSX.Element {
  const warning = table.warning ?? null;
  const height = tableLogRows(size, table.view.players.length, table.view.viewer !== null) - (warning === null ? 0 : 1);
  const top: Line[] = [headerLine(table), [], ...playerRows(table), [], ...middleLines(table), ...ownHandLines(table)];
  return (
    <Box flexDirection="column">
      <LinesView lines={top} />
      <LinesView lines={logSection(table, height)} />
      {warning === null ? null : <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(warning)]} />}
      <MessageLine table={table} quitting={quitting} />
      <LinesView lines={keyLines(table, quitting)} />
    </Box>
  );
}
