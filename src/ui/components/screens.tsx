/**
 * The smaller screens: the barrier between players, help, results, setup and
 * "terminal too small". None of them gets more than it shows.
 */

import { Box, Text } from 'ink';
import React from 'react';
import type { BotLevel } from '../../bots/levels.js';
import { MAX_PLAYERS, MIN_PLAYERS, MIN_ROUNDS, MAX_ROUNDS, type Tiebreak } from '../../core/types.js';
import type { Catalog } from '../../i18n/catalog.js';
import { categoryName } from '../../i18n/narrate.js';
import type { ResultsMatch, ResultsModel } from '../controller.js';
import { standings } from '../matchText.js';
import { displayWidth } from '../../core/names.js';
import { LAYOUT_WIDTH, MIN_COLUMNS, MIN_ROWS, padEnd, padStart, truncate, wrapText, type TerminalSize } from '../layout.js';
import { useText } from '../locale.js';
import { messageText, type UiMessage } from '../messages.js';
import { DEFAULT_ROUNDS, menuItems, menuLabel, setupMessageText, type SetupState } from '../setup.js';
import { isTied } from '../summary.js';
import { shellWord } from '../replay.js';
import { glyphs } from '../glyphs.js';
import { cardBox } from './cardFaces.js';
import { besideEachOther, LinesView, LineView, lineWidth, plain, richSegs, seg, type Line } from './lines.js';

function QuitPrompt(): React.JSX.Element {
  const text = useText();
  return <LineView line={[seg(` ${text.screen.quitQuestion} `, { bold: true }), ...richSegs(text.screen.quitKeys)]} />;
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
  readonly message?: UiMessage | null;
  readonly quitting: boolean;
  readonly ascii: boolean;
}): React.JSX.Element {
  const text = useText();
  return (
    <Box flexDirection="column">
      <LineView line={[seg(` ${text.screen.title}`, { dim: true })]} />
      <Box marginTop={4} marginLeft={8} width={64} flexDirection="column" borderStyle={ascii ? 'classic' : 'round'} paddingX={2} paddingY={1}>
        <LineView line={richSegs(text.barrier.next({ name }))} />
        <LineView line={plain(text.barrier.round({ round, rounds }))} />
        <Text> </Text>
        <LineView line={richSegs(text.barrier.onlyYou({ name }))} />
        {message === null ? null : <LineView line={[seg(messageText(message, text, glyphs(ascii, text.asciiKeys), []), { bold: true })]} />}
      </Box>
      <Box marginTop={1} marginLeft={8}>
        {quitting ? <QuitPrompt /> : <LineView line={richSegs(text.barrier.keys)} />}
      </Box>
    </Box>
  );
}

/**
 * Text beside a key column, wrapped to the room left of it (the key column
 * is wider with --ascii key names, and languages differ in length): the
 * first line next to the key, the others indented two more under it.
 */
function keyed(keyColumn: string, text: string): Line[] {
  const room = LAYOUT_WIDTH - 1 - displayWidth(keyColumn);
  return wrapText(text, room, 2).map((line, index) =>
    index === 0 ? [seg(keyColumn, { bold: true }), seg(line)] : plain(`${' '.repeat(displayWidth(keyColumn))}${line}`),
  );
}

export function HelpScreen({
  strictOrder,
  tiebreak,
  barriers,
  hints = true,
  ascii = false,
}: {
  readonly strictOrder: boolean;
  readonly tiebreak: Tiebreak;
  readonly barriers: boolean;
  /** Whether h gives a hint in this match (then the keys list it). */
  readonly hints?: boolean;
  readonly ascii?: boolean;
}): React.JSX.Element {
  const text = useText();
  const help = text.help;
  const { dot, left, right } = glyphs(ascii, text.asciiKeys);
  const shiftKeys = padEnd(`   ${left}  ${right} `, 8);
  const keyColumn = (keys: string): string => padEnd(`   ${keys}`, shiftKeys.length);
  const paragraph = (lines: readonly string[]): Line[] => lines.map((line) => plain(` ${line}`));
  const title = ` ${text.screen.title} ${dot} ${help.title}`;
  const lines: Line[] = [
    [seg(title, { bold: true }), seg(padStart(help.close, LAYOUT_WIDTH - 3 - lineWidth(plain(title))), { dim: true })],
    [],
    ...paragraph(help.goal),
    ...paragraph(tiebreak === 'kickers' ? help.tieKickers : help.tieCategory),
    [],
    plain(` ${help.turn}`),
    ...keyed(shiftKeys, help.shift),
    ...keyed(keyColumn('s'), help.swapOne),
    ...keyed(keyColumn('a'), help.swapAll),
    ...keyed(keyColumn('p'), help.pass),
    strictOrder ? [seg(' '), ...richSegs(help.strictOrder)] : plain(` ${help.notNow}`),
    [],
    ...paragraph(help.hands),
    [],
    [seg(' '), ...richSegs(help.otherKeys({ dot, hints }))],
    [seg(' '), ...richSegs(help.afterGame({ dot }))],
    ...paragraph(barriers ? help.barriers : help.computers),
  ];
  return <LinesView lines={lines} />;
}

export function TooSmallScreen({ size, ascii = false }: { readonly size: TerminalSize; readonly ascii?: boolean }): React.JSX.Element {
  const text = useText();
  const { times } = glyphs(ascii);
  return (
    <Box width={Math.max(10, size.columns)}>
      <Text wrap="wrap">
        {text.screen.tooSmall({ need: `${MIN_COLUMNS}${times}${MIN_ROWS}`, have: `${size.columns}${times}${size.rows}` })}
      </Text>
    </Box>
  );
}

/** A computer player's level as the screens show it: "hard bot", "Bot schwer". */
export function botTag(level: BotLevel | null, text: Catalog): string {
  return level === null ? '' : text.bots.tag({ level: text.bots.level[level] });
}

export function ResultsScreen({ results }: { readonly results: ResultsModel }): React.JSX.Element {
  const text = useText();
  const words = text.results;
  const { ranking, ascii } = results;
  const { dot, ellipsis } = glyphs(ascii);
  const faces = { ascii, ranks: text.ranks };
  const rows: Line[] = [];
  for (const entry of ranking) {
    const tied = isTied(ranking, entry);
    const boxes = entry.cards.map((card) => cardBox({ up: card }, faces));
    const cardsBlock = besideEachOther([besideEachOther(boxes.slice(0, 2), 0), besideEachOther(boxes.slice(2), 0)], 1);
    const level = results.bots[entry.seat] ?? null;
    rows.push(
      ...besideEachOther(
        [
          [[], [seg(padEnd(` ${entry.place}.`, 6), { bold: true })], []],
          [[], [seg(padEnd(truncate(entry.name, 16, ellipsis), 16), { bold: entry.place === 1 })], level ? [seg(botTag(level, text), { dim: true })] : []],
          cardsBlock,
          [[], [seg(categoryName(entry.category, text), { bold: true }), seg(tied ? words.tie : '')], []],
        ],
        1,
      ),
    );
  }
  const tieRule = results.tiebreak === 'kickers' ? words.tieKickers : words.tieCategory;
  const header: Line = [
    seg(` ${text.screen.title} ${dot} ${words.title}`, { bold: true }),
    // The seed is in the replay line below, in full: a 32-character random
    // seed here would push the header past 80 columns and be cut short.
    seg(words.after({ rounds: results.rounds })),
  ];
  const columns: Line = besideEachOther(
    [[plain(` ${words.place}`)], [plain(padEnd(words.player, 16))], [plain(padEnd(` ${words.hidden}`, 12))], [plain(padEnd(` ${words.open}`, 18))], [plain(words.hand)]],
    1,
  )[0]!.map((part) => ({ ...part, dim: true }));
  const match = results.match;
  const footer: Line[] = [
    [],
    plain(` ${tieRule}`),
    plain(` ${words.replay({ options: replayOptions(results) })}`),
    ...(match ? matchLines(match, text) : []),
    results.message
      ? [seg(' ! ', { bold: true, color: 'yellow' }), seg(messageText(results.message, text, glyphs(ascii, text.asciiKeys), []))]
      : [],
    [seg(' '), ...richSegs(match?.over ? words.keysMatchOver : words.keys)],
  ];
  const gameLine: Line = match ? [seg(`  ${glyphs(ascii).dot} ${text.match.gameOf(match.gameNumber, match.games)}`)] : [];
  return <LinesView lines={[[...header, ...gameLine], [], columns, ...rows, ...footer]} />;
}

/** The running score (or, once the match is over, the final standings) and the save warning. */
function matchLines(match: ResultsMatch, text: Catalog): Line[] {
  const lines: Line[] = [];
  if (match.over) {
    lines.push([seg(` ${text.match.matchOverTitle}: `, { bold: true }), seg(text.match.standingsLine(standings(match.names, match.scores)))]);
  } else {
    lines.push(plain(` ${text.match.scoreLine(match.names.map((name, seat) => ({ name, score: match.scores[seat] ?? 0 })))}`));
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
  const text = useText();
  const words = text.gameLog;
  const { dot, upDown } = glyphs(ascii, text.asciiKeys);
  const title = ` ${text.screen.title} ${dot} ${words.title}`;
  const position = total === 0 ? words.empty : words.position({ first: first + 1, last: first + lines.length, total });
  const header: Line = [
    seg(title, { bold: true }),
    seg(padStart(position, LAYOUT_WIDTH - 1 - lineWidth(plain(title))), { dim: true }),
  ];
  const body: Line[] = lines.map((line) => plain(` ${line}`));
  while (body.length < height) body.push([]);
  const keys: Line = [seg(' '), ...richSegs(words.keys({ upDown }))];
  return <LinesView lines={[header, [], ...body, [], keys]} />;
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
  const text = useText();
  const words = text.setup;
  const { dot, upDown } = glyphs(ascii, text.asciiKeys);
  const lines: Line[] = [[seg(` ${text.screen.title} ${dot} ${words.title}`, { bold: true })], []];
  lines.push(plain(` ${words.players({ min: MIN_PLAYERS, max: MAX_PLAYERS })}`));
  if (setup.seats.length === 0) lines.push([seg(`   ${words.nobody}`, { dim: true })]);
  setup.seats.forEach((seat, index) => {
    const label = seat.bot === null ? '' : words.computerSeat({ level: text.bots.level[seat.bot] });
    lines.push([seg(`   ${index + 1}. `), seg(seat.name, { bold: true }), seg(label, { dim: true })]);
  });
  lines.push([]);
  switch (setup.step) {
    case 'names':
      lines.push([seg(` ${words.namePrompt({ number: setup.seats.length + 1 })}`), seg(setup.input, { bold: true }), seg('_')]);
      lines.push([seg(` ${words.nameHint({ dot })}`, { dim: true })]);
      break;
    case 'menu': {
      const items = menuItems(setup);
      const selected = Math.min(setup.menuIndex, items.length - 1);
      items.forEach((item, index) => {
        const active = index === selected;
        lines.push([seg(active ? ' > ' : '   ', { bold: true }), seg(menuLabel(item, text), { bold: active, color: active ? 'cyan' : undefined })]);
      });
      const current = items[selected]!;
      lines.push([seg(` ${words.menuHint({ upDown, dot })}`, { dim: true })]);
      if (current.id === 'bot') {
        const hint = words.botHint({ level: text.bots.level[current.level], description: text.bots.description[current.level] });
        lines.push([seg(` ${hint}`, { dim: true })]);
      }
      break;
    }
    case 'rounds':
      lines.push([
        seg(` ${words.roundsPrompt({ min: MIN_ROUNDS, max: MAX_ROUNDS, default: DEFAULT_ROUNDS })}`),
        seg(setup.input, { bold: true }),
        seg('_'),
      ]);
      lines.push([seg(` ${setup.askSeats ? words.backToPlayers : words.quitKey}`, { dim: true })]);
      break;
  }
  lines.push([]);
  if (setup.message !== null) lines.push([seg(' ! ', { bold: true, color: 'yellow' }), seg(setupMessageText(setup.message, text))]);
  return (
    <Box flexDirection="column" width={LAYOUT_WIDTH}>
      <LinesView lines={lines} />
      {quitting ? <QuitPrompt /> : null}
    </Box>
  );
}

/** "--seed 7", and who started where the seed alone would pick another seat (a later game of a match). */
function replayOptions(results: ResultsModel): string {
  const seed = `--seed ${shellWord(results.seed)}`;
  return results.firstPlayer === null ? seed : `${seed} --first-player ${results.firstPlayer + 1}`;
}
