/** The German words of the tutorial (words.en.ts has the English and the shape). */

import { b } from '../i18n/rich.js';
import type { TutorialWords } from './words.en.js';

export const tutorialDe = {
  lessons: {
    twoActions: {
      title: 'Ein Zug sind zwei Aktionen',
      goal: 'Schiebe die Mitte (Pfeil links oder rechts), dann passe (p).',
      said: 'Schiebe die Mitte (gib links oder rechts ein), dann passe (gib passen ein).',
      why: 'Jeder Zug besteht aus genau zwei Aktionen; die zweite wählst du auf dem Tisch, den die erste hinterlassen hat.',
      missed: (p) => `Deine Aktionen: ${p.did}. Diese Lektion verlangt zuerst Schieben, dann Passen.`,
    },
    shift: {
      title: 'Die Mitte schieben',
      goal: 'Schiebe die Mitte nach links (Pfeil links): die linke Mittelkarte kommt auf den Ablagestapel, die oberste Karte des Nachziehstapels (diesmal eine Dame) rückt rechts nach. Tausche sie dann gegen eine deiner offenen Karten (s, deine Karte 1-3, dann Mittelkarte 3).',
      said: 'Schiebe die Mitte nach links (gib links ein): die linke Mittelkarte kommt auf den Ablagestapel, die oberste Karte des Nachziehstapels (diesmal eine Dame) rückt rechts nach. Tausche sie dann gegen eine deiner offenen Karten: tausch, deine Karte 1 bis 3, dann Mittelkarte 3, zum Beispiel tausch 1 3.',
      why: 'Schieben bringt eine neue Karte in Reichweite; die abgelegte Karte ist weg, bis der Nachziehstapel leer ist und der Ablagestapel neu gemischt wird.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}. Schiebe die Mitte zuerst nach links und nimm dann die Dame zu deiner verdeckten Dame.`,
    },
    swapOne: {
      title: 'Eine Karte tauschen',
      goal: 'Nimm den König aus der Mitte: s, dann eine deiner offenen Karten (1-3), dann die Mittelkarte (2). Mit deinem verdeckten König ist das ein Paar. Passe dann (p), um es zu behalten.',
      said: 'Nimm den König aus der Mitte: tausch, eine deiner offenen Karten 1 bis 3, dann Mittelkarte 2, zum Beispiel tausch 1 2. Mit deinem verdeckten König ist das ein Paar. Passe dann (gib passen ein), um es zu behalten.',
      why: 'Ein Tausch gibt eine deiner offenen Karten gegen eine aus der Mitte; verdeckte Karten bewegen sich nie, also baue um sie herum.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}. Ein einziger Tausch des Königs aus der Mitte ergibt ein Paar Könige.`,
    },
    swapAll: {
      title: 'Alle drei tauschen',
      goal: 'Die ganze Mitte passt zu deinen verdeckten Achten: drück a und noch mal a (oder Enter), um alle drei auf einmal zu tauschen. Deine zweite Aktion: passen (p), um das Full House zu behalten.',
      said: 'Die ganze Mitte passt zu deinen verdeckten Achten: gib alle ein, um alle drei auf einmal zu tauschen. Deine zweite Aktion: passen (gib passen ein), um das Full House zu behalten.',
      why: 'Alle drei tauschen gibt deine offene Reihe gegen die Mitte, Platz für Platz, in einer Aktion: hier ein Full House.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}. Nur der Tausch aller drei holt die Acht und beide Könige in einem Zug.`,
    },
    pass: {
      title: 'Passen',
      goal: 'Deine Hand ist schon ein Flush: passe zweimal (p, p).',
      said: 'Deine Hand ist schon ein Flush: passe zweimal (gib passen ein, dann noch mal passen).',
      why: 'Passen zählt als eine deiner zwei Aktionen; ist deine Hand gut, ändert Passen nichts, und Schieben brächte Ben neue Karten.',
      missed: (p) => `Deine Aktionen: ${p.did}. Deine Hand ist ${p.category}, aber diese Lektion verlangt zweimal Passen.`,
    },
    hint: {
      title: 'Nach einem Tipp fragen',
      goal: 'Drück h für einen Tipp: den Zug, den ein Bot an deinem Platz machen würde, deine Chance zu gewinnen und warum. Spiel ihn (oder einen eigenen Zug) und drück für deine zweite Aktion noch mal h.',
      said: 'Gib tipp ein für einen Tipp: den Zug, den ein Bot an deinem Platz machen würde, deine Chance zu gewinnen und warum. Spiel ihn (oder einen eigenen Zug) und gib für deine zweite Aktion noch mal tipp ein.',
      why: 'Ab jetzt gibt h in jedem Zug des Tutorials einen Tipp, wie in einem Spiel (außer die Spieler schalten Tipps mit --no-hints ab); der Verlauf aller vermerkt einen genutzten Tipp.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}, ohne nach einem Tipp zu fragen. Drück vor einer Aktion h.`,
    },
    aceLow: {
      title: 'Die Kombinationen: das Ass hoch und niedrig',
      goal: 'Bilde eine Straße: tausche deine 9 (Karte 3) gegen die 5 der Mitte (Karte 1). Mit deinem verdeckten Ass und der 2 ist A-2-3-4-5 eine Straße. Passe dann (p), um sie zu behalten.',
      said: 'Bilde eine Straße: tausche deine 9, Karte 3, gegen die 5 der Mitte, Mittelkarte 1: gib tausch 3 1 ein. Mit deinem verdeckten Ass und der 2 ist Ass-2-3-4-5 eine Straße. Passe dann (gib passen ein), um sie zu behalten.',
      why: 'Das Ass zählt hoch (10-B-D-K-A) oder niedrig (A-2-3-4-5), nie über Eck: D-K-A-2-3 ist keine Straße. ? zeigt alle Kombinationen.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}. Das Ass zählt hier niedrig: nimm die 5 für A-2-3-4-5.`,
    },
    lastRound: {
      title: 'Die letzte Runde',
      goal: 'Runde 2 von 2: das ist dein letzter Zug. Nimm die 10 aus der Mitte für einen Drilling (s, eine deiner offenen Karten 1-3, dann Mittelkarte 1), passe (p) und sieh dir die Wertung an.',
      said: 'Runde 2 von 2: das ist dein letzter Zug. Nimm die 10 aus der Mitte, Mittelkarte 1, für einen Drilling (tausch 1 1, dann passen) und hör dir die Wertung an.',
      why: 'Nach der letzten Runde werden alle Hände aufgedeckt und gewertet: ein späterer Zug zum Verbessern kommt nicht.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}. Die Herz-Zehn hätte einen Drilling und den Sieg gebracht.`,
    },
    winner: {
      title: 'Wer gewinnt: geteilte Plätze',
      goal: 'Behalte dein Paar Buben (zweimal passen) gegen Bens Paar Asse und lies die Wertung.',
      said: 'Behalte dein Paar Buben (gib zweimal passen ein) gegen Bens Paar Asse und hör dir die Wertung an.',
      why: 'Nur die Kombination zählt: Ein Paar gegen Ein Paar ist gleich, beide teilen den ersten Platz (der nächste Platz entfällt). Mit der Variante --tiebreak kickers zählen die Ränge, und die Asse gewännen.',
      missed: (p) => `Deine Aktionen: ${p.did}, und deine Hand ist ${p.category}, also teilst du den ersten Platz nicht mit Bens Paar.`,
    },
  },
  heading: (p) => `Lektion ${p.number} von ${p.total}: ${p.title}`,
  seats: 'Du: Ann; Ben passt.',
  tryLabel: 'Aufgabe: ',
  doneLabel: 'Gut gemacht. ',
  missedLabel: 'Nicht ganz. ',
  did: (names) => (names.length === 0 ? 'keine' : names.join(', dann ')),
  keys: 'r wiederholen   n nächste Lektion   ? Regeln   q beenden',
  lastKeys: 'r wiederholen   n fertig   ? Regeln   q beenden',
  hintLater: (p) => `Tipps kommen in Lektion ${p.lesson}: dort lernst du, wie du einen bekommst.`,
  resultsKeys: [b('n'), ' nächste Lektion   ', b('r'), ' wiederholen   ', b('l'), ' Spielverlauf   ', b('q'), ' beenden'],
  lastResultsKeys: [b('n'), ' fertig   ', b('r'), ' wiederholen   ', b('l'), ' Spielverlauf   ', b('q'), ' beenden'],
  helpKeys: (p) => [b('In einer Lektion: '), `r wiederholt sie ${p.dot} n geht zur nächsten (oder überspringt diese) ${p.dot} l der ganze Verlauf, sobald sie vorbei ist`],
} satisfies TutorialWords;
