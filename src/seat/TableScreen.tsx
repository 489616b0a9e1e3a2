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
import { evaluateHand } from '../core/hand.js';
import { ownCards, type PlayerView } from '../core/view.js';
import { categoryName } from '../i18n/narrate.js';
import { matchWords } from '../room/words.js';
import { LAYOUT_WIDTH, logWindow, padEnd, screenWidth, truncate, type TerminalSize } from '../term/layout.js';
import { MAX_NAME_WIDTH, displayWidth, graphemes } from '../core/playerNames.js';
import { glyphs } from '../term/glyphs.js';
import { useLang } from '../term/locale.js';
import { hintWords } from './hintText.js';
import { messageText } from './messages.js';
import { cardBox, cardChip, type FaceOptions } from './cardFaces.js';
import { besideEachOther, LinesView, LineView, lineWidth, plain, richSegs, seg, type Line, type Seg } from '../term/lines.js';
import { Spinner } from '../term/Spinner.js';
import type { KeyLabel, TableMatch, TableModel } from './model.js';
import { botTag } from './screens.js';
import { keyOfAction } from './controls.js';
import { seatWords } from './words.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';

const NAME_WIDTH = MAX_NAME_WIDTH;
// A caption holds a whole name on one line (a leading space and the widest name
// a player may have): a name broken over two lines read as two players. The
// card boxes beside it start with a blank column of their own.
const CAPTION_WIDTH = 1 + NAME_WIDTH;

function faceOptions(table: TableModel, lang: Lang): FaceOptions {
  return { ascii: table.ascii, ranks: coreWords(lang).ranks };
}

function headerLine(table: TableModel, lang: Lang, width = LAYOUT_WIDTH): Line {
  const { view, actor, mode, actionNumber } = table;
  const words = seatWords(lang).table;
  const name = view.players[actor]!.name;
  const level = table.bots[actor] ?? null;
  const who = level === null ? words.whoseTurn({ name }) : words.whoseTurnBot({ name, tag: botTag(level, lang) });
  const step = mode === 'turnDone' ? words.bothDone : words.action({ number: actionNumber, of: 2 });
  const { dot } = glyphs(table.ascii);
  const left: Line = [seg(words.round({ round: table.round, rounds: view.rounds }), { bold: true }), seg(` ${dot} `), seg(who, { bold: true }), seg(` ${dot} ${step}`)];
  // In a match the header says which game this is where the title stands otherwise.
  const title = table.match === undefined ? seatWords(lang).screen.title : matchWords(lang).gameShort(table.match.gameNumber, table.match.games);
  const space = width - 1 - lineWidth(left) - displayWidth(title);
  return [seg(' '), ...left, seg(' '.repeat(Math.max(1, space))), seg(title, table.match === undefined ? { dim: true } : { bold: true })];
}

/** One line per player other than the viewer: name, two face-down cards, three open cards. */
function playerRows(table: TableModel, lang: Lang): Line[] {
  const { view, actor } = table;
  const options = faceOptions(table, lang);
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
        seg(padEnd(botTag(table.bots[player.seat] ?? null, lang), 12), { dim: true }),
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

/** The middle row with the draw and discard piles: public, the same on every seat's screen (and the replay's). */
export function middleLines(view: PlayerView, ascii: boolean, lang: Lang): Line[] {
  const words = seatWords(lang).table;
  const options: FaceOptions = { ascii, ranks: coreWords(lang).ranks };
  const boxes = view.middle.map((card, index) => cardBox({ up: card }, { ...options, label: String(index + 1) }));
  const draw = cardBox(view.drawPileSize > 0 ? 'down' : 'empty', options);
  const discard = cardBox(view.discardTop ? { up: view.discardTop } : 'empty', options);
  const piles = besideEachOther(
    [
      besideEachOther(boxes, 0),
      draw,
      [plain(words.drawPile), plain(coreWords(lang).count.cards(view.drawPileSize)), []],
      discard,
      [plain(words.discard), plain(view.discardTop ? words.topCard : words.empty), []],
    ],
    1,
  );
  return besideEachOther([caption(['', words.middleRow, '']), piles], 0);
}

function ownHandLines(table: TableModel, lang: Lang): Line[] {
  const { view } = table;
  if (view.viewer === null) return [];
  const words = seatWords(lang).table;
  const me = view.players[view.viewer]!;
  const cards = ownCards(view);
  const options = faceOptions(table, lang);
  const hidden = (me.hidden ?? []).map((card) => cardBox({ up: card }, options));
  const open = me.open.map((card, index) =>
    cardBox({ up: card }, { ...options, label: String(index + 1), selected: table.swap?.kind === 'all' || (table.swap?.kind === 'one' && table.swap.own === index) }),
  );
  const category = cards ? categoryName(evaluateHand(cards), coreWords(lang)) : '';
  // No gap of their own: a card box's first column (its selection marker, blank
  // here but for a chosen open card) keeps it apart from the words before it,
  // which leaves a 16-column name and the German words room within 80 columns.
  return besideEachOther(
    [
      caption([words.yourHand, truncate(me.name, NAME_WIDTH, glyphs(table.ascii).ellipsis)]),
      besideEachOther(hidden, 0),
      [[], plain(` ${words.open}`), []],
      besideEachOther(open, 0),
      [[seg(' '), seg(words.handInfo, { dim: true })], [seg(' '), seg(words.youHold), seg(category, { bold: true })], []],
    ],
    0,
  );
}

/**
 * The score for the log's title line in at most `width` columns, with the
 * names as `scoreNames` shortens them for that width (the whole line cut only
 * where even those do not fit).
 */
export function scoreText(match: TableMatch, lang: Lang, width: number): string {
  const names = scoreNames(
    match.scores.map((entry) => entry.name),
    match.games,
    lang,
    width,
  );
  const text = matchWords(lang).scoreShort(match.scores.map((entry, seat) => ({ ...entry, name: names[seat]! })));
  return truncate(text, Math.max(1, width), '.');
}

let lastScoreNames: { readonly key: string; readonly names: readonly string[] } | null = null;

/**
 * The names the score in the log's title shows: shortened, all alike, until
 * the score fits `width` columns with every player at the widest score the
 * match can reach (every player keeps a few letters, and the letters that tell
 * it from the others: "Bot S." and "Bot L.", never "Bot ." twice). It depends
 * on the names, the match's length and the width alone, never on the points
 * of the moment, so a name reads the same on every turn of a match (it read
 * "Bot Ra." on one turn and "Bot R." on the next). Kept for the next frame,
 * which asks the same.
 */
function scoreNames(names: readonly string[], games: number | null, lang: Lang, width: number): readonly string[] {
  const key = JSON.stringify([names, games, lang, width]);
  if (lastScoreNames?.key !== key) lastScoreNames = { key, names: shortenedNames(names, games, lang, width) };
  return lastScoreNames.names;
}

function shortenedNames(names: readonly string[], games: number | null, lang: Lang, width: number): readonly string[] {
  // The widest points a player can have: all games but one won, and a share of the last (2.67 of 3 games).
  // An open-ended match keeps room for two digits before the decimals.
  const widest = (games ?? 100) - 1 / 3;
  const fits = (shown: readonly string[]): boolean => displayWidth(matchWords(lang).scoreShort(shown.map((name) => ({ name, score: widest })))) <= width;
  if (fits(names)) return names;
  const telling = names.map((name, seat) => Math.max(0, ...names.map((other, at) => (at === seat ? 0 : tellingWidth(name, other)))));
  let shown = names;
  for (let nameWidth = 15; nameWidth >= 3; nameWidth--) {
    shown = names.map((name, seat) => shortName(name, Math.max(nameWidth, telling[seat]! + 1)));
    if (fits(shown)) return shown;
  }
  return shown;
}

/** `name` in at most `width` columns: whole if it fits, else its start and a period, with no space before the period. */
function shortName(name: string, width: number): string {
  if (displayWidth(name) <= width) return name;
  return `${truncate(name, width - 1, '').trimEnd()}.`;
}

/** The columns of the start of `name` that tells it from `other`: what both start with, and the first character that differs. */
function tellingWidth(name: string, other: string): number {
  const mine = graphemes(name);
  const theirs = graphemes(other);
  let width = 0;
  for (const [index, char] of mine.entries()) {
    width += displayWidth(char);
    if (char !== theirs[index]) break;
  }
  return width;
}

/** The log under its title line `width` columns wide, scrolled as the seat screen says, filled to its rows. */
function logSection(table: TableModel, lang: Lang, width = LAYOUT_WIDTH): Line[] {
  const words = seatWords(lang).table;
  const height = table.logHeight;
  const window = logWindow(table.log, height, table.logScroll);
  const { rule, dot } = glyphs(table.ascii);
  const scrolled = window.above > 0 || window.below > 0;
  const position = words.logPosition({ above: window.above, below: window.below, dot });
  // The title ends in where the log stands and the keys that scroll it. During a
  // match it begins with the score: at the newest line the keys (also in the key
  // bar) and the count of older lines give way to it, and while the log is
  // scrolled back the score gives way to where it stands, rather than losing a player.
  const back = table.logScroll > 0;
  const tails = [...(scrolled ? [`${position} ${dot} ${words.logKeys}`, position] : [words.logScroll]), ...(back ? [] : [''])];
  const ending = (tail: string): string => (tail === '' ? rule : ` ${tail} ${rule}`);
  // The score's columns: the title line less its start, the space after the score, one rule at least and the end.
  const room = (tail: string): number => width - 2 - displayWidth(`${rule} ${words.log} ${rule}  ${rule}`) - displayWidth(ending(tail));
  const match = table.match;
  // The names are shortened for the widest room the score can have (no tail), the same on every turn.
  const score = match === undefined ? null : scoreText(match, lang, room(''));
  const fitting = score === null ? undefined : tails.find((each) => displayWidth(score) <= room(each));
  const tail = score === null ? tails[0]! : (fitting ?? tails.at(-1)!);
  const shown = fitting === undefined && back ? null : score;
  const head = `${rule} ${words.log} ${shown === null ? '' : `${rule} ${shown} `}`;
  const end = ending(tail);
  const title: Line = [
    seg(' '),
    seg(head, { dim: true }),
    seg(rule.repeat(Math.max(1, width - 2 - displayWidth(head) - displayWidth(end))), { dim: true }),
    seg(end, { dim: true }),
  ];
  const body: Line[] = window.lines.map((line) => plain(` ${line}`));
  // The newest line stays at the bottom once older ones are out of sight (a cut entry leaves rows free at the top).
  const free: Line[] = Array.from({ length: Math.max(0, height - body.length) }, () => []);
  return window.above > 0 ? [title, ...free, ...body] : [title, ...body, ...free];
}

function keyLabelSegs(labels: readonly KeyLabel[], lang: Lang, ascii: boolean): Seg[] {
  const words = seatWords(lang).table;
  const { label: actionLabel } = coreWords(lang).moves;
  const { leftRight } = glyphs(ascii, lang);
  const keyOf = (action: KeyLabel['action']): string => keyOfAction(action, leftRight);
  const parts: Seg[] = [];
  const available = labels.filter((label) => label.available);
  const unavailable = labels.filter((label) => !label.available);
  available.forEach((label, index) => {
    if (index > 0) parts.push(seg('   '));
    parts.push(seg(keyOf(label.action), { bold: true }), seg(` ${actionLabel[label.action]}`));
  });
  if (unavailable.length > 0) {
    parts.push(
      seg(`   ${words.notNow}`, { dim: true }),
      seg(unavailable.map((label) => `${keyOf(label.action)} ${actionLabel[label.action]}`).join(', '), { dim: true, strike: true }),
    );
  }
  return parts;
}

/** The hint's two lines: "Hint: <move>", then "about 43 % to win from here: <reason>" (cut to the screen's width if need be). */
function hintLines(table: TableModel, lang: Lang, width = LAYOUT_WIDTH): Line[] {
  const suggestion = table.hint?.suggestion ?? null;
  if (suggestion === null) return [];
  const words = hintWords(suggestion, table.view, lang, table.ascii);
  const { ellipsis } = glyphs(table.ascii);
  const label = seatWords(lang).hint.label;
  const room = width - 2;
  return [
    [seg(' '), seg(label, { bold: true, color: 'cyan' }), seg(truncate(words.move, room - label.length, ellipsis))],
    [seg(' '), seg(truncate(words.chanceAndReason, room, ellipsis))],
  ];
}

/** The hint's place under the log: a spinner while it is worked out, then its lines. */
function HintPanel({ table, width = LAYOUT_WIDTH }: { readonly table: TableModel; readonly width?: number }): React.JSX.Element | null {
  const lang = useLang();
  if (!table.hint) return null;
  if (table.hint.suggestion === null) {
    return (
      <Box flexDirection="column">
        <Text wrap="truncate-end">
          {' '}
          <Spinner ascii={table.ascii} /> {seatWords(lang).hint.working}
          {glyphs(table.ascii).ellipsis}
        </Text>
        <Text> </Text>
      </Box>
    );
  }
  return <LinesView lines={hintLines(table, lang, width)} />;
}

function keyLines(table: TableModel, quitting: boolean, lang: Lang): Line[] {
  const words = seatWords(lang).table;
  const leave = table.exit === 'leave';
  const hint = table.hintKey === true;
  const common: Line = [seg(' '), ...richSegs(leave ? (hint ? words.commonKeysLeaveHint : words.commonKeysLeave) : hint ? words.commonKeysHint : words.commonKeys)];
  if (quitting) {
    const screen = seatWords(lang).screen;
    return [[seg(' '), ...richSegs(leave ? screen.leaveKeysLong : table.lesson ? screen.quitLessonKeysLong : screen.quitKeysLong)], []];
  }
  switch (table.mode) {
    case 'turn':
      if (table.swap !== null) {
        const first: Line =
          table.swap.kind === 'all'
            ? richSegs(words.swapAllConfirmKeys)
            : table.swap.own === null
              ? richSegs(words.swapPickOwn)
              : richSegs(words.swapPickMiddle({ own: table.swap.own + 1 }));
        return [first, common];
      }
      return [[seg(` ${words.actions}`), ...keyLabelSegs(table.actionKeys, lang, table.ascii)], common];
    case 'turnDone':
      return [[seg(' '), ...richSegs(table.view.finished ? words.resultsKey : words.endTurnKey)], common];
    case 'watch':
      return [[seg(` ${table.actorIsBot ? words.computerPlaying : words.othersPlaying}`, { dim: true })], common];
  }
}

function MessageLine({ table, quitting }: { readonly table: TableModel; readonly quitting: boolean }): React.JSX.Element {
  const lang = useLang();
  const words = seatWords(lang).table;
  if (quitting) {
    const screen = seatWords(lang).screen;
    const question = table.exit === 'leave' ? screen.leaveQuestion : table.lesson ? screen.quitLessonQuestion : screen.quitQuestion;
    return <LineView line={[seg(` ${question} `, { bold: true }), seg(seatWords(lang).screen.quitShort)]} />;
  }
  if (table.message !== null) {
    const names = table.view.players.map((player) => player.name);
    const message = messageText(table.message, lang, glyphs(table.ascii, lang), names);
    // Progress is no warning: it reads like the turn line it follows, without the "!".
    if (table.message.code === 'firstActionDone') return <LineView line={[seg(` ${message}`, { bold: true })]} />;
    return <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(message)]} />;
  }
  if (table.mode === 'turnDone') {
    const line = table.view.finished ? words.gameOver : table.handOff ? words.turnOverHandOff : words.turnOver;
    return <LineView line={[seg(` ${line}`)]} />;
  }
  if (table.mode === 'turn') {
    // Whose turn it is needs no barrier to be said: over ssh nothing else tells the player.
    const line = table.view.actionsTaken === 0 ? seatWords(lang).message.yourTurn : seatWords(lang).message.firstActionDone;
    return <LineView line={[seg(` ${line}`, { bold: true })]} />;
  }
  if (table.mode === 'watch') {
    const name = table.view.players[table.actor]!.name;
    if (!table.actorIsBot) {
      // A spectator (no seat of their own) is told they watch, and how to go, not to wait for a turn that never comes.
      const line = table.view.viewer === null ? seatWords(lang).message.watchingPlayer({ name, leave: table.exit === 'leave' }) : seatWords(lang).message.pleaseWait({ name });
      return <LineView line={[seg(` ${line}`)]} />;
    }
    return (
      <Text wrap="truncate-end">
        {' '}
        <Spinner ascii={table.ascii} /> {words.thinking({ name })}
        {glyphs(table.ascii).ellipsis}
      </Text>
    );
  }
  return <LineView line={[]} />;
}

export function TableScreen({ table, quitting, size }: { readonly table: TableModel; readonly quitting: boolean; readonly size: TerminalSize }): React.JSX.Element {
  const lang = useLang();
  const warning = table.warning ?? null;
  // The lines of text grow with the terminal (the log wraps to it); the cards keep their places.
  const width = screenWidth(size);
  const top: Line[] = [headerLine(table, lang, width), [], ...playerRows(table, lang), [], ...middleLines(table.view, table.ascii, lang), ...ownHandLines(table, lang)];
  return (
    <Box flexDirection="column">
      <LinesView lines={top} />
      <LinesView lines={logSection(table, lang, width)} />
      <HintPanel table={table} width={width} />
      {warning === null ? null : <LineView line={[seg(' ! ', { bold: true, color: 'yellow' }), seg(warning)]} />}
      <MessageLine table={table} quitting={quitting} />
      <LinesView lines={keyLines(table, quitting, lang)} />
    </Box>
  );
}
