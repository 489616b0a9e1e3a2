/** The German words of the hotseat (words.en.ts has the English and the shape). */

import { b } from '../i18n/rich.js';
import { coreDe } from '../i18n/words.de.js';
import type { UiWords } from './words.en.js';

export const uiDe = {
  barrier: {
    next: (p) => ['Als Nächstes: ', b(p.name)],
    round: (p) => `Runde ${p.round}/${p.rounds}`,
    onlyYou: (p) => ['Drück die ', b('Leertaste'), ', wenn nur noch ', b(p.name), ' zusieht.'],
    keys: [b('Leertaste'), ' Zug beginnen   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
  },
  setup: {
    title: 'Neues Spiel',
    players: (p) => `Spieler (${p.min}-${p.max}), in der Reihenfolge der Plätze:`,
    nobody: 'noch niemand',
    // "Bot Leicht" says it is a bot and its level: the tag says how it plays.
    computerSeat: (p) => ` (${p.description})`,
    namePrompt: (p) => `Name von Spieler ${p.number}: `,
    nameHint: (p) => `Enter fügt den Namen hinzu ${p.dot} Enter in leerer Zeile: Menü (Bots, Start)`,
    menuHint: (p) => `${p.upDown} wählen ${p.dot} Enter bestätigen`,
    botHint: (p) => `${p.level}: ${p.description}`,
    roundsPrompt: (p) => `Runden (${p.min}-${p.max}), Enter für ${p.default}: `,
    backToPlayers: 'Esc zurück zu den Spielern',
    quitKey: 'q beenden',
    tutorialOffer: (p) => `Neu im Spiel? Lektionen: ${p.command}`,
    quitQuestion: 'Shift Poker beenden?',
    quitKeys: [b('j'), ' beenden   ', b('n'), ' zurück zur Einrichtung'],
    menu: {
      start: 'Spiel starten',
      human: 'Spieler hinzufügen (Namen eingeben)',
      bot: (p) => `Bot hinzufügen: ${p.level}`,
      remove: 'Letzten Spieler entfernen',
      quit: 'Beenden',
    },
    message: {
      nameTooWide: (p) => `Ein Name darf höchstens ${p.max} Spalten breit sein.`,
      nameCut: (p) => `Ein Name darf höchstens ${p.max} Spalten breit sein: der Rest wurde weggelassen. Enter übernimmt den Namen so, die Rücktaste ändert ihn.`,
      typeAName: 'Namen eingeben und Enter drücken (eine leere Zeile öffnet das Menü).',
      useArrows: 'Mit den Pfeiltasten wählen, dann Enter drücken.',
      needPlayers: (p) => `Ein Spiel braucht ${p.min} bis ${p.max} Spieler: zuerst Spieler hinzufügen.`,
      typeRounds: (p) => `Eine Zahl von ${p.min} bis ${p.max} eingeben oder Enter für ${p.default}.`,
      roundsRange: (p) => `Die Rundenzahl muss eine ganze Zahl von ${p.min} bis ${p.max} sein, nicht ${p.got}.`,
    },
  },
  summary: {
    label: 'Shift Poker',
    labelNumbered: (p) => `Shift Poker, Spiel ${p.number}`,
    finished: (p) => `${p.label} - Wertung (${coreDe.count.rounds(p.rounds)}, Seed ${p.seed}):`,
    quit: (p) => `${p.label} - beendet in Runde ${p.round} von ${p.rounds}, Zwischenstand (Seed ${p.seed}):`,
    tie: ' (geteilt)',
    replay: 'Noch mal spielen',
    replayFromStart: 'Noch mal von vorn spielen',
  },
} satisfies UiWords;
