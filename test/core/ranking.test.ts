import { describe, expect, it } from '@jest/globals';
import { DECK, GameNotFinishedError, formatCard, parseCard, sameCard, HAND_CATEGORIES, rankHands, ranking, winners, type GameState, type RankingEntry } from '../../src/index.js';
import { buildState, cs } from './helpers.js';

/** A finished game whose seats hold these hands (2 hidden cards, then 3 open). */
function finished(hands: string[], tiebreak: 'category' | 'kickers' = 'category'): GameState {
  return buildState({
    players: hands.map((hand) => {
      const cards = hand.split(' ');
      return { hidden: cards.slice(0, 2).join(' '), open: cards.slice(2).join(' ') };
    }),
    // Any three cards no hand uses.
    middle: DECK.filter(
      (card) =>
        !hands
          .join(' ')
          .split(' ')
          .some((text) => sameCard(parseCard(text), card)),
    )
      .slice(0, 3)
      .map((card) => formatCard(card, { ascii: true }))
      .join(' '),
    finished: true,
    config: { tiebreak },
  });
}

const summary = (entries: RankingEntry[]): [number, number, string][] => entries.map((e) => [e.place, e.seat, HAND_CATEGORIES[e.category]]);

describe('ranking', () => {
  it('orders three distinct categories best first, not in seat order', () => {
    const state = finished([
      'AS AD 5C 7D 9H', // One Pair
      'KS KD KH QS QC', // Full House
      '5D 6D 7C 8S 9S', // Straight
    ]);
    expect(summary(ranking(state))).toEqual([
      [1, 1, 'Full House'],
      [2, 2, 'Straight'],
      [3, 0, 'One Pair'],
    ]);
  });

  it('ties share a place and the next place is skipped: 1, 1, 3', () => {
    const state = finished([
      '2C 5C 8C JC KC', // Flush
      '3S 7S 9S TS QS', // Flush (lower by kickers, still a tie by category)
      'AS AD 5D 7D 9H', // One Pair
    ]);
    expect(summary(ranking(state))).toEqual([
      [1, 0, 'Flush'],
      [1, 1, 'Flush'],
      [3, 2, 'One Pair'],
    ]);
    expect(winners(ranking(state))).toEqual([0, 1]);
  });

  it('ties below first place: 1, 2, 2, 4', () => {
    const state = finished([
      'AS KD 9C 7D 5H', // High Card
      '6S 6D 2C 3D 8H', // One Pair
      'QS QD QC 3S 8D', // Three of a Kind
      'JS JD 2S 4D 9S', // One Pair
    ]);
    expect(summary(ranking(state))).toEqual([
      [1, 2, 'Three of a Kind'],
      [2, 1, 'One Pair'],
      [2, 3, 'One Pair'],
      [4, 0, 'High Card'],
    ]);
    expect(winners(ranking(state))).toEqual([2]);
  });

  it('all tied: everyone first, in seat order', () => {
    const state = finished(['AS KD 9C 7D 5H', '2S 4D 6C 8D TH', '3S 5D 7S 9D JH', 'QS TD 8S 6D 3H']);
    expect(summary(ranking(state))).toEqual([
      [1, 0, 'High Card'],
      [1, 1, 'High Card'],
      [1, 2, 'High Card'],
      [1, 3, 'High Card'],
    ]);
    expect(winners(ranking(state))).toEqual([0, 1, 2, 3]);
  });

  it('the last seat can win', () => {
    const state = finished(['AS KD 9C 7D 5H', 'TC JC QC KC AC']);
    expect(summary(ranking(state))).toEqual([
      [1, 1, 'Royal Flush'],
      [2, 0, 'High Card'],
    ]);
  });

  it('lists every player once, with name, seat and all five cards (hidden first)', () => {
    const state = finished(['AS AD 5C 7D 9H', 'KS KD KH QS QC', '5D 6D 7C 8S 9S']);
    const entries = ranking(state);
    expect(entries.map((e) => e.seat).sort()).toEqual([0, 1, 2]);
    for (const entry of entries) {
      const player = state.players[entry.seat]!;
      expect(entry.name).toBe(player.name);
      expect(entry.cards).toEqual([...player.hidden, ...player.open]);
    }
  });

  it('exists only once the game is over', () => {
    const state = { ...finished(['AS AD 5C 7D 9H', 'KS KD KH QS QC']), finished: false };
    expect(() => ranking(state)).toThrow(GameNotFinishedError);
  });
});

describe('ranking with the kicker tie-break', () => {
  it('breaks equal categories by kickers', () => {
    const hands = [
      '3S 7S 9S TS QS', // Flush, queen high
      '2C 5C 8C JC KC', // Flush, king high
      'AS AD 5D 7D 9H', // One Pair
    ];
    expect(summary(ranking(finished(hands, 'kickers')))).toEqual([
      [1, 1, 'Flush'],
      [2, 0, 'Flush'],
      [3, 2, 'One Pair'],
    ]);
    // The same hands by category alone: the flushes tie.
    expect(summary(ranking(finished(hands)))).toEqual([
      [1, 0, 'Flush'],
      [1, 1, 'Flush'],
      [3, 2, 'One Pair'],
    ]);
  });

  it('only fully equal hands tie (suits do not count)', () => {
    const hands = [
      'KS KD 3C 3D 4H', // Two Pair, kings and threes, 4
      'KC KH 3S 3H 4C', // the same values
    ];
    expect(summary(ranking(finished(hands, 'kickers')))).toEqual([
      [1, 0, 'Two Pair'],
      [1, 1, 'Two Pair'],
    ]);
    expect(summary(ranking(finished(['QC QH JS JD AC', 'KS KD 3C 3D 4H', 'KC KH 3S 3H 4C'], 'kickers')))).toEqual([
      [1, 1, 'Two Pair'],
      [1, 2, 'Two Pair'],
      [3, 0, 'Two Pair'],
    ]);
  });

  it('puts the wheel below a six-high straight', () => {
    const state = finished(['AS 2D 3C 4D 5S', '2S 3D 4C 5D 6S'], 'kickers');
    expect(summary(ranking(state))).toEqual([
      [1, 1, 'Straight'],
      [2, 0, 'Straight'],
    ]);
  });
});

describe('rankHands', () => {
  it('ranks any hands, defaulting to category only', () => {
    const hands = [
      { seat: 0, name: 'A', cards: cs('2C 2D 5H 7S 9C') },
      { seat: 1, name: 'B', cards: cs('3C 3D 5S 7D 9S') },
    ];
    expect(rankHands(hands).map((e) => e.place)).toEqual([1, 1]);
    expect(rankHands(hands, 'kickers').map((e) => [e.place, e.seat])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
});
