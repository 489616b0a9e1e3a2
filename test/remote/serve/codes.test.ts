import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CODE_ALPHABET, PRIVATE_CODE_LENGTH, PUBLIC_CODE_LENGTH, newTableCode, readTableCode } from '../../../src/remote/serve/codes.js';

describe('table codes', () => {
  it('use no character that is easily misread (0/O, 1/I/L)', () => {
    for (const char of '0O1IL') expect(CODE_ALPHABET).not.toContain(char);
    for (let i = 0; i < 200; i++) expect(newTableCode(PUBLIC_CODE_LENGTH, () => false)).toMatch(/^[A-HJKMNP-Z2-9]{4}$/u);
  });

  it('are new: a code that is taken is drawn again', () => {
    const draws = [0, 0, 0, 0, 0, 0, 0, 1];
    const code = newTableCode(
      PUBLIC_CODE_LENGTH,
      (candidate) => candidate === 'AAAA',
      () => draws.shift() ?? 2,
    );
    expect(code).toBe('AAAB');
  });

  it('read back in any case and with spaces around; anything else is not a code', () => {
    fc.assert(
      fc.property(fc.integer({ min: PUBLIC_CODE_LENGTH, max: PRIVATE_CODE_LENGTH }), fc.boolean(), (length, lower) => {
        const code = newTableCode(length, () => false);
        expect(readTableCode(` ${lower ? code.toLowerCase() : code} `)).toBe(code);
      }),
    );
    for (const typed of ['', 'K7P', 'K7PQ2XZ', 'K0PQ', 'KIPQ', 'K-PQ', 'K7 PQ', '\u001B[AK7P']) expect(readTableCode(typed)).toBeNull();
  });
});
