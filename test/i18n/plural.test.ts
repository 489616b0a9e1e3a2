import { describe, expect, it } from '@jest/globals';
import { listOf, plural as pluralIn, pluralCategory } from '../../src/i18n/plural.js';

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

describe('English and German without Intl', () => {
  const counts = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 0.5, -1];

  it.each(['en', 'en-GB', 'en-US', 'de', 'de-AT'])('gives the category Intl.PluralRules gives in %s', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const count of counts) expect(pluralCategory(locale, count)).toBe(rules.select(count));
  });

  it('still asks Intl for other languages', () => {
    expect(pluralCategory('pl', 3)).toBe('few');
    expect(pluralCategory('pl', 5)).toBe('many');
  });

  it.each(['en-GB', 'de', 'en-US', 'fr'])('joins lists as Intl.ListFormat does in %s', (locale) => {
    const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    for (const items of [[], ['Alice'], ['Alice', 'Bob'], ['Alice', 'Bob', 'Carol'], ['Alice', 'Bob', 'Carol', 'Dave']]) {
      expect(listOf(locale, items)).toBe(format.format(items));
    }
  });
});
