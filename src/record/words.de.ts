/** The German words of saved matches, `history` and `replay` (words.en.ts has the English and the shape). */

import type { IllegalActionProblem, MalformedAction } from '../core/errors.js';
import { formatScore, germanNumber } from '../i18n/numbers.js';
import { plural } from '../i18n/plural.js';
import { shortText } from '../i18n/safeText.js';
import { tableDe } from '../table/words.de.js';
import type { SchemaFault } from './schemaFault.js';
import type { EXPECTED_EN, RecordWords } from './words.en.js';

const entriesDe = (n: number): string => plural('de', n, { one: '# Eintrag', other: '# Einträge' });

const EXPECTED_DE: typeof EXPECTED_EN = {
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  string: 'Text',
  array: 'eine Liste',
  object: 'ein Objekt',
  boolean: 'wahr oder falsch',
  other: 'eine andere Art von Wert',
};

function schemaFaultDe(fault: SchemaFault): string {
  switch (fault.issue) {
    case 'invalid_type':
      return `erwartet: ${EXPECTED_DE[fault.expected]}`;
    case 'too_big':
      return fault.origin === 'string'
        ? `darf höchstens ${fault.maximum} Zeichen lang sein`
        : fault.origin === 'array'
          ? `darf höchstens ${entriesDe(fault.maximum)} haben`
          : `darf höchstens ${fault.maximum} sein`;
    case 'too_small':
      return fault.origin === 'string'
        ? `muss mindestens ${fault.minimum} Zeichen lang sein`
        : fault.origin === 'array'
          ? `muss mindestens ${entriesDe(fault.minimum)} haben`
          : `muss mindestens ${fault.minimum} sein`;
    case 'invalid_format':
      return 'muss ein Zeitpunkt wie 2025-03-01T14:05:00.000Z sein';
    case 'unrecognized_keys':
      return `${fault.keys.length === 1 ? 'unbekanntes Feld' : 'unbekannte Felder'} ${fault.keys.map(quotedDe).join(', ')}`;
    case 'invalid_value':
      return fault.values.length === 1 ? `muss ${fault.values[0]} sein` : `muss einer dieser Werte sein: ${fault.values.join(', ')}`;
    case 'other':
      return 'hier kein gültiger Wert';
  }
}

const MALFORMED_FIELD_DE: Readonly<Record<Exclude<MalformedAction['field'], 'action'>, string>> = {
  seat: 'Platz',
  direction: 'Richtung',
  own: 'eigene Karte',
  middle: 'mittlere Karte',
  type: 'Art',
};

function rulesDe(problem: IllegalActionProblem): string {
  switch (problem.code) {
    case 'malformed':
      return problem.detail.field === 'action'
        ? 'eine Aktion muss ein Objekt sein'
        : `fehlerhafte Aktion: ungültige Angabe „${MALFORMED_FIELD_DE[problem.detail.field]}“ ${problem.detail.value}`;
    case 'gameOver':
      return 'das Spiel ist vorbei: keine Aktionen mehr';
    case 'notYourTurn':
      return `${problem.currentName} ist am Zug, nicht ${problem.seatName ?? `Platz ${problem.seat}`} (ein Zug sind genau 2 Aktionen)`;
    case 'shiftFirst':
      return 'feste Reihenfolge: die erste Aktion muss ein Schieben sein';
    case 'swapOrPassSecond':
      return 'feste Reihenfolge: die zweite Aktion muss ein Tausch oder Passen sein';
  }
}

/** German numbers in a list: "1,5; 0,5; 0". */
function scoresDe(scores: readonly number[]): string {
  return scores.map((score) => germanNumber(formatScore(score))).join('; ');
}

const ERRNO_DE: Readonly<Record<string, string>> = {
  EACCES: 'keine Berechtigung',
  EPERM: 'keine Berechtigung',
  EISDIR: 'es ist ein Verzeichnis',
  ENOTREG: 'keine gewöhnliche Datei',
  ENOTDIR: 'ein Teil des Pfads ist kein Verzeichnis',
  ELOOP: 'ein symbolischer Link, der im Kreis führt',
  ENOENT: 'Datei nicht gefunden',
  ENOSPC: 'die Festplatte ist voll',
  EDQUOT: 'das Speicherkontingent ist aufgebraucht',
  EROFS: 'das Dateisystem ist schreibgeschützt',
  EIO: 'Ein-/Ausgabefehler',
  EMFILE: 'zu viele offene Dateien',
  ECLAIMED: 'ein anderes Programm hat die Partie inzwischen geöffnet',
  ESTALE: 'ein anderer Server hat die Partie inzwischen weitergespielt',
  ELEASE: 'die Lease dieses Serverprozesses in PostgreSQL ist noch nicht erneuert',
  ELOCKPATH: 'an der Stelle der .lock-Datei der Partie steht etwas anderes; bitte entfernen',
  ECONNREFUSED: 'der Datenbankserver nimmt keine Verbindungen an',
  ECONNRESET: 'die Verbindung zum Datenbankserver wurde getrennt',
  ETIMEDOUT: 'der Datenbankserver antwortet nicht',
  '53100': 'die Platte des Datenbankservers ist voll',
  '53200': 'der Datenbankserver hat keinen Speicher mehr',
  '53300': 'der Datenbankserver hat zu viele Verbindungen',
  '57P01': 'der Datenbankserver wurde beendet',
  '57P03': 'der Datenbankserver startet gerade',
  '25006': 'die Datenbank ist nur lesbar',
  '42501': 'die Datenbankrolle darf das nicht',
};

export const recordDe = {
  unreadable: (file, why) => `${file}: die gespeicherte Partie lässt sich nicht lesen (${why})`,
  tooLarge: (file, bytes, limit) => `${file}: zu groß für eine gespeicherte Partie (${bytes} Bytes, höchstens ${limit})`,
  notJson: (file) => `${file}: keine gespeicherte Partie (die Datei ist kein JSON)`,
  truncated: (file, empty) => (empty ? `${file}: die gespeicherte Partie ist leer` : `${file}: die gespeicherte Partie ist abgeschnitten (ihr JSON endet zu früh)`),
  unknownFormat: (file, found) =>
    found === null ? `${file}: keine gespeicherte Partie von shift-poker` : `${file}: keine gespeicherte Partie von shift-poker (Format „${found}“)`,
  unknownVersion: (file, found) => `${file}: von einem neueren shift-poker gespeichert (Version ${found}; dieses liest Version 1)`,
  invalid: (file, where, reason) => `${file}: die gespeicherte Partie ist beschädigt bei ${where}: ${reason}`,
  illegalAction: (file, game, action, reason) => `${file}: die gespeicherte Partie ist beschädigt: in Spiel ${game} ist Aktion ${action} nicht erlaubt (${reason})`,
  fault: (fault) => {
    switch (fault.kind) {
      case 'schema':
        return schemaFaultDe(fault);
      case 'setup':
        return tableDe.matchOptionsProblem(fault.problem);
      case 'noGames':
        return 'eine Partie hat mindestens ein Spiel';
      case 'tooManyGames':
        return `${fault.recorded} Spiele gespeichert, die Partie hat aber nur ${fault.games}`;
      case 'seedDoesNotFollow':
        return `der Seed von Spiel ${fault.game} folgt nicht aus dem Seed der Partie`;
      case 'startPlayerDrawn':
        return `wer Spiel 1 beginnt, bestimmt sein Seed: Platz ${fault.seat}`;
      case 'startPlayerChosen':
        return `wer Spiel 1 beginnt, wurde gewählt: Platz ${fault.seat}`;
      case 'startPlayerRotates':
        return `Spiel ${fault.game} muss Platz ${fault.seat} beginnen`;
      case 'hintsOffYetUsed':
        return 'in dieser Partie sind Tipps ausgeschaltet, trotzdem wurden Tipps genutzt';
      case 'ownersDoNotFit':
        return 'die Besitzer der Plätze passen nicht zu den Plätzen (einer je Platz, keiner für einen Bot)';
      case 'departedDoesNotFit':
        return 'die gegangenen Spieler müssen menschliche Plätze sein, in Reihenfolge, in einer beendeten Partie';
      case 'hintsOutOfOrder':
        return 'die Tipps müssen in der Reihenfolge der Aktionen stehen';
      case 'hintNotPossible':
        return `Platz ${fault.seat} konnte dort keinen Tipp anfordern`;
      case 'unfinishedGameFollowed':
        return `Spiel ${fault.game} ist nicht beendet, trotzdem folgt ein weiteres Spiel`;
      case 'wrongRanking':
        return `die Rangfolge von Spiel ${fault.game} ist nicht die, die seine Karten ergeben`;
      case 'rankingTooEarly':
        return `Spiel ${fault.game} ist nicht beendet, hat aber eine Rangfolge`;
      case 'endedAtMissing':
        return 'alle Spiele sind gespielt, also braucht die Partie eine Endzeit';
      case 'endedAtTooEarly':
        return 'die Partie hat eine Endzeit, aber ihr letztes Spiel ist nicht beendet';
      case 'scoresDoNotFollow':
        return `die Punkte folgen nicht aus den Rangfolgen (erwartet: ${scoresDe(fault.expected)})`;
      case 'notReplayable':
        return `die Partie lässt sich nicht nachspielen: ${fault.detail}`;
    }
  },
  refusal: (refusal) => {
    switch (refusal.kind) {
      case 'gameAlreadyOver':
        return 'das Spiel war schon vorbei';
      case 'noSuchSeat':
        return `einen Platz ${refusal.seat} gibt es nicht`;
      case 'notYourTurn':
        return `${refusal.current} ist am Zug, nicht ${refusal.seat}`;
      case 'rules':
        return rulesDe(refusal.problem);
    }
  },
  saveFailed: (file, why) => `die Partie ließ sich nicht in ${file} speichern (${why}); das Spiel geht ohne Speichern weiter`,
  topLevel: 'oberster Ebene',
  errno: (errno) => ERRNO_DE[errno] ?? null,
  openIn: (program, pid, host) =>
    `${program === 'play' ? 'einem anderen Terminal' : `„shift-poker ${program}“`} (Prozess ${pid}${host === null ? '' : ` auf ${host}; läuft er dort nicht mehr, die .lock-Datei neben der Partie löschen`})`,

  noSavedMatches: (dir) => `Keine gespeicherten Partien in ${dir}.`,
  notADirectory: (dir) => `--data-dir: ${dir} ist kein Verzeichnis`,
  cannotReadDir: (dir, reason) => `die gespeicherten Partien in ${dir} lassen sich nicht lesen: ${reason}`,
  damaged: (message) => `beschädigt: ${message}`,
  historyHeader: { date: 'Begonnen', players: 'Spieler (Punkte)', games: 'Spiele', state: 'Stand', file: 'Datei' },
  historyPlayers: (players) => players.map((player) => `${player.name} ${germanNumber(formatScore(player.score))}`).join('; '),
  historyGames: (played, games) => (games !== null ? `${germanNumber(String(played))} von ${games}` : played === 0 ? 'bisher keins' : `bisher ${germanNumber(String(played))}`),
  historyState: (finished, openIn = null) =>
    finished ? 'beendet' : openIn === null ? 'nicht beendet' : openIn === 'play' ? 'in einem anderen Terminal offen' : `offen in „shift-poker ${openIn}“`,
  removed: (file, players) => (players === null ? `${file} gelöscht.` : `${file} gelöscht (${players}).`),
  notAMatchFile: (file, dir) => `${file}: keine gespeicherte Partie aus ${dir}; nichts gelöscht`,
  removeOpenElsewhere: (file, where) => `${file}: die Partie ist in ${where} geöffnet; nichts gelöscht`,
  removeFailed: (file, why) => `${file}: lässt sich nicht löschen (${why})`,

  noFinishedMatch: (dir) => `keine beendete Partie in ${dir} gespeichert`,
  notFinished: (file) => `${file}: die Partie ist nicht beendet und wird daher nicht gezeigt (das würde die verdeckten Karten eines laufenden Spiels zeigen)`,
  noGameFinished: (file) => `${file}: noch kein Spiel der Partie ist beendet, daher wird nichts gezeigt (das würde die verdeckten Karten eines laufenden Spiels zeigen)`,
} satisfies RecordWords;

/** One line (no line break) saying what is wrong with which file, in the words given. */
function quotedDe(text: string): string {
  return `„${shortText(text)}“`;
}
