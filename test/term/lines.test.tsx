/** Lines of styled segments: wrapping them at spaces. */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { lineText, lineWidth, seg, wrapLine } from '../../src/term/lines.js';

describe('wrapLine', () => {
  test("breaks at spaces, keeps each part's style, and keeps a word and its punctuation together", () => {
    const line = [seg('Press '), seg('Space', { bold: true }), seg(', when only '), seg('Maximilianus_Abc', { bold: true }), seg(' looks.')];
    const lines = wrapLine(line, 20);
    expect(lines.map(lineText)).toEqual(['Press Space, when', 'only', 'Maximilianus_Abc', 'looks.']);
    expect(lines[0]!.find((part) => part.text === 'Space')?.bold).toBe(true);
    expect(lines[2]!.every((part) => part.bold === true)).toBe(true);
    expect(wrapLine(line, 200).map(lineText)).toEqual(['Press Space, when only Maximilianus_Abc looks.']);
  });

  test('no line is wider than asked unless one word is, and no word is lost', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '日') }), { maxLength: 6 }), fc.integer({ min: 1, max: 30 }), (texts, width) => {
        const line = texts.map((text, index) => seg(text, { bold: index % 2 === 0 }));
        const lines = wrapLine(line, width);
        for (const out of lines) {
          const text = lineText(out);
          if (text.includes(' ')) expect(lineWidth(out)).toBeLessThanOrEqual(width);
          expect(text).toBe(text.trim());
        }
        const words = (text: string): string[] => text.split(' ').filter((word) => word !== '');
        expect(words(lines.map(lineText).join(' '))).toEqual(words(lineText(line)));
      }),
    );
  });
});
