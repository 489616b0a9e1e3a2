/** The one way a part gives its words by language (byLanguage), and the entry's words loaded on demand (wordsOnDemand). */

import { describe, expect, it } from '@jest/globals';
import { byLanguage, wordsOnDemand } from '../../src/i18n/lang.js';

describe('words by language', () => {
  it('gives each language its own words, and none without a language', () => {
    const words = byLanguage({ en: { hello: 'Hello' }, de: { hello: 'Hallo' } });
    expect(words('en').hello).toBe('Hello');
    expect(words('de').hello).toBe('Hallo');
    expect(() => words(undefined as never)).toThrow(/No words for the language/u);
  });

  it('on demand: English at once, another language once it is loaded, and a clear error before', async () => {
    let loads = 0;
    const words = wordsOnDemand({ hello: 'Hello' }, { de: async () => ((loads += 1), { hello: 'Hallo' }) }, 'the test');
    expect(words.get('en').hello).toBe('Hello');
    expect(() => words.get('de')).toThrow('The de words of the test are not loaded yet');
    expect((await words.load('de')).hello).toBe('Hallo');
    await words.load('de');
    expect(loads).toBe(1);
    expect(words.get('de').hello).toBe('Hallo');
  });

  it('on demand: words imported without loading are made known', () => {
    const words = wordsOnDemand({ hello: 'Hello' }, { de: async () => ({ hello: 'Hallo' }) }, 'the test');
    words.register('de', { hello: 'Servus' });
    expect(words.get('de').hello).toBe('Servus');
  });
});
