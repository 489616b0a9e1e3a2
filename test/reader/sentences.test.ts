/** The screen-reader mode's sentences for each event and card, in both languages. */

import { describe, expect, it } from '@jest/globals';
import { parseCard, type Card } from '../../src/core/cards.js';
import type { GameEvent } from '../../src/core/types.js';
import { cardWords, eventSentence } from '../../src/reader/sentences.js';

const card = (text: string): Card => parseCard(text);
const NAMES = ['Ann', 'Bot Easy'];

describe('cards in words', () => {
  it('reads rank then suit in English, suit-rank as one word in German', () => {
    expect(cardWords(card('TH'), 'en')).toBe('ten of hearts');
    expect(cardWords(card('QS'), 'en')).toBe('queen of spades');
    expect(cardWords(card('AC'), 'en')).toBe('ace of clubs');
    expect(cardWords(card('TH'), 'de')).toBe('Herz-Zehn');
    expect(cardWords(card('QS'), 'de')).toBe('Pik-Dame');
    expect(cardWords(card('JD'), 'de')).toBe('Karo-Bube');
    expect(cardWords(card('2C'), 'de')).toBe('Kreuz-Zwei');
  });
});

describe('one sentence an event, most important words first', () => {
  const events: readonly [GameEvent, string, string][] = [
    [
      { type: 'gameStarted', players: NAMES, rounds: 3, startPlayer: 1 },
      'New game: Ann and Bot Easy, 3 rounds. Bot Easy begins.',
      'Neues Spiel: Ann und Bot Easy, 3 Runden. Bot Easy beginnt.',
    ],
    [{ type: 'roundStarted', round: 2, rounds: 3 }, 'Round 2 of 3.', 'Runde 2 von 3.'],
    [{ type: 'roundStarted', round: 3, rounds: 3 }, 'Last round, 3 of 3.', 'Letzte Runde, 3 von 3.'],
    [
      { type: 'shifted', seat: 0, direction: 'left', discarded: card('TH'), drawn: card('QS') },
      'Ann shifts left: ten of hearts out, queen of spades in.',
      'Ann schiebt nach links: Herz-Zehn raus, Pik-Dame rein.',
    ],
    [{ type: 'reshuffled', seat: 0, cards: 12 }, 'Discard pile shuffled: 12 cards are the new draw pile.', 'Ablagestapel gemischt: 12 Karten sind der neue Nachziehstapel.'],
    [
      { type: 'swapped', seat: 1, own: 0, middle: 2, given: card('2C'), taken: card('AD') },
      'Bot Easy swaps two of clubs, own card 1, for ace of diamonds, middle card 3.',
      'Bot Easy tauscht Kreuz-Zwei, eigene Karte 1, gegen Karo-Ass, Mittelkarte 3.',
    ],
    [
      { type: 'swappedAll', seat: 0, given: [card('2C'), card('3C'), card('4C')], taken: [card('KH'), card('KS'), card('KD')] },
      'Ann swaps all three: gives two of clubs, three of clubs, four of clubs; takes king of hearts, king of spades, king of diamonds.',
      'Ann tauscht alle drei: gibt Kreuz-Zwei, Kreuz-Drei, Kreuz-Vier; nimmt Herz-König, Pik-König, Karo-König.',
    ],
    [{ type: 'passed', seat: 1 }, 'Bot Easy passes.', 'Bot Easy passt.'],
  ];

  it.each(events)('%j', (event, english, german) => {
    expect(eventSentence(event, NAMES, 'en')).toBe(english);
    expect(eventSentence(event, NAMES, 'de')).toBe(german);
  });

  it('says nothing for a turn starting or ending: the prompt and the next turn say that', () => {
    expect(eventSentence({ type: 'turnStarted', seat: 0, round: 1 }, NAMES, 'en')).toBeNull();
    expect(eventSentence({ type: 'turnEnded', seat: 0 }, NAMES, 'en')).toBeNull();
  });
});
