/** Text broken into lines: at spaces; a word too long cut, but a path only after a separator. */

import { describe, expect, it } from '@jest/globals';
import { wrapText } from '../../src/term/layout.js';

describe('wrapText', () => {
  it('breaks at spaces, indenting the lines after the first', () => {
    expect(wrapText('one two three four', 9, 2)).toEqual(['one two', '  three', '  four']);
  });

  it('cuts a word wider than a line that is no path', () => {
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('breaks a path wider than a line only after a separator, never inside a name', () => {
    const file = '/tmp/a-rather-long-directory-name/match-20261128-220046.json';
    expect(wrapText(`Go on with it: shift-poker --resume ${file}`, 40)).toEqual([
      'Go on with it: shift-poker --resume',
      '/tmp/a-rather-long-directory-name/',
      'match-20261128-220046.json',
    ]);
    expect(wrapText('C:\\Users\\someone\\saves\\m.json', 18)).toEqual(['C:\\Users\\someone\\', 'saves\\m.json']);
  });

  it('leaves a part of a path wider than a line whole, on a line of its own', () => {
    expect(wrapText('see /d/a-very-long-file-name.json now', 12)).toEqual(['see', '/d/', 'a-very-long-file-name.json', 'now']);
  });
});
