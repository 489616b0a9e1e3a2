/**
 * The server's lobby as a reducer: what the lobby screen shows besides the
 * list of tables (the selection, the form to open a table, the prompt for a
 * code, help, the quit question, the last message) and what each key does.
 * A key gives the new state and at most one command for the connection to
 * carry out (join, watch, quick match, open, quit); what comes back (a
 * refusal) is handed in as a message. No words here: the view words it.
 */

import { PLAYABLE_LEVELS, type BotLevel } from '../../bots/levels.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS } from '../../core/types.js';
import type { Lang } from '../../i18n/catalog.js';
import { MAX_MATCH_GAMES } from '../../table/matchRecord.js';
import { helpKey, isNo, isYes, type KeyPress } from '../../term/keys.js';
import { CODE_ALPHABET, PRIVATE_CODE_LENGTH, readTableCode } from './codes.js';
import type { DirectoryRefusal, TableListing } from './tables.js';
import { defaultTableSpec, type SeatChoice, type TableSpec } from './tableSpec.js';

/** A field of the form that opens a table; `seat` fields are the seats after the opener's (1-based index into spec.seats). */
export type FormField =
  | { readonly kind: 'seats' }
  | { readonly kind: 'seat'; readonly index: number }
  | { readonly kind: 'rounds' }
  | { readonly kind: 'games' }
  | { readonly kind: 'tiebreak' }
  | { readonly kind: 'strictOrder' }
  | { readonly kind: 'hints' }
  | { readonly kind: 'private' }
  | { readonly kind: 'open' };

export interface TableForm {
  readonly spec: TableSpec;
  /** The field the cursor is on (index into formFields(spec)). */
  readonly field: number;
}

export type LobbyOverlay =
  { readonly kind: 'help' } | { readonly kind: 'quit' } | { readonly kind: 'code'; readonly typed: string } | { readonly kind: 'form'; readonly form: TableForm };

/** What the lobby tells the player, as data. */
export type LobbyMessage =
  | { readonly code: 'refused'; readonly reason: DirectoryRefusal }
  | { readonly code: 'private' }
  | { readonly code: 'notACode'; readonly typed: string }
  | { readonly code: 'tooManyGuesses'; readonly seconds: number }
  | { readonly code: 'tableClosed'; readonly table: string }
  | { readonly code: 'nothingSelected' }
  /** Said once, the first time the lobby shows: a login without a key plays unrated (record/ratings.ts). */
  | { readonly code: 'unrated' };

export interface LobbyState {
  /** The selected table: the one of this id while it is listed, else the one at this place. */
  readonly selected: number;
  readonly selectedId: number | null;
  readonly overlay: LobbyOverlay | null;
  readonly message: LobbyMessage | null;
  /** Codes typed that named no table, in a row. */
  readonly misses: number;
  /** After too many misses: no code is tried before this time (ms since the epoch). */
  readonly lockedUntil: number | null;
}

export type LobbyCommand =
  | { readonly kind: 'join'; readonly code: string }
  | { readonly kind: 'watch'; readonly code: string }
  | { readonly kind: 'quick' }
  | { readonly kind: 'open'; readonly spec: TableSpec }
  | { readonly kind: 'quit' }
  /** t: the tutorial's lessons, then back here. */
  | { readonly kind: 'tutorial' }
  /** r: the connection goes on in the screen-reader mode (sentences instead of this screen). */
  | { readonly kind: 'reader' };

export type LobbyMsg =
  | { readonly type: 'key'; readonly key: KeyPress }
  /** A command the lobby sent was refused. */
  | { readonly type: 'refused'; readonly reason: DirectoryRefusal; readonly typedCode: boolean }
  /** The player is back from a table that was closed under them. */
  | { readonly type: 'tableClosed'; readonly table: string };

export interface LobbyContext {
  readonly tables: readonly TableListing[];
  /** ms since the epoch. */
  readonly now: number;
  /** The player's language: a new table's, unless they change nothing else. */
  readonly lang: Lang;
}

export interface LobbyOutcome {
  readonly state: LobbyState;
  readonly command: LobbyCommand | null;
}

export const INITIAL_LOBBY: LobbyState = { selected: 0, selectedId: null, overlay: null, message: null, misses: 0, lockedUntil: null };

/**
 * The place in the list of the selected table: it stays on the table the
 * player chose when others open or close (the list is in an order that
 * moves), and on the same place when that table is gone.
 */
export function selectedIndex(state: LobbyState, tables: readonly TableListing[]): number {
  const byId = state.selectedId === null ? -1 : tables.findIndex((table) => table.id === state.selectedId);
  return byId !== -1 ? byId : Math.min(state.selected, Math.max(0, tables.length - 1));
}

/** Wrong codes in a row before the prompt waits. */
export const MAX_MISSES = 5;
export const LOCK_MS = 60_000;

/** The form's fields for a spec: the number of seats, each seat after the opener's, the rules, privacy, and the button. */
export function formFields(spec: TableSpec): FormField[] {
  return [
    { kind: 'seats' },
    ...spec.seats.slice(1).map((_, index): FormField => ({ kind: 'seat', index: index + 1 })),
    { kind: 'rounds' },
    { kind: 'games' },
    { kind: 'tiebreak' },
    { kind: 'strictOrder' },
    { kind: 'hints' },
    { kind: 'private' },
    { kind: 'open' },
  ];
}

/** The choices of a seat after the opener's, in the order ←/→ go through them. */
const SEAT_CHOICES: readonly SeatChoice[] = [{ kind: 'player' }, ...PLAYABLE_LEVELS.map((level): SeatChoice => ({ kind: 'bot', level }))];

const stay = (state: LobbyState): LobbyOutcome => ({ state, command: null });
const set = (state: LobbyState, changes: Partial<LobbyState>): LobbyState => ({ ...state, ...changes });

export function lobbyReducer(state: LobbyState, msg: LobbyMsg, context: LobbyContext): LobbyOutcome {
  switch (msg.type) {
    case 'refused': {
      const missed = msg.typedCode && msg.reason.code === 'noSuchTable';
      const misses = missed ? state.misses + 1 : state.misses;
      const locked = missed && misses >= MAX_MISSES;
      return stay(
        set(state, {
          message: locked ? { code: 'tooManyGuesses', seconds: LOCK_MS / 1000 } : { code: 'refused', reason: msg.reason },
          misses: locked ? 0 : misses,
          lockedUntil: locked ? context.now + LOCK_MS : state.lockedUntil,
        }),
      );
    }
    case 'tableClosed':
      return stay(set(state, { overlay: null, message: { code: 'tableClosed', table: msg.table } }));
    case 'key':
      return lobbyKey(state, msg.key, context);
  }
}

function lobbyKey(state: LobbyState, key: KeyPress, context: LobbyContext): LobbyOutcome {
  if (key.kind === 'ctrlC') return { state, command: { kind: 'quit' } };
  const overlay = state.overlay;
  if (overlay !== null) {
    switch (overlay.kind) {
      case 'help': {
        const helpOrQuit = helpKey(true, key);
        return stay(helpOrQuit === 'close' ? set(state, { overlay: null }) : helpOrQuit === 'quit' ? set(state, { overlay: { kind: 'quit' } }) : state);
      }
      case 'quit':
        if (isYes(key)) return { state, command: { kind: 'quit' } };
        return stay(isNo(key) || key.kind === 'enter' ? set(state, { overlay: null }) : state);
      case 'code':
        return codeKey(state, overlay.typed, key, context);
      case 'form':
        return formKey(state, overlay.form, key);
    }
  }
  const tables = context.tables;
  const selected = selectedIndex(state, tables);
  const table = tables[selected];
  // Any key puts the last message away.
  const base = set(state, { selected, selectedId: table?.id ?? null, message: null });
  const select = (index: number): LobbyOutcome => {
    const at = Math.min(Math.max(0, tables.length - 1), Math.max(0, index));
    return stay(set(base, { selected: at, selectedId: tables[at]?.id ?? null }));
  };
  switch (key.kind) {
    case 'up':
      return select(selected - 1);
    case 'down':
      return select(selected + 1);
    case 'pageUp':
      return select(selected - 10);
    case 'pageDown':
      return select(selected + 10);
    case 'enter':
      if (table === undefined) return stay(set(base, { message: { code: 'nothingSelected' } }));
      if (table.code === null) return stay(set(base, { message: { code: 'private' } }));
      return { state: base, command: { kind: 'join', code: table.code } };
    default:
      break;
  }
  switch (charOf(key)?.toLowerCase()) {
    case 'w':
      if (table === undefined) return stay(set(base, { message: { code: 'nothingSelected' } }));
      if (table.code === null) return stay(set(base, { message: { code: 'private' } }));
      return { state: base, command: { kind: 'watch', code: table.code } };
    case 'n':
      return stay(set(base, { overlay: { kind: 'form', form: { spec: defaultTableSpec(context.lang), field: 0 } } }));
    case 'j':
      return stay(set(base, { overlay: { kind: 'code', typed: '' } }));
    case 'm':
      return { state: base, command: { kind: 'quick' } };
    case 'r':
      return { state: base, command: { kind: 'reader' } };
    case 't':
      return { state: base, command: { kind: 'tutorial' } };
    case '?':
      return stay(set(base, { overlay: { kind: 'help' } }));
    case 'q':
      return stay(set(base, { overlay: { kind: 'quit' } }));
    default:
      return stay(state);
  }
}

function codeKey(state: LobbyState, typed: string, key: KeyPress, context: LobbyContext): LobbyOutcome {
  if (key.kind === 'escape') return stay(set(state, { overlay: null, message: null }));
  if (key.kind === 'backspace') return stay(set(state, { overlay: { kind: 'code', typed: [...typed].slice(0, -1).join('') } }));
  if (key.kind === 'enter') {
    if (state.lockedUntil !== null && context.now < state.lockedUntil) {
      return stay(set(state, { message: { code: 'tooManyGuesses', seconds: Math.ceil((state.lockedUntil - context.now) / 1000) } }));
    }
    const code = readTableCode(typed);
    if (code === null) return stay(set(state, { message: { code: 'notACode', typed } }));
    return { state: set(state, { overlay: null, message: null, lockedUntil: null }), command: { kind: 'join', code } };
  }
  const char = charOf(key)?.toUpperCase();
  // Only the characters a code has: anything else would not make one.
  if (char === undefined || !CODE_ALPHABET.includes(char) || typed.length >= PRIVATE_CODE_LENGTH) return stay(state);
  return stay(set(state, { overlay: { kind: 'code', typed: typed + char }, message: null }));
}

function formKey(state: LobbyState, form: TableForm, key: KeyPress): LobbyOutcome {
  const fields = formFields(form.spec);
  const field = fields[Math.min(form.field, fields.length - 1)]!;
  const with_ = (next: TableForm): LobbyOutcome => stay(set(state, { overlay: { kind: 'form', form: next } }));
  switch (key.kind) {
    case 'escape':
      return stay(set(state, { overlay: null }));
    case 'up':
      return with_({ ...form, field: Math.max(0, form.field - 1) });
    case 'down':
    case 'tab':
      return with_({ ...form, field: Math.min(fields.length - 1, form.field + 1) });
    case 'left':
    case 'right': {
      const spec = changed(form.spec, field, key.kind === 'right' ? 1 : -1);
      // The cursor stays on its field when the number of seats (and so of fields) changes.
      return with_({ spec, field: Math.min(form.field, formFields(spec).length - 1) });
    }
    case 'enter':
      if (field.kind === 'open') return { state: set(state, { overlay: null, message: null }), command: { kind: 'open', spec: form.spec } };
      return with_({ ...form, field: Math.min(fields.length - 1, form.field + 1) });
    default:
      return stay(state);
  }
}

/** The spec with `field` one step on (`step` 1) or back (-1); values stop at their ends, choices go round. */
export function changed(spec: TableSpec, field: FormField, step: 1 | -1): TableSpec {
  const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
  switch (field.kind) {
    case 'seats': {
      const count = clamp(spec.seats.length + step, MIN_PLAYERS, MAX_PLAYERS);
      const seats = spec.seats.slice(0, count);
      while (seats.length < count) seats.push({ kind: 'player' });
      return { ...spec, seats };
    }
    case 'seat': {
      const current = spec.seats[field.index]!;
      const at = SEAT_CHOICES.findIndex((choice) => sameChoice(choice, current));
      const next = SEAT_CHOICES[(at + step + SEAT_CHOICES.length) % SEAT_CHOICES.length]!;
      return { ...spec, seats: spec.seats.map((seat, index) => (index === field.index ? next : seat)) };
    }
    case 'rounds':
      return { ...spec, rounds: clamp(spec.rounds + step, MIN_ROUNDS, MAX_ROUNDS) };
    case 'games': {
      // null (until the players stop) comes before 1.
      const value = (spec.games ?? 0) + step;
      return { ...spec, games: value <= 0 ? null : Math.min(MAX_MATCH_GAMES, value) };
    }
    case 'tiebreak':
      return { ...spec, tiebreak: spec.tiebreak === 'category' ? 'kickers' : 'category' };
    case 'strictOrder':
      return { ...spec, strictOrder: !spec.strictOrder };
    case 'hints':
      return { ...spec, hints: !spec.hints };
    case 'private':
      return { ...spec, private: !spec.private };
    case 'open':
      return spec;
  }
}

function sameChoice(a: SeatChoice, b: SeatChoice): boolean {
  return a.kind === b.kind && (a.kind === 'player' || a.level === (b as { readonly level: BotLevel }).level);
}

function charOf(key: KeyPress): string | undefined {
  return key.kind === 'char' ? key.char : undefined;
}
