import { describe, expect, it } from '@jest/globals';
import phe from 'phe';
import { DECK, HAND_CATEGORIES, InvalidHandError, categoryName, compareHands, evaluateHand, handStrength, type Card, type HandCategory } from '../../src/index.js';
import { cs } from './helpers.js';
import { coreEn } from '../../src/i18n/words.en.js';

const category = (text: string): string => HAND_CATEGORIES[evaluateHand(cs(text))];

/** Every ordering of five cards (120). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('HAND_CATEGORIES', () => {
  it('lists the ten categories from lowest to highest', () => {
    expect(HAND_CATEGORIES).toEqual(['High Card', 'One Pair', 'Two Pair', 'Three of a Kind', 'Straight', 'Flush', 'Full House', 'Four of a Kind', 'Straight Flush', 'Royal Flush']);
    expect(categoryName(0, coreEn)).toBe('High Card');
    expect(categoryName(9, coreEn)).toBe('Royal Flush');
  });
});

describe('evaluateHand over all C(52,5) hands', () => {
  // RULES.md: the oracle, High Card ... Royal Flush.
  const ORACLE = [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4];

  it('counts every category exactly as the oracle says', () => {
    const counts = new Array<number>(10).fill(0);
    // One reused array: the loop allocates nothing per hand.
    const hand: Card[] = [DECK[0]!, DECK[1]!, DECK[2]!, DECK[3]!, DECK[4]!];
    for (let a = 0; a < 48; a++) {
      hand[0] = DECK[a]!;
      for (let b = a + 1; b < 49; b++) {
        hand[1] = DECK[b]!;
        for (let c = b + 1; c < 50; c++) {
          hand[2] = DECK[c]!;
          for (let d = c + 1; d < 51; d++) {
            hand[3] = DECK[d]!;
            for (let e = d + 1; e < 52; e++) {
              hand[4] = DECK[e]!;
              counts[evaluateHand(hand)]! += 1;
            }
          }
        }
      }
    }
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2598960);
    expect(counts).toEqual(ORACLE);
  });

  it('orders every hand exactly like an independent evaluator (phe), kickers included', () => {
    // phe scores 1 (best) .. 7462 (worst): one score per class of equal hands.
    // handStrength must map each phe class to one value, strictly decreasing,
    // and the category must agree with phe's (its straight flushes split into
    // Royal Flush and Straight Flush).
    const PHE_SUIT = { S: 0, H: 1, D: 2, C: 3 } as const;
    const pheCode = DECK.map((card) => (card.rank - 2) * 4 + PHE_SUIT[card.suit]);
    const strengthByPhe = new Float64Array(7463).fill(-1);
    const categoryByPhe = new Int8Array(7463).fill(-1);
    let mismatches = 0;
    const hand: Card[] = [DECK[0]!, DECK[1]!, DECK[2]!, DECK[3]!, DECK[4]!];
    const codes = [0, 0, 0, 0, 0];
    for (let a = 0; a < 48; a++) {
      hand[0] = DECK[a]!;
      codes[0] = pheCode[a]!;
      for (let b = a + 1; b < 49; b++) {
        hand[1] = DECK[b]!;
        codes[1] = pheCode[b]!;
        for (let c = b + 1; c < 50; c++) {
          hand[2] = DECK[c]!;
          codes[2] = pheCode[c]!;
          for (let d = c + 1; d < 51; d++) {
            hand[3] = DECK[d]!;
            codes[3] = pheCode[d]!;
            for (let e = d + 1; e < 52; e++) {
              hand[4] = DECK[e]!;
              codes[4] = pheCode[e]!;
              const score = phe.evaluateCardCodes(codes);
              const strength = handStrength(hand);
              const cat = evaluateHand(hand);
              if (strengthByPhe[score] === -1) {
                strengthByPhe[score] = strength;
                categoryByPhe[score] = cat;
              } else if (strengthByPhe[score] !== strength || categoryByPhe[score] !== cat) {
                mismatches += 1;
              }
            }
          }
        }
      }
    }
    expect(mismatches).toBe(0);
    const strengths = Array.from(strengthByPhe.subarray(1));
    expect(strengths.every((s) => s >= 0)).toBe(true); // all 7462 classes seen
    // Better phe score (smaller) <=> greater strength.
    for (let score = 1; score < 7462; score++) {
      if (!(strengths[score - 1]! > strengths[score]!)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
    // phe's class boundaries: 1 royal class, 9 more straight flushes, 156 quads, ...
    const byCategory = new Array<number>(10).fill(0);
    for (const cat of categoryByPhe.subarray(1)) byCategory[cat]! += 1;
    expect(byCategory).toEqual([1277, 2860, 858, 858, 10, 1277, 156, 156, 9, 1]);
  });
});

describe('evaluateHand, table tests', () => {
  const TABLE: [HandCategory, string[]][] = [
    [
      0,
      [
        '2C 4D 6H 8S TC',
        '7C 5S 4D 3H 2C', // the lowest hand there is
        'AS KD QH JC 9S',
        'AS 2D 3H 4C 6S', // almost a wheel
        'QS KD AH 2C 3S', // no wrap-around
        'KS AD 2H 3C 4S',
        'JS QD KH AC 2S',
        '2H 3H 4H 5H 7D', // four to a straight flush
      ],
    ],
    [1, ['AS AD 2C 3H 4S', '2C 2D 7H 9S KC', '5C 3D 4H 5S 2C' /* paired wheel ranks */]],
    [2, ['AS AD KC KH 2S', '2C 2D 3H 3S 4C', '2H 2D 3H 3D 4H' /* four hearts and diamonds, no flush */]],
    [3, ['7C 7D 7H 2S 9C', 'AS AD AH KC QD']],
    [
      4,
      [
        'AS 2D 3H 4C 5S', // the wheel: Ace low
        '5S 4D 3H 2C AS',
        '2C 3D 4H 5S 6C',
        'TC JD QH KS AC', // Ace high
        '9H TH JH QH KD',
        'AH KH QH JH TD', // royal ranks, one off-suit
      ],
    ],
    [5, ['2H 4H 6H 8H TH', 'AS KS QS JS 9S', 'AS 2S 3S 4S 6S', 'QS KS AS 2S 3S' /* suited wrap-around */]],
    [6, ['3C 3D 3H 2S 2C', 'AS AD AH KS KC', 'KS KC AS AD AH', '2C 2D 2H AS AC']],
    [7, ['9C 9D 9H 9S 2C', 'AS AD AH AC KS', '2C 2D 2H 2S AS']],
    [
      8,
      [
        'AH 2H 3H 4H 5H', // suited wheel: Straight Flush, not Royal
        '5C 4C 3C 2C AC',
        '2C 3C 4C 5C 6C',
        '9S TS JS QS KS', // king-high: the best Straight Flush
      ],
    ],
    [9, ['TS JS QS KS AS', 'AH KH QH JH TH', 'KD AD TD QD JD', 'TC JC QC KC AC']],
  ];

  for (const [expected, hands] of TABLE) {
    it.each(hands)(`%s is ${HAND_CATEGORIES[expected]}`, (text) => {
      expect(category(text)).toBe(HAND_CATEGORIES[expected]);
    });
  }

  it('does not depend on the order of the cards', () => {
    for (const [expected, hands] of TABLE) {
      for (const text of hands) {
        for (const order of permutations(cs(text))) expect(evaluateHand(order)).toBe(expected);
      }
    }
  });

  it('accepts equal cards that are not the same objects (e.g. after JSON)', () => {
    const copies = JSON.parse(JSON.stringify(cs('TS JS QS KS AS'))) as Card[];
    expect(evaluateHand(copies)).toBe(9);
  });
});

describe('evaluateHand rejects what is not a five-card hand', () => {
  it.each([0, 1, 4, 6, 7])('%i cards', (count) => {
    const cards = DECK.slice(0, count);
    expect(() => evaluateHand(cards)).toThrow(InvalidHandError);
    expect(() => evaluateHand(cards)).toThrow(/5 cards/);
  });

  it('a repeated card, in any two positions', () => {
    const base = cs('2C 7D 9H JS KC');
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        if (i === j) continue;
        const hand = [...base];
        hand[j] = { ...hand[i]! }; // an equal copy, not the same object
        expect(() => evaluateHand(hand)).toThrow(InvalidHandError);
      }
    }
  });

  it('a repeated card inside what would otherwise be a pair, trips or quads', () => {
    for (const text of ['AS AS KD QH JC', 'AS AS AD KH QC', 'AS AD AH AS KC', 'AS AS AD AD AH', '2C 2C 2C 2C 2C']) {
      expect(() => evaluateHand(cs(text))).toThrow(InvalidHandError);
    }
    expect(new InvalidHandError('x')).toBeInstanceOf(Error);
  });
});

describe('compareHands (classic kickers, 003 rules)', () => {
  /** [stronger, weaker] */
  const WINS: [string, string, string][] = [
    // Across categories, the category decides.
    ['pair beats ace high', '2C 2D 3H 4S 6C', 'AS KD QH JC 9S'],
    ['royal flush beats straight flush', 'TS JS QS KS AS', '9H TH JH QH KH'],
    ['straight flush beats quads', '2C 3C 4C 5C AC', 'AS AD AH AC KS'],
    ['full house beats flush', '2C 2D 2H 3S 3C', 'AS KS QS JS 9S'],
    ['flush beats straight', '2H 4H 6H 8H TH', 'TC JD QH KS AC'],
    // Straight flushes: compare the high card; the wheel is lowest.
    ['6-high straight flush beats the suited wheel', '2H 3H 4H 5H 6H', 'AS 2S 3S 4S 5S'],
    ['king-high straight flush beats queen-high', '9C TC JC QC KC', '8D 9D TD JD QD'],
    // Four of a kind: the rank of the four.
    ['nines full of deuces', '9C 9D 9H 9S 2C', '8C 8D 8H 8S AC'],
    ['quads: kicker when the four are equal (not possible with one deck, still ordered)', '9C 9D 9H 9S AC', '9C 9D 9H 9S 2C'],
    // Full house: the rank of the three.
    ['threes full beats deuces full of aces', '3C 3D 3H 2S 2C', '2D 2H 2S AC AD'],
    ['aces full of kings beats aces full of queens', 'AS AD AH KS KC', 'AS AD AC QS QC'],
    // Flush: highest card, then the next, and so on.
    ['flush: ace high beats king high', 'AH 3H 5H 7H 9H', 'KS QS JS 9S 7S'],
    ['flush: second card decides', 'AH QH 5H 4H 3H', 'AS JS 9S 8S 7S'],
    ['flush: last card decides', 'AH JH 9H 5H 3H', 'AS JS 9S 5S 2S'],
    // Straight: the high card; Ace low in the wheel only.
    ['ace-high straight beats king-high', 'TC JD QH KS AC', '9C TD JH QS KC'],
    ['6-high straight beats the wheel', '2C 3D 4H 5S 6C', 'AS 2D 3H 4C 5S'],
    // Three of a kind: the rank of the three, then kickers.
    ['trip eights beat trip sevens', '8C 8D 8H 2S 3C', '7C 7D 7H AS KC'],
    ['trips: kickers decide when the three are equal', '8C 8D 8H AS 3C', '8C 8D 8H KS QC'],
    // Two pair: higher pair, then lower pair, then the last card.
    ['two pair: higher pair first', 'KS KD 2C 2D 3H', 'QS QD JC JD AH'],
    ['two pair: then the lower pair', 'KS KD 3C 3D 2H', 'KC KH 2S 2H AH'],
    ['two pair: then the fifth card', 'KS KD 3C 3D 4H', 'KC KH 3S 3H 2C'],
    // One pair: the pair, then the other cards from the highest down.
    ['pair of aces beats pair of kings', 'AS AD 2C 3H 4S', 'KS KD QC JH 9S'],
    ['pair: first kicker', 'TS TD AC 3H 2S', 'TC TH KC QH JS'],
    ['pair: second kicker', 'TS TD AC QH 2S', 'TC TH AD JH 9S'],
    ['pair: last kicker', 'TS TD AC QH 3S', 'TC TH AD QD 2S'],
    // High card: highest, then next; "Aces high in all cases except straights" (7C > 5S).
    ['ace high beats king high', 'AS 3D 5H 7C 9S', 'KS QD JH 9C 8S'],
    ['high card: next card decides', 'AS QD 5H 4C 3S', 'AD JH 9S 8C 7D'],
    ['high card: last card decides', 'AS KD QH JC 8S', 'AD KH QS JD 7C'],
    ['high card: 8 high beats 7 high', '8C 5S 4D 3H 2C', '7C 5D 4S 3C 2H'],
  ];

  it.each(WINS)('%s', (_, stronger, weaker) => {
    expect(compareHands(cs(stronger), cs(weaker))).toBe(1);
    expect(compareHands(cs(weaker), cs(stronger))).toBe(-1);
  });

  const TIES: [string, string, string][] = [
    ['equal straight flushes of different suits', '5H 6H 7H 8H 9H', '5S 6S 7S 8S 9S'],
    ['equal flushes of different suits', 'AH JH 9H 5H 3H', 'AS JS 9S 5S 3S'],
    ['equal straights', 'TC JD QH KS AC', 'TD JH QS KC AH'],
    ['equal wheels', 'AS 2D 3H 4C 5S', 'AC 2S 3D 4H 5C'],
    ['equal two pairs with the same fifth card', 'KS KD 3C 3D 4H', 'KC KH 3S 3H 4C'],
    ['equal pairs with the same kickers', 'TS TD AC QH 3S', 'TC TH AD QD 3C'],
    ['equal high cards', 'AS KD QH JC 9S', 'AC KH QS JD 9C'],
    ['royal flushes', 'TS JS QS KS AS', 'TH JH QH KH AH'],
  ];

  it.each(TIES)('%s tie (suits never break ties)', (_, a, b) => {
    expect(compareHands(cs(a), cs(b))).toBe(0);
    expect(compareHands(cs(b), cs(a))).toBe(0);
  });

  it('a hand equals itself in any order', () => {
    for (const order of permutations(cs('TS TD AC QH 3S'))) {
      expect(compareHands(order, cs('3S QH AC TD TS'))).toBe(0);
    }
  });

  it('handStrength puts the category first', () => {
    for (const text of ['AS KD QH JC 9S', 'TS JS QS KS AS', 'AH 2H 3H 4H 5H', '2C 2D 2H 3S 3C']) {
      expect(Math.floor(handStrength(cs(text)) / 16 ** 5)).toBe(evaluateHand(cs(text)));
    }
  });

  it('rejects invalid hands like evaluateHand does', () => {
    expect(() => compareHands(cs('AS KS'), cs('AS KD QH JC 9S'))).toThrow(InvalidHandError);
    expect(() => compareHands(cs('AS KD QH JC 9S'), cs('AS AS QH JC 9S'))).toThrow(InvalidHandError);
  });
});
