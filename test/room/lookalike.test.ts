/**
 * Names that look alike (UTS #39 skeletons over Unicode's confusables.txt):
 * a different name that reads like a known one is a look-alike; the same
 * name by the engine's rule (case, compatibility forms) is not, it is that
 * player's.
 */
import { describe, expect, it } from '@jest/globals';
import { nameProblem } from '../../src/core/playerNames.js';
import { lookalikeOf, looksAlike, skeleton } from '../../src/room/lookalike.js';
import { remoteName } from '../../src/remote/playerNames.js';

describe('look-alike names', () => {
  it.each([
    ['\u0430lice', 'alice'], // Cyrillic а
    ['\u0410lice', 'alice'], // Cyrillic А, and the engine ignores case
    ['\u0391\u039D\u039D', 'Ann'], // Greek Alpha, Nu, Nu
    ['B\u043Eb', 'Bob'], // Cyrillic о
    ['Ian', 'lan'], // capital I and small l
    ['Tim', 'Tirn'], // m and r n
    ['Al1ce', 'Allce'], // digit one and small l
    ['B0B', 'bob'], // zero and O, and BOB is bob's name
  ])('%j looks like %j', (name, other) => {
    expect(remoteName(name)).toBe(name);
    expect(nameProblem(name, [other])).toBeNull();
    expect(looksAlike(name, other)).toBe(true);
    expect(looksAlike(other, name)).toBe(true);
  });

  it.each([
    ['\uFF41\uFF4C\uFF49\uFF43\uFF45', 'alice'], // fullwidth
    ['ALICE', 'alice'],
    ['alice', 'alice'],
  ])('%j is the same name as %j already (taken, not a look-alike)', (name, other) => {
    expect(nameProblem(name, [other])).toEqual({ code: 'nameTaken', name });
    expect(looksAlike(name, other)).toBe(false);
  });

  it.each([
    ['Bob', 'alice'],
    ['Jörg', 'Jorg'],
    ['Zoë', 'Zoe'],
    ['Ann', 'Anne'],
    ['bob', 'b0b'],
  ])('%j and %j are different names that look different', (name, other) => {
    expect(looksAlike(name, other)).toBe(false);
  });

  it('finds the first known name a new one looks like', () => {
    expect(lookalikeOf('\u0430lice', ['Bob', 'ALICE', 'alice'])).toBe('ALICE');
    expect(lookalikeOf('Carol', ['Bob', 'alice'])).toBeNull();
    expect(lookalikeOf('alice', [])).toBeNull();
  });

  it('skeletons are compared in NFD without default-ignorable characters', () => {
    expect(skeleton('Zo\u00EB')).toBe(skeleton('Zoe\u0308'));
    expect(skeleton('a\u00ADb')).toBe(skeleton('ab'));
  });
});
