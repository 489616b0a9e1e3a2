/**
 * The German words of the screen-reader mode (words.en.ts sets their
 * shape). Players are addressed with "du"; cards read as one compound word
 * ("Herz-Zehn").
 */

import type { ReaderWords } from './words.en.js';

export const readerDe = {
  ranks: {
    2: 'Zwei', 3: 'Drei', 4: 'Vier', 5: 'Fünf', 6: 'Sechs', 7: 'Sieben', 8: 'Acht', 9: 'Neun', 10: 'Zehn',
    11: 'Bube', 12: 'Dame', 13: 'König', 14: 'Ass',
  },
  suits: { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' },
  card: (p) => `${p.suit}-${p.rank}`,
  verbs: {
    left: ['links', '<'],
    right: ['rechts', '>'],
    swap: ['tausch', 'tauschen', 't'],
    all: ['alle', 'a'],
    pass: ['passen', 'p'],
    hand: ['blatt', 'b'],
    middle: ['mitte', 'm'],
    open: ['offen', 'o'],
    scores: ['punkte', 'k'],
    turn: ['dran', 'd'],
    repeat: ['nochmal', 'r', '.'],
    help: ['hilfe', '?'],
    next: ['weiter', 'w'],
    quit: ['beenden'],
  },
  openWord: 'Leertaste',
  gameStarted: (p) => `Neues Spiel: ${p.players}, ${p.rounds} Runden. ${p.starter} beginnt.`,
  roundStarted: (p) => (p.round === p.rounds ? `Letzte Runde, ${p.round} von ${p.rounds}.` : `Runde ${p.round} von ${p.rounds}.`),
  shifted: (p) => `${p.player} schiebt nach ${p.direction === 'left' ? 'links' : 'rechts'}: ${p.discarded} raus, ${p.drawn} rein.`,
  reshuffled: (p) => `Ablagestapel gemischt: ${p.cards} Karten sind der neue Nachziehstapel.`,
  swapped: (p) => `${p.player} tauscht ${p.given}, eigene Karte ${p.own + 1}, gegen ${p.taken}, Karte ${p.middle + 1} der Mitte.`,
  swappedAll: (p) => `${p.player} tauscht alle drei: gibt ${p.given}; nimmt ${p.taken}.`,
  passed: (p) => `${p.player} passt.`,
  showdown: (p) => `${p.player}: ${p.category}, ${p.cards}.`,
  gameOver: 'Spiel aus. Aufdecken:',
  place: (p) => `Platz ${p.place}: ${p.names}, ${p.category}.`,
  scores: (p) => `Punkte: ${p.scores}.`,
  score: (p) => `${p.name} ${p.score}`,
  yourTurn: (p) => `Du bist dran, ${p.name}.`,
  secondAction: (p) => `Zweite Aktion, ${p.name}.`,
  yourHand: (p) => `Dein Blatt: ${p.hidden}, verdeckt; ${p.open}, offen.`,
  middleRow: (p) => `Mitte: ${p.cards}.`,
  openCards: (p) => `${p.name}: ${p.cards}.`,
  moves: 'Tippe links, rechts, tausch mit deiner Karte und einer Karte der Mitte (tausch 1 3), alle oder passen.',
  turnOf: (p) => `${p.name} ist dran, Aktion ${p.action} von 2, Runde ${p.round} von ${p.rounds}.`,
  noTurn: 'Niemand ist dran: Das Spiel ist aus.',
  barrier: (p) => `Als Nächstes: ${p.name}. Drücke Leertaste und Enter, wenn nur ${p.name} zuhört.`,
  barrierOnly: (p) => `Nur Leertaste und Enter geht weiter, für ${p.name}.`,
  nextGame: 'Tippe weiter für das nächste Spiel, oder beenden.',
  matchOver: 'Die Partie ist aus. Tippe beenden zum Verlassen.',
  nothingToRepeat: 'Noch nichts gesagt.',
  unknown: (p) => (p.typed === '' ? 'Kein Befehl. Tippe hilfe für die Befehle.' : `Kein Befehl: ${p.typed}. Tippe hilfe für die Befehle.`),
  help: [
    'Befehle, jeweils mit Enter.',
    'Züge: links oder rechts schiebt die Mitte; tausch 1 3 tauscht deine erste offene Karte mit der dritten Karte der Mitte; alle tauscht alle drei; passen passt.',
    'Fragen: blatt, mitte, offen für die offenen Karten aller, punkte, dran für wer dran ist, nochmal, hilfe.',
    'Zwischen den Spielen: weiter. Zum Verlassen: beenden; die Partie wird nach jedem Zug gespeichert.',
  ],
} satisfies ReaderWords;
