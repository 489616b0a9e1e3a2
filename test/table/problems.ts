/**
 * One of every problem the table reports, for the tests that check every
 * language words them all. Typed as records over the codes, so a new code
 * without a sample fails the type check.
 */

import type { MatchOptionsProblem, TableError } from '../../src/table/errors.js';

const OPTIONS: { readonly [C in MatchOptionsProblem['code']]: readonly Extract<MatchOptionsProblem, { code: C }>[] } = {
  nameEmpty: [{ code: 'nameEmpty' }],
  nameTaken: [{ code: 'nameTaken', name: 'Ann' }],
  playerCount: [{ code: 'playerCount', min: 2, max: 4, got: 5 }],
  seatsNotAList: [{ code: 'seatsNotAList' }],
  roundsOutOfRange: [{ code: 'roundsOutOfRange', min: 1, max: 7, got: '8' }],
  gamesOutOfRange: [{ code: 'gamesOutOfRange', min: 1, max: 99, got: '0' }],
  unknownTiebreak: [{ code: 'unknownTiebreak', got: 'xyz' }],
  notTrueOrFalse: [
    { code: 'notTrueOrFalse', option: 'strictOrder' },
    { code: 'notTrueOrFalse', option: 'hints' },
  ],
  seedEmpty: [{ code: 'seedEmpty' }],
  firstPlayerOutOfRange: [{ code: 'firstPlayerOutOfRange', max: 1, got: '2' }],
};

export const MATCH_OPTIONS_PROBLEMS: readonly MatchOptionsProblem[] = Object.values(OPTIONS).flat();

const TABLE: { readonly [C in TableError['code']]: readonly Extract<TableError, { code: C }>[] } = {
  staleVersion: [{ code: 'staleVersion', expected: 3, actual: 4 }],
  noSuchSeat: [{ code: 'noSuchSeat', seat: 7 }],
  notYourTurn: [{ code: 'notYourTurn', seat: 0, current: 1 }],
  botSeat: [{ code: 'botSeat', seat: 1 }],
  notBotsTurn: [{ code: 'notBotsTurn', seat: 0 }],
  illegalAction: [
    { code: 'illegalAction', reason: 'orderViolation', problem: { code: 'shiftFirst' } },
    { code: 'illegalAction', reason: 'malformed', problem: { code: 'malformed', detail: { field: 'action' } } },
  ],
  noGameInProgress: [{ code: 'noGameInProgress' }],
  gameInProgress: [{ code: 'gameInProgress' }],
  matchOver: [
    { code: 'matchOver', allPlayed: true, maxGames: 99 },
    { code: 'matchOver', allPlayed: false, maxGames: 99 },
  ],
  hintsOff: [{ code: 'hintsOff' }],
  savesFailing: [{ code: 'savesFailing' }],
  invalidOptions: MATCH_OPTIONS_PROBLEMS.map((problem) => ({ code: 'invalidOptions', problem })),
};

export const TABLE_ERRORS: readonly TableError[] = Object.values(TABLE).flat();
