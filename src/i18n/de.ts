/**
 * Der deutsche Katalog. Same entries and parameters as en.ts (the type
 * checker holds them to it); the players are addressed with "du", and no
 * sentence needs a player's gender: possessives are phrased around
 * ("die eigene offene Karte 2"), never "seine" or "ihre".
 */

import type { Rank, Suit } from '../core/cards.js';
import type { Catalog } from './en.js';
import { listOf, plural } from './plural.js';
import { germanNumber } from './numbers.js';
import { b } from './rich.js';

const LOCALE = 'de';

const count: Catalog['count'] = {
  cards: (n) => plural(LOCALE, n, { one: '# Karte', other: '# Karten' }),
  rounds: (n) => plural(LOCALE, n, { one: '# Runde', other: '# Runden' }),
  games: (n) => plural(LOCALE, n, { one: '# Spiel', other: '# Spiele' }),
  players: (n) => plural(LOCALE, n, { one: '# Spieler', other: '# Spieler' }),
};


const illegalAction: Catalog['illegalAction'] = (problem, names) => {
  switch (problem.code) {
    case 'malformed':
      return 'Das ist keine Aktion dieses Spiels';
    case 'gameOver':
      return 'Das Spiel ist vorbei: keine Aktionen mehr';
    case 'notYourTurn':
      return `${names[problem.current] ?? `Platz ${problem.current + 1}`} ist am Zug`;
    case 'shiftFirst':
      return 'Feste Reihenfolge: die erste Aktion muss ein Schieben sein';
    case 'swapOrPassSecond':
      return 'Feste Reihenfolge: die zweite Aktion muss ein Tausch oder Passen sein';
  }
};

/** "ein Paar Neuner", "ein Paar Asse". */
const PAIR_OF: Readonly<Record<Rank, string>> = {
  2: 'Zweier', 3: 'Dreier', 4: 'Vierer', 5: 'Fünfer', 6: 'Sechser', 7: 'Siebener', 8: 'Achter', 9: 'Neuner', 10: 'Zehner',
  11: 'Buben', 12: 'Damen', 13: 'Könige', 14: 'Asse',
};

const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };

const nameProblem: Catalog['nameProblem'] = (problem) => {
  switch (problem.code) {
    case 'nameEmpty':
      return 'Ein Spielername darf nicht leer sein';
    case 'nameTaken':
      return `„${problem.name}“ ist schon vergeben (auch in anderer Groß-/Kleinschreibung)`;
    case 'playerCount':
      return `Ein Spiel braucht ${problem.min} bis ${problem.max} Spieler, angegeben: ${problem.got}`;
  }
};

const seedProblem: Catalog['seedProblem'] = (problem) => {
  switch (problem.code) {
    case 'seedEmpty':
      return 'ein Seed darf nicht leer sein';
    case 'seedControlCharacters':
      return 'ein Seed darf keine Steuerzeichen enthalten';
    case 'seedTooLong':
      return `ein Seed darf höchstens ${problem.max} Zeichen lang sein`;
  }
};

export const de: Catalog = {
  number: germanNumber,
  code: 'de',
  locale: LOCALE,
  name: 'Deutsch',

  // Bube, Dame, König, Ass: the letters on German-printed French cards.
  ranks: {
    2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: '10',
    11: 'B', 12: 'D', 13: 'K', 14: 'A',
  },

  categories: {
    highCard: 'Höchste Karte',
    onePair: 'Ein Paar',
    twoPair: 'Zwei Paare',
    threeOfAKind: 'Drilling',
    straight: 'Straße',
    flush: 'Flush',
    fullHouse: 'Full House',
    fourOfAKind: 'Vierling',
    straightFlush: 'Straight Flush',
    royalFlush: 'Royal Flush',
  },

  count,

  asciiKeys: { leftRight: 'Links/Rechts', upDown: 'Hoch/Runter', left: 'Links', right: 'Rechts' },

  bots: {
    level: { random: 'zufällig', easy: 'leicht', medium: 'mittel', hard: 'schwer' },
    nameLabel: { random: 'Zufall', easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
    description: {
      random: 'spielt eine zufällige erlaubte Aktion',
      easy: 'hält Paare und Chancen, jagt sonst hohe Karten',
      medium: 'plant den ganzen Zug für das beste erwartete Blatt',
      hard: 'spielt Tausende möglicher Verläufe durch, um zu gewinnen',
    },
    tag: (p) => `Bot ${p.level}`,
  },

  log: {
    // The name alone, as in English: "Spieler 1 (Anna)" on every line left most lines too long for 80 columns.
    player: (p) => p.name,
    unknownSeat: (p) => `Platz ${p.seat + 1}`,
    list: (names) => listOf(LOCALE, names),
    gameStarted: (p) => `Neues Spiel: ${p.players}, ${count.rounds(p.rounds)}. ${p.starter} beginnt.`,
    roundStarted: (p) => `Runde ${p.round} von ${p.rounds} beginnt.`,
    // Worded so that with a name of up to 8 columns a shift or a swap fits the log's 78 columns, whatever the cards.
    shifted: (p) => `${p.player} hat die Karten nach ${p.direction === 'left' ? 'links' : 'rechts'} geschoben: ${p.discarded} abgelegt, ${p.drawn} nachgezogen.`,
    reshuffled: (p) =>
      `Der Nachziehstapel war leer: ${plural(LOCALE, p.cards, {
        one: 'die # abgelegte Karte wurde',
        other: 'die # abgelegten Karten wurden',
      })} zu einem neuen Nachziehstapel gemischt.`,
    swapped: (p) =>
      // Places by number, as the screen shows them (1-3): "linke/mittlere" read like "Mitte".
      `${p.player} hat die offene Karte ${p.own + 1} (${p.given}) gegen Karte ${p.middle + 1} der Mitte (${p.taken}) getauscht.`,
    swappedAll: (p) => `${p.player} hat mit der Mitte alle drei getauscht: ${p.given} gegen ${p.taken}.`,
    passed: (p) => `${p.player} hat gepasst.`,
    hintUsed: (p) => `${p.player} hat einen Tipp genutzt.`,
    showdownHand: (p) => `${p.player}: ${p.cards} (${p.category})`,
    gameEnded: (p) => `Spielende. ${p.hands.join('; ')}.`,
  },

  illegalAction,
  nameProblem,
  seedProblem,
  configProblem: (problem) => {
    switch (problem.code) {
      case 'configNotAnObject':
      case 'playersNotAList':
      case 'seedNotText':
      case 'unknownTiebreak':
      case 'startPlayerOutOfRange':
        return 'Mit dieser Einstellung kann das Spiel nicht beginnen';
      case 'roundsOutOfRange':
        return `Die Rundenzahl muss eine ganze Zahl von ${problem.min} bis ${problem.max} sein, nicht ${problem.got}`;
      case 'seedEmpty':
      case 'seedControlCharacters':
      case 'seedTooLong':
        return seedProblem(problem);
      default:
        return nameProblem(problem);
    }
  },

  screen: {
    title: 'SHIFT POKER',
    quitQuestion: 'Spiel beenden?',
    quitKeys: [b('j'), ' beenden   ', b('n'), ' weiterspielen'],
    quitKeysLong: [b('j'), ' Spiel beenden   ', b('n'), ' weiterspielen'],
    quitShort: '(j/n)',
    leaveQuestion: 'Den Tisch verlassen?',
    leaveKeysLong: [b('j'), ' gehen (dein Platz wartet auf dich)   ', b('n'), ' bleiben'],
    tooSmall: (p) => `Bitte das Terminal vergrößern (nötig ${p.need}, vorhanden ${p.have}).`,
  },

  barrier: {
    next: (p) => ['Als Nächstes: ', b(p.name)],
    round: (p) => `Runde ${p.round}/${p.rounds}`,
    onlyYou: (p) => ['Drücke die ', b('Leertaste'), ', wenn nur noch ', b(p.name), ' zusieht.'],
    keys: [b('Leertaste'), ' Zug beginnen   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
  },

  help: {
    title: 'Hilfe',
    close: '? / Esc / Enter: schließen',
    goal: [
      'Ziel: nach der letzten Runde das beste Pokerblatt halten. Dein Blatt sind',
      'deine 2 verdeckten Karten (nur du siehst sie) und deine 3 offenen Karten.',
    ],
    tieCategory: ['Nur die Kategorie zählt: gleiche Kategorien teilen sich den Platz (1, 1, 3).'],
    tieKickers: ['Kicker-Variante: gleiche Kategorien werden wie beim Poker nach den', 'Kartenwerten verglichen.'],
    turn: 'Ein Zug besteht aus genau zwei Aktionen, nacheinander, beliebig gemischt:',
    shift: 'schieben: die Endkarte der Mitte kommt auf den Ablagestapel, die anderen rücken nach, der Nachziehstapel füllt die Lücke.',
    swapOne: 'tauschen: dann wählt 1-3 deine offene Karte, 1-3 die Karte der Mitte.',
    swapAll: 'alle tauschen: deine 3 offenen Karten mit der Mitte, Platz für Platz (a oder Enter bestätigt).',
    pass: 'passen: ein Tausch, der nichts ändert (zählt als Aktion).',
    strictOrder: [b('Feste Reihenfolge ist an: '), 'erst schieben, dann tauschen oder passen.'],
    notNow: 'Tasten, die gerade nicht erlaubt sind, stehen unter „gesperrt“ und tun nichts.',
    hands: [
      'Blätter, aufsteigend: Höchste Karte, Ein Paar, Zwei Paare, Drilling, Straße,',
      'Flush, Full House, Vierling, Straight Flush, Royal Flush.',
      'Ein Ass zählt hoch (10-B-D-K-A) oder niedrig (A-2-3-4-5), nie über Eck.',
    ],
    otherKeys: (p) => [
      b('Weitere Tasten: '),
      // With h the line needs the shorter wording to fit 80 columns.
      `${p.hints ? `Esc bricht Tausch ab ${p.dot} h Tipp` : 'Esc bricht einen Tausch ab'} ${p.dot} PgUp/PgDn blättern ${p.dot} q ${p.leave === true ? 'gehen' : 'beenden'}`,
    ],
    afterGame: (p) => [b('Nach dem Spiel: '), `n neues Spiel ${p.dot} l ganzer Spielverlauf, alle Karten offen`],
    barriers: [
      'Vor jedem Zug verdeckt ein Bildschirm alle Karten, bis der nächste Spieler',
      'allein an der Tastatur sitzt und die Leertaste drückt (Enter öffnet ihn nie).',
    ],
    computers: ['Computerspieler sehen nur, was du an ihrem Platz sehen könntest.'],
  },

  setup: {
    title: 'Neues Spiel',
    players: (p) => `Spieler (${p.min}-${p.max}), in Sitzreihenfolge:`,
    nobody: 'noch niemand',
    computerSeat: (p) => ` (Computer, ${p.level})`,
    namePrompt: (p) => `Name von Spieler ${p.number}: `,
    nameHint: (p) => `Enter fügt den Namen hinzu ${p.dot} Enter in leerer Zeile: Menü (Computer, Start)`,
    menuHint: (p) => `${p.upDown} wählen ${p.dot} Enter bestätigen`,
    botHint: (p) => `${p.level}: ${p.description}`,
    roundsPrompt: (p) => `Runden (${p.min}-${p.max}), Enter für ${p.default}: `,
    backToPlayers: 'Esc zurück zu den Spielern',
    quitKey: 'q beenden',
    menu: {
      start: 'Spiel starten',
      human: 'Spieler hinzufügen (Namen eingeben)',
      bot: (p) => `Computerspieler hinzufügen: ${p.level}`,
      remove: 'Letzten Spieler entfernen',
      quit: 'Beenden',
    },
    message: {
      nameTooWide: (p) => `Ein Name darf höchstens ${p.max} Spalten breit sein.`,
      typeAName: 'Namen eingeben und Enter drücken (eine leere Zeile öffnet das Menü).',
      useArrows: 'Mit den Pfeiltasten wählen, dann Enter drücken.',
      needPlayers: (p) => `Ein Spiel braucht ${p.min} bis ${p.max} Spieler: zuerst Spieler hinzufügen.`,
      typeRounds: (p) => `Eine Zahl von ${p.min} bis ${p.max} eingeben oder Enter für ${p.default}.`,
      roundsRange: (p) => `Die Rundenzahl muss eine ganze Zahl von ${p.min} bis ${p.max} sein, nicht ${p.got}.`,
    },
  },

  table: {
    round: (p) => `Runde ${p.round}/${p.rounds}`,
    whoseTurn: (p) => `${p.name} am Zug`,
    whoseTurnBot: (p) => `${p.name} am Zug (${p.tag})`,
    action: (p) => `Aktion ${p.number} von ${p.of}`,
    bothDone: 'beide Aktionen erledigt',
    middleRow: 'Tischmitte',
    yourHand: 'Deine Hand',
    drawPile: 'Nachziehstapel',
    discard: 'Ablage',
    topCard: 'oberste Karte',
    empty: 'leer',
    open: 'offen',
    handInfo: '2 verdeckt, 3 offen (1-3)',
    youHold: 'Du hast: ',
    log: 'Verlauf',
    logScroll: 'PgUp/PgDn blättern',
    logPosition: (p) => `${p.above} ältere ${p.dot} ${p.below} neuere`,
    logKeys: 'PgUp/PgDn',
    actions: 'Zug: ',
    notNow: 'gesperrt: ',
    hint: { shift: 'schieben', swap: 'tauschen', swapAll: 'alle tauschen', pass: 'passen' },
    swapPickOwn: [' Tausch: ', b('1-3'), ' eigene offene Karte wählen   ', b('Esc'), ' abbrechen'],
    swapPickMiddle: (p) => [` Tausch mit offener Karte ${p.own}: `, b('1-3'), ' Karte der Mitte wählen   ', b('Esc'), ' abbrechen'],
    swapAllConfirmKeys: [' Alle drei offenen Karten tauschen: ', b('a'), '/', b('Enter'), ' bestätigen   ', b('Esc'), ' abbrechen'],
    endTurnKey: [b('Enter'), ' Zug beenden'],
    computerPlaying: 'Der Computer spielt: seine Aktionen erscheinen im Verlauf.',
    othersPlaying: 'Andere sitzen mit am Tisch: ihre Aktionen erscheinen im Verlauf.',
    commonKeys: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
    commonKeysHint: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('h'), ' Tipp   ', b('?'), ' Hilfe   ', b('q'), ' beenden'],
    commonKeysLeave: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('?'), ' Hilfe   ', b('q'), ' gehen'],
    commonKeysLeaveHint: [b('PgUp/PgDn'), ' Verlauf blättern   ', b('h'), ' Tipp   ', b('?'), ' Hilfe   ', b('q'), ' gehen'],
    turnOverHandOff: 'Dein Zug ist vorbei. Enter beendet ihn, dann die Tastatur weitergeben.',
    turnOver: 'Dein Zug ist vorbei. Enter beendet ihn.',
    thinking: (p) => `${p.name} überlegt`,
  },

  message: {
    swapCancelled: 'Tausch abgebrochen.',
    swapPickOwn: 'Tausch: 1-3 wählt deine offene Karte, Esc bricht ab.',
    swapPickMiddle: 'Tausch: 1-3 wählt die Karte der Mitte, Esc bricht ab.',
    swapAllConfirm: 'Alle drei tauschen: a oder Enter bestätigt, Esc bricht ab.',
    chooseActionFirst: (p) => `Erst eine Aktion wählen: ${p.leftRight}, s, a oder p (? für Hilfe).`,
    keyDoesNothing: (p) => `„${p.key}“ bewirkt hier nichts: ? zeigt die Hilfe.`,
    firstActionDone: 'Erste Aktion erledigt: jetzt die zweite Aktion wählen.',
    pressEnterToEnd: 'Enter drücken, um den Zug zu beenden.',
    pleaseWait: (p) => `${p.name} spielt gerade: bitte warten.`,
    resultsKeys: 'n für ein neues Spiel, l für den Spielverlauf, q zum Beenden.',
    yourTurn: 'Du bist am Zug.',
    watching: 'Du siehst zu.',
    tableMoved: 'Der Tisch hat sich inzwischen geändert: noch einmal ansehen und wählen.',
    resultsReady: 'n drücken, sobald du für das nächste Spiel bereit bist (l Spielverlauf, q gehen).',
    youAreReady: 'Du bist bereit: das nächste Spiel beginnt, sobald alle es sind.',
    resultsWaiting: (p) => `Das nächste Spiel beginnt, sobald alle bereit sind; es fehlen noch ${p.names}.`,
    releaseKeys: 'Alle Tasten loslassen, kurz warten, Leertaste drücken.',
    barrierKey: (p) => `Nur die Leertaste öffnet: Tastatur an ${p.name} geben.`,
  },

  hint: {
    label: 'Tipp: ',
    working: 'Der Tipp wird berechnet',
    off: 'Tipps sind in dieser Partie ausgeschaltet.',
    chanceAndReason: (p) => `etwa ${p.percent} % Gewinnchance ab hier: ${p.reason}`,
    shift: (p) => `die Karten nach ${p.direction === 'left' ? 'links' : 'rechts'} schieben`,
    swap: (p) => `deine offene Karte ${p.own + 1} (${p.given}) gegen Karte ${p.middle + 1} der Mitte (${p.taken}) tauschen`,
    swapAll: 'alle drei offenen Karten mit der Mitte tauschen',
    pass: 'passen',
    reason: {
      makesPair: (p) => `macht ein Paar ${PAIR_OF[p.rank]}`,
      improvesCategory: (p) => `hebt ${p.from} auf ${p.to}`,
      makesFlushDraw: (p) => `vier ${SUIT_NAMES[p.suit]}, eine Karte fehlt zum Flush`,
      makesStraightDraw: 'vier Karten einer Straße, eine fehlt',
      keepsFlushDraw: (p) => `behält den Flush-Draw in ${SUIT_NAMES[p.suit]}`,
      keepsStraightDraw: 'behält den Straßen-Draw',
      looksForCard: 'bringt eine neue Karte in die Mitte',
      keepsHand: (p) => `lässt die Hand, wie sie ist (${p.category})`,
      improvesChances: 'gleiche Kategorie, bessere Chancen danach',
      givesUpHand: (p) => `gibt die Hand vorerst auf (${p.category})`,
    },
  },

  results: {
    title: 'Endstand',
    after: (p) => ` nach ${count.rounds(p.rounds)}`,
    place: 'Platz',
    player: 'Spieler',
    hidden: 'Verdeckt',
    open: 'Offen',
    hand: 'Blatt',
    tie: ' (geteilt)',
    tieCategory: 'Nur die Kategorie zählt: gleiche Kategorien teilen sich den Platz.',
    tieKickers: 'Kicker-Variante: gleiche Kategorien wurden nach den Kartenwerten verglichen.',
    replay: (p) => `Erneut spielen: ${p.options}`,
    keys: [b('n'), ' neues Spiel (gleiche Spieler)   ', b('l'), ' Spielverlauf   ', b('q'), ' beenden'],
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

  summary: {
    label: 'Shift Poker',
    labelNumbered: (p) => `Shift Poker, Spiel ${p.number}`,
    finished: (p) => `${p.label} - Endstand (${count.rounds(p.rounds)}, Seed ${p.seed}):`,
    quit: (p) => `${p.label} - beendet in Runde ${p.round} von ${p.rounds}, Zwischenstand (Seed ${p.seed}):`,
    tie: ' (geteilt)',
    replay: 'Nochmal spielen',
    replayFromStart: 'Von vorn nachspielen',
  },

  cli: {
    description: 'Shift Poker (Schiebe-Poker) für 2-4 Spieler an einer Tastatur oder gegen Computerspieler.',
    version: 'Version ausgeben und beenden',
    help: 'diese Hilfe zeigen und beenden',
    helpCommand: 'Hilfe zum Spiel oder zu einem Befehl zeigen',
    commands: {
      history: 'gespeicherte Partien auflisten, die neueste zuerst',
      replay: 'die beendeten Spiele einer gespeicherten Partie Zug für Zug zeigen oder eine beendete Partie als JSON ausgeben',
      host: 'ein Spiel anbieten, dem andere mit ssh beitreten',
      serve: 'einen Server vieler Tische betreiben, dem jeder mit ssh beitritt',
    },
    playersArgument: 'spieler',
    commandArgument: 'befehl',
    usage: '[Optionen] [Befehl] [Spieler...]',
    meta: { n: 'n', text: 'text', level: 'stufe', levels: 'stufen', mode: 'modus', ms: 'ms', code: 'code', file: 'datei', dir: 'verzeichnis', address: 'adresse', spec: 'plätze', seconds: 'sekunden', minutes: 'minuten' },
    players: (p) => `${p.min}-${p.max} Spielernamen in Sitzreihenfolge (sonst wird gefragt)`,
    rounds: (p) => `Anzahl der Runden, ${p.min}-${p.max} (sonst wird gefragt; Standard 3)`,
    seed: 'Spiel wiederholen oder teilen: ein beliebiger Text legt alle Karten fest (Standard: zufällig, gezeigt nach Spielende)',
    bot: (p) => `Computerspieler hinzufügen (mehrfach möglich): ${p.levels}`,
    botDefault: 'keiner',
    tiebreak: 'gleiche Kategorien: Platz teilen oder Kicker vergleichen',
    strictOrder: 'Variante: jeder Zug erst schieben, dann tauschen oder passen',
    firstPlayer: (p) => `Platz 1-${p.max} des Spielers, der Spiel 1 beginnt (Standard: vom Seed gezogen)`,
    noHints: 'keine Tipps in dieser Partie (h sagt dann nur, dass sie aus sind)',
    ascii: 'reine ASCII-Anzeige: Karten ohne Farbsymbole (10h, As), keine Rahmen- oder Pfeilsymbole',
    noColor: 'keine Farben (wie eine gesetzte Variable NO_COLOR)',
    games: (p) => `eine Partie aus n Spielen spielen, ${p.min}-${p.max} (Standard: bis ihr aufhört)`,
    resume: 'eine gespeicherte Partie fortsetzen (Standard: die neueste unbeendete)',
    dataDir: 'wo Partien gespeichert werden (Standard: das Zustandsverzeichnis des Benutzers)',
    noSave: 'die Partie nicht speichern',
    delay: (p) => `Pause zwischen den Aktionen der Computerspieler in ms (Standard ${p.default})`,
    lang: (p) => `Sprache: ${p.languages} (Standard: aus SHIFT_POKER_LANG, LC_ALL, LC_MESSAGES oder LANG)`,
    examples: [
      '',
      'Beispiele:',
      '  shift-poker                          fragt nach Namen und Runden',
      '  shift-poker Alice Bob --rounds 5     zwei Spieler, fünf Runden',
      '  shift-poker Alice --bot hard         allein gegen den Computer',
      '  shift-poker --bot easy --bot hard    zwei Computerspielern zusehen',
      '  shift-poker simulate --games 200 --players hard,medium',
      '',
      'Tasten im Spiel: ← → schieben, s tauschen, a alle tauschen, p passen, h Tipp,',
      '? Hilfe, q beenden.',
    ].join('\n'),
    headings: {
      'Usage:': 'Aufruf:',
      'Options:': 'Optionen:',
      'Arguments:': 'Argumente:',
      'Commands:': 'Befehle:',
      'Global Options:': 'Globale Optionen:',
    },
    optionsWord: '[Optionen]',
    extraDefault: (p) => `Standard: ${p.value}`,
    extraChoices: (p) => `Auswahl: ${p.values}`,
    quoted: (p) => `„${p.text}“`,
    commander: {
      unknownOption: (p) => `unbekannte Option „${p.option}“`,
      unknownCommand: (p) => `unbekannter Befehl „${p.command}“`,
      didYouMean: (p) => `(gemeint: ${p.suggestions}?)`,
      missingArgument: (p) => `das Argument „${p.argument}“ fehlt`,
      optionMissingArgument: (p) => `bei der Option „${p.option}“ fehlt der Wert`,
      missingMandatoryOptionValue: (p) => `die Option „${p.option}“ muss angegeben werden`,
      conflictingOption: (p) => `die Option „${p.option}“ geht nicht zusammen mit „${p.other}“`,
      excessArguments: (p) =>
        `zu viele Argumente${p.command === null ? '' : ` für „${p.command}“`}: ${p.expected === 0 ? 'erlaubt sind keine' : `erlaubt sind höchstens ${p.expected}`}, angegeben: ${p.got}`,
      invalidArgument: (p) => `Option „${p.option}“: „${p.value}“ ist ungültig${p.choices === null ? '' : ` (möglich: ${p.choices})`}`,
      other: (p) => `Fehler auf der Befehlszeile: ${p.message}`,
    },
    seeHelp: (p) => `(siehe „${p.command}“)`,
    records: {
      historyDescription: 'gespeicherte Partien auflisten, die neueste zuerst',
      historyJson: 'ein JSON-Array statt einer Tabelle ausgeben',
      dataDir: 'wo die gespeicherten Partien liegen (Standard: das Zustandsverzeichnis des Benutzers)',
      historyRemove: 'diese gespeicherte Partie löschen (die Datei, wie history sie nennt)',
      replayDescription: 'die beendeten Spiele einer gespeicherten Partie Zug für Zug mit offenen Karten zeigen (oder eine beendete Partie als JSON ausgeben)',
      replayFile: 'die gespeicherte Partie (Standard: die neueste beendete)',
      replayJson: 'die Partie stattdessen als JSON ausgeben (alle Ereignisse und Ranglisten)',
      replayAscii: 'reine ASCII-Anzeige',
      replayNeedsTerminal:
        'die Wiederholung braucht ein interaktives Terminal (Ein- und Ausgabe dürfen nicht umgeleitet sein); für andere Programme „shift-poker replay --json“',
    },
    host: {
      description: 'ein Spiel anbieten, dem andere mit ssh beitreten',
      port: (port) => `TCP-Port, auf dem gelauscht wird (Standard ${port})`,
      listen:
        'Adresse, auf der gelauscht wird (Standard: die erste private IPv4-Adresse dieses Rechners, sonst 127.0.0.1; 0.0.0.0 für alle Schnittstellen)',
      password: 'das Raumpasswort (Standard: ein neues zufälliges, beim Start angezeigt)',
      authorizedKeys: 'nur diese öffentlichen Schlüssel einlassen (eine OpenSSH-Datei authorized_keys) statt eines Passworts',
      seats: 'Plätze der Reihe nach, kommagetrennt: local[:name], remote, bot[:stufe] (Standard local,remote)',
      rounds: (min, max) => `Runden pro Spiel, ${min}-${max} (Standard 3)`,
      games: 'Spiele der Partie, 1-99 (Standard: bis der Host aufhört)',
      seatTimeout: (seconds) => `Sekunden, die ein getrennter Spieler seinen Platz behält, bevor ein Bot ihn spielt (Standard ${seconds})`,
      botLevel: (levels) => `Stufe der Bots auf freien Plätzen: ${levels.join(', ')} (Standard „medium“)`,
      spectators: 'andere zusehen lassen (nur offene Karten, nie verdeckte)',
      resume: 'eine vom Host beendete oder verlorene Partie zurückholen (Standard: die neueste unbeendete)',
      dataDir: 'wo Partien und der Host-Schlüssel liegen (Standard: das Zustandsverzeichnis des Benutzers)',
      seed: 'alle Karten der Partie mit einem beliebigen Text festlegen (erst nach jedem Spiel gezeigt)',
      tiebreak: 'gleiche Kategorien: Platz teilen oder Kicker vergleichen',
      strictOrder: 'Variante: jeder Zug erst schieben, dann tauschen oder passen',
      noHints: 'keine Tipps in dieser Partie (h sagt dann nur, dass sie aus sind)',
      delay: (ms) => `Pause vor jedem Zug des Computers in ms (Standard ${ms})`,
      helpAfter: [
        '',
        'Andere treten mit ssh bei (nichts zu installieren); der Host-Bildschirm zeigt',
        'den genauen Befehl, das Raumpasswort und den Fingerabdruck des Host-Schlüssels.',
        '',
        'Beispiele:',
        '  shift-poker host                                   du und ein Gast',
        '  shift-poker host --seats local:Ann,remote,remote,bot:hard --rounds 5',
        '  shift-poker host --listen 0.0.0.0 --port 2222 --spectators',
        '  shift-poker host --resume                          nach einem Absturz',
        '',
      ].join('\n'),
    },
    serve: {
      port: (port) => `TCP-Port, auf dem gelauscht wird (Standard ${port})`,
      listen: 'Adresse, auf der gelauscht wird (Standard 0.0.0.0: alle Schnittstellen)',
      dataDir: 'wo die Partien der Tische und der Host-Schlüssel liegen (Standard: „serve“ im Zustandsverzeichnis des Benutzers)',
      password: 'nur einlassen, wer dieses Passwort kennt (Standard: jeden)',
      authorizedKeys: 'nur diese öffentlichen Schlüssel einlassen (eine OpenSSH-Datei authorized_keys)',
      maxTables: (max) => `höchstens so viele Tische zugleich (Standard ${max})`,
      maxConnections: (max) => `höchstens so viele Verbindungen zugleich (Standard ${max})`,
      maxPerAddress: (max) => `höchstens so viele Verbindungen von einer Adresse (Standard ${max})`,
      seatTimeout: (seconds) => `Sekunden, die ein getrennter Spieler seinen Platz behält, bevor ein Bot ihn spielt (Standard ${seconds})`,
      idleTimeout: (minutes) => `Minuten ohne Taste, nach denen eine Verbindung geschlossen wird (Standard ${minutes})`,
      botLevel: (levels) => `Stufe der Bots an Schnellspiel-Tischen und als Vertretung: ${levels.join(', ')} (Standard „medium“)`,
      tableThreads: 'Threads, die die Tische führen und ihre Bildschirme zeichnen (Standard: einer pro Kern)',
      botThreads: 'Worker-Threads für die Bots jedes Tisch-Threads (Standard 1)',
      delay: (ms) => `Pause vor jedem Zug des Computers in ms (Standard ${ms})`,
      helpAfter: [
        '',
        'Spieler verbinden sich mit ssh und landen in der Lobby, oder gleich am Tisch:',
        '  ssh -t -p 2222 ann@server new --seats 3 --bot hard --rounds 5',
        '  ssh -t -p 2222 bob@server join K7PQ',
        '  ssh -t -p 2222 cid@server quick',
        '  ssh -t -p 2222 dan@server watch K7PQ',
        '',
        'Wird der Server beendet (Strg+C, SIGTERM), bleiben alle Tische erhalten: der',
        'nächste Start holt sie zurück, und die Spieler finden ihre Plätze wieder.',
        '',
      ].join('\n'),
    },
    playerNamesWord: 'Spielernamen',
    unexpected: (p) => `unerwarteter Fehler: ${p.message}`,
    needsTerminal: (p) =>
      `das Spiel braucht ein interaktives Terminal (Ein- und Ausgabe dürfen nicht umgeleitet sein); für Spiele ohne Bildschirm gibt es „${p.program} simulate“`,
    error: {
      nameTooLong: (p) => `der Name „${p.name}“ ist zu lang (höchstens ${p.max} Spalten)`,
      emptyName: (p) => `${p.problem} (angegeben: „${p.got}“)`,
      // Only an article goes to lower case: a German noun keeps its capital.
      asLine: (sentence) => (/^(Ein|Eine|Der|Die|Das)\b/u.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence),
      unknownBot: (p) => `unbekannte Stufe für --bot: „${p.level}“ (möglich: ${p.levels})`,
      tooManyPlayers: (p) => `zu viele Spieler: ${p.count} (ein Spiel hat ${p.min} bis ${p.max} Plätze, Bots eingeschlossen)`,
      tooFewPlayers: (p) =>
        `zu wenige Spieler: ${p.count} (ein Spiel hat ${p.min} bis ${p.max} Plätze; einen Namen oder --bot <Stufe> angeben)`,
      range: (p) => `${p.option} muss zwischen ${p.min} und ${p.max} liegen, angegeben: ${p.got}`,
      delayRange: (p) => `--delay muss zwischen ${p.min} und ${p.max} Millisekunden liegen, angegeben: ${p.got}`,
      notWholeNumber: (p) => `${p.option} muss eine ganze Zahl sein, angegeben: „${p.got}“`,
      tooLarge: (p) => `${p.option} ist zu groß: „${p.got}“`,
      badSeed: (p) => `${p.option}: ${p.problem}, angegeben: „${p.got}“`,
      unknownLanguage: (p) => `unbekannte Sprache für --lang: „${p.got}“ (verfügbar: ${p.languages})`,
      resumeDefines: (p) => `--resume setzt die gespeicherte Partie mit ihren Spielern und Regeln fort; ${p.options} weglassen`,
      emptyDataDir: '--data-dir muss ein Verzeichnis nennen',
      firstPlayerNeedsPlayers: '--first-player braucht die Spieler auf der Befehlszeile',
    },
  },

  sim: {
    description: 'Spiele zwischen Computerspielern ohne Bildschirm spielen und auswerten',
    options: {
      games: (p) => `Anzahl der Spiele (Standard ${p.default})`,
      seed: (p) => `Seed des ganzen Laufs: beliebiger Text bis 200 Zeichen (Standard ${p.default})`,
      players: (p) => `${p.min}-${p.max} kommagetrennte Stufen aus ${p.levels} (Standard ${p.default})`,
      rounds: (p) => `Runden pro Spiel, ${p.min}-${p.max} (Standard ${p.default})`,
      tiebreak: 'gleiche Kategorien: „category“ (Platz teilen, Standard) oder „kickers“',
      strictOrder: 'Variante: jeder Zug erst schieben, dann tauschen oder passen',
      jobs: (p) => `Worker-Threads, 1-${p.max} (Standard: einer pro Kern)`,
      json: 'ein JSON-Objekt statt einer Tabelle ausgeben',
    },
    helpAfter: [
      '',
      'Die Plätze wechseln von Spiel zu Spiel: keine Stufe profitiert von ihrem Platz.',
      'Punkte: 1 für einen alleinigen Sieg, 1/k für einen mit k geteilten ersten',
      'Platz, sonst 0. Die Ergebnisse hängen nicht von --jobs ab, nur das Tempo.',
      'Strg+C bricht vorzeitig ab und zeigt die Ergebnisse der bisherigen Spiele.',
      '',
      'Beispiel:',
      '  shift-poker simulate --games 2000 --seed 7 --players hard,medium --json',
      '',
    ].join('\n'),
    errors: {
      notALevel: (p) => `--players: ${p.shown === null ? 'ein leerer Eintrag' : `„${p.shown}“`} ist keine Stufe (möglich: ${p.levels})`,
      playerCount: (p) =>
        `--players braucht ${p.min} bis ${p.max} kommagetrennte Stufen, angegeben: ${p.got} (z. B. --players hard,medium)`,
      tiebreak: (p) => `--tiebreak muss „category“ oder „kickers“ sein, angegeben: „${p.shown}“`,
    },
    table: {
      header: ['#', 'Spieler', 'Punkte/Spiel', '95%-KI', 'Siege', 'geteilt', 'Ø ms', 'p99 ms'],
      variantKickers: 'Kicker-Vergleich',
      variantCategory: 'nur die Kategorie zählt',
      variantStrict: 'feste Reihenfolge',
      title: (p) =>
        `${count.games(p.games)}, Seed ${p.seed}, ${count.rounds(p.rounds)}, ` +
        `${count.players(p.players)} (Plätze rotieren), ${p.variants.join(', ')}`,
      interrupted: (p) =>
        // "von … Spielen": the dative plural, whatever the count.
        `Abgebrochen: die Ergebnisse aus ${p.played} von ${p.total} Spielen (der Lauf wurde mit Strg+C beendet).`,
      // A semicolon between the bounds: the comma is the decimal mark.
      interval: (p) => `[${p.low}; ${p.high}]`,
      footer: (p) => `${p.gamesPerSecond} Spiele pro Sekunde. Punkte: 1 für einen alleinigen Sieg, 1/k für einen mit k geteilten ersten Platz.`,
    },
    progress: {
      games: (p) => `${p.done}/${count.games(p.total)}`,
      rate: (p) => `${p.perSecond} Spiele/s`,
      eta: (p) => `noch ${p.time}`,
      etaUnknown: 'noch --:--',
    },
  },
};
