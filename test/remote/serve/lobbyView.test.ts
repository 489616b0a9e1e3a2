/** The lobby's screen at 80x24 in every language: every line fits, nothing is cut that matters, ASCII stays 7-bit. */
import { describe, expect, it } from '@jest/globals';
import { displayWidth } from '../../../src/core/playerNames.js';
import { LANGUAGES } from '../../../src/i18n/catalog.js';
import { lineText } from '../../../src/term/lines.js';
import { INITIAL_LOBBY, type LobbyState } from '../../../src/remote/serve/lobbyModel.js';
import { lobbyLines } from '../../../src/remote/serve/LobbyView.js';
import { defaultTableSpec } from '../../../src/remote/serve/tableSpec.js';
import { LOBBY_TABLES as tables } from './lobbyFixtures.js';

const states: [string, LobbyState][] = [
  ['the list', INITIAL_LOBBY],
  ['help', { ...INITIAL_LOBBY, overlay: { kind: 'help' } }],
  ['the quit question', { ...INITIAL_LOBBY, overlay: { kind: 'quit' } }],
  ['the code prompt', { ...INITIAL_LOBBY, overlay: { kind: 'code', typed: 'K7P' }, message: { code: 'notACode', typed: 'K7' } }],
  [
    'the form',
    {
      ...INITIAL_LOBBY,
      overlay: {
        kind: 'form',
        form: { spec: { ...defaultTableSpec('de'), seats: [{ kind: 'player' }, { kind: 'bot', level: 'medium' }, { kind: 'player' }, { kind: 'bot', level: 'hard' }] }, field: 3 },
      },
    },
  ],
  ['a refusal', { ...INITIAL_LOBBY, message: { code: 'refused', reason: { code: 'tooManyTables', max: 100 } } }],
];

describe('the lobby screen', () => {
  for (const lang of LANGUAGES) {
    for (const ascii of [false, true]) {
      it.each(states)(`${lang}${ascii ? ' in ASCII' : ''}: %s fits 80x24`, (_, state) => {
        const lines = lobbyLines({ state, tables, name: 'Bartholomew Long', rating: 1534, online: 437, rows: 23, ascii, lang }).map(lineText);
        expect(lines).toHaveLength(23);
        for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
        // In ASCII: no symbol of the screens (the words keep their language's letters and quotes).
        if (ascii) for (const line of lines) expect(line).toMatch(/^[\x20-\x7EäöüÄÖÜß„“]*$/u);
        const screen = lines.join('\n');
        expect(screen).toContain('Bartholomew Long');
        expect(screen).not.toMatch(/undefined|NaN|\[object/u);
      });
    }
  }

  it("shows a table's state, seats, games, language and watchers in their columns, and the player's own seat first among its tags", () => {
    const lines = lobbyLines({ state: INITIAL_LOBBY, tables, name: 'Ann', online: 3, rows: 23, ascii: false, lang: 'en' }).map(lineText);
    expect(lines[2]).toMatch(/^ {3}Table +State +Seats +Players +Rounds +Games +Lang +Watch$/u);
    // The tags come first: a list of names cut to the column never cuts them.
    expect(lines[3]).toMatch(/^ ▶ K7PQ +waiting +3\/4 +\(your seat, quick\) Barthol… +3 +3 de *$/u);
    expect(lines[4]).toMatch(/^ {3}private +playing +2\/2 +Cid, Dee +7 +12 en +3$/u);
    expect(lines[5]).toMatch(/M2XR +playing +4\/4 .* 5 +98\/99 en +120$/u);
  });

  it("shows each rated player's rating beside the name, and nothing beside those not rated", () => {
    const rated = tables.map((table, index) => (index === 1 ? { ...table, ratings: [1534, null] } : table));
    const lines = lobbyLines({ state: INITIAL_LOBBY, tables: rated, name: 'Ann', online: 3, rows: 23, ascii: false, lang: 'en' }).map(lineText);
    expect(lines[4]).toMatch(/^ {3}private +playing +2\/2 +Cid 1534, Dee +7 +12 en +3$/u);
    // Their own beside their name in the title; nothing there while they have none.
    expect(lines[0]).toMatch(/ Ann · 3 online$/u);
    const own = lobbyLines({ state: INITIAL_LOBBY, tables: rated, name: 'Ann', rating: 1612, online: 3, rows: 23, ascii: false, lang: 'en' }).map(lineText);
    expect(own[0]).toMatch(/^ SHIFT POKER · Lobby +Ann 1612 · 3 online$/u);
  });
});
