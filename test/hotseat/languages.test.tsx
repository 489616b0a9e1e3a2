/**
 * Every screen and overlay in every language at 80x24: each line fits (a
 * line Ink had to cut ends in "…"), whole phrases appear intact, and no
 * English word of the UI's own is left in a German frame.
 */

import { describe, expect, test } from '@jest/globals';
import { displayWidth } from '../../src/core/playerNames.js';
import type { Lang } from '../../src/i18n/catalog.js';
import type { GameOutcome, LaunchOptions } from '../../src/hotseat/options.js';
import { englishSentenceIn } from '../i18n/englishSentences.js';
import { ENGLISH } from '../i18n/englishWords.js';
import { humans, launchOptions, mount, type Mounted } from './helpers.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';
import { BOT_LEVELS, botName } from '../../src/bots/levels.js';
import { coreWords } from '../../src/i18n/catalog.js';
import { botTag } from '../../src/seat/screens.js';
import { menuLabel } from '../../src/hotseat/setup.js';
import { uiWords } from '../../src/hotseat/words.js';

// What takes time here (Esc, and the computer player's pause) passes on the fake clock.
fakeTimersInEachTest();

interface Session {
  readonly frames: string[];
  readonly outcomes: GameOutcome[];
}

/** Presses keys one at a time, so that every state between them is drawn. */
async function oneByOne(app: Mounted, ...keys: string[]): Promise<void> {
  for (const key of keys) await app.press(key);
}

/** Records every frame of a mounted app, and its outcome. */
async function record(app: Mounted, session: Session, run: () => Promise<void>): Promise<void> {
  await run();
  session.frames.push(...app.frames());
  for (const call of app.onExit.mock.calls) session.outcomes.push(call[0]);
  app.unmount();
}

const atBarrier = (app: Mounted): boolean => /SHIFT POKER\n\n\n\n\n/u.test(app.lastFrame()) && !app.lastFrame().includes('[');
const atResults = (app: Mounted, lang: Lang): boolean => app.lastFrame().includes(lang === 'de' ? 'POKER · Wertung' : 'Final ranking');

/** A hotseat game through every sub-state of a turn, to the results, the game log and the summary. */
async function hotseat(lang: Lang, ascii: boolean, session: Session): Promise<void> {
  const app = await mount(launchOptions({ lang, ascii, seats: humans('Alice', 'Bob') }));
  await record(app, session, async () => {
    await app.waitFor(() => atBarrier(app));
    await app.press('?');
    await app.press(KEYS.escape);
    await app.press('q');
    await oneByOne(app, 'n', KEYS.enter, KEYS.space);
    await oneByOne(app, KEYS.enter, 'z', KEYS.space, 's', 'x', '1', 'x', KEYS.escape);
    await oneByOne(app, 's', '1', '2');
    await app.press('h');
    await app.waitFor(() => /(Hint|Tipp): /u.test(app.lastFrame()));
    await app.press('q');
    await oneByOne(app, 'n', KEYS.pageUp, KEYS.pageDown, KEYS.left, 'x');
    await app.press(KEYS.enter);
    for (let i = 0; i < 20 && !atResults(app, lang); i++) {
      if (atBarrier(app)) await app.press(KEYS.space);
      await oneByOne(app, KEYS.right, 'a', KEYS.enter);
    }
    await oneByOne(app, 'x', 'l', KEYS.pageDown, KEYS.down);
    await app.press(KEYS.escape);
    await app.resize(70, 20);
    await app.resize(80, 24);
    await app.press('q');
  });
}

/** One human against a computer player, strict order and kickers: the help without barriers, order messages, watching. */
async function againstBot(lang: Lang, ascii: boolean, session: Session): Promise<void> {
  const bot = lang === 'de' ? 'Bot Leicht' : 'Bot Easy';
  const options: LaunchOptions = launchOptions({
    lang,
    ascii,
    seats: [humans('Alice')[0]!, { name: bot, bot: 'easy' }],
    strictOrder: true,
    tiebreak: 'kickers',
    botDelayMs: 400,
  });
  const app = await mount(options);
  await record(app, session, async () => {
    const thinking = (): boolean => /(?:überlegt|is thinking)/u.test(app.lastFrame());
    const aliceStarts = (): boolean => /Alice(?: am Zug|'s turn) [·-] (?:Aktion|action) 1 (?:von|of) 2/u.test(app.lastFrame());
    await app.waitFor(() => aliceStarts() || thinking());
    if (thinking()) {
      await oneByOne(app, 'x');
      await app.waitFor(aliceStarts, 20_000);
    }
    await oneByOne(app, 's', '?');
    await oneByOne(app, KEYS.escape, KEYS.left, KEYS.left, 'p', KEYS.enter);
    // The computer player's turn: a key while it thinks.
    await app.waitFor(thinking);
    await oneByOne(app, 'x', KEYS.ctrlC);
  });
}

/** The setup screen in every step, with each of its messages, and the quit question. */
async function setup(lang: Lang, ascii: boolean, session: Session): Promise<void> {
  const app = await mount(launchOptions({ lang, ascii, seats: [], seatsComplete: false, rounds: null }));
  await record(app, session, async () => {
    await app.press(...'Alice', KEYS.enter);
    await app.press(...'ALICE', KEYS.enter);
    await app.press(...'Abcdefghijklmnopq');
    await oneByOne(app, KEYS.backspace, KEYS.pageUp);
    for (let i = 0; i < 16; i++) await app.press(KEYS.backspace);
    // An empty name opens the menu on adding a player; Left is no key of the menu.
    await oneByOne(app, KEYS.enter, KEYS.left);
    // Start with one player: refused. Then add an easy bot (Start, Human, random, easy).
    await oneByOne(app, KEYS.up, KEYS.enter);
    await oneByOne(app, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await oneByOne(app, KEYS.up, KEYS.up, KEYS.up, KEYS.enter);
    await oneByOne(app, 'x', '9', KEYS.enter);
    await oneByOne(app, KEYS.escape, KEYS.escape);
  });
}

/** A barrier that refuses Enter (not its key) and a Space pressed too soon. */
async function barrierTooSoon(lang: Lang, ascii: boolean, session: Session): Promise<void> {
  const app = await mount(launchOptions({ lang, ascii }), { minVisibleMs: 60_000, heldKeyGapMs: 2500 });
  await record(app, session, async () => {
    await app.waitFor(() => atBarrier(app));
    await app.press(KEYS.enter);
    await app.press(KEYS.space);
  });
}

async function everyScreen(lang: Lang, ascii: boolean): Promise<Session> {
  const session: Session = { frames: [], outcomes: [] };
  await setup(lang, ascii, session);
  await barrierTooSoon(lang, ascii, session);
  await hotseat(lang, ascii, session);
  await againstBot(lang, ascii, session);
  return session;
}

function expectFits(frames: readonly string[]): void {
  for (const frame of frames) {
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(23);
    for (const line of lines) {
      if (displayWidth(line) > 80) throw new Error(`Wider than 80 columns:\n${line}\nin frame:\n${frame}`);
      // Ink ends a line it had to cut with an ellipsis; only the spinner line ends in one by design.
      if (/(?:…|\.\.\.)\s*$/u.test(line) && !/(?:überlegt|is thinking|wird berechnet|a hint)(?:…|\.\.\.)\s*$/u.test(line)) {
        throw new Error(`Cut short:\n${line}\nin frame:\n${frame}`);
      }
    }
  }
}

function expectPhrases(frames: readonly string[], phrases: readonly (string | RegExp)[]): void {
  const all = frames.join('\n');
  for (const phrase of phrases) {
    if (typeof phrase === 'string') expect(all).toContain(phrase);
    else expect(all).toMatch(phrase);
  }
}

const GERMAN_PHRASES: readonly (string | RegExp)[] = [
  // Setup.
  'SHIFT POKER · Neues Spiel',
  'Spieler (2-4), in der Reihenfolge der Plätze:',
  'Name von Spieler 1: _',
  '! „ALICE“ ist schon vergeben (auch in anderer Groß-/Kleinschreibung).',
  '! Ein Name darf höchstens 16 Spalten breit sein.',
  '! Namen eingeben und Enter drücken (eine leere Zeile öffnet das Menü).',
  '! Mit den Pfeiltasten wählen, dann Enter drücken.',
  '! Ein Spiel braucht 2 bis 4 Spieler: zuerst Spieler hinzufügen.',
  '> Bot hinzufügen: Leicht',
  'Leicht: hält Paare und Chancen, jagt sonst hohe Karten',
  '2. Bot Leicht (hält Paare und Chancen, jagt sonst hohe Karten)',
  'Runden (2-7), Enter für 3: _',
  '! Eine Zahl von 2 bis 7 eingeben oder Enter für 3.',
  '! Die Rundenzahl muss eine ganze Zahl von 2 bis 7 sein, nicht 9.',
  'Spiel beenden? j beenden   n weiterspielen',
  // Barrier.
  /Als Nächstes: (Alice|Bob)/u,
  'Runde 1/2',
  /Drück die Leertaste, wenn nur noch (Alice|Bob) zusieht\./u,
  'Leertaste Zug beginnen   ? Hilfe   q beenden',
  'Alle Tasten loslassen, kurz warten, Leertaste drücken.',
  /Die Leertaste öffnet den Zug: Tastatur an (Alice|Bob) geben\./u,
  // Help.
  'Ein Zug besteht aus genau zwei Aktionen, nacheinander, beliebig gemischt:',
  'aus deinen 2 verdeckten Karten (nur du siehst sie) und deinen 3 offenen Karten.',
  'Vor jedem Zug verdeckt ein Bildschirm alle Karten, bis der nächste Spieler',
  'Bots sehen nur, was du an ihrem Platz sehen könntest.',
  'Feste Reihenfolge ist an: erst schieben, dann tauschen oder passen.',
  'Kicker-Variante: bei gleicher Kombination zählen wie beim Poker die Karten.',
  'Hände, aufsteigend: Höchste Karte, Ein Paar, Zwei Paare, Drilling, Straße,',
  // The table.
  /Runde 1\/2 · (Alice|Bob) am Zug · Aktion 1 von 2/u,
  /Runde \d\/2 · (Alice|Bob) am Zug · beide Aktionen erledigt/u,
  'Mitte',
  'Nachziehstapel',
  'oberste Karte',
  'Deine Hand',
  '2 verdeckt, 3 offen (1-3)',
  /Du hast: (Höchste Karte|Ein Paar|Zwei Paare|Drilling|Straße|Flush|Full House|Vierling)/u,
  '─ Verlauf ',
  'Neues Spiel: Alice und Bob, 2 Runden.',
  'Runde 1 von 2 beginnt.',
  /(Alice|Bob) hat die Mitte nach links geschoben: /u,
  /(Alice|Bob) hat die offene Karte [1-3] \(/u,
  '←/→ schieben   s tauschen   a alle tauschen   p passen',
  'PgUp/PgDn Verlauf blättern   ? Hilfe   q beenden',
  'PgUp/PgDn Verlauf blättern   h Tipp   ? Hilfe   q beenden',
  'Weitere Tasten: Esc bricht Tausch ab · h Tipp · PgUp/PgDn blättern · q beenden',
  'Der Tipp wird berechnet…',
  /Tipp: .+\n +(?:etwa \d+ % Gewinnchance ab hier|\d+ % Chance, dann (?:tauschen|alle tauschen)): /u,
  /(Alice|Bob) hat einen Tipp genutzt\./u,
  '! Erst eine Aktion wählen: ←/→, s, a oder p (? für Hilfe).',
  '! „z“ bewirkt hier nichts: ? zeigt die Hilfe.',
  '! Die Leertaste bewirkt hier nichts: ? zeigt die Hilfe.',
  ' Tausch: 1-3 eigene offene Karte wählen   Esc abbrechen',
  ' Tausch mit offener Karte 1: 1-3 Mittelkarte wählen   Esc abbrechen',
  '! Tausch: 1-3 wählt deine offene Karte, Esc bricht ab.',
  '! Tausch: 1-3 wählt die Mittelkarte, Esc bricht ab.',
  '! Tausch abgebrochen.',
  '\n Erste Aktion erledigt: jetzt die zweite Aktion wählen.',
  'Spiel beenden? (j/n)',
  'j Spiel beenden   n weiterspielen',
  'Enter Zug beenden',
  'Dein Zug ist vorbei. Drück Enter und gib die Tastatur weiter.',
  '! Enter drücken, um den Zug zu beenden.',
  'Dein Zug ist vorbei und damit das Spiel. Drück Enter für das Ergebnis.',
  '! Enter drücken, um das Ergebnis zu sehen.',
  'Enter Ergebnis',
  /\d+ ältere · \d+ neuere · PgUp\/PgDn/u,
  'Bitte das Terminal vergrößern (nötig 80×24, vorhanden 70×20).',
  // Strict order, a computer player.
  '! Feste Reihenfolge: die erste Aktion muss ein Schieben sein.',
  'gesperrt: s tauschen, a alle tauschen, p passen',
  'gesperrt: ←/→ schieben',
  'Bot Leicht am Zug (Leicht-Bot)',
  'Ein Bot spielt: seine Aktionen erscheinen im Verlauf.',
  'Bot Leicht überlegt…',
  // Results and the game log.
  'SHIFT POKER · Wertung nach 2 Runden',
  'Platz Spieler',
  'Verdeckt',
  'Hand',
  'Nur die Kombination zählt: gleiche Kombinationen teilen sich den Platz.',
  // The whole command, not the seed alone.
  /Noch mal spielen: shift-poker [\s\S]*?--seed 7/u,
  '! n für das nächste Spiel, l für den Spielverlauf, q zum Beenden.',
  'n nächstes Spiel   l Spielverlauf   q beenden',
  'SHIFT POKER · Spielverlauf',
  /Zeilen 1-\d+ von \d+/u,
  'Home/End oben/unten  Esc zurück  q beenden',
  /Spielende\. Alice: /u,
];

const ENGLISH_PHRASES: readonly (string | RegExp)[] = [
  'Name of player 1: _',
  '! The name "ALICE" is taken twice (names must differ, ignoring case).',
  /Press Space when only (Alice|Bob) can see the screen\./u,
  'Release all keys, wait a moment, then press Space.',
  /Space opens it: hand the keyboard to (Alice|Bob)\./u,
  /Round 1\/2 · (Alice|Bob)'s turn · action 1 of 2/u,
  'Actions: ←/→ shift   s swap one   a swap all   p pass',
  '! Swap cancelled.',
  '! Strict order: the first action must be a shift.',
  'Bot Easy is thinking…',
  /Replay this deal: shift-poker [\s\S]*?--seed 7/u,
  'Please enlarge the terminal (need 80×24, have 70×20).',
  /Alice shifted the middle row left: /u,
  'PgUp/PgDn scroll log   h hint   ? help   q quit',
  'Other keys: Esc cancels a swap · h hint · PgUp/PgDn scroll the log · q quit',
  'Working out a hint…',
  /Hint: .+\n +about \d+% to win(?: from here|; then (?:a swap|swap all)): /u,
  /(Alice|Bob) used a hint\./u,
];

describe("a computer player's level", () => {
  test.each(['en', 'de'] as const)('is spelt as in its name in the setup menu, the seat list (English) and its tag (%s)', (lang) => {
    for (const level of BOT_LEVELS) {
      const levelWord = coreWords(lang).bots.level[level];
      const name = botName(level, 0, coreWords(lang).bots.nameLabel);
      const seatTag = uiWords(lang).setup.computerSeat({ level: levelWord, description: coreWords(lang).bots.description[level] });
      // German: "Bot Leicht" already says it is a bot and its level; the seat list's tag says how it plays instead of "(Bot, Leicht)".
      if (lang === 'de') expect(seatTag).toBe(` (${coreWords(lang).bots.description[level]})`);
      const places = [menuLabel({ id: 'bot', level }, lang), ...(lang === 'de' ? [] : [seatTag]), botTag(level, lang)];
      // English names a level "easy" in running text and "Bot Easy" as a name; German has one word for both.
      const word = lang === 'de' ? name.slice('Bot '.length) : levelWord;
      for (const place of places) expect(place).toContain(word);
      if (lang === 'de') for (const place of places) expect(place).not.toContain(word.toLowerCase());
    }
  });

  test.each(['en', 'de'] as const)('is tagged beside its name with what it is, never its name again (%s)', (lang) => {
    for (const level of BOT_LEVELS) {
      const name = botName(level, 0, coreWords(lang).bots.nameLabel);
      const tag = botTag(level, lang);
      // "Bot Medium  medium bot" and "Bot Mittel  Mittel-Bot", never "Bot Mittel  Bot Mittel".
      expect(tag.toLowerCase()).not.toBe(name.toLowerCase());
      expect(tag).toMatch(/bot/iu);
      expect(displayWidth(tag)).toBeLessThanOrEqual(12);
    }
  });
});

describe('every screen in every language', () => {
  test('German: every line fits, whole phrases, no English word; the summary in German too', async () => {
    const session = await everyScreen('de', false);
    expectFits(session.frames);
    expectPhrases(session.frames, GERMAN_PHRASES);
    for (const frame of session.frames) {
      const stray = ENGLISH.exec(frame);
      if (stray) throw new Error(`English word "${stray[0]}" in a German frame:\n${frame}`);
    }
    expect(englishSentenceIn(session.frames.join('\n'))).toBeNull();
    const summary = session.outcomes.map((outcome) => outcome.summary ?? '').join('\n');
    expect(summary).toMatch(/^Shift Poker - Wertung \(2 Runden, Seed 7\):\n1\. /mu);
    expect(summary).toContain('Noch mal spielen: shift-poker Alice Bob --rounds 2 --seed 7');
    // One name for one thing: the results, the summary and the resumed summary all say "Noch mal".
    expect(summary).not.toMatch(/Erneut|nachspielen/u);
    expect(summary).toMatch(/Shift Poker - beendet in Runde 1 von 2, Zwischenstand \(Seed 7\):/u);
    expect(summary).toContain('Noch mal von vorn spielen: shift-poker Alice --bot easy --rounds 2 --tiebreak kickers --strict-order --seed 7');
    expect(ENGLISH.test(summary.replace(/shift-poker .*$/gmu, ''))).toBe(false);
    expect(englishSentenceIn(summary)).toBeNull();
  });

  test('German with --ascii: every line fits, key names in German', async () => {
    const session = await everyScreen('de', true);
    expectFits(session.frames);
    expectPhrases(session.frames, [
      'Links/Rechts schieben   s tauschen   a alle tauschen   p passen',
      'gesperrt: Links/Rechts schieben',
      'Hoch/Runter wählen - Enter bestätigen',
      '   Links  Rechts schieben:',
    ]);
    for (const frame of session.frames) {
      const stray = ENGLISH.exec(frame);
      if (stray) throw new Error(`English word "${stray[0]}" in a German frame:\n${frame}`);
    }
  });

  test('English: every line fits, and the same screens read as before', async () => {
    const session = await everyScreen('en', false);
    expectFits(session.frames);
    expectPhrases(session.frames, ENGLISH_PHRASES);
  });

  test('English with --ascii: every line fits, key names in words', async () => {
    const session = await everyScreen('en', true);
    expectFits(session.frames);
    expectPhrases(session.frames, ['Actions: Left/Right shift   s swap one   a swap all   p pass', 'Up/Down choose']);
  });
});
