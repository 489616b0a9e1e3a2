/** The German words of matches, saved games and the replay screen (words.en.ts has the English and the shape). */

import { formatScore, germanNumber } from '../i18n/numbers.js';
import { plural } from '../i18n/plural.js';
import { ratingShift, type MatchWords } from './words.en.js';

export const matchDe = {
  gameOf: (game, games) => (games === null ? `Spiel ${game}` : `Spiel ${game} von ${games}`),
  gameShort: (game, games) => (games === null ? `Spiel ${game}` : `Spiel ${game}/${games}`),
  // Semicolons: a comma inside a list of decimal commas ("0,5, 1") reads as one more number.
  scoreShort: (entries) => `Punkte: ${entries.map((entry) => `${entry.name} ${germanNumber(formatScore(entry.score))}`).join('; ')}`,
  scoreLine: (entries) => `Punkte: ${entries.map((entry) => `${entry.name} ${germanNumber(formatScore(entry.score))}`).join('; ')}`,
  matchOverTitle: 'Partie beendet. Gesamtwertung:',
  standingsLine: (list) => list.map((entry) => `${entry.place}. ${entry.name} ${germanNumber(formatScore(entry.score))}`).join('   '),
  matchOverKeys: 'Die Partie ist beendet: l für den Spielverlauf, q zum Beenden.',
  saveWarning: (why) => `Die Partie wird nicht mehr gespeichert (${why}); das Spiel geht weiter.`,
  resumeTitle: 'Eine nicht beendete Partie ist gespeichert',
  resumeEnter: ' fortsetzen   ',
  resumeNew: ' neues Spiel   ',
  resumeQuit: ' beenden',
  resumeBadFile: 'Eine gespeicherte Partie ließ sich nicht lesen:',
  resumeRefused: 'Die gespeicherte Partie lässt sich gerade nicht verwenden:',
  resumeNewOnly: ' neues Spiel   ',
  resumeDiscard: ' verwerfen   ',
  discardQuestion: (names) => `Die gespeicherte Partie von ${names.join(', ')} verwerfen?`,
  discardFailed: (file, why) => `${file}: die gespeicherte Partie wurde nicht verworfen: ${why}`,
  discardOpen: (where) => `sie ist in ${where} geöffnet`,
  typedGameNote: (names, command) => `Gespeichert und noch nicht beendet: ${names.join(', ')}. Weiter damit: ${command}`,
  resumeLabel: (names, position, savedAgo, dot) => {
    const where = position.round === null ? `nach Spiel ${position.game}` : `Spiel ${position.game}, Runde ${position.round}/${position.rounds}`;
    return `${names.join(', ')} ${dot} ${where} ${dot} gespeichert ${savedAgo}`;
  },
  timeAgo: (thenMs, nowMs) => {
    const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000));
    if (seconds < 60) return 'gerade eben';
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `vor ${plural('de', minutes, { one: '# Minute', other: '# Minuten' })}`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return `vor ${plural('de', hours, { one: '# Stunde', other: '# Stunden' })}`;
    return `vor ${plural('de', Math.floor(hours / 24), { one: '# Tag', other: '# Tagen' })}`;
  },
  noUnfinishedMatch: (dir) => `keine nicht beendete Partie in ${dir} gespeichert`,
  noUnfinishedMatchDamaged: (dir, problem) => `keine lesbare nicht beendete Partie in ${dir} gespeichert; die neueste Datei ist beschädigt: ${problem}`,
  matchAlreadyOver: (file) => `${file}: die Partie ist beendet (nichts fortzusetzen)`,
  cannotResume: (file) => `${file}: die gespeicherte Partie lässt sich nicht fortsetzen`,
  openElsewhere: (file, where) => `${file}: die Partie ist in ${where} geöffnet; spiel sie dort weiter oder beende sie dort zuerst`,
  changedSince: (file) => `${file}: die Partie wurde beim Öffnen geändert oder entfernt; bitte noch mal versuchen`,
  playedOnServer: (file) => `${file}: die Partie ist ein Tisch von „shift-poker serve“; sie geht dort weiter`,
  playedOverSsh: (file, program) => `${file}: die Partie wurde über ssh gespielt; sie geht mit „${program} host --resume“ weiter`,
  summaryStandingsTitle: (games) => `Stand der Partie nach ${plural('de', games, { one: '# Spiel', other: '# Spielen' })}:`,
  gameHidden: (number) =>
    number === null
      ? 'Die Karten bleiben verdeckt: die gespeicherte Partie kann mit diesem Spiel weitergehen.'
      : `Spiel ${number}: die Karten bleiben verdeckt, die gespeicherte Partie kann damit weitergehen.`,
  savedGoOn: (command) => `Die Partie ist gespeichert und noch nicht beendet. Weiter mit: ${command}`,
  ratingChanges: (players, ascii = false) => `Wertungszahlen: ${players.map((p) => ratingShift(p, ascii)).join('; ')}`,
  savedEarlier: (position, command) =>
    `Nicht gespeichert seit ${position.round === null ? `dem Ende von Spiel ${position.game}` : `Spiel ${position.game}, Runde ${position.round}/${position.rounds}`}: ${command} macht dort weiter.`,
  replayTitle: (game, games) => `Wiederholung: Spiel ${game} von ${games}`,
  replayKeys: { action: 'Aktion', round: 'Runde', ends: 'Anfang/Ende', games: 'nächstes/voriges Spiel', log: 'Verlauf', quit: 'beenden' },
  replayLogPosition: (above, below, dot) => `${above} ältere ${dot} ${below} neuere ${dot} ↑/↓`,
  replayPosition: (action, actions, round, rounds) => `Aktion ${action}/${actions}, Runde ${round}/${rounds}`,
} satisfies MatchWords;
