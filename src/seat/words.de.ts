/**
 * The German words of the seat screen (words.en.ts has the English and the
 * shape); the players are addressed with "du", and no sentence needs a
 * player's gender: possessives are phrased around ("die eigene offene
 * Karte 2"), never "seine" or "ihre".
 */

import type { Rank, Suit } from '../core/cards.js';
import { b } from '../i18n/rich.js';
import { coreDe } from '../i18n/words.de.js';
import type { SeatWords } from './words.en.js';

/** "ein Paar Neuner", "ein Paar Asse". */
const PAIR_OF: Readonly<Record<Rank, string>> = {
  2: 'Zweier', 3: 'Dreier', 4: 'Vierer', 5: 'Fünfer', 6: 'Sechser', 7: 'Siebener', 8: 'Achter', 9: 'Neuner', 10: 'Zehner',
  11: 'Buben', 12: 'Damen', 13: 'Könige', 14: 'Asse',
};

const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };

export const seatDe = {
  screen: {
    title: 'SHIFT POKER',
    quitQuestion: 'Spiel beenden?',
    quitKeys: [b('j'), ' beenden   ', b('n'), ' weiterspielen'],
    quitKeysLong: [b('j'), ' Spiel beenden   ', b('n'), ' weiterspielen'],
    quitShort: '(j/n)',
    leaveQuestion: 'Den Tisch verlassen?',
    leaveKeysLong: [b('j'), ' gehen (dein Platz wartet auf dich)   ', b('n'), ' bleiben'],
  },
  help: {
    title: 'Hilfe',
    // With "Lektionen" beside it the title line has no room for the spaces around the slashes.
    close: '?/Esc/Enter: schließen',
    tutorial: 'Lektionen: shift-poker tutorial',
    goal: [
      'Ziel: nach der letzten Runde die beste Pokerhand halten. Deine Hand besteht',
      'aus deinen 2 verdeckten Karten (nur du siehst sie) und deinen 3 offenen Karten.',
    ],
    tieCategory: ['Nur die Kategorie zählt: gleiche Kategorien teilen sich den Platz (1, 1, 3).'],
    tieKickers: ['Kicker-Variante: gleiche Kategorien werden wie beim Poker nach den', 'Kartenwerten verglichen.'],
    turn: 'Ein Zug besteht aus genau zwei Aktionen, nacheinander, beliebig gemischt:',
    shift: 'schieben: die Endkarte der Mitte kommt auf den Ablagestapel, die anderen rücken nach, der Nachziehstapel füllt die Lücke.',
    swapOne: 'tauschen: dann wählt 1-3 deine offene Karte, 1-3 die Mittelkarte.',
    swapAll: 'alle tauschen: deine 3 offenen Karten mit der Mitte, Platz für Platz (a oder Enter bestätigt).',
    pass: 'passen: ein Tausch, der nichts ändert (zählt als Aktion).',
    strictOrder: [b('Feste Reihenfolge ist an: '), 'erst schieben, dann tauschen oder passen.'],
    notNow: 'Tasten, die gerade nicht erlaubt sind, stehen unter „gesperrt“ und tun nichts.',
    hands: [
      'Hände, aufsteigend: Höchste Karte, Ein Paar, Zwei Paare, Drilling, Straße,',
      'Flush, Full House, Vierling, Straight Flush, Royal Flush.',
      'Ein Ass zählt hoch (10-B-D-K-A) oder niedrig (A-2-3-4-5), nie über Eck.',
    ],
    otherKeys: (p) => [
      b('Weitere Tasten: '),
      // With h the line needs the shorter wording to fit 80 columns.
      `${p.hints ? `Esc bricht Tausch ab ${p.dot} h Tipp` : 'Esc bricht einen Tausch ab'} ${p.dot} PgUp/PgDn blättern ${p.dot} q ${p.leave === true ? 'gehen' : 'beenden'}`,
    ],
    afterGame: (p) => [b('Nach dem Spiel: '), `n nächstes Spiel ${p.dot} l ganzer Spielverlauf, am Ende alle Hände`],
    barriers: [
      'Vor jedem Zug verdeckt ein Bildschirm alle Karten, bis der nächste Spieler',
      'allein an der Tastatur sitzt und die Leertaste drückt (Enter öffnet ihn nie).',
    ],
    computers: ['Computerspieler sehen nur, was du an ihrem Platz sehen könntest.'],
  },
  table: {
    round: (p) => `Runde ${p.round}/${p.rounds}`,
    whoseTurn: (p) => `${p.name} am Zug`,
    whoseTurnBot: (p) => `${p.name} am Zug (${p.tag})`,
    action: (p) => `Aktion ${p.number} von ${p.of}`,
    bothDone: 'beide Aktionen erledigt',
    middleRow: 'Mitte',
    yourHand: 'Deine Hand',
    drawPile: 'Nachziehstapel',
    discard: 'Ablagestapel',
    topCard: 'oberste Karte',
    empty: 'leer',
    open: 'offen',
    handInfo: '2 verdeckt, 3 offen (1-3)',
    youHold: 'Du hast: ',
    log: 'Verlauf',
    logScroll: 'PgUp/PgDn blättern',
    logPosition: (p) => `${p.above} ältere ${p.dot} ${p.below} neuere`,
    logKeys: 'PgUp/PgDn',
    // No label: "Zug:" named the actions a turn, and "Aktion: " leaves no room for a locked key under --ascii; the keys read as the key line below them does.
    actions: '',
    notNow: 'gesperrt: ',
    actionLabel: { shift: 'schieben', swap: 'tauschen', swapAll: 'alle tauschen', pass: 'passen' },
    swapPickOwn: [' Tausch: ', b('1-3'), ' eigene offene Karte wählen   ', b('Esc'), ' abbrechen'],
    swapPickMiddle: (p) => [` Tausch mit offener Karte ${p.own}: `, b('1-3'), ' Mittelkarte wählen   ', b('Esc'), ' abbrechen'],
    swapAllConfirmKeys: [' Alle drei offenen Karten tauschen: ', b('a'), '/', b('Enter'), ' bestätigen   ', b('Esc'), ' abbrechen'],
    endTurnKey: [b('Enter'), ' Zug beenden'],
    resultsKey: [b('Enter'), ' Ergebnis'],
    computerPlaying: 'Der Computer spielt: seine Aktionen erscheinen im Verlauf.',
    othersPlaying: 'Andere sitzen mit am Tisch: ihre Aktionen erscheinen im Verlauf.',
    commonKeys: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
    commonKeysHint: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('h'), ' Tipp   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
    commonKeysLeave: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('?'), ' Hilfe   ', b('q'), ' gehen'],
    commonKeysLeaveHint: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('h'), ' Tipp   ', b('?'), ' Hilfe   ', b('q'), ' gehen'],
    turnOverHandOff: 'Dein Zug ist vorbei. Drück Enter und gib die Tastatur weiter.',
    gameOver: 'Dein Zug ist vorbei und damit das Spiel. Drück Enter für das Ergebnis.',
    turnOver: 'Dein Zug ist vorbei. Drück Enter, um ihn zu beenden.',
    thinking: (p) => `${p.name} überlegt`,
  },
  message: {
    swapCancelled: 'Tausch abgebrochen.',
    swapPickOwn: 'Tausch: 1-3 wählt deine offene Karte, Esc bricht ab.',
    swapPickMiddle: 'Tausch: 1-3 wählt die Mittelkarte, Esc bricht ab.',
    swapAllConfirm: 'Alle drei tauschen: a oder Enter bestätigt, Esc bricht ab.',
    chooseActionFirst: (p) => `Erst eine Aktion wählen: ${p.leftRight}, s, a oder p (? für Hilfe).`,
    keyDoesNothing: (p) => `„${p.key}“ bewirkt hier nichts: ? zeigt die Hilfe.`,
    spaceDoesNothing: 'Die Leertaste bewirkt hier nichts: ? zeigt die Hilfe.',
    firstActionDone: 'Erste Aktion erledigt: jetzt die zweite Aktion wählen.',
    pressEnterToEnd: 'Enter drücken, um den Zug zu beenden.',
    pressEnterForResults: 'Enter drücken, um das Ergebnis zu sehen.',
    pleaseWait: (p) => `${p.name} spielt gerade: bitte warten.`,
    resultsKeys: 'n für das nächste Spiel, l für den Spielverlauf, q zum Beenden.',
    yourTurn: 'Du bist am Zug.',
    watching: 'Du siehst zu.',
    tableMoved: 'Der Tisch hat sich inzwischen geändert: noch einmal ansehen und wählen.',
    resultsReady: 'n drücken, sobald du für das nächste Spiel bereit bist (l Spielverlauf, q gehen).',
    youAreReady: 'Du bist bereit: das nächste Spiel beginnt, sobald alle es sind.',
    resultsWaiting: (p) => `Das nächste Spiel beginnt, sobald alle bereit sind; es fehlen noch ${p.names}.`,
    releaseKeys: 'Alle Tasten loslassen, kurz warten, Leertaste drücken.',
    barrierKey: (p) => `Die Leertaste öffnet den Zug: Tastatur an ${p.name} geben.`,
  },
  hint: {
    label: 'Tipp: ',
    working: 'Der Tipp wird berechnet',
    off: 'Tipps sind in dieser Partie ausgeschaltet.',
    chanceAndReason: (p) => `etwa ${p.percent} % Gewinnchance ab hier: ${p.reason}`,
    shift: (p) => `die Mitte nach ${p.direction === 'left' ? 'links' : 'rechts'} schieben`,
    swap: (p) => `deine offene Karte ${p.own + 1} (${p.given}) gegen Mittelkarte ${p.middle + 1} (${p.taken}) tauschen`,
    swapAll: 'alle drei offenen Karten mit der Mitte tauschen',
    pass: 'passen',
    reason: {
      makesPair: (p) => `macht ein Paar ${PAIR_OF[p.rank]}`,
      improvesCategory: (p) => `aus „${p.from}“ wird „${p.to}“`,
      makesFlushDraw: (p) => `vier ${SUIT_NAMES[p.suit]}, eine Karte fehlt zum Flush`,
      makesStraightDraw: 'vier Karten einer Straße, eine fehlt',
      keepsFlushDraw: (p) => `behält den Flush-Draw in ${SUIT_NAMES[p.suit]}`,
      keepsStraightDraw: 'behält vier Karten einer Straße',
      looksForCard: 'bringt eine neue Karte in die Mitte',
      keepsHand: (p) => `lässt die Hand, wie sie ist (${p.category})`,
      improvesChances: 'gleiche Kategorie, bessere Chancen danach',
      givesUpHand: (p) => `gibt die Hand vorerst auf (${p.category})`,
    },
  },
  results: {
    title: 'Endstand',
    after: (p) => ` nach ${coreDe.count.rounds(p.rounds)}`,
    place: 'Platz',
    player: 'Spieler',
    hidden: 'Verdeckt',
    open: 'Offen',
    hand: 'Hand',
    tie: ' (geteilt)',
    tieCategory: 'Nur die Kategorie zählt: gleiche Kategorien teilen sich den Platz.',
    tieKickers: 'Kicker-Variante: gleiche Kategorien wurden nach den Kartenwerten verglichen.',
    replay: (p) => `Noch mal spielen: ${p.options}`,
    keys: [b('n'), ' nächstes Spiel   ', b('l'), ' Spielverlauf   ', b('q'), ' beenden'],
    keysMatchOver: [b('l'), ' Spielverlauf   ', b('q'), ' beenden'],
    keysReady: [b('n'), ' bereit fürs nächste Spiel   ', b('l'), ' Spielverlauf   ', b('q'), ' gehen'],
    keysLeaveOver: [b('l'), ' Spielverlauf   ', b('q'), ' gehen'],
  },
  gameLog: {
    title: 'Spielverlauf',
    empty: 'leer',
    position: (p) => `Zeilen ${p.first}-${p.last} von ${p.total}`,
    keys: (p) => [
      b(p.upDown),
      ' Zeile  ',
      b('PgUp/PgDn'),
      ' Seite  ',
      b('Home/End'),
      ' oben/unten  ',
      b('Esc'),
      ' zurück  ',
      b('q'),
      ' beenden',
    ],
  },
} satisfies SeatWords;
