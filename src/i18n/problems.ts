/**
 * Why players or options cannot make a match, in every language: shared by
 * the main catalogs (setup screen, command line, the table's refusals) and
 * the words of saved matches (record.ts), which cannot import the catalogs.
 */

import { nameProblemText, type NameListProblem } from '../core/names.js';
import type { MatchOptionsProblem } from '../table/errors.js';

/** English is the core's own default wording, so the two cannot drift apart. */
export const nameProblemEn: (problem: NameListProblem) => string = nameProblemText;

export const nameProblemDe: typeof nameProblemEn = (problem) => {
  switch (problem.code) {
    case 'nameEmpty':
      return 'Ein Spielername darf nicht leer sein';
    case 'nameTaken':
      return `„${problem.name}“ ist schon vergeben (auch in anderer Groß-/Kleinschreibung)`;
    case 'playerCount':
      return `Ein Spiel braucht ${problem.min} bis ${problem.max} Spieler, angegeben: ${problem.got}`;
  }
};

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

const OPTION_DE: Readonly<Record<Extract<MatchOptionsProblem, { code: 'notTrueOrFalse' }>['option'], string>> = {
  strictOrder: 'feste Reihenfolge',
  hints: 'Tipps',
};

export const matchOptionsProblemDe: typeof matchOptionsProblemEn = (problem) => {
  switch (problem.code) {
    case 'seatsNotAList':
      return 'die Plätze müssen eine Liste von Menschen und Computerspielern sein';
    case 'roundsOutOfRange':
      return `die Rundenzahl muss eine ganze Zahl von ${problem.min} bis ${problem.max} sein, nicht ${problem.got}`;
    case 'gamesOutOfRange':
      return `die Zahl der Spiele muss von ${problem.min} bis ${problem.max} reichen oder offen sein, nicht ${problem.got}`;
    case 'unknownTiebreak':
      return `unbekannte Regel für den Gleichstand: ${problem.got}`;
    case 'notTrueOrFalse':
      return `die Einstellung „${OPTION_DE[problem.option]}“ muss wahr oder falsch sein`;
    case 'seedEmpty':
      return 'ein Seed muss ein nicht leerer Text sein';
    case 'firstPlayerOutOfRange':
      return `wer beginnt, muss ein Platz von 0 bis ${problem.max} sein, nicht ${problem.got}`;
    case 'nameEmpty':
    case 'nameTaken':
    case 'playerCount':
      return nameProblemDe(problem);
  }
};
