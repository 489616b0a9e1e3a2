import { describe, expect, it } from '@jest/globals';
import { DECK, cardIndex, parseCards } from '../../src/core/cards.js';
import { Rng } from '../../src/core/random.js';
import { category5 } from '../../src/bots/fast.js';
import { SIGNATURES, handSignature, signatureCategory } from '../../src/bots/features.js';
import { learnTable } from '../../src/bots/learn.js';
import { CATEGORIES, CELLS, cellOf, currentDistributions, decodeTable, encodeTable, handValue, setDistributions } from '../../src/bots/value.js';
import { TABLE_DATA } from '../../src/bots/valueTable.js';

const hand = (text: string): [number, number, number, number, number] => parseCards(text).map(cardIndex) as [number, number, number, number, number];

describe('hand signatures', () => {
  it('stand for the category of their hands', () => {
    const rng = Rng.fromSeed(5);
    const deck = DECK.map(cardIndex);
    const wrong: number[][] = [];
    for (let n = 0; n < 20000; n++) {
      rng.shuffle(deck);
      const [a, b, c, d, e] = deck as [number, number, number, number, number];
      const category = category5(a, b, c, d, e);
      // A royal flush is a straight flush to the signature.
      if (signatureCategory(handSignature(a, b, c, d, e)) !== (category === 9 ? 8 : category)) wrong.push([a, b, c, d, e]);
    }
    expect(wrong).toEqual([]);
  });

  it('tell apart what the hidden cards make possible', () => {
    // Same category (one pair), different prospects: a pair with a hidden card, or a pair of open cards only.
    expect(handSignature(...hand('7S KD 7H 2C 9D'))).not.toBe(handSignature(...hand('KS 4D 7H 7C 9D')));
    // A flush draw only counts with suited hidden cards.
    const suited = handSignature(...hand('2H 9H KH 5H 7C'));
    const offsuit = handSignature(...hand('2H 9C KH 5H 7H'));
    expect(suited).not.toBe(offsuit);
    // Open cards' order does not matter.
    expect(handSignature(...hand('AS KS 2D 9C 9H'))).toBe(handSignature(...hand('AS KS 9H 2D 9C')));
    for (let s = 0; s < SIGNATURES; s++) expect(signatureCategory(s)).toBeGreaterThanOrEqual(0);
  });
});

describe('the learned table', () => {
  it('is a probability distribution in every cell', () => {
    const table = decodeTable(TABLE_DATA);
    expect(TABLE_DATA.length).toBeGreaterThan(1000);
    const bad: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      let sum = 0;
      let negative = false;
      for (let c = 0; c < CATEGORIES; c++) {
        negative ||= table[cell * CATEGORIES + c]! < 0;
        sum += table[cell * CATEGORIES + c]!;
      }
      if (negative || Math.abs(sum - 1) > 1e-9) bad.push(cell);
    }
    expect(bad).toEqual([]);
  });

  it('survives encoding and decoding (to the stored precision)', () => {
    const table = decodeTable(TABLE_DATA);
    const again = decodeTable(encodeTable(table, [...Array(SIGNATURES).keys()]));
    let worst = 0;
    for (let i = 0; i < table.length; i++) worst = Math.max(worst, Math.abs(again[i]! - table[i]!));
    expect(worst).toBeLessThan(0.01);
  });

  it('values hands sensibly', () => {
    // On the last turn the value is the category (or the classic strength with kickers).
    expect(handValue(false, 0, ...hand('7S 7D 7H 2C 2D'))).toBe(6);
    expect(handValue(true, 0, ...hand('7S 7D 7H 2C 2D'))).toBeGreaterThan(6);
    // With turns left, a hidden pair with a third one is worth more than a lone hidden pair.
    expect(handValue(false, 3, ...hand('7S 7D 7H 2C 9D'))).toBeGreaterThan(handValue(false, 3, ...hand('7S 7D KH 2C 9D')));
    // And a pair on a hidden card more than a pair of open cards only (which can never make a full house).
    expect(handValue(false, 5, ...hand('7S KD 7H 2C 9D'))).toBeGreaterThan(handValue(false, 5, ...hand('KS 4D 7H 7C 9D')));
    expect(cellOf(9, 3)).toBe(cellOf(6, 3));
  });

  it('can be learned again, the same way from the same seed', () => {
    const installed = currentDistributions();
    try {
      const options = { games: 3000, iterations: 2, seed: 7, prior: 20, explore: 0.1 };
      const first = learnTable(options);
      const second = learnTable(options);
      expect(Array.from(second.distributions)).toEqual(Array.from(first.distributions));
      expect(first.reached.length).toBeGreaterThan(50);
    } finally {
      setDistributions(installed);
    }
  });
});
