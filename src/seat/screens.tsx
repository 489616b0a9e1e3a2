/**
 * The seat screen's screens besides the table: help, results, the whole game
 * log and "terminal too small". None of them gets more than it shows.
 */

import React from 'react';
import type { BotLevel } from '../bots/levels.js';
import { displayWidth } from '../core/playerNames.js';
import { ACTION_TYPES } from '../core/actions.js';
import { isTied } from '../core/ranking.js';
import type { Tiebreak } from '../core/types.js';
import type { Rich } from '../i18n/rich.js';
import { categoryName } from '../i18n/narrate.js';
import { matchWords } from '../room/words.js';
import { COMMAND_NAME } from '../invocation.js';
import { seedOptions, shellLines } from '../shellCommand.js';
import { glyphs } from '../term/glyphs.js';
import { frameHeight, LAYOUT_WIDTH, MIN_COLUMNS, MIN_ROWS, padEnd, padStart, truncate, wrapText } from '../term/layout.js';
import { besideEachOther, LinesView, lineWidth, plain, richSegs, seg, wrapLine, type Line } from '../term/lines.js';
import { useLang } from '../term/locale.js';
import { cardBox, cardChip } from './cardFaces.js';
import { ACTION_CONTROLS, keyOfAction } from './controls.js';
import { standings } from './matchText.js';
import { messageText } from './messages.js';
import type { ResultsMatch, ResultsModel } from './model.js';
import { seatWords } from './words.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';

/**
 * Text beside a key column, wrapped to the room left of it (the key column
 * is wider with --ascii key names, and languages differ in length): the
 * first line next to the key, the others indented two more under it.
 */
function keyed(keyColumn: string, text: string): Line[] {
  const room = LAYOUT_WIDTH - 1 - displayWidth(keyColumn);
  return wrapText(text, room, 2).map((line, index) => (index === 0 ? [seg(keyColumn, { bold: true }), seg(line)] : plain(`${' '.repeat(displayWidth(keyColumn))}${line}`)));
}

export function HelpScreen({
  strictOrder,
  tiebreak,
  barriers,
  hints = true,
  ascii = false,
  exit = 'quit',
  frontKeys,
  tutorialCommand = `${COMMAND_NAME} tutorial`,
}: {
  readonly strictOrder: boolean;
  readonly tiebreak: Tiebreak;
  readonly barriers: boolean;
  /** Whether h gives a hint in this match (then the keys list it). */
  readonly hints?: boolean;
  readonly ascii?: boolean;
  /** What q does: quit the program, or leave the table (over ssh). */
  readonly exit?: 'quit' | 'leave';
  /** The front end's own keys, in place of the keys after a game (HelpModel.frontKeys). */
  readonly frontKeys?: Rich;
  /** The command that starts the lessons, as the player started this program (`shift-poker tutorial` when absent). */
  readonly tutorialCommand?: string;
}): React.JSX.Element {
  const lang = useLang();
  const help = seatWords(lang).help;
  const moves = coreWords(lang).moves;
  const { dot, left, right } = glyphs(ascii, lang);
  const shiftKeys = padEnd(`   ${left}  ${right} `, 8);
  // The other keys in a column of 8, however wide the arrows' names are (--ascii): the words beside them keep their room.
  const keyColumn = (keys: string): string => padEnd(`   ${keys}`, 8);
  const paragraph = (lines: readonly string[]): Line[] => lines.map((line) => plain(` ${line}`));
  const title = ` ${seatWords(lang).screen.title} ${dot} ${help.title}`;
  const room = LAYOUT_WIDTH - 3 - lineWidth(plain(title));
  const lessons = help.tutorial({ command: tutorialCommand });
  const beside = `${lessons}   ${help.close}`;
  // A long start (`npm start -- --lang de`) puts the lessons on the line below, in place of the blank one (the help
  // keeps its height): the command is shown whole, to be copied.
  const head: Line[] =
    lineWidth(plain(beside)) <= room
      ? [[seg(title, { bold: true }), seg(padStart(beside, room), { dim: true })], []]
      : [[seg(title, { bold: true }), seg(padStart(help.close, room), { dim: true })], [seg(` ${lessons}`, { dim: true })]];
  const lines: Line[] = [
    ...head,
    ...paragraph(help.goal),
    ...paragraph(tiebreak === 'kickers' ? help.tieKickers : help.tieCategory),
    [],
    plain(` ${help.turn}`),
    // Each action beside its key (seat/controls.ts): the arrows in a column of their own width.
    ...ACTION_TYPES.flatMap((type) => keyed(ACTION_CONTROLS[type].kind === 'arrows' ? shiftKeys : keyColumn(keyOfAction(type, '')), moves.help[type])),
    strictOrder ? [seg(' '), ...richSegs(moves.strictOrder)] : plain(` ${help.notNow}`),
    [],
    ...paragraph(help.hands),
    [],
    [seg(' '), ...richSegs(help.otherKeys({ dot, hints, leave: exit === 'leave' }))],
    // A front end's own keys may take more than a line: wrapped, the rest indented under the first.
    ...wrapLine(richSegs(frontKeys ?? help.afterGame({ dot })), LAYOUT_WIDTH - 3).map((line, index): Line => [seg(index === 0 ? ' ' : '   '), ...line]),
    ...paragraph(barriers ? help.barriers : help.computers),
  ];
  return <LinesView lines={lines} />;
}

/** A computer player's level as the screens show it: "hard bot", "Bot schwer". */
export function botTag(level: BotLevel | null, lang: Lang): string {
  return level === null ? '' : coreWords(lang).bots.tag({ level });
}

export function ResultsScreen({ results }: { readonly results: ResultsModel }): React.JSX.Element {
  const lang = useLang();
  if (results.held === true) return <HeldResultsScreen results={results} />;
  const words = seatWords(lang).results;
  const { ranking, ascii } = results;
  const { dot, ellipsis } = glyphs(ascii);
  const faces = { ascii, ranks: coreWords(lang).ranks };
  // Each player's cards drawn as boxes, three lines a player; as one-line chips where the boxes would push the screen past
  // the smallest terminal's frame (four long names, the final standings, ratings and a warning), so that it never scrolls.
  const rankingRows = (compact: boolean): Line[] =>
    ranking.flatMap((entry) => {
      const tied = isTied(ranking, entry);
      const cardsBlock = compact
        ? [entry.cards.flatMap((card, at) => [seg(at === 2 ? '  ' : ' '), ...cardChip({ up: card }, faces)])]
        : (() => {
            const boxes = entry.cards.map((card) => cardBox({ up: card }, faces));
            return besideEachOther([besideEachOther(boxes.slice(0, 2), 0), besideEachOther(boxes.slice(2), 0)], 1);
          })();
      const level = results.bots[entry.seat] ?? null;
      const name = [seg(padEnd(truncate(entry.name, 16, ellipsis), 16), { bold: entry.place === 1 })];
      const hand = [seg(categoryName(entry.category, coreWords(lang)), { bold: true }), seg(tied ? words.tie : '')];
      const place = [seg(padEnd(` ${entry.place}.`, 6), { bold: true })];
      if (compact) {
        // Compact, the bot's tag has no line of its own under the name: it follows the hand, where it fits.
        const line = besideEachOther([[place], [name], cardsBlock, [hand]], 1)[0]!;
        const tag = level ? seg(` ${botTag(level, lang)}`, { dim: true }) : null;
        return [tag !== null && lineWidth([...line, tag]) <= LAYOUT_WIDTH ? [...line, tag] : line];
      }
      return besideEachOther([[[], place, []], [[], name, level ? [seg(botTag(level, lang), { dim: true })] : []], cardsBlock, [[], hand, []]], 1);
    });
  const tieRule = results.tiebreak === 'kickers' ? words.tieKickers : words.tieCategory;
  const header: Line = [
    seg(` ${seatWords(lang).screen.title} ${dot} ${words.title}`, { bold: true }),
    // The seed is in the replay line below, in full: a 32-character random
    // seed here would push the header past 80 columns and be cut short.
    seg(words.after({ rounds: results.rounds })),
  ];
  const columns: Line = besideEachOther(
    [[plain(` ${words.place}`)], [plain(padEnd(words.player, 16))], [plain(padEnd(` ${words.hidden}`, 12))], [plain(padEnd(` ${words.open}`, 18))], [plain(words.hand)]],
    1,
  )[0]!.map((part) => ({ ...part, dim: true }));
  const match = results.match;
  // No seed (a game dealt from a fixed layout, as the tutorial's): nothing replays it.
  // The whole command, wrapped between its words where it must be, each line but the last ending in
  // a shell's continuation (space, backslash) so that the lines copied together still run as one command.
  // Broken between the command's words only (a name in quotes is one), so that the lines copied together still run;
  // a word too wide for a line (a long path the program was started by) leaves the seed's options alone to copy.
  const seedOnly = (): string[] => shellLines(words.replay({ command: seedOptions(results.seed, results.firstPlayer) }), LAYOUT_WIDTH - 4, 2) ?? [];
  const replay =
    results.seed === ''
      ? []
      : (results.replayCommand === undefined ? seedOnly() : (shellLines(words.replay({ command: results.replayCommand }), LAYOUT_WIDTH - 4, 2) ?? seedOnly())).map((line) =>
          plain(` ${line}`),
        );
  const footer: Line[] = [
    // Each line the command needs beyond one takes the place of a blank line, so the screen keeps its height.
    ...(replay.length > 1 ? [] : [[]]),
    plain(` ${tieRule}`),
    ...replay,
    ...(match ? matchLines(match, lang, ascii) : []),
    results.message ? [seg(' ! ', { bold: true, color: 'yellow' }), seg(messageText(results.message, lang, glyphs(ascii, lang), []))] : [],
    [seg(' '), ...richSegs(resultsKeys(results, lang))],
  ];
  const gameLine: Line = match ? [seg(` ${glyphs(ascii).dot} ${matchWords(lang).gameOf(match.gameNumber, match.games)}`)] : [];
  const boxed = rankingRows(false);
  const rows = 3 + boxed.length + footer.length <= frameHeight({ columns: MIN_COLUMNS, rows: MIN_ROWS }) ? boxed : rankingRows(true);
  return <LinesView lines={[[...header, ...gameLine], [], columns, ...rows, ...footer]} />;
}

/** The results of a game whose end is not saved: why nothing of them shows, the save warning, and what a key does. */
function HeldResultsScreen({ results }: { readonly results: ResultsModel }): React.JSX.Element {
  const lang = useLang();
  const words = seatWords(lang).results;
  const { dot } = glyphs(results.ascii);
  const warning = results.match?.warning ?? null;
  const lines: Line[] = [
    [seg(` ${seatWords(lang).screen.title} ${dot} ${words.heldTitle}`, { bold: true })],
    [],
    ...words.held.flatMap((sentence) => wrapText(sentence, LAYOUT_WIDTH - 2).map((line) => plain(` ${line}`))),
    [],
    warning === null ? [] : [seg(' ! ', { bold: true, color: 'yellow' }), seg(warning)],
    results.message ? [seg(' ! ', { bold: true, color: 'yellow' }), seg(messageText(results.message, lang, glyphs(results.ascii, lang), []))] : [],
    [seg(' '), ...richSegs(words.keysHeld)],
  ];
  return <LinesView lines={lines} />;
}

/** The key bar under the results: n starts the next game at one keyboard, says "ready" over ssh. */
function resultsKeys(results: ResultsModel, lang: Lang): Rich {
  if (results.keys !== undefined) return results.keys;
  const words = seatWords(lang).results;
  const over = results.match?.over === true;
  if (results.ready === true) return over ? words.keysLeaveOver : words.keysReady;
  return over ? words.keysMatchOver : words.keys;
}

/** `entries` on as few lines of `width` columns as they fit, `gap` spaces apart, never one cut in two. */
function packEntries(entries: readonly string[], width: number, gap: number): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    if (last !== undefined && displayWidth(last) + gap + displayWidth(entry) <= width) lines[lines.length - 1] = `${last}${' '.repeat(gap)}${entry}`;
    else lines.push(entry);
  }
  return lines;
}

/**
 * A list of players' entries as lines of the screen: one where it fits,
 * else broken after each player's separator (a comma, a German semicolon),
 * which stays with its entry, the lines after the first indented.
 */
function listLines(text: string): Line[] {
  const packed = displayWidth(text) <= LAYOUT_WIDTH - 2 ? [text] : packEntries(text.split(/(?<=[,;]) /u), LAYOUT_WIDTH - 4, 1);
  return packed.map((line, index) => plain(`${index === 0 ? ' ' : '   '}${line}`));
}

/** The running score (or, once the match is over, the final standings), what it did to the ratings, and the save warning. */
function matchLines(match: ResultsMatch, lang: Lang, ascii: boolean): Line[] {
  const lines: Line[] = [];
  if (match.over) {
    // The title, then every player's place and points, as many to a line as fit: all of them show, whatever the names.
    const title = ` ${matchWords(lang).matchOverTitle}`;
    const entries = standings(match.names, match.scores).map((entry) => matchWords(lang).standingsLine([entry]));
    const oneLine = entries.join('   ');
    if (displayWidth(title) + 1 + displayWidth(oneLine) <= LAYOUT_WIDTH) {
      lines.push([seg(title, { bold: true }), seg(` ${oneLine}`)]);
    } else {
      lines.push([seg(title, { bold: true })]);
      for (const line of packEntries(entries, LAYOUT_WIDTH - 3, 3)) lines.push(plain(`   ${line}`));
    }
  } else {
    // The running score, continued on a second line where long names and fractions do not fit one.
    lines.push(...listLines(matchWords(lang).scoreLine(match.names.map((name, seat) => ({ name, score: match.scores[seat] ?? 0 })))));
  }
  if (match.ratings.length > 0) lines.push(...listLines(matchWords(lang).ratingChanges(match.ratings, ascii)));
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
  const lang = useLang();
  const words = seatWords(lang).gameLog;
  const { dot, upDown } = glyphs(ascii, lang);
  const title = ` ${seatWords(lang).screen.title} ${dot} ${words.title}`;
  const position = total === 0 ? words.empty : words.position({ first: first + 1, last: first + lines.length, total });
  const header: Line = [seg(title, { bold: true }), seg(padStart(position, LAYOUT_WIDTH - 1 - lineWidth(plain(title))), { dim: true })];
  const body: Line[] = lines.map((line) => plain(` ${line}`));
  while (body.length < height) body.push([]);
  const keys: Line = [seg(' '), ...richSegs(words.keys({ upDown }))];
  return <LinesView lines={[header, [], ...body, [], keys]} />;
}
