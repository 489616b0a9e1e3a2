/** Yes and no to a question: y or j (German "ja") in either case; n or Esc. */

import { describe, expect, it } from '@jest/globals';
import { helpKey, helpOverlayKey, isNo, isYes, type KeyPress } from '../../src/term/keys.js';

const char = (c: string): KeyPress => ({ kind: 'char', char: c });

describe('yes and no', () => {
  it('y, Y, j and J answer yes; nothing else does', () => {
    for (const c of ['y', 'Y', 'j', 'J']) expect(isYes(char(c))).toBe(true);
    for (const c of ['n', 'q', 'ja', ' ', 'z']) expect(isYes(char(c))).toBe(false);
    expect(isYes({ kind: 'enter' })).toBe(false);
  });

  it('n, N and Esc answer no', () => {
    for (const key of [char('n'), char('N'), { kind: 'escape' } as const]) expect(isNo(key)).toBe(true);
    expect(isNo(char('j'))).toBe(false);
    expect(isNo({ kind: 'enter' })).toBe(false);
  });
});

describe('help and the quit question', () => {
  const char = (c: string): KeyPress => ({ kind: 'char', char: c });
  it('are the same keys on every screen: ? opens help, ?, Esc and Enter close it, q asks to quit from help too', () => {
    expect(helpKey(false, char('?'))).toBe('help');
    expect(helpKey(false, char('q'))).toBe('quit');
    expect(helpKey(false, { kind: 'enter' })).toBeNull();
    for (const key of [char('?'), { kind: 'escape' } as KeyPress, { kind: 'enter' } as KeyPress]) expect(helpKey(true, key)).toBe('close');
    expect(helpKey(true, char('q'))).toBe('quit');
    expect(helpKey(true, char('x'))).toBeNull();
  });

  it("over a screen: the overlay a key leaves, yes to the question, or null for a key that is the screen's own", () => {
    expect(helpOverlayKey(null, char('?'))).toEqual({ overlay: 'help' });
    expect(helpOverlayKey(null, char('q'))).toEqual({ overlay: 'quit' });
    expect(helpOverlayKey(null, char('s'))).toBeNull();
    expect(helpOverlayKey('help', { kind: 'escape' })).toEqual({ overlay: null });
    expect(helpOverlayKey('help', char('q'))).toEqual({ overlay: 'quit' });
    // In help the screen's own keys do nothing.
    expect(helpOverlayKey('help', char('s'))).toEqual({ overlay: 'help' });
    expect(helpOverlayKey('quit', char('j'))).toBe('confirmed');
    expect(helpOverlayKey('quit', { kind: 'escape' })).toEqual({ overlay: null });
    expect(helpOverlayKey('quit', char('?'))).toEqual({ overlay: 'quit' });
  });
});
