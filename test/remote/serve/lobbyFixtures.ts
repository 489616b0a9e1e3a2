/** Tables of a server's lobby, for the tests that draw it. */

import type { TableListing } from '../../../src/remote/serve/tables.js';

const seat = (name: string | null, kind: 'remote' | 'bot' = 'remote') => ({
  kind,
  name,
  level: kind === 'bot' ? ('hard' as const) : null,
  connected: name !== null,
  standIn: false,
  ready: false,
});

/** Tables as the lobby lists them: a quick one waiting, a private one playing, one between games of a long match. */
export const LOBBY_TABLES: readonly TableListing[] = [
  {
    id: 1,
    code: 'K7PQ',
    private: false,
    quick: true,
    lang: 'de',
    phase: 'waiting',
    rounds: 3,
    games: 3,
    gameNumber: 0,
    watchers: 0,
    fillsAt: 1,
    createdAt: 3,
    seats: [seat('Bartholomew Long'), seat('Ann'), seat(null), seat(null, 'bot')],
  },
  {
    id: 2,
    code: null,
    private: true,
    quick: false,
    lang: 'en',
    phase: 'playing',
    rounds: 7,
    games: null,
    gameNumber: 12,
    watchers: 3,
    fillsAt: null,
    createdAt: 2,
    seats: [seat('Cid'), seat('Dee')],
  },
  {
    id: 3,
    code: 'M2XR',
    private: false,
    quick: false,
    lang: 'en',
    phase: 'betweenGames',
    rounds: 5,
    games: 99,
    gameNumber: 98,
    watchers: 120,
    fillsAt: null,
    createdAt: 1,
    seats: [seat('Quentin Quarrie'), seat('Wilhelmina Wolff'), seat('Bot Hard', 'bot'), seat('Xavier Xylophon')],
  },
];
