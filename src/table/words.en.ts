/**
 * The English words of the table's refusals: why a command was refused
 * (TableError) and why options cannot make a match (MatchOptionsProblem).
 * Their shape is `TableWords`, which every other language fills in
 * (words.de.ts); words.ts gives them by language.
 */

import { coreEn } from '../i18n/words.en.js';
import type { MatchOptionsProblem, TableError } from './errors.js';

const matchOptionsProblem = (problem: MatchOptionsProblem): string => {
  switch (problem.code) {
    case 'seatsNotAList':
      return 'seats must be a list of humans and bots';
    case 'roundsOutOfRange':
      return `rounds must be a whole number from ${problem.min} to ${problem.max}, got ${problem.got}`;
    case 'gamesOutOfRange':
      return `games must be from ${problem.min} to ${problem.max}, or open-ended, got ${problem.got}`;
    case 'unknownTiebreak':
      return `tiebreak must be "category" or "kickers", got ${problem.got}`;
    case 'notTrueOrFalse':
      return `${problem.option} must be true or false`;
    case 'seedEmpty':
      return 'a seed must be non-empty text';
    case 'firstPlayerOutOfRange':
      return `the first player must be a seat from 0 to ${problem.max}, got ${problem.got}`;
    case 'nameEmpty':
    case 'nameTaken':
    case 'playerCount':
      return coreEn.nameProblem(problem);
  }
};

export const tableEn = {
  /** Why the table refused a command (the rules' reasons as the core words' `illegalAction` says them). */
  tableError: (error: TableError, names: readonly string[]): string => {
    const name = (seat: number): string => names[seat] ?? `seat ${seat + 1}`;
    switch (error.code) {
      case 'staleVersion':
        return `The table has moved on (version ${error.actual}, the command was for version ${error.expected})`;
      case 'noSuchSeat':
        return `No seat ${String(error.seat)} at this table`;
      case 'notYourTurn':
        return `It is ${name(error.current)}'s turn, not ${name(error.seat)}'s`;
      case 'botSeat':
        return `${name(error.seat)} is a computer player and plays by itself`;
      case 'notBotsTurn':
        return `It is ${name(error.seat)}'s turn, not a computer player's`;
      case 'illegalAction':
        return coreEn.illegalAction(error.problem, names);
      case 'noGameInProgress':
        return 'No game is under way';
      case 'gameInProgress':
        return 'A game is still under way';
      case 'matchOver':
        return error.allPlayed ? `Every game of the match has been played (at most ${error.maxGames})` : 'The match is over';
      case 'hintsOff':
        return 'Hints are off for this match';
      case 'savesFailing':
        return 'The match waits until it can be saved again: nothing was done';
      case 'invalidOptions':
        return matchOptionsProblem(error.problem);
    }
  },
  /** Why players or options cannot make a match: the setup of a saved match, the table's refusal. */
  matchOptionsProblem,
};

export type TableWords = typeof tableEn;
