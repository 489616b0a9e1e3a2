/** The lobby's keys (lobbyModel.ts), without a screen: what each key does and what it asks the connection to do. */
import { describe, expect, it } from '@jest/globals';
import type { KeyPress } from '../../../src/term/keys.js';
import { INITIAL_LOBBY, LOCK_MS, MAX_MISSES, lobbyReducer, selectedIndex, type LobbyContext, type LobbyOutcome, type LobbyState } from '../../../src/remote/serve/lobbyModel.js';
import type { TableListing } from '../../../src/remote/serve/tables.js';
import { defaultTableSpec } from '../../../src/remote/serve/tableSpec.js';

const listing = (id: number, code: string | null, changes: Partial<TableListing> = {}): TableListing => ({
  id,
  code,
  private: code === null,
  quick: false,
  lang: 'en',
  phase: 'waiting',
  rounds: 3,
  games: null,
  gameNumber: 0,
  seats: [],
  watchers: 0,
  fillsAt: null,
  createdAt: id,
  ...changes,
});

const char = (c: string): KeyPress => ({ kind: 'char', char: c });
const key = (kind: Exclude<KeyPress['kind'], 'char'>): KeyPress => ({ kind }) as KeyPress;

function press(state: LobbyState, keys: readonly KeyPress[], context: LobbyContext): LobbyOutcome {
  let outcome: LobbyOutcome = { state, command: null };
  for (const one of keys) outcome = lobbyReducer(outcome.state, { type: 'key', key: one }, context);
  return outcome;
}

const tables = [listing(1, 'K7PQ'), listing(2, null), listing(3, 'M2XR')];
const context: LobbyContext = { tables, now: 1_000_000, lang: 'en' };

describe("the lobby's keys", () => {
  it('Enter takes a seat at the chosen table, w watches it; a private one only by its code', () => {
    expect(press(INITIAL_LOBBY, [key('enter')], context).command).toEqual({ kind: 'join', code: 'K7PQ' });
    expect(press(INITIAL_LOBBY, [key('down'), key('down'), char('w')], context).command).toEqual({ kind: 'watch', code: 'M2XR' });
    const privately = press(INITIAL_LOBBY, [key('down'), key('enter')], context);
    expect(privately.command).toBeNull();
    expect(privately.state.message).toEqual({ code: 'private' });
    expect(press(INITIAL_LOBBY, [char('m')], context).command).toEqual({ kind: 'quick' });
  });

  it('keeps the chosen table chosen when others open before it in the list', () => {
    const chosen = press(INITIAL_LOBBY, [key('down'), key('down')], context).state;
    const newer = [listing(4, 'ZZZZ'), ...tables];
    expect(selectedIndex(chosen, newer)).toBe(3);
    expect(lobbyReducer(chosen, { type: 'key', key: key('enter') }, { ...context, tables: newer }).command).toEqual({ kind: 'join', code: 'M2XR' });
    // Gone from the list: the same place.
    expect(selectedIndex(chosen, tables.slice(0, 2))).toBe(1);
  });

  it('j opens the code prompt: only code characters are taken, in upper case; Esc clears what it said', () => {
    const typed = press(INITIAL_LOBBY, [char('j'), char('k'), char('0'), char('7'), char('!'), char('p'), char('q')], context);
    expect(typed.state.overlay).toEqual({ kind: 'code', typed: 'K7PQ' });
    expect(lobbyReducer(typed.state, { type: 'key', key: key('enter') }, context).command).toEqual({ kind: 'join', code: 'K7PQ' });
    const short = press(typed.state, [key('backspace'), key('backspace'), key('enter')], context);
    expect(short.state.message).toEqual({ code: 'notACode', typed: 'K7' });
    expect(press(short.state, [key('escape')], context).state).toMatchObject({ overlay: null, message: null });
  });

  it('after five wrong codes in a row the prompt waits a minute', () => {
    let state = INITIAL_LOBBY;
    for (let miss = 0; miss < MAX_MISSES; miss++) {
      state = press(state, [char('j'), ...'ZZZZ'.split('').map(char), key('enter')], context).state;
      state = lobbyReducer(state, { type: 'refused', reason: { code: 'noSuchTable', table: 'ZZZZ' }, typedCode: true }, context).state;
    }
    expect(state.message).toEqual({ code: 'tooManyGuesses', seconds: LOCK_MS / 1000 });
    const locked = press(state, [char('j'), ...'K7PQ'.split('').map(char), key('enter')], { ...context, now: context.now + 1000 });
    expect(locked.command).toBeNull();
    expect(locked.state.message).toEqual({ code: 'tooManyGuesses', seconds: LOCK_MS / 1000 - 1 });
    const later = press(state, [char('j'), ...'K7PQ'.split('').map(char), key('enter')], { ...context, now: context.now + LOCK_MS });
    expect(later.command).toEqual({ kind: 'join', code: 'K7PQ' });
  });

  it('n opens the form: seats, their bots, rounds and games change with the arrows; Enter on the button opens the table', () => {
    const form = press(INITIAL_LOBBY, [char('n'), key('right'), key('down'), key('down'), key('right'), key('right'), key('down'), key('right')], context);
    expect(form.state.overlay).toMatchObject({
      kind: 'form',
      form: { spec: { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'easy' }], rounds: 4 } },
    });
    // Enter goes down the fields (rounds, games, equal hands, strict order, hints, private) to the button.
    const opened = press(
      form.state,
      Array.from({ length: 7 }, () => key('enter')),
      context,
    );
    expect(opened.command).toEqual({
      kind: 'open',
      spec: { ...defaultTableSpec('en'), seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'easy' }], rounds: 4 },
    });
    // Games go from "until the players stop" to 1, and back.
    const games = press(INITIAL_LOBBY, [char('n'), key('down'), key('down'), key('down'), key('right')], context);
    expect(games.state.overlay).toMatchObject({ form: { spec: { games: 1 } } });
    expect(press(games.state, [key('left')], context).state.overlay).toMatchObject({ form: { spec: { games: null } } });
    expect(press(form.state, [key('escape')], context).state.overlay).toBeNull();
  });

  it('q asks first (y or j leaves), Ctrl+C leaves at once', () => {
    const asked = press(INITIAL_LOBBY, [char('q')], context);
    expect(asked.state.overlay).toEqual({ kind: 'quit' });
    expect(press(asked.state, [char('j')], context).command).toEqual({ kind: 'quit' });
    expect(press(asked.state, [char('n')], context).state.overlay).toBeNull();
    expect(press(INITIAL_LOBBY, [key('ctrlC')], context).command).toEqual({ kind: 'quit' });
  });
});
