import { describe, expect, it } from '@jest/globals';
import { DECK, RANKS, SUITS, cardIndex, formatCard, formatCards, isCard, isRed, parseCard, parseCards, sameCard } from '../../src/index.js';
import { rankLabel } from '../../src/core/cards.js';

describe('DECK', () => {
  it('holds 52 distinct cards, 13 ranks in each of 4 suits', () => {
    expect(DECK).toHaveLength(52);
    expect(new Set(DECK.map((card) => `${card.rank}${card.suit}`)).size).toBe(52);
    for (const suit of SUITS) expect(DECK.filter((card) => card.suit === suit)).toHaveLength(13);
    for (const rank of RANKS) expect(DECK.filter((card) => card.rank === rank)).toHaveLength(4);
    expect([...SUITS].sort()).toEqual(['C', 'D', 'H', 'S']);
    expect(RANKS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('is indexed by cardIndex, 0..51', () => {
    DECK.forEach((card, index) => {
      expect(cardIndex(card)).toBe(index);
      // A copy (e.g. after JSON) has the same index: identity does not matter.
      expect(cardIndex({ ...card })).toBe(index);
    });
  });

  it('is immutable, and so are its cards', () => {
    expect(Object.isFrozen(DECK)).toBe(true);
    for (const card of DECK) expect(Object.isFrozen(card)).toBe(true);
  });

  it('cards all have the same shape (rank then suit), which keeps property access monomorphic', () => {
    for (const card of DECK) expect(Object.keys(card)).toEqual(['rank', 'suit']);
  });
});

describe('parseCard', () => {
  it.each([
    ['AS', 14, 'S'],
    ['as', 14, 'S'],
    ['aS', 14, 'S'],
    ['Th', 10, 'H'],
    ['TH', 10, 'H'],
    ['th', 10, 'H'],
    ['10h', 10, 'H'],
    ['10H', 10, 'H'],
    ['10♥', 10, 'H'],
    ['Q♠', 12, 'S'],
    ['q♠', 12, 'S'],
    ['K♦', 13, 'D'],
    ['J♣', 11, 'C'],
    ['2c', 2, 'C'],
    ['9D', 9, 'D'],
    ['5♡', 5, 'H'],
    ['A♥\uFE0F', 14, 'H'],
    [' 7s ', 7, 'S'],
  ] as const)('reads %j as rank %i of suit %s', (text, rank, suit) => {
    const card = parseCard(text);
    expect(card).toEqual({ rank, suit });
    // It returns the shared deck object.
    expect(card).toBe(DECK[cardIndex(card)]);
  });

  it.each([
    '',
    ' ',
    'A',
    'S',
    '10',
    '1S',
    '0H',
    '11H',
    '01H',
    '1OH',
    'ZS',
    'AX',
    'A S',
    'AS2',
    'ASS',
    '10♥♥',
    'T10',
    '♠A',
    'SA',
    'ace of spades',
    '１S', // full-width digit one
    'Aſ', // LATIN SMALL LETTER LONG S upper-cases to "S"
    'Aｓ', // full-width s
    'AS\n2C',
    '\u001b[31mAS',
  ])('rejects %j with an Error naming the text', (text) => {
    expect(() => parseCard(text)).toThrow(Error);
    // The message quotes the text exactly as given.
    expect(() => parseCard(text)).toThrow(`"${text}"`);
  });

  it('rejects values that are not strings', () => {
    for (const value of [null, undefined, 14, { rank: 14, suit: 'S' }]) {
      expect(() => parseCard(value as unknown as string)).toThrow(/Not a card/);
    }
  });

  it('reads back every card it formats, with and without ASCII', () => {
    for (const card of DECK) {
      expect(parseCard(formatCard(card))).toBe(card);
      expect(parseCard(formatCard(card, { ascii: true }))).toBe(card);
    }
  });
});

describe('parseCards', () => {
  it('reads space- and comma-separated lists', () => {
    expect(parseCards('AS KS, QS,JS  10s')).toEqual([
      { rank: 14, suit: 'S' },
      { rank: 13, suit: 'S' },
      { rank: 12, suit: 'S' },
      { rank: 11, suit: 'S' },
      { rank: 10, suit: 'S' },
    ]);
    expect(parseCards('  ')).toEqual([]);
  });

  it('fails on the first bad card, naming it', () => {
    expect(() => parseCards('AS XX KS')).toThrow('XX');
  });
});

describe('formatCard', () => {
  it('uses suit symbols by default', () => {
    expect(formatCard(parseCard('TH'))).toBe('10♥');
    expect(formatCard(parseCard('QS'))).toBe('Q♠');
    expect(formatCard(parseCard('2C'))).toBe('2♣');
    expect(formatCard(parseCard('AD'))).toBe('A♦');
  });

  it('has an ASCII mode without symbols', () => {
    expect(formatCard(parseCard('TH'), { ascii: true })).toBe('10h');
    expect(formatCard(parseCard('AS'), { ascii: true })).toBe('As');
    for (const card of DECK) expect(formatCard(card, { ascii: true })).toMatch(/^(10|[2-9JQKA])[cdhs]$/);
  });

  it('never appends the emoji variation selector', () => {
    for (const card of DECK) expect(formatCard(card)).not.toContain('\uFE0F');
  });

  it('formats lists with spaces', () => {
    expect(formatCards(parseCards('AS 10H 2C'))).toBe('A♠ 10♥ 2♣');
    expect(formatCards(parseCards('AS 10H'), { ascii: true })).toBe('As 10h');
  });

  it('labels ranks', () => {
    expect(RANKS.map(rankLabel).join(' ')).toBe('2 3 4 5 6 7 8 9 10 J Q K A');
  });
});

describe('card helpers', () => {
  it('sameCard compares by value', () => {
    expect(sameCard(parseCard('AS'), { rank: 14, suit: 'S' })).toBe(true);
    expect(sameCard(parseCard('AS'), parseCard('AH'))).toBe(false);
    expect(sameCard(parseCard('AS'), parseCard('KS'))).toBe(false);
  });

  it('isCard accepts cards only', () => {
    for (const card of DECK) expect(isCard(card)).toBe(true);
    for (const value of [
      null,
      undefined,
      'AS',
      14,
      {},
      { rank: 1, suit: 'S' },
      { rank: 15, suit: 'S' },
      { rank: 10.5, suit: 'S' },
      { rank: '14', suit: 'S' },
      { rank: 14, suit: 's' },
      { rank: 14, suit: '♠' },
    ]) {
      expect(isCard(value)).toBe(false);
    }
  });

  it('isRed is true for hearts and diamonds only', () => {
    expect(
      DECK.filter(isRed)
        .map((card) => card.suit)
        .sort(),
    ).toEqual([...Array<string>(13).fill('D'), ...Array<string>(13).fill('H')]);
  });
});
