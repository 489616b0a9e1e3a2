import { describe, expect, it } from '@jest/globals';
import { plural as pluralIn } from '../../src/i18n/plural.js';

const plural = (count: number, forms: { one: string; other: string }): string => pluralIn('en', count, forms);

describe('plural', () => {
  const cards = { one: '# card', other: '# cards' };

  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(plural(1, cards)).toBe('1 card');
    expect(plural(0, cards)).toBe('0 cards');
    expect(plural(2, cards)).toBe('2 cards');
    expect(plural(21, cards)).toBe('21 cards');
  });

  it('places the number wherever # stands, as often as it stands there', () => {
    expect(plural(1, { one: 'the # card was', other: 'the # cards were' })).toBe('the 1 card was');
    expect(plural(3, { one: '#/# card', other: '#/# cards' })).toBe('3/3 cards');
  });
});
