/** The German words of the table's refusals (words.en.ts has the English and the shape). */

import { coreDe } from '../i18n/words.de.js';
import type { MatchOptionsProblem } from './errors.js';
import type { TableWords } from './words.en.js';

const OPTION_DE: Readonly<Record<Extract<MatchOptionsProblem, { code: 'notTrueOrFalse' }>['option'], string>> = {
  strictOrder: 'feste Reihenfolge',
  hints: 'Tipps',
};

const matchOptionsProblem: TableWords['matchOptionsProblem'] = (problem) => {
  switch (problem.code) {
    case 'seatsNotAList':
      return 'die Plätze müssen eine Liste von Menschen und Bots sein';
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
      return coreDe.nameProblem(problem);
  }
};

export const tableDe = {
  tableError: (error, names) => {
    const name = (seat: number): string => names[seat] ?? `Platz ${seat + 1}`;
    switch (error.code) {
      case 'staleVersion':
        return `Der Tisch ist weiter (Stand ${error.actual}, der Befehl galt für Stand ${error.expected})`;
      case 'noSuchSeat':
        return `Einen Platz ${String(error.seat)} gibt es an diesem Tisch nicht`;
      case 'notYourTurn':
        return `${name(error.current)} ist am Zug, nicht ${name(error.seat)}`;
      case 'botSeat':
        return `${name(error.seat)} ist ein Bot und spielt von selbst`;
      case 'notBotsTurn':
        return `${name(error.seat)} ist am Zug, kein Bot`;
      case 'illegalAction':
        return coreDe.illegalAction(error.problem, names);
      case 'noGameInProgress':
        return 'Gerade läuft kein Spiel';
      case 'gameInProgress':
        return 'Ein Spiel läuft noch';
      case 'matchOver':
        return error.allPlayed ? `Alle Spiele der Partie sind gespielt (höchstens ${error.maxGames})` : 'Die Partie ist vorbei';
      case 'hintsOff':
        return 'Tipps sind in dieser Partie ausgeschaltet';
      case 'savesFailing':
        return 'Die Partie wartet, bis sie wieder gespeichert werden kann: nichts wurde getan';
      case 'invalidOptions':
        return matchOptionsProblem(error.problem);
    }
  },
  matchOptionsProblem,
} satisfies TableWords;
