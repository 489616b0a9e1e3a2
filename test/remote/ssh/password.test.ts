import { describe, expect, it } from '@jest/globals';
import { generatePassword, passwordChecker } from '../../../src/remote/ssh/password.js';

describe('the room password', () => {
  it('is three groups of four unambiguous characters, new every time', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/u);
    expect(password).not.toMatch(/[01ilo]/u);
    expect(generatePassword()).not.toBe(password);
  });

  it('accepts exactly the password', () => {
    const check = passwordChecker('abcd-efgh');
    expect(check('abcd-efgh')).toBe(true);
    expect(check('abcd-efg')).toBe(false);
    expect(check('abcd-efghi')).toBe(false);
    expect(check('')).toBe(false);
  });
});
