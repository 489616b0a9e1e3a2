/**
 * The lobby screen, drawn from the lobby's state (lobbyModel.ts) and the
 * list of tables alone: the tables with their seats, state and watchers,
 * then the form, the code prompt, help or the quit question where one is
 * open, the last message and the keys. At 80 columns; the list scrolls to
 * keep the chosen table in sight.
 */

import React from 'react';
import { glyphs, type Glyphs } from '../../term/glyphs.js';
import { LAYOUT_WIDTH, padEnd, padStart, truncate, wrapText } from '../../term/layout.js';
import { LinesView, plain, seg, type Line } from '../../term/lines.js';
import { describeServeRefusal, serveWords } from './words.js';
import type { TableListing } from './tables.js';
import { formFields, selectedIndex, type FormField, type LobbyMessage, type LobbyState, type TableForm } from './lobbyModel.js';
import { nameKey } from '../../core/playerNames.js';
import { seatWords } from '../../seat/words.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';

export interface LobbyViewProps {
  readonly state: LobbyState;
  readonly tables: readonly TableListing[];
  /** The player's own name. */
  readonly name: string;
  /** The player's own rating, beside their name (absent or null: unrated, or not rated yet). */
  readonly rating?: number | null;
  readonly online: number;
  /** Rows the screen may use. */
  readonly rows: number;
  readonly ascii: boolean;
  readonly lang: Lang;
}

/** Lines above the list (title, rule, column heads) and below it (blank, message, two lines of keys). */
const HEAD_ROWS = 3;
const FOOT_ROWS = 4;

export function LobbyView(props: LobbyViewProps): React.JSX.Element {
  return <LinesView lines={lobbyLines(props)} />;
}

export function lobbyLines({ state, tables, name, rating, online, rows, ascii, lang }: LobbyViewProps): Line[] {
  const g = glyphs(ascii, lang);
  const words = serveWords(lang).lobby;
  const right = `${name}${rating === null || rating === undefined ? '' : ` ${rating}`} ${g.dot} ${words.online(online)}`;
  const left = ` SHIFT POKER ${g.dot} ${words.title}`;
  const lines: Line[] = [[seg(left, { bold: true }), seg(padStart(right, LAYOUT_WIDTH - left.length - 1))], [seg(` ${g.rule.repeat(LAYOUT_WIDTH - 2)}`, { dim: true })]];
  const body = Math.max(3, rows - HEAD_ROWS - FOOT_ROWS);
  const overlay = state.overlay;
  if (overlay?.kind === 'help') {
    lines.push(...words.help.map((line) => plain(` ${line}`)));
    return finish(lines, rows, null, [plain(` ${words.helpKeys}`)]);
  }
  if (overlay?.kind === 'form') {
    lines.push(...formLines(overlay.form, lang, g, ascii));
    return finish(lines, rows, messageText(state.message, lang), [plain(` ${serveWords(lang).form.keys(g.upDown, g.leftRight)}`)]);
  }
  lines.push(columnHeads(lang));
  lines.push(...listLines(state, tables, name, body, lang, g));
  let keys: Line[] = [plain(` ${words.keys}`), plain(` ${words.keys2(g.upDown)}`)];
  if (overlay?.kind === 'code') {
    const code = serveWords(lang).code;
    keys = [[seg(` ${code.title}  `, { bold: true }), seg(`${code.prompt} `), seg(overlay.typed, { bold: true }), seg('_')], plain(` ${code.keys}`)];
  } else if (overlay?.kind === 'quit') {
    keys = [[seg(` ${words.quitQuestion} `, { bold: true }), seg(seatWords(lang).screen.quitShort)], []];
  }
  return finish(lines, rows, messageText(state.message, lang), keys);
}

/** The list's columns: marker 3, code 8, state 10, seats 7, players (the rest), rounds 7, games 7, language 5, watchers 5. */
const WIDTH = { code: 7, state: 9, seats: 6, rounds: 6, games: 6, lang: 4, watch: 5 } as const;
const PLAYERS_WIDTH = LAYOUT_WIDTH - 3 - (WIDTH.code + 1) - (WIDTH.state + 1) - (WIDTH.seats + 1) - (WIDTH.rounds + 1) - (WIDTH.games + 1) - (WIDTH.lang + 1) - WIDTH.watch - 1;

function columnHeads(lang: Lang): Line {
  const c = serveWords(lang).lobby.columns;
  return [
    seg(
      `   ${padEnd(c.table, WIDTH.code)} ${padEnd(c.state, WIDTH.state)} ${padEnd(c.seats, WIDTH.seats)} ${padEnd(c.players, PLAYERS_WIDTH)} ` +
        `${padStart(c.rounds, WIDTH.rounds)} ${padStart(c.games, WIDTH.games)} ${padEnd(c.lang, WIDTH.lang)} ${padStart(c.watch, WIDTH.watch)}`,
      { dim: true },
    ),
  ];
}

function listLines(state: LobbyState, tables: readonly TableListing[], name: string, height: number, lang: Lang, g: Glyphs): Line[] {
  const words = serveWords(lang).lobby;
  if (tables.length === 0) return [[], plain(`   ${words.noTables}`)];
  const selected = selectedIndex(state, tables);
  // The window keeps the chosen table in sight; a line at its end says how many more there are.
  const fits = tables.length <= height ? height : height - 1;
  const top = Math.max(0, Math.min(selected - Math.floor(fits / 2), tables.length - fits));
  const shown = tables.slice(top, top + fits);
  const lines = shown.map((table, index) => tableLine(table, top + index === selected, name, lang, g));
  const below = tables.length - top - shown.length;
  if (below > 0 || top > 0) lines.push([seg(`   ${g.ellipsis} ${words.more(tables.length - shown.length)}`, { dim: true })]);
  return lines;
}

function tableLine(table: TableListing, selected: boolean, name: string, lang: Lang, g: Glyphs): Line {
  const words = serveWords(lang).lobby;
  const own = nameKey(name);
  const mine = table.seats.some((seat) => seat.kind !== 'bot' && seat.name !== null && nameKey(seat.name) === own);
  const taken = table.seats.filter((seat) => seat.name !== null || seat.kind === 'bot').length;
  // A rating beside each rated player's name: "ann 1534, Bot Hard 1650".
  const players = table.seats
    .map((seat, index) => {
      const name = seat.kind === 'bot' ? (seat.name ?? coreWords(lang).bots.tag({ level: seat.level! })) : (seat.name ?? words.openSeat);
      const rating = table.ratings?.[index] ?? null;
      return rating === null ? name : `${name} ${rating}`;
    })
    .join(', ');
  // The tags first: a long list of names cut short must not cut them.
  const tags = [mine ? words.yourSeat : null, table.quick ? words.quick : null].filter((tag): tag is string => tag !== null);
  const playersText = truncate(tags.length === 0 ? players : `(${tags.join(', ')}) ${players}`, PLAYERS_WIDTH, g.ellipsis);
  const games = table.phase === 'waiting' ? words.games(table.games) : words.gameOf(table.gameNumber, table.games);
  const code = table.code ?? words.private;
  const cells =
    `${padEnd(truncate(code, WIDTH.code, g.ellipsis), WIDTH.code)} ${padEnd(truncate(words.phase[table.phase], WIDTH.state, g.ellipsis), WIDTH.state)} ` +
    `${padEnd(`${taken}/${table.seats.length}`, WIDTH.seats)} ${padEnd(playersText, PLAYERS_WIDTH)} ${padStart(String(table.rounds), WIDTH.rounds)} ` +
    `${padStart(games, WIDTH.games)} ${padEnd(table.lang, WIDTH.lang)} ${padStart(table.watchers === 0 ? '' : String(table.watchers), WIDTH.watch)}`;
  return [seg(selected ? ` ${g.pointer} ` : '   ', { bold: selected }), seg(cells, { bold: selected, dim: table.code === null && !selected })];
}

function formLines(form: TableForm, lang: Lang, g: Glyphs, ascii: boolean): Line[] {
  const words = serveWords(lang).form;
  const fields = formFields(form.spec);
  const lines: Line[] = [[seg(` ${words.title}`, { bold: true })], []];
  fields.forEach((field, index) => {
    const at = index === form.field;
    const marker = at ? ` ${g.pointer} ` : '   ';
    if (field.kind === 'open') {
      lines.push([], [seg(marker, { bold: at }), seg(`[ ${words.open} ]`, { bold: at })]);
      return;
    }
    const value = fieldValue(form, field, lang);
    // The arrows say ←/→ change the value; in ASCII as < and > (the key names would crowd the value).
    const [left, right] = ascii ? ['<', '>'] : [g.left, g.right];
    lines.push([seg(marker, { bold: at }), seg(padEnd(fieldLabel(field, lang), 20)), seg(at ? `${left} ${value} ${right}` : `  ${value}`, { bold: at })]);
  });
  // The opener's own seat, for reference.
  lines.splice(3, 0, [seg('   '), seg(padEnd(words.seat(1), 20), { dim: true }), seg(`  ${words.you}`, { dim: true })]);
  return lines;
}

function fieldLabel(field: FormField, lang: Lang): string {
  const words = serveWords(lang).form;
  switch (field.kind) {
    case 'seat':
      return words.seat(field.index + 1);
    case 'open':
      return words.open;
    default:
      return words[field.kind];
  }
}

function fieldValue(form: TableForm, field: FormField, lang: Lang): string {
  const words = serveWords(lang).form;
  const spec = form.spec;
  switch (field.kind) {
    case 'seats':
      return String(spec.seats.length);
    case 'seat': {
      const seat = spec.seats[field.index]!;
      return seat.kind === 'player' ? words.player : words.bot(coreWords(lang).bots.level[seat.level]);
    }
    case 'rounds':
      return String(spec.rounds);
    case 'games':
      return spec.games === null ? words.gamesOpen : String(spec.games);
    case 'tiebreak':
      return words.tiebreakValue[spec.tiebreak];
    case 'strictOrder':
      return spec.strictOrder ? words.on : words.off;
    case 'hints':
      return spec.hints ? words.on : words.off;
    case 'private':
      return spec.private ? words.privateOn : words.privateOff;
    case 'open':
      return '';
  }
}

function messageText(message: LobbyMessage | null, lang: Lang): string | null {
  if (message === null) return null;
  const words = serveWords(lang).messages;
  switch (message.code) {
    case 'refused':
      return describeServeRefusal(message.reason, lang, null);
    case 'private':
      return words.private;
    case 'notACode':
      return words.notACode(message.typed);
    case 'tooManyGuesses':
      return words.tooManyGuesses(message.seconds);
    case 'tableClosed':
      return words.tableClosed(message.table);
    case 'nothingSelected':
      return words.nothingSelected;
    case 'unrated':
      return words.unrated;
  }
}

/** The screen's lines with the message and the keys at its foot. */
function finish(lines: Line[], rows: number, message: string | null, keys: readonly Line[]): Line[] {
  // A message too long for one line wraps: a refusal cut short would not say what to do.
  const said = message === null ? [[]] : wrapText(message, LAYOUT_WIDTH - 2, 1).map((part): Line => [seg(` ${part}`, { color: 'yellow' })]);
  const foot: Line[] = [[], ...said, ...keys];
  const room = Math.max(0, rows - foot.length);
  const top = lines.slice(0, room);
  while (top.length < room) top.push([]);
  return [...top, ...foot];
}
