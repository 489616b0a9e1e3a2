/**
 * The smaller screens: the barrier between players, help, results, setup and
 * "terminal too small". None of them gets more than it shows.
 */

import { Box, Text } from 'ink';
import React from 'react';
import { describeBotLevel, type BotLevel } from '../../bots/index.js';
import { HAND_CATEGORIES } from '../../core/hand.js';
import { plural } from '../../core/plural.js';
import { MAX_PLAYERS, MIN_PLAYERS, MIN_ROUNDS, MAX_ROUNDS, type Tiebreak } from '../../core/types.js';
import type { ResultsMatch, ResultsModel } from '../controller.js';
import { MATCH_TEXT, standings } from '../matchText.js';
import { LAYOUT_WIDTH, MIN_COLUMNS, MIN_ROWS, padEnd, padStart, truncate, type TerminalSize } from '../layout.js';
import { DEFAULT_ROUNDS, menuItems, menuLabel, type SetupState } from '../setup.js';
import { isTied } from '../summary.js';
import { COUNTED } from '../words.js';
import { glyphs } from '../glyphs.js';
import { cardBox } from './cardFaces.js';
import { besideEachOther, LinesView, LineView, plain, seg, type Line } from './lines.js';

function QuitPrompt(): React.JSX.Element {
  return <LineView line={[seg(' Quit the game? ', { bold: true }), seg('y', { bold: true }), seg(' quit   '), seg('n', { bold: true }), seg(' keep playing')]} />;
}

/** Hides everything: only the next player's name and the round. */
export function BarrierScreen({
  name,
  round,
  rounds,
  message = null,
  quitting,
  ascii,
}: {
  readonly name: string;
  readonly round: number;
  readonly rounds: number;
  /** Why Enter did not open it yet, or null. */
  readonly message?: string | null;
  readonly quitting: boolean;
  readonly ascii: boolean;
}): React.JSX.Element {
  return (
    <Box flexDirection="column">
      <LineView line={[seg(' SHIFT POKER', { dim: true })]} />
      <Box marginTop={4} marginLeft={8} width={64} flexDirection="column" borderStyle={ascii ? 'classic' : 'round'} paddingX={2} paddingY={1}>
        <Text>
          Next: <Text bold>{name}</Text>
        </Text>
        <Text>
          Round {round}/{rounds}
        </Text>
        <Text> </Text>
        <Text>
          Press <Text bold>Enter</Text> when only <Text bold>{name}</Text> can see the screen.
        </Text>
        {message === null ? null : <Text bold>{message}</Text>}
      </Box>
      <Box marginTop={1} marginLeft={8}>
        {quitting ? (
          <QuitPrompt />
        ) : (
          <LineView line={[seg('Enter', { bold: true }), seg(' start the turn   '), seg('?', { bold: true }), seg(' help   '), seg('q', { bold: true }), seg(' quit')]} />
        )}
      </Box>
    </Box>
  );
}

export function HelpScreen({
  strictOrder,
  tiebreak,
  barriers,
  ascii = false,
}: {
  readonly strictOrder: boolean;
  readonly tiebreak: Tiebreak;
  readonly barriers: boolean;
  readonly ascii?: boolean;
}): React.JSX.Element {
  const { dot, left, right } = glyphs(ascii);
  const shiftKeys = padEnd(`   ${left}  ${right} `, 8);
  const keyColumn = (keys: string): string => padEnd(`   ${keys}`, shiftKeys.length);
  const lines: Line[] = [
    [seg(` SHIFT POKER ${dot} Help`, { bold: true }), seg('                                    ? / Esc / Enter: close', { dim: true })],
    [],
    plain(' Goal: after the last round hold the best poker hand. Your hand is your'),
    plain(' 2 hidden cards (only you see them) plus your 3 open cards.'),
    plain(
      tiebreak === 'kickers'
        ? ' Kicker variant: equal categories are compared by card ranks, as in poker.'
        : ' Only the category counts: equal categories share a place (1, 1, 3).',
    ),
    [],
    plain(' A turn is exactly two actions, one after the other, in any mix:'),
    [seg(shiftKeys, { bold: true }), seg('shift: the end card of the middle row goes to the discard pile,')],
    plain(`${' '.repeat(shiftKeys.length + 2)}the other two move over, the draw pile fills the free place.`),
    [seg(keyColumn('s'), { bold: true }), seg('swap one: then 1-3 picks your open card, 1-3 the middle card.')],
    [seg(keyColumn('a'), { bold: true }), seg('swap all: your 3 open cards with the middle row, place by place.')],
    [seg(keyColumn('p'), { bold: true }), seg('pass: a swap that changes nothing (it counts as an action).')],
    strictOrder
      ? [seg(' Strict order is on: ', { bold: true }), seg('first a shift, then a swap or a pass.')]
      : plain(' Keys not allowed now are shown under "not now" and do nothing.'),
    [],
    plain(' Hands, low to high: High Card, One Pair, Two Pair, Three of a Kind,'),
    plain(' Straight, Flush, Full House, Four of a Kind, Straight Flush, Royal Flush.'),
    [],
    [seg(' Other keys: ', { bold: true }), seg(`Esc cancels a swap ${dot} PgUp/PgDn scroll the log ${dot} q quit`)],
    [seg(' After a game: ', { bold: true }), seg(`n new game ${dot} l the whole game log, every card face up`)],
    ...(barriers
      ? [
          plain(' Before each turn a screen hides all cards until the next player is alone'),
          plain(' at the keyboard and presses Enter.'),
        ]
      : [plain(' Computer players see only what you could see in their seat.')]),
  ];
  return <LinesView lines={lines} />;
}

export function TooSmallScreen({ size, ascii = false }: { readonly size: TerminalSize; readonly ascii?: boolean }): React.JSX.Element {
  const { times } = glyphs(ascii);
  return (
    <Box width={Math.max(10, size.columns)}>
      <Text wrap="wrap">
        {`Please enlarge the terminal (need ${MIN_COLUMNS}${times}${MIN_ROWS}, have ${size.columns}${times}${size.rows}).`}
      </Text>
    </Box>
  );
}

export function ResultsScreen({ results }: { readonly results: ResultsModel }): React.JSX.Element {
  const { ranking, ascii } = results;
  const { dot, ellipsis } = glyphs(ascii);
  const rows: Line[] = [];
  for (const entry of ranking) {
    const tied = isTied(ranking, entry);
    const boxes = entry.cards.map((card) => cardBox({ up: card }, { ascii }));
    const cardsBlock = besideEachOther([besideEachOther(boxes.slice(0, 2), 0), besideEachOther(boxes.slice(2), 0)], 1);
    const level = results.bots[entry.seat] ?? null;
    rows.push(
      ...besideEachOther(
        [
          [[], [seg(padEnd(` ${entry.place}.`, 6), { bold: true })], []],
          [[], [seg(padEnd(truncate(entry.name, 16, ellipsis), 16), { bold: entry.place === 1 })], level ? [seg(`${level} bot`, { dim: true })] : []],
          cardsBlock,
          [[], [seg(HAND_CATEGORIES[entry.category], { bold: true }), seg(tied ? ' (tie)' : '')], []],
        ],
        1,
      ),
    );
  }
  const tieRule =
    results.tiebreak === 'kickers'
      ? 'Kicker variant: equal categories were compared by card ranks.'
      : 'Only the category counts: equal categories share a place.';
  const header: Line = [
    seg(` SHIFT POKER ${dot} Final ranking`, { bold: true }),
    // The seed is in the replay line below, in full: a 32-character random
    // seed here would push the header past 80 columns and be cut short.
    seg(`  after ${plural(results.rounds, COUNTED.rounds)}`),
  ];
  const columns: Line = besideEachOther(
    [[plain(' Place')], [plain(padEnd('Player', 16))], [plain(padEnd(' Hidden', 12))], [plain(padEnd(' Open', 18))], [plain('Hand')]],
    1,
  )[0]!.map((part) => ({ ...part, dim: true }));
  const match = results.match;
  const footer: Line[] = [
    [],
    plain(` ${tieRule}`),
    plain(` Replay this deal with --seed ${results.seed}.`),
    ...(match ? matchLines(match) : []),
    results.message ? [seg(' ! ', { bold: true, color: 'yellow' }), seg(results.message)] : [],
    [
      seg(' '),
      ...(match?.over ? [] : [seg('n', { bold: true }), seg(' new game (same players)   ')]),
      seg('l', { bold: true }),
      seg(' game log   '),
      seg('q', { bold: true }),
      seg(' quit'),
    ],
  ];
  const gameLine: Line = match ? [seg(`  ${glyphs(ascii).dot} ${MATCH_TEXT.gameOf(match.gameNumber, match.games)}`)] : [];
  return <LinesView lines={[[...header, ...gameLine], [], columns, ...rows, ...footer]} />;
}

/** The running score (or, once the match is over, the final standings) and the save warning. */
function matchLines(match: ResultsMatch): Line[] {
  const lines: Line[] = [];
  if (match.over) {
    lines.push([seg(` ${MATCH_TEXT.matchOverTitle}: `, { bold: true }), seg(MATCH_TEXT.standingsLine(standings(match.names, match.scores)))]);
  } else {
    lines.push(plain(` ${MATCH_TEXT.scoreLine(match.names.map((name, seat) => ({ name, score: match.scores[seat] ?? 0 })))}`));
  }
  if (match.warning !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(match.warning)]);
  return lines;
}

/** The whole log of the finished game (all cards face up), scrolled by line or by page. */
export function GameLogScreen({
  lines,
  first,
  total,
  height,
  ascii,
}: {
  readonly lines: readonly string[];
  readonly first: number;
  readonly total: number;
  /** Rows for the log (layout.ts fullLogRows). */
  readonly height: number;
  readonly ascii: boolean;
}): React.JSX.Element {
  const { dot, upDown } = glyphs(ascii);
  const title = ` SHIFT POKER ${dot} Game log`;
  const position = total === 0 ? 'empty' : `lines ${first + 1}-${first + lines.length} of ${total}`;
  const header: Line = [
    seg(title, { bold: true }),
    seg(padStart(position, LAYOUT_WIDTH - 1 - title.length), { dim: true }),
  ];
  const body: Line[] = lines.map((line) => plain(` ${line}`));
  while (body.length < height) body.push([]);
  const keys: Line = [
    seg(' '),
    seg(upDown, { bold: true }),
    seg(' line   '),
    seg('PgUp/PgDn', { bold: true }),
    seg(' page   '),
    seg('l', { bold: true }),
    seg(' / '),
    seg('Esc', { bold: true }),
    seg(' back to the results   '),
    seg('q', { bold: true }),
    seg(' quit'),
  ];
  return <LinesView lines={[header, [], ...body, [], keys]} />;
}

function seatLabel(bot: BotLevel | null): string {
  return bot === null ? '' : `  (computer, ${bot})`;
}

export function SetupScreen({
  setup,
  quitting,
  ascii = false,
}: {
  readonly setup: SetupState;
  readonly quitting: boolean;
  readonly ascii?: boolean;
}): React.JSX.Element {
  const { dot, upDown } = glyphs(ascii);
  const lines: Line[] = [[seg(` SHIFT POKER ${dot} New game`, { bold: true })], []];
  lines.push(plain(` Players (${MIN_PLAYERS}-${MAX_PLAYERS}), in seating order:`));
  if (setup.seats.length === 0) lines.push([seg('   nobody yet', { dim: true })]);
  setup.seats.forEach((seat, index) => {
    lines.push([seg(`   ${index + 1}. `), seg(seat.name, { bold: true }), seg(seatLabel(seat.bot), { dim: true })]);
  });
  lines.push([]);
  switch (setup.step) {
    case 'names':
      lines.push([seg(` Name of player ${setup.seats.length + 1}: `), seg(setup.input, { bold: true }), seg('_')]);
      lines.push([seg(` Enter adds the name ${dot} Enter on an empty line: menu (computer players, start)`, { dim: true })]);
      break;
    case 'menu': {
      const items = menuItems(setup);
      const selected = Math.min(setup.menuIndex, items.length - 1);
      items.forEach((item, index) => {
        const active = index === selected;
        lines.push([seg(active ? ' > ' : '   ', { bold: true }), seg(menuLabel(item), { bold: active, color: active ? 'cyan' : undefined })]);
      });
      const current = items[selected]!;
      lines.push([seg(` ${upDown} choose ${dot} Enter select`, { dim: true })]);
      if (current.id === 'bot') lines.push([seg(` ${current.level}: ${describeBotLevel(current.level)}`, { dim: true })]);
      break;
    }
    case 'rounds':
      lines.push([
        seg(` Rounds (${MIN_ROUNDS}-${MAX_ROUNDS}), Enter for ${DEFAULT_ROUNDS}: `),
        seg(setup.input, { bold: true }),
        seg('_'),
      ]);
      lines.push([seg(setup.askSeats ? ' Esc back to the players' : ' q quit', { dim: true })]);
      break;
  }
  lines.push([]);
  if (setup.message !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(setup.message)]);
  return (
    <Box flexDirection="column" width={LAYOUT_WIDTH}>
      <LinesView lines={lines} />
      {quitting ? <QuitPrompt /> : null}
    </Box>
  );
}
