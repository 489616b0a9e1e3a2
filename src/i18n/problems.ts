/**
 * Why players or options cannot make a match, in every language: shared by
 * the main catalogs (setup screen, command line, the table's refusals) and
 * the words of saved matches (record.ts), which cannot import the catalogs.
 */

import { nameProblemText, type NameListProblem } from '../core/names.js';
import type { MatchOptionsProblem } from '../table/errors.js';

/** English is the core's own default wording, so the two cannot drift apart. */
export const nameProblemEn: (problem: NameListProblem) => string = nameProblemText;

export const matchOptionsProblemEn = (problem: MatchOptionsProblem): string => {
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
      return nameProblemEn(problem);
  }
};
