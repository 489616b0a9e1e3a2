/**
 * The German words of the core (words.en.ts has the English and the shape);
 * no sentence of the log needs a player's gender: possessives are phrased
 * around, never "seine" or "ihre".
 */

import { BOT_NAME_LABELS } from './botNames.js';
import { listOf, plural, type PluralForms } from './plural.js';
import { germanNumber } from './numbers.js';
import { b } from './rich.js';
import type { CoreWords } from './words.en.js';

const LOCALE = 'de';

/** The computer players' levels by name, as a bot is called after its level: "Bot Schwer". */
const LEVEL_NAMES = BOT_NAME_LABELS.de;

/** A computer player's tag beside its name, as English says "medium bot"; at most 12 columns. */
const BOT_TAGS = {
  random: 'Zufalls-Bot',
  easy: 'Leicht-Bot',
  medium: 'Mittel-Bot',
  hard: 'Schwer-Bot',
  expert: 'Experten-Bot',
} as const;

/** A counted phrase with its number written the German way ("1.000 Spiele"). */
function counted(forms: PluralForms): (n: number) => string {
  return (n) => plural(LOCALE, n, forms, germanNumber(String(n)));
}

const count: CoreWords['count'] = {
  cards: counted({ one: '# Karte', other: '# Karten' }),
  rounds: counted({ one: '# Runde', other: '# Runden' }),
  games: counted({ one: '# Spiel', other: '# Spiele' }),
  players: counted({ one: '# Spieler', other: '# Spieler' }),
};

const illegalAction: CoreWords['illegalAction'] = (problem, names) => {
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

const nameProblem: CoreWords['nameProblem'] = (problem) => {
  switch (problem.code) {
    case 'nameEmpty':
      return 'Ein Spielername darf nicht leer sein';
    case 'nameTaken':
      return `„${problem.name}“ ist schon vergeben (auch in anderer Groß-/Kleinschreibung)`;
    case 'playerCount':
      return `Ein Spiel braucht ${problem.min} bis ${problem.max} Spieler, angegeben: ${problem.got}`;
  }
};

const seedProblem: CoreWords['seedProblem'] = (problem) => {
  switch (problem.code) {
    case 'seedEmpty':
      return 'ein Seed darf nicht leer sein';
    case 'seedControlCharacters':
      return 'ein Seed darf keine Steuerzeichen enthalten';
    case 'seedTooLong':
      return `ein Seed darf höchstens ${problem.max} Zeichen lang sein`;
  }
};

export const coreDe = {
  number: germanNumber,
  code: 'de',
  locale: LOCALE,
  name: 'Deutsch',
  // Bube, Dame, König, Ass: the letters on German-printed French cards.
  ranks: {
    2: '2',
    3: '3',
    4: '4',
    5: '5',
    6: '6',
    7: '7',
    8: '8',
    9: '9',
    10: '10',
    11: 'B',
    12: 'D',
    13: 'K',
    14: 'A',
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
  bots: {
    // One spelling for a level wherever it stands: the bot's name ("Bot Leicht")
    // stood beside its tag and setup label spelt otherwise ("Bot leicht", "zufällig").
    level: LEVEL_NAMES,
    nameLabel: LEVEL_NAMES,
    description: {
      random: 'spielt eine zufällige erlaubte Aktion',
      easy: 'hält Paare und Chancen, jagt sonst hohe Karten',
      medium: 'plant den ganzen Zug für die beste erwartete Hand',
      hard: 'spielt Tausende möglicher Verläufe durch, um zu gewinnen',
      expert: 'liest aus jedem Zug verdeckte Karten, spielt bis zum Ende',
    },
    // What the bot is, not its name again ("Bot Mittel  Bot Mittel"); the level spelt as in the name.
    tag: (p) => BOT_TAGS[p.level],
  },
  log: {
    // The name alone, as in English: "Spieler 1 (Anna)" on every line left most lines too long for 80 columns.
    player: (p) => p.name,
    unknownSeat: (p) => `Platz ${p.seat + 1}`,
    list: (names) => listOf(LOCALE, names),
    gameStarted: (p) => `Neues Spiel: ${p.players}, ${count.rounds(p.rounds)}. ${p.starter} beginnt.`,
    roundStarted: (p) => `Runde ${p.round} von ${p.rounds} beginnt.`,
    // Worded so that with a name of up to 8 columns a shift or a swap fits the log's 78 columns, whatever the cards.
    shifted: (p) => `${p.player} hat die Mitte nach ${p.direction === 'left' ? 'links' : 'rechts'} geschoben: ${p.discarded} abgelegt, ${p.drawn} nachgezogen.`,
    reshuffled: (p) =>
      `Der Nachziehstapel war leer: ${plural(LOCALE, p.cards, {
        one: 'die # abgelegte Karte wurde',
        other: 'die # abgelegten Karten wurden',
      })} zu einem neuen Nachziehstapel gemischt.`,
    swapped: (p) =>
      // Places by number, as the screen shows them (1-3): "linke/mittlere" read like "Mitte".
      `${p.player} hat die offene Karte ${p.own + 1} (${p.given}) gegen Mittelkarte ${p.middle + 1} (${p.taken}) getauscht.`,
    swappedAll: (p) => `${p.player} hat alle drei mit der Mitte getauscht: ${p.given} gegen ${p.taken}.`,
    passed: (p) => `${p.player} hat gepasst.`,
    hintUsed: (p) => `${p.player} hat einen Tipp genutzt.`,
    showdownHand: (p) => `${p.player}: ${p.cards} (${p.category})`,
    gameEnded: (p) => `Spielende. ${p.hands.join('; ')}.`,
  },
  actionNames: { shift: 'schieben', swap: 'eine tauschen', swapAll: 'alle drei tauschen', pass: 'passen' },
  hintMove: {
    shift: (p) => `die Mitte nach ${p.direction === 'left' ? 'links' : 'rechts'} schieben`,
    swap: (p) => `deine offene Karte ${p.own + 1} (${p.given}) gegen Mittelkarte ${p.middle + 1} (${p.taken}) tauschen`,
    swapAll: 'alle drei offenen Karten mit der Mitte tauschen',
    pass: 'passen',
  },
  spoken: {
    gameStarted: (p) => `Neues Spiel: ${p.players}, ${p.rounds} Runden. ${p.starter} beginnt.`,
    roundStarted: (p) => (p.round === p.rounds ? `Letzte Runde, ${p.round} von ${p.rounds}.` : `Runde ${p.round} von ${p.rounds}.`),
    shifted: (p) => `${p.player} schiebt nach ${p.direction === 'left' ? 'links' : 'rechts'}: ${p.discarded} raus, ${p.drawn} rein.`,
    reshuffled: (p) => `Ablagestapel gemischt: ${p.cards} Karten sind der neue Nachziehstapel.`,
    swapped: (p) => `${p.player} tauscht ${p.given}, eigene Karte ${p.own + 1}, gegen ${p.taken}, Mittelkarte ${p.middle + 1}.`,
    swappedAll: (p) => `${p.player} tauscht alle drei: gibt ${p.given}; nimmt ${p.taken}.`,
    passed: (p) => `${p.player} passt.`,
    hintMove: {
      shift: (p) => `nach ${p.direction === 'left' ? 'links' : 'rechts'} schieben`,
      swap: (p) => `eigene Karte ${p.own + 1}, ${p.given}, gegen Mittelkarte ${p.middle + 1}, ${p.taken}, tauschen`,
      swapAll: 'alle drei tauschen',
      pass: 'passen',
    },
  },
  moves: {
    label: { shift: 'schieben', swap: 'tauschen', swapAll: 'alle tauschen', pass: 'passen' },
    help: {
      shift: 'schieben: die Endkarte der Mitte kommt auf den Ablagestapel, die anderen rücken nach, der Nachziehstapel füllt die Lücke.',
      swap: 'tauschen: dann wählt 1-3 deine offene Karte, 1-3 die Mittelkarte.',
      swapAll: 'alle tauschen: deine 3 offenen Karten mit der Mitte, Platz für Platz (a oder Enter bestätigt).',
      pass: 'passen: ein Tausch, der nichts ändert (zählt als Aktion).',
    },
    strictOrder: [b('Feste Reihenfolge ist an: '), 'erst schieben, dann tauschen oder passen.'],
    // The keys alone, as a choice ("←/→, s, a oder p"): the labels would make the line too long for the screen.
    chooseActionFirst: (p) => {
      const keys = p.actions.map((action) => action.key);
      const choice = keys.length === 1 ? keys[0]! : `${keys.slice(0, -1).join(', ')} oder ${keys.at(-1)!}`;
      return `Erst eine Aktion wählen: ${choice} (? für Hilfe).`;
    },
    typed: {
      left: ['links', '<'],
      right: ['rechts', '>'],
      swap: ['tausch', 'tauschen', 't'],
      swapAll: ['alle', 'a'],
      pass: ['passen', 'p'],
    },
    spokenMoves: 'Gib links, rechts, tausch mit deiner Karte und einer Mittelkarte (tausch 1 3), alle oder passen ein.',
    spokenMovesSwapSecond: 'Feste Reihenfolge: jetzt tauschen oder passen. Gib tausch mit deiner Karte und einer Mittelkarte (tausch 1 3), alle oder passen ein.',
    spokenTurn:
      'Ein Zug sind genau zwei Aktionen, beliebig gemischt. Schieben: die Mitte rückt nach links oder rechts, ihre Endkarte kommt auf den Ablagestapel, und der Nachziehstapel füllt den freien Platz. Eine tauschen: eine deiner offenen Karten gegen eine Mittelkarte. Alle tauschen: deine drei offenen Karten gegen die Mitte, Platz für Platz. Passen: zählt als Aktion und ändert nichts.',
    spokenHelp: 'Aktionen: links oder rechts schiebt die Mitte; tausch 1 3 tauscht deine erste offene Karte mit der dritten Mittelkarte; alle tauscht alle drei; passen passt.',
  },
  illegalAction,
  nameProblem,
  nameOfBot: (p) => `„${p.name}“ heißen Bots: bitte einen anderen Namen wählen`,
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
} satisfies CoreWords;
