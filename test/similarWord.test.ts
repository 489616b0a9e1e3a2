import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { editDistance, similarWord } from '../src/similarWord.js';

const COMMANDS = ['simulate', 'history', 'replay', 'host', 'serve', 'help'];

describe('similarWord', () => {
  it('finds the command a typo was meant to be', () => {
    expect(similarWord('simulte', COMMANDS)).toBe('simulate');
    expect(similarWord('histroy', COMMANDS)).toBe('history');
    expect(similarWord('REPLAY', COMMANDS)).toBe('replay');
    expect(similarWord('serv', COMMANDS)).toBe('serve');
  });

  it('takes a word cut short for the command it begins, before a nearer spelling', () => {
    // "hist" is one letter from "host" but the beginning of "history".
    expect(similarWord('hist', COMMANDS)).toBe('history');
    expect(similarWord('simu', COMMANDS)).toBe('simulate');
    expect(similarWord('REPL', COMMANDS)).toBe('replay');
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Alice', 'Bob', 'Hans', 'Jürgen', 'Sam', 'Konstantinopolis']) expect(similarWord(name, COMMANDS)).toBeNull();
  });

  it('edit distance: a swap of neighbours is one edit; symmetric; zero only for equal words', () => {
    expect(editDistance('simulate', 'simualte')).toBe(1);
    expect(editDistance('', 'host')).toBe(4);
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});
