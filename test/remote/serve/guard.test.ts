import { describe, expect, it } from '@jest/globals';
import { AddressGuard, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS } from '../../../src/remote/serve/guard.js';

describe('the guard of an address', () => {
  it('locks an address out of codes after 10 wrong ones in 10 minutes, until the oldest is 10 minutes old', () => {
    const guard = new AddressGuard();
    for (let i = 0; i < MAX_WRONG_CODES - 1; i++) {
      expect(guard.codesLocked('10.0.0.1', i * 1000)).toBeNull();
      expect(guard.missedCode('10.0.0.1', i * 1000)).toBe(false);
    }
    expect(guard.missedCode('10.0.0.1', 9000)).toBe(true);
    expect(guard.codesLocked('10.0.0.1', 9000)).toBe((WRONG_CODE_WINDOW_MS - 9000) / 1000);
    // Another address is not affected.
    expect(guard.codesLocked('10.0.0.2', 9000)).toBeNull();
    expect(guard.codesLocked('10.0.0.1', WRONG_CODE_WINDOW_MS - 1)).toBe(1);
    expect(guard.codesLocked('10.0.0.1', WRONG_CODE_WINDOW_MS)).toBeNull();
  });

  it('forgets wrong codes older than the window', () => {
    const guard = new AddressGuard();
    for (let i = 0; i < MAX_WRONG_CODES - 1; i++) guard.missedCode('10.0.0.1', 0);
    expect(guard.missedCode('10.0.0.1', WRONG_CODE_WINDOW_MS)).toBe(false);
  });
});
