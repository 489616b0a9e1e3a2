import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { InvalidConfigError, MAX_NAME_WIDTH, cleanName, displayWidth, newGame } from '../../src/index.js';
import { nameTooLong } from '../../src/core/playerNames.js';
import { graphemes, nameListProblem, nameProblem } from '../../src/core/playerNames.js';
import stringWidth from 'string-width';

/** Anything a terminal would act on: C0, DEL, C1, bidi controls, zero-width characters. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/u;

/** Strings built from the pieces of escape sequences, controls and wide or combining characters. */
const nasty = fc.string({
  unit: fc.constantFrom(
    '\u001b',
    '\u009b',
    '\u009d',
    '\u009c',
    '\u0007',
    '[',
    ']',
    '(',
    '0',
    '9',
    ';',
    '?',
    'm',
    'P',
    '\\',
    '\u202e',
    '\u2066',
    '\u200d',
    '\ufeff',
    '\u0301',
    '\t',
    '\r',
    ' ',
    'a',
    'Z',
    '漢',
    '😀',
    'ß',
    '\u0085',
  ),
  maxLength: 40,
});

describe('cleanName', () => {
  it.each([
    ['plain names stay', 'Alice', 'Alice'],
    ['inner spaces stay, outer go', '  Mary Ann  ', 'Mary Ann'],
    ['runs of white space fold', 'Mary \t\r\n  Ann', 'Mary Ann'],
    ['colour codes (CSI)', '\u001b[31;1mBob\u001b[0m', 'Bob'],
    ['cursor movement and screen clearing', '\u001b[2J\u001b[H\u001b[10;5HBob\u001b[K', 'Bob'],
    ['private CSI modes', '\u001b[?1049lBob\u001b[?25h', 'Bob'],
    ['a window title (OSC ended by BEL)', '\u001b]0;pwned\u0007Bob', 'Bob'],
    ['a hyperlink (OSC ended by ST)', '\u001b]8;;http://x\u001b\\Bob\u001b]8;;\u001b\\', 'Bob'],
    ['a DCS string', '\u001bPq#0;2;0;0;0\u001b\\Bob', 'Bob'],
    ['two-byte escapes', '\u001bcBob\u001b7\u001bM\u001b=', 'Bob'],
    ['escapes with intermediates', '\u001b(0Bob\u001b(B\u001b#8', 'Bob'],
    ['an unfinished CSI', 'Bob\u001b[', 'Bob'],
    ['8-bit CSI', '\u009b31mBob\u009b0m', 'Bob'],
    ['8-bit OSC', '\u009d0;title\u009cBob', 'Bob'],
    ['a lone ESC', 'Bob\u001b', 'Bob'],
    ['BEL, backspace, NUL', 'B\u0007o\u0008b\u0000', 'Bob'],
    ['DEL and C1 controls', 'B\u007fo\u0085b\u0090', 'Bob'],
    ['right-to-left override', '\u202eBob\u202c', 'Bob'],
    ['bidi isolates and marks', '\u2066B\u2067o\u2068b\u2069\u200f\u200e\u061c', 'Bob'],
    ['zero-width characters and BOM', '\ufeffB\u200bo\u200db\u2060', 'Bob'],
    ['line and paragraph separators', 'Bob\u2028\u2029', 'Bob'],
    ['decomposed accents are composed (NFC)', 'Zoe\u0308', 'Zoë'],
    ['non-Latin names stay', 'Jürgen', 'Jürgen'],
    ['only junk becomes empty', '\u001b[31m\u0007\u202e ', ''],
  ])('%s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it(`caps the width at ${MAX_NAME_WIDTH} terminal columns`, () => {
    expect(MAX_NAME_WIDTH).toBe(16);
    expect(cleanName('A'.repeat(40))).toBe('A'.repeat(16));
    // Wide characters take two columns each.
    expect(cleanName('漢'.repeat(10))).toBe('漢'.repeat(8));
    // A wide character that would straddle the limit is dropped entirely.
    expect(cleanName('a' + '漢'.repeat(10))).toBe('a' + '漢'.repeat(7));
    // Combining marks take no column.
    expect(cleanName('e\u0301'.repeat(20))).toBe('é'.repeat(16));
    // No trailing space after the cut.
    expect(cleanName('abcdefghijklmno pqrs')).toBe('abcdefghijklmno');
  });

  it('nameTooLong tells exactly when cleaning would cut the name', () => {
    expect(nameTooLong('A'.repeat(16))).toBe(false);
    expect(nameTooLong('A'.repeat(17))).toBe(true);
    expect(nameTooLong('漢'.repeat(9))).toBe(true);
    // What cleaning removes does not count.
    expect(nameTooLong(`\u001b[31m${'A'.repeat(16)}\u001b[0m  `)).toBe(false);
    // Whenever it says "not too long", cleaning keeps every visible character.
    for (const raw of ['Bob', ' Ann  Lee ', 'Jürgen Müller-Lü', '漢'.repeat(8), 'Zoe\u0308'.repeat(5)]) {
      expect(nameTooLong(raw)).toBe(false);
      expect(cleanName(raw).replace(/ /gu, '')).toBe(raw.normalize('NFC').replace(/ /gu, ''));
    }
  });

  it('always gives safe, narrow, clean text (any input)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), nasty), (raw) => {
        const clean = cleanName(raw);
        // The one zero-width character kept: a joiner between two emoji, which makes them one (👩‍💻).
        expect(UNSAFE.test(clean.replace(/(?<=\p{Extended_Pictographic})\u200D(?=\p{Extended_Pictographic})/gu, ''))).toBe(false);
        expect(clean).not.toContain('\u001b');
        expect(displayWidth(clean)).toBeLessThanOrEqual(MAX_NAME_WIDTH);
        expect(clean).toBe(clean.trim());
        expect(clean).toBe(clean.normalize('NFC'));
        // Cleaning twice changes nothing.
        expect(cleanName(clean)).toBe(clean);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps escape-free printable ASCII as it is (up to the width)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!-~]( ?[!-~]){0,7}$/), (raw) => {
        expect(cleanName(raw)).toBe(raw);
      }),
      { numRuns: 200 },
    );
  });
});

describe('displayWidth', () => {
  it('counts terminal columns', () => {
    expect(displayWidth('Bob')).toBe(3);
    expect(displayWidth('漢字')).toBe(4);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('🂡')).toBe(1);
    expect(displayWidth('😀')).toBe(2);
    expect(displayWidth('한')).toBe(2);
    expect(displayWidth('\u0301')).toBe(0);
  });

  it('counts symbols that terminals draw as emoji as two columns, card suits as one', () => {
    for (const symbol of ['⚽', '✅', '⌚', '⭐', '❌', '🀄']) expect(displayWidth(symbol)).toBe(2);
    for (const suit of ['♠', '♥', '♦', '♣', '→', '░']) expect(displayWidth(suit)).toBe(1);
  });

  it('drops combining marks that begin a name (they would join what the screen shows before it)', () => {
    expect(cleanName('\u0301Bob')).toBe('Bob');
    expect(cleanName(' \u0301 \u3099Ann\u0301')).toBe('Ann\u0301'.normalize('NFC'));
  });

  it('caps emoji names by the columns they really take', () => {
    expect(cleanName('⚽'.repeat(16))).toBe('⚽'.repeat(8));
  });
});

describe('emoji of several code points (grapheme clusters)', () => {
  const coder = '\u{1F469}\u200D\u{1F4BB}'; // 👩‍💻
  const clusters = [
    coder,
    '\u{1F44D}\u{1F3FD}',
    '\u{1F3F3}\uFE0F\u200D\u{1F308}',
    '\u{1F1E9}\u{1F1EA}',
    '1\uFE0F\u20E3',
    '\u2764\uFE0F',
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  ];

  it('keeps the joiner of an emoji sequence and drops every other one', () => {
    expect(cleanName(`Ada ${coder}`)).toBe(`Ada ${coder}`);
    expect(cleanName('An\u200Dn')).toBe('Ann');
    expect(cleanName(`\u200D${coder}\u200D`)).toBe(coder);
    expect(cleanName('\u{1F469}\u200Dx')).toBe('\u{1F469}x');
  });

  it('measures each as terminals and Ink (string-width) do, and names with them alike', () => {
    for (const text of [...clusters, `Ada ${coder}`, 'Zoë', '漢字', 'Bob']) expect(displayWidth(text)).toBe(stringWidth(text));
    expect(displayWidth(coder)).toBe(2);
  });

  it('cuts a name between characters, never inside one', () => {
    // 14 columns, then an emoji of two that does not fit: it goes whole.
    expect(cleanName(`${'a'.repeat(15)}${coder}`)).toBe('a'.repeat(15));
    expect(cleanName(coder.repeat(9))).toBe(coder.repeat(8));
    expect(graphemes(`a${coder}b`)).toEqual(['a', coder, 'b']);
  });
});

describe('name list checks', () => {
  it('nameProblem rejects empty and case-insensitive duplicates, as codes with data', () => {
    expect(nameProblem('', [])).toEqual({ code: 'nameEmpty' });
    expect(nameProblem('ann', ['Bob', 'ANN'])).toEqual({ code: 'nameTaken', name: 'ann' });
    expect(nameProblem('Ann', ['Bob'])).toBeNull();
  });

  it('nameListProblem checks the count too', () => {
    expect(nameListProblem(['A'])).toEqual({ code: 'playerCount', min: 2, max: 4, got: 1 });
    expect(nameListProblem(['A', 'B', 'C', 'D', 'E'])).toEqual({ code: 'playerCount', min: 2, max: 4, got: 5 });
    expect(nameListProblem(['A', 'B'])).toBeNull();
    expect(nameListProblem(['A', 'a'])).toEqual({ code: 'nameTaken', name: 'a' });
  });

  it('an invalid configuration names its problem as a code, with a plain English default message', () => {
    let error: unknown = null;
    try {
      newGame({ players: ['Ann', 'ANN'], rounds: 3, seed: 1 });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).problem).toEqual({ code: 'nameTaken', name: 'ANN' });
    expect((error as InvalidConfigError).message).toMatch(/"ANN" is taken twice/);
  });
});

describe('newGame and names', () => {
  it.each([
    ['empty after cleaning', ['Ann', '\u001b[2J']],
    ['duplicate after cleaning', ['Ann', '\u202eAnn']],
    ['duplicate after the width cap', ['A'.repeat(16) + 'x', 'A'.repeat(16) + 'y']],
    ['duplicate ignoring case', ['Ann', 'ANN']],
    ['duplicate in compatibility form', ['Ann', 'Ａnn']],
  ])('rejects names that are %s', (_, players) => {
    expect(() => newGame({ players, rounds: 3, seed: 1 })).toThrow(InvalidConfigError);
  });

  it('cleans names before seating them', () => {
    const state = newGame({ players: ['\u001b[31mAnn\u001b[0m', 'B'.repeat(30)], rounds: 3, seed: 1 });
    expect(state.players.map((p) => p.name)).toEqual(['Ann', 'B'.repeat(16)]);
  });
});
