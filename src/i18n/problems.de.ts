/** Why players or options cannot make a match, in German (problems.ts has the English). */

import type { MatchOptionsProblem } from '../table/errors.js';
import type { matchOptionsProblemEn, nameProblemEn } from './problems.js';

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
