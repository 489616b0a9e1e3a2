/**
 * The German glossary: one German word for each game term, and the variants
 * a German catalog must not use for it. A reader who meets "Blatt" in the
 * help and "Hand" on the table wonders whether they are two things, so each
 * thing has one name. test/i18n/glossary.test.ts holds every German catalog
 * to this list, and test/docs.test.ts checks that docs/languages.md shows it
 * as its table: the list is kept here alone.
 */

export interface GlossaryVariant {
  /** The variant as the table shows it. */
  readonly word: string;
  /** What finds it in a catalog's text. */
  readonly pattern: RegExp;
}

export interface GlossaryEntry {
  /** The game term, in English. */
  readonly term: string;
  /** The one German word for it. */
  readonly german: string;
  /** The variants not to use. */
  readonly avoid: readonly GlossaryVariant[];
}

export const GLOSSARY_DE: readonly GlossaryEntry[] = [
  { term: 'hand', german: 'Hand', avoid: [{ word: 'Blatt (Pokerblatt, Blätter)', pattern: /(?:\b|Poker)[Bb]l[aä]tt(?:er)?\b/u }] },
  { term: 'the middle', german: 'die Mitte', avoid: [{ word: 'Tischmitte', pattern: /Tischmitte/u }] },
  {
    term: 'a card of the middle',
    german: 'Mittelkarte',
    avoid: [{ word: 'Karte der Mitte', pattern: /\bKarten?(?: \d| \$\{[^}]*\})? der Mitte/u }],
  },
  { term: 'discard pile', german: 'Ablagestapel', avoid: [{ word: 'Ablage', pattern: /\bAblage(?!stapel)/u }] },
  { term: 'draw pile', german: 'Nachziehstapel', avoid: [{ word: 'Ziehstapel, Talon', pattern: /\bZiehstapel|Talon/u }] },
  { term: 'action', german: 'Aktion', avoid: [{ word: 'Zug:, Züge: (for the actions)', pattern: /(?:^|\n)\s*Z(?:ug|üge): /u }] },
  { term: 'turn', german: 'Zug', avoid: [{ word: 'Spielzug', pattern: /Spielzug/iu }] },
  { term: 'round', german: 'Runde', avoid: [] },
  {
    term: 'shift',
    german: 'schieben (die Mitte nach links schieben)',
    avoid: [{ word: 'die Karten nach links/rechts schieben', pattern: /Karten (?:der Mitte )?nach (?:links|rechts)/u }],
  },
  {
    term: 'swap',
    german: 'tauschen',
    avoid: [{ word: 'mit der Mitte alle drei getauscht', pattern: /mit der Mitte alle drei/u }],
  },
  { term: 'pass', german: 'passen', avoid: [] },
  { term: 'hint', german: 'Tipp', avoid: [{ word: 'Hinweis', pattern: /Hinweis/u }] },
  { term: 'tutorial, course', german: 'Lektionen', avoid: [{ word: 'Kurs', pattern: /\bKurs/u }] },
  { term: 'lesson', german: 'Lektion', avoid: [] },
  { term: 'a task in a lesson', german: 'Aufgabe', avoid: [{ word: 'Versuch', pattern: /\bVersuch:/u }] },
  {
    term: 'again',
    german: 'noch mal',
    avoid: [
      { word: 'Nochmal', pattern: /\bnochmal\b/iu },
      { word: 'noch einmal', pattern: /\bnoch einmal\b/iu },
    ],
  },
  {
    term: 'a pair of jacks',
    german: 'ein Paar Buben',
    avoid: [{ word: 'Buben-Paar, Ass-Paar, Königspaar', pattern: /(?:Zweier|Dreier|Vierer|Fünfer|Sechser|Siebener|Achter|Neuner|Zehner|Buben|Damen|Königs|Ass|Asse)-?paar/iu }],
  },
  { term: 'Jack, Queen, King, Ace', german: 'Bube, Dame, König, Ass', avoid: [{ word: 'Junge, Königin', pattern: /\bJunge\b|Königin/u }] },
  { term: 'hand category', german: 'Kombination', avoid: [{ word: 'Kategorie', pattern: /Kategorie/u }] },
  {
    term: 'flush draw (four cards of one suit)',
    german: 'vier … für einen Flush',
    avoid: [{ word: 'Flush-Draw, Draw', pattern: /\bDraws?\b|-Draw/u }],
  },
  { term: 'showdown', german: 'Aufdecken', avoid: [{ word: 'Auswertung, Showdown', pattern: /Auswertung|Showdown/u }] },
  {
    term: 'ranking (the places after a game)',
    german: 'Wertung (after the last game of a match: Gesamtwertung)',
    avoid: [
      { word: 'Rangliste', pattern: /Rangliste/u },
      { word: 'Endstand', pattern: /Endstand/u },
    ],
  },
  { term: 'seat', german: 'Platz', avoid: [{ word: 'Sitz, Sitzreihenfolge', pattern: /\bSitz\b|\bSitzplatz|\bSitzreihenfolge/u }] },
  {
    term: 'bot, computer player',
    german: 'Bot (named after its level: Bot Leicht)',
    avoid: [
      { word: 'Computerspieler, Computer', pattern: /Computer/u },
      { word: '(Bot, Leicht) beside its name, which says so', pattern: /\(Bot, /u },
    ],
  },
  { term: 'match (the games played together)', german: 'Partie', avoid: [] },
  { term: 'game (one deal to the showdown)', german: 'Spiel', avoid: [] },
  { term: 'you (the player)', german: 'du', avoid: [{ word: 'Sie, Ihnen', pattern: /\bIhnen\b/u }] },
  {
    term: 'type a command',
    german: 'Gib … ein, Schreib …',
    avoid: [{ word: 'Tippe … (the command tipp asks for a hint)', pattern: /\btipp(?:e|st)\b/iu }],
  },
  { term: 'press a key', german: 'Drück …, … drücken', avoid: [{ word: 'Drücke …', pattern: /\b[Dd]rücke\b/u }] },
];

/** The variants `text` uses, each with the term it stands for. */
export function glossaryViolations(text: string): { readonly term: string; readonly german: string; readonly word: string; readonly found: string }[] {
  const found: { term: string; german: string; word: string; found: string }[] = [];
  for (const entry of GLOSSARY_DE) {
    for (const variant of entry.avoid) {
      const match = variant.pattern.exec(text);
      if (match !== null) found.push({ term: entry.term, german: entry.german, word: variant.word, found: match[0] });
    }
  }
  return found;
}

/** The glossary as the Markdown table docs/languages.md shows. */
export function glossaryTable(): string {
  const cell = (text: string): string => text.replace(/\|/gu, '\\|');
  return [
    '| Game term | German | Not |',
    '| --- | --- | --- |',
    ...GLOSSARY_DE.map(
      (entry) => `| ${cell(entry.term)} | ${cell(entry.german)} | ${entry.avoid.length === 0 ? '' : cell(entry.avoid.map((variant) => variant.word).join('; '))} |`,
    ),
  ].join('\n');
}
