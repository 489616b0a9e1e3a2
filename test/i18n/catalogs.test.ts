import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyAction, legalActions, newGame } from '../../src/core/game.js';
import { HAND_CATEGORY_CODES } from '../../src/core/hand.js';
import type { Card } from '../../src/core/cards.js';
import type { GameState, Row, Slot } from '../../src/core/types.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { LOG_WIDTH } from '../../src/term/layout.js';
import { LANGUAGES, detectLanguage, languageOf, type Lang } from '../../src/i18n/catalog.js';
import { CATALOGS } from '../../src/i18n/catalogs.js';
import { coreDe as de } from '../../src/i18n/words.de.js';
import { coreEn as en } from '../../src/i18n/words.en.js';
import { describeEvent, describeLog } from '../../src/i18n/narrate.js';
import { plural } from '../../src/i18n/plural.js';

/** What a sentence with a gap or a broken parameter would show. */
const UNFILLED = /[{}]|undefined|NaN|\[object|null/u;

/** A game played to its end with moves drawn from `picks`. */
function playedGame(players: readonly string[], rounds: number, seed: string, strictOrder: boolean, picks: readonly number[]): GameState {
  let state = newGame({ players, rounds, seed, strictOrder });
  for (let step = 0; !state.finished; step++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[picks[step % picks.length]! % legal.length]!).state;
  }
  return state;
}

describe('the game log in every language', () => {
  it('every event of random games has a sentence in every language, with nothing left unfilled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 7 }),
        fc.string({ minLength: 1, maxLength: 8 }).filter((seed) => !/\p{Cc}/u.test(seed)),
        fc.boolean(),
        fc.array(fc.nat(12), { minLength: 1, maxLength: 40 }),
        fc.boolean(),
        (count, rounds, seed, strictOrder, picks, ascii) => {
          const names = ['Alice', 'Bob', 'Carol', 'Dave'].slice(0, count);
          const state = playedGame(names, rounds, seed, strictOrder, picks);
          for (const lang of LANGUAGES) {
            const text = CATALOGS[lang];
            for (const event of state.log) {
              const sentence = describeEvent(event, names, { ascii, text });
              if (event.type === 'turnStarted' || event.type === 'turnEnded') {
                expect(sentence).toBeNull();
                continue;
              }
              expect(sentence).not.toBeNull();
              expect(sentence!).not.toMatch(UNFILLED);
              expect(sentence!.trim()).toBe(sentence);
              expect(sentence!).toMatch(/\.$/u);
            }
          }
          // The German log never uses an English sentence.
          const german = describeLog(state.log, names, { text: de });
          const english = describeLog(state.log, names, { text: en });
          german.forEach((sentence, index) => expect(sentence).not.toBe(english[index]));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('German sentences read as the course describes them, without gendered possessives', () => {
    const names = ['Alice', 'Bob'];
    expect(describeEvent({ type: 'shifted', seat: 0, direction: 'left', discarded: { rank: 7, suit: 'C' }, drawn: { rank: 12, suit: 'D' } }, names, { text: de })).toBe(
      'Alice hat die Mitte nach links geschoben: 7♣ abgelegt, D♦ nachgezogen.',
    );
    const swap = (own: Slot, middle: Slot): string =>
      describeEvent({ type: 'swapped', seat: 0, own, middle, given: { rank: 11, suit: 'H' }, taken: { rank: 14, suit: 'S' } }, names, { text: de })!;
    expect(swap(0, 1)).toBe('Alice hat die offene Karte 1 (B♥) gegen Mittelkarte 2 (A♠) getauscht.');
    expect(swap(2, 0)).toBe('Alice hat die offene Karte 3 (B♥) gegen Mittelkarte 1 (A♠) getauscht.');
    expect(describeEvent({ type: 'passed', seat: 1 }, names, { text: de })).toBe('Bob hat gepasst.');
    expect(describeEvent({ type: 'reshuffled', seat: 1, cards: 1 }, names, { text: de })).toBe(
      'Der Nachziehstapel war leer: die 1 abgelegte Karte wurde zu einem neuen Nachziehstapel gemischt.',
    );
    expect(describeEvent({ type: 'reshuffled', seat: 1, cards: 31 }, names, { text: de })).toMatch(/die 31 abgelegten Karten wurden/u);
    expect(describeEvent({ type: 'gameStarted', players: ['Ann', 'Bob', 'Cy'], rounds: 1, startPlayer: 2 }, ['Ann', 'Bob', 'Cy'], { text: de })).toBe(
      'Neues Spiel: Ann, Bob und Cy, 1 Runde. Cy beginnt.',
    );
    for (const lang of LANGUAGES) {
      const state = playedGame(['Alice', 'Bob'], 3, 'possessives', false, [0, 3, 5, 9, 11, 1]);
      for (const sentence of describeLog(state.log, ['Alice', 'Bob'], { text: CATALOGS[lang] })) {
        if (lang === 'de') expect(sentence).not.toMatch(/\b(?:sein|seine|seinen|seiner|ihr|ihre|ihren|ihrer)\b/u);
      }
    }
  });

  // German once wrapped nearly every shift and swap; English has room to spare but for the swap of all three.
  it.each(LANGUAGES)("a shift, a swap and a pass (in German also a swap of all three) fit the log's 78 columns with a name of 8, whatever the cards (%s)", (lang) => {
    const card = fc.record({ rank: fc.integer({ min: 2, max: 14 }), suit: fc.constantFrom('C', 'D', 'H', 'S') }) as fc.Arbitrary<Card>;
    const slot = fc.constantFrom(0, 1, 2) as fc.Arbitrary<Slot>;
    const names = ['Johannes', 'Christin'];
    const text = { text: CATALOGS[lang] };
    fc.assert(
      fc.property(
        fc.array(card, { minLength: 6, maxLength: 6 }),
        slot,
        slot,
        fc.constantFrom('left', 'right') as fc.Arbitrary<'left' | 'right'>,
        (cards, own, middle, direction) => {
          const sentences = [
            describeEvent({ type: 'shifted', seat: 0, direction, discarded: cards[0]!, drawn: cards[1]! }, names, text)!,
            describeEvent({ type: 'swapped', seat: 1, own, middle, given: cards[0]!, taken: cards[1]! }, names, text)!,
            describeEvent({ type: 'passed', seat: 1 }, names, text)!,
            ...(lang === 'de'
              ? [describeEvent({ type: 'swappedAll', seat: 0, given: cards.slice(0, 3) as unknown as Row, taken: cards.slice(3) as unknown as Row }, names, text)!]
              : []),
          ];
          for (const sentence of sentences) expect(displayWidth(sentence)).toBeLessThanOrEqual(LOG_WIDTH);
        },
      ),
    );
  });

  it('the hand categories in German are the ones the rules name', () => {
    expect(HAND_CATEGORY_CODES.map((code) => de.categories[code])).toEqual([
      'Höchste Karte',
      'Ein Paar',
      'Zwei Paare',
      'Drilling',
      'Straße',
      'Flush',
      'Full House',
      'Vierling',
      'Straight Flush',
      'Royal Flush',
    ]);
  });
});

describe('counted words', () => {
  it("follow each language's plural rules", () => {
    expect([0, 1, 2].map((n) => en.count.cards(n))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => de.count.cards(n))).toEqual(['0 Karten', '1 Karte', '2 Karten']);
    expect(de.count.rounds(1)).toBe('1 Runde');
  });

  it('take the forms a language needs beyond one and other, with other as the fallback', () => {
    const forms = { one: '# plik', few: '# pliki', many: '# plików', other: '# pliku' };
    expect([1, 2, 5, 22, 1.5].map((n) => plural('pl', n, forms))).toEqual(['1 plik', '2 pliki', '5 plików', '22 pliki', '1.5 pliku']);
    expect(plural('pl', 5, { other: '# x' })).toBe('5 x');
  });
});

describe('choosing the language', () => {
  const table: readonly [Record<string, string | undefined>, Lang][] = [
    [{}, 'en'],
    [{ LANG: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'de_AT' }, 'de'],
    [{ LANG: 'de_CH' }, 'de'],
    [{ LANG: 'de' }, 'de'],
    [{ LANG: 'de-DE' }, 'de'],
    [{ LANG: 'de_DE@euro' }, 'de'],
    [{ LANG: 'DE_de.utf8' }, 'de'],
    [{ LANG: 'C' }, 'en'],
    [{ LANG: 'POSIX' }, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    [{ LANG: 'fr_FR.UTF-8' }, 'en'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'deu' }, 'en'],
    [{ LANG: 'dexx' }, 'en'],
    [{ LANG: '' }, 'en'],
    // The first of LC_ALL, LC_MESSAGES, LANG that is set and not empty decides.
    [{ LC_ALL: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' }, 'de'],
    [{ LC_ALL: 'C', LANG: 'de_DE.UTF-8' }, 'en'],
    [{ LC_ALL: '', LC_MESSAGES: 'de_AT.UTF-8', LANG: 'en_GB' }, 'de'],
    [{ LC_MESSAGES: 'en_GB', LANG: 'de_DE' }, 'en'],
    [{ LC_ALL: '', LC_MESSAGES: '', LANG: 'de_CH' }, 'de'],
    [{ LC_ALL: 'fr_FR', LANG: 'de_DE' }, 'en'],
    // Other locale categories do not choose the language of messages.
    [{ LC_CTYPE: 'de_DE.UTF-8' }, 'en'],
    // The game's own variable overrides the environment.
    [{ SHIFT_POKER_LANG: 'de', LC_ALL: 'en_US.UTF-8' }, 'de'],
    [{ SHIFT_POKER_LANG: 'en', LANG: 'de_DE.UTF-8' }, 'en'],
    [{ SHIFT_POKER_LANG: '', LANG: 'de_DE.UTF-8' }, 'de'],
  ];

  it.each(table)('%j speaks %s', (env, lang) => {
    expect(detectLanguage(env)).toBe(lang);
  });

  it('reads the language of a locale name', () => {
    expect(languageOf('de_DE.UTF-8')).toBe('de');
    expect(languageOf(' en ')).toBe('en');
    expect(languageOf('C')).toBeNull();
  });

  it('every registered language has a whole catalog of its own', () => {
    for (const lang of LANGUAGES) {
      expect(CATALOGS[lang].code).toBe(lang);
      expect(CATALOGS[lang].name.length).toBeGreaterThan(0);
    }
  });
});
