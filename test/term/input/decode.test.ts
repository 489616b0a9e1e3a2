/** The input decoder on its own: every kind of sequence a terminal sends, whole and split. */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { KeyDecoder, decodeKeys, isPrintable, markTogether } from '../../../src/term/input/decode.js';
import type { KeyPress } from '../../../src/term/keys.js';

const ESC = '\u001B';
const CSI = `${ESC}[`;

const k = (kind: Exclude<KeyPress['kind'], 'char'>): KeyPress => ({ kind }) as KeyPress;
const chars = (text: string): KeyPress[] => [...text].map((char) => ({ kind: 'char', char }));
const pasted = (text: string): KeyPress[] => [...text].map((char) => ({ kind: 'char', char, pasted: true }));
const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

/** Feeds the chunks one by one and returns what each push gave, then what flush gave. */
function stepwise(...chunks: (string | Uint8Array)[]): { pushes: KeyPress[][]; flushed: KeyPress[] } {
  const decoder = new KeyDecoder();
  const pushes = chunks.map((chunk) => decoder.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
  return { pushes, flushed: decoder.flush() };
}

describe("the game's keys", () => {
  test('C0 controls: Enter (CR or LF, CR LF once), Backspace (DEL or BS), Tab, Ctrl+C; others dropped', () => {
    expect(decodeKeys('\r')).toEqual([k('enter')]);
    expect(decodeKeys('\n')).toEqual([k('enter')]);
    expect(decodeKeys('\r\n')).toEqual([k('enter')]);
    expect(decodeKeys('\r\r')).toEqual([k('enter'), k('enter')]);
    expect(decodeKeys('\n\n')).toEqual([k('enter'), k('enter')]);
    expect(decodeKeys('\u007F')).toEqual([k('backspace')]);
    expect(decodeKeys('\b')).toEqual([k('backspace')]);
    expect(decodeKeys('\t')).toEqual([k('tab')]);
    expect(decodeKeys('\u0003')).toEqual([k('ctrlC')]);
    const others = Array.from({ length: 32 }, (_, code) => code).filter((code) => ![0x03, 0x08, 0x09, 0x0a, 0x0d, 0x1b].includes(code));
    expect(decodeKeys(bytes(...others))).toEqual([]);
  });

  test('arrows: CSI and SS3; with Shift, Alt, Ctrl or any other modifier they are no key of the game', () => {
    const finals: [string, KeyPress][] = [
      ['A', k('up')],
      ['B', k('down')],
      ['C', k('right')],
      ['D', k('left')],
    ];
    for (const [final, key] of finals) {
      expect(decodeKeys(`${CSI}${final}`)).toEqual([key]);
      expect(decodeKeys(`${ESC}O${final}`)).toEqual([key]);
      // 1 is no modifier; Caps Lock and Num Lock (65, 129) change nothing.
      for (const none of [1, 65, 129]) {
        expect(decodeKeys(`${CSI}1;${none}${final}`)).toEqual([key]);
        expect(decodeKeys(`${ESC}O1;${none}${final}`)).toEqual([key]);
      }
      for (let modifier = 2; modifier <= 16; modifier++) {
        expect(decodeKeys(`${CSI}1;${modifier}${final}`)).toEqual([]);
        expect(decodeKeys(`${ESC}O${modifier}${final}`)).toEqual([]);
        expect(decodeKeys(`${ESC}O1;${modifier}${final}`)).toEqual([]);
        // Kitty's event types stay readable on a modified key: a press of Alt+Left is still dropped.
        expect(decodeKeys(`${CSI}1;${modifier}:1${final}`)).toEqual([]);
      }
    }
  });

  test('PageUp/PageDown, without modifiers only; Delete is Backspace; keypad Enter in application mode is Enter', () => {
    expect(decodeKeys(`${CSI}5~`)).toEqual([k('pageUp')]);
    expect(decodeKeys(`${CSI}6~`)).toEqual([k('pageDown')]);
    expect(decodeKeys(`${CSI}5;1~`)).toEqual([k('pageUp')]);
    expect(decodeKeys(`${CSI}5;5~`)).toEqual([]);
    expect(decodeKeys(`${CSI}6;2~`)).toEqual([]);
    expect(decodeKeys(`${CSI}3~`)).toEqual([k('backspace')]);
    expect(decodeKeys(`${ESC}OM`)).toEqual([k('enter')]);
  });

  test('printable text, UTF-8 of every length', () => {
    expect(decodeKeys('aZ 9~')).toEqual(chars('aZ 9~'));
    expect(decodeKeys('Zoë 日本 🂡')).toEqual(chars('Zoë 日本 🂡'));
  });

  test('keys back to back in one chunk keep their order', () => {
    expect(decodeKeys(`a${CSI}D\r${ESC}OB${CSI}5~x\u007F`)).toEqual([
      { kind: 'char', char: 'a' },
      k('left'),
      k('enter'),
      k('down'),
      k('pageUp'),
      { kind: 'char', char: 'x' },
      k('backspace'),
    ]);
  });
});

describe('everything else is dropped', () => {
  const dropped: [string, string | Uint8Array][] = [
    ['Ctrl+F1', `${CSI}1;5P`],
    ['Ctrl+F2', `${CSI}1;5Q`],
    ['Ctrl+F3', `${CSI}1;5R`],
    ['Ctrl+F4', `${CSI}1;5S`],
    ['Ctrl+Shift+F1', `${CSI}1;6P`],
    ['F1 (SS3)', `${ESC}OP`],
    ['F5', `${CSI}15~`],
    ['Ctrl+F12', `${CSI}24;5~`],
    ['Linux console F1', `${CSI}[A`],
    ['Home/End', `${CSI}H${CSI}F${CSI}1~${CSI}4~${ESC}OH`],
    ['Insert', `${CSI}2~`],
    ['Shift+Tab', `${CSI}Z`],
    ['SGR colour typed', `${CSI}31m`],
    ['SGR reset typed', `${CSI}0m`],
    ['blink typed', `${CSI}5m`],
    ['device status typed', `${CSI}0n`],
    ['focus in/out', `${CSI}I${CSI}O`],
    ['cursor position report', `${CSI}12;40R`],
    ['X10 mouse', `${CSI}M !!`],
    ['SGR mouse press/release', `${CSI}<0;10;5M${CSI}<0;10;5m`],
    ['device attributes', `${CSI}?64;1c`],
    ['modifyOtherKeys Ctrl+Enter', `${CSI}27;5;13~`],
    ['OSC ended by BEL', `${ESC}]11;rgb:ffff/ffff/ffff\u0007`],
    ['OSC ended by ST', `${ESC}]10;rgb:0000/0000/0000${ESC}\\`],
    ['DCS', `${ESC}P1$r0m${ESC}\\`],
    ['APC, PM, SOS', `${ESC}_Gi=1;OK${ESC}\\${ESC}^privacy${ESC}\\${ESC}Xstring\u0007`],
    ['Alt+letters', `${ESC}a${ESC}Z${ESC}1${ESC} `],
    ['Alt+Enter, Alt+Backspace', `${ESC}\r${ESC}\u007F`],
    ['Alt+ü', `${ESC}ü`],
    ['C1 controls as UTF-8', '\u0085\u009B\u009D'],
    ['bidi and zero-width characters', '\u202E\u200B\u2066\uFEFF\u2028'],
    // Stray continuation bytes, overlong forms, a surrogate, bytes no UTF-8 has.
    ['invalid UTF-8', bytes(0x80, 0xbf, 0xc0, 0xaf, 0xc1, 0xf5, 0xff, 0xed, 0xa0, 0x80, 0xe0, 0x80, 0x80, 0xf4, 0x90, 0x80, 0x80)],
  ];
  test.each(dropped)('%s', (_, sequence) => {
    // Followed by a key, to show the decoder is back in its normal state.
    expect(decodeKeys(sequence, 'x')).toEqual(chars('x'));
  });

  test('the zero-width joiner of an emoji sequence is text: 👩‍💻 arrives as its three code points', () => {
    expect(decodeKeys('\u{1F469}\u200D\u{1F4BB}')).toEqual(chars('\u{1F469}\u200D\u{1F4BB}'));
  });

  test('an 8-bit C1 byte (not UTF-8) is dropped on its own', () => {
    expect(decodeKeys(bytes(0x9b, 0x41))).toEqual(chars('A'));
  });

  test('a sequence cut short by a control or ESC is dropped; the interrupting byte still counts', () => {
    expect(decodeKeys(`${CSI}1;\r`)).toEqual([k('enter')]);
    expect(decodeKeys(`${CSI}12${CSI}A`)).toEqual([k('up')]);
    expect(decodeKeys(`${ESC}O\u0003`)).toEqual([k('ctrlC')]);
    // An OSC interrupted by a new sequence: the string is gone, the sequence counts.
    expect(decodeKeys(`${ESC}]0;title${CSI}B`)).toEqual([k('down')]);
    // CAN aborts a string.
    expect(decodeKeys(`${ESC}]0;title\u0018y`)).toEqual(chars('y'));
  });

  test('an overlong CSI is consumed whole and dropped', () => {
    expect(decodeKeys(`${CSI}${'1;'.repeat(100)}A!`)).toEqual(chars('!'));
    expect(decodeKeys(`${ESC}O${'9'.repeat(100)}A!`)).toEqual(chars('!'));
  });
});

describe('Escape', () => {
  test('a lone ESC waits for what follows; flush makes it the Escape key', () => {
    const { pushes, flushed } = stepwise(ESC);
    expect(pushes).toEqual([[]]);
    expect(flushed).toEqual([k('escape')]);
  });

  test('ESC ESC is Escape, then whatever the second one starts', () => {
    expect(decodeKeys(`${ESC}${ESC}`)).toEqual([k('escape'), k('escape')]);
    expect(decodeKeys(`${ESC}${ESC}${CSI}A`)).toEqual([k('escape'), k('escape'), k('up')]);
    expect(decodeKeys(`${ESC}${CSI}A`)).toEqual([k('escape'), k('up')]);
  });

  test('pending state: which kind, and a new construct gets a new identity', () => {
    const decoder = new KeyDecoder();
    expect(decoder.pending).toBeNull();
    decoder.push(Buffer.from(ESC));
    expect(decoder.pending).toBe('sequence');
    const first = decoder.pendingSince;
    expect(first).not.toBeNull();
    decoder.push(Buffer.from('['));
    expect(decoder.pendingSince).toBe(first);
    decoder.push(Buffer.from(`A${ESC}`));
    expect(decoder.pending).toBe('sequence');
    expect(decoder.pendingSince).not.toBe(first);
    decoder.push(Buffer.from(']0;ti'));
    expect(decoder.pending).toBe('string');
    decoder.push(Buffer.from('tle\u0007'));
    expect(decoder.pending).toBeNull();
    expect(decoder.pendingSince).toBeNull();
  });
});

describe('chunks split anywhere', () => {
  test('an escape sequence split across chunks is completed by the next one', () => {
    expect(stepwise(ESC, '[', '1;1', 'A').pushes.flat()).toEqual([k('up')]);
    expect(stepwise(ESC, '[', '1;5', 'A').pushes.flat()).toEqual([]);
    expect(stepwise(`${CSI}5`, '~').pushes.flat()).toEqual([k('pageUp')]);
    expect(stepwise(`${CSI}M`, ' ', '!!x').pushes.flat()).toEqual(chars('x'));
    expect(stepwise(`${ESC}]11;rgb:ff`, 'ff/ffff', '/ffff\u0007z').pushes.flat()).toEqual(chars('z'));
    expect(stepwise(`${ESC}]11;x${ESC}`, '\\z').pushes.flat()).toEqual(chars('z'));
  });

  test('a UTF-8 character split across chunks is completed by the next one', () => {
    const card = Buffer.from('🂡', 'utf8');
    for (let cut = 1; cut < card.length; cut++) {
      const { pushes } = stepwise(card.subarray(0, cut), card.subarray(cut));
      expect(pushes).toEqual([[], chars('🂡')]);
    }
    expect(stepwise(Buffer.from('ë').subarray(0, 1), Buffer.from('ë').subarray(1)).pushes.flat()).toEqual(chars('ë'));
  });

  test('an unfinished sequence, character or string is dropped by flush', () => {
    expect(stepwise(`${CSI}1;`).flushed).toEqual([]);
    expect(stepwise(Buffer.from('日').subarray(0, 2)).flushed).toEqual([]);
    expect(stepwise(`${ESC}]0;never ended`).flushed).toEqual([]);
    const decoder = new KeyDecoder();
    decoder.push(Buffer.from(`${ESC}]0;never ended`));
    decoder.flush();
    expect(decoder.push(Buffer.from('ok'))).toEqual(chars('ok'));
  });

  test('any split of a mixed input gives the same keys as the whole', () => {
    const whole = Buffer.from(`Zoë${CSI}1;1A${ESC}]0;t\u0007${CSI}<0;1;2M\r日${CSI}6~${ESC}OC${CSI}200~a\rb${CSI}201~🂡`, 'utf8');
    const expected = decodeKeys(whole);
    expect(expected).toEqual([...chars('Zoë'), k('up'), k('enter'), ...chars('日'), k('pageDown'), k('right'), ...pasted('ab'), ...chars('🂡')]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: whole.length - 1 }), { maxLength: 8 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), whole.length];
        const chunks = points.slice(1).map((end, i) => whole.subarray(points[i], end));
        // CR LF is merged only within a chunk; this input has no CR LF.
        expect(decodeKeys(...chunks)).toEqual(expected);
      }),
    );
  });
});

describe('bracketed paste', () => {
  test('is typed text with every control character and sequence stripped', () => {
    expect(decodeKeys(`${CSI}200~Al\u0003i\r\nce\t${CSI}A${ESC}x\u007F${CSI}201~\r`)).toEqual([...pasted('Alice'), k('enter')]);
  });

  test('characters that came at once, not all one, are marked together (a paste the terminal does not bracket, keys typed ahead); one key repeated is not', () => {
    const together = (text: string): KeyPress[] => [...text].map((char) => ({ kind: 'char', char, together: true }));
    expect(markTogether(decodeKeys(' p p '))).toEqual(together(' p p '));
    expect(markTogether(decodeKeys('s21'))).toEqual(together('s21'));
    // A held key's repeats, a key alone, and keys that are no text stay as they are.
    expect(markTogether(decodeKeys('    '))).toEqual(chars('    '));
    expect(markTogether(decodeKeys(' '))).toEqual(chars(' '));
    expect(markTogether(decodeKeys(`\r${CSI}C `))).toEqual([k('enter'), k('right'), ...chars(' ')]);
  });

  test('an unterminated paste ends with flush, and keys count again', () => {
    const decoder = new KeyDecoder();
    expect(decoder.push(Buffer.from(`${CSI}200~ab\r`))).toEqual(pasted('ab'));
    expect(decoder.pending).toBe('string');
    decoder.flush();
    expect(decoder.push(Buffer.from('\r'))).toEqual([k('enter')]);
  });
});

describe('properties', () => {
  test('random bytes: never throws, and only printable single characters come out as text', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }), (chunks) => {
        const decoder = new KeyDecoder();
        const keys = [...chunks.flatMap((chunk) => decoder.push(chunk)), ...decoder.flush()];
        for (const key of keys) {
          if (key.kind !== 'char') continue;
          expect([...key.char]).toHaveLength(1);
          expect(isPrintable(key.char)).toBe(true);
          expect(key.char).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/u);
        }
        // Whatever came before, the decoder reads normal keys afterwards.
        expect(decoder.push(Buffer.from('\u0018\u0007q'))).toContainEqual({ kind: 'char', char: 'q' });
      }),
      { numRuns: 1000 },
    );
  });

  test('isPrintable: letters, digits, symbols and emoji yes; controls and format characters no', () => {
    for (const char of ['a', '7', ' ', '♠', 'ß', '日', '🂡', '\u0301']) expect(isPrintable(char)).toBe(true);
    for (const char of ['\u0000', '\u001B', '\u007F', '\u0085', '\u200E', '\u202E', '\u2029', '']) expect(isPrintable(char)).toBe(false);
  });
});

describe('the kitty keyboard protocol', () => {
  const press = (key: KeyPress): KeyPress => ({ ...key, reported: 'press' });
  const repeat = (key: KeyPress): KeyPress => ({ ...key, reported: 'repeat' });
  const space: KeyPress = { kind: 'char', char: ' ' };

  test('press and repeat are kept apart; a release is no key press', () => {
    expect(decodeKeys(`${CSI}32u`)).toEqual([press(space)]);
    expect(decodeKeys(`${CSI}32;1u`)).toEqual([press(space)]);
    expect(decodeKeys(`${CSI}32;1:1u`)).toEqual([press(space)]);
    expect(decodeKeys(`${CSI}32;1:2u`)).toEqual([repeat(space)]);
    expect(decodeKeys(`${CSI}32;1:3u`)).toEqual([]);
    expect(decodeKeys(`${CSI}13;1:2u${CSI}13;1:3u`)).toEqual([repeat(k('enter'))]);
  });

  test("the game's keys: Enter, Escape, Tab, Backspace, keypad, arrows and pages with their event types", () => {
    expect(decodeKeys(`${CSI}13u${CSI}27u${CSI}9u${CSI}127u`)).toEqual([k('enter'), k('escape'), k('tab'), k('backspace')].map(press));
    expect(decodeKeys(`${CSI}57414u${CSI}57400u`)).toEqual([press(k('enter')), press({ kind: 'char', char: '1' })]);
    expect(decodeKeys(`${CSI}1;1:1D${CSI}1;1:2C${CSI}1;1:3A`)).toEqual([press(k('left')), repeat(k('right'))]);
    expect(decodeKeys(`${CSI}5;1:2~${CSI}6;1:3~`)).toEqual([repeat(k('pageUp'))]);
  });

  test('text: from the text field, else the shifted key, else the key itself; Ctrl+C is Ctrl+C', () => {
    expect(decodeKeys(`${CSI}97u`)).toEqual([press({ kind: 'char', char: 'a' })]);
    expect(decodeKeys(`${CSI}97;2;65u`)).toEqual([press({ kind: 'char', char: 'A' })]);
    expect(decodeKeys(`${CSI}47:63;2u`)).toEqual([press({ kind: 'char', char: '?' })]);
    expect(decodeKeys(`${CSI}97;2u`)).toEqual([press({ kind: 'char', char: 'A' })]);
    expect(decodeKeys(`${CSI}252;;252u`)).toEqual([press({ kind: 'char', char: 'ü' })]);
    // Caps Lock and Num Lock change nothing.
    expect(decodeKeys(`${CSI}113;65u`)).toEqual([press({ kind: 'char', char: 'q' })]);
    expect(decodeKeys(`${CSI}99;5u`)).toEqual([press(k('ctrlC'))]);
  });

  test('dropped: Ctrl, Alt and Super with other keys, lone modifiers, F-keys, controls in the text', () => {
    for (const sequence of [
      `${CSI}13;2u`,
      `${CSI}9;2u`,
      `${CSI}97;5u`,
      `${CSI}97;3u`,
      `${CSI}13;9u`,
      `${CSI}57441u`,
      `${CSI}57441;2:3u`,
      `${CSI}57376u`,
      `${CSI}0;1;27u`,
      `${CSI}u`,
      `${CSI}>1u`,
      `${CSI}=5;1u`,
    ]) {
      expect(decodeKeys(sequence)).toEqual([]);
    }
  });

  test('the flags report is no key: it is kept for takeReports, once', () => {
    const decoder = new KeyDecoder();
    expect(decoder.push(Buffer.from(`${CSI}?31u `))).toEqual([{ kind: 'char', char: ' ' }]);
    expect(decoder.takeReports()).toEqual([{ kind: 'keyboardFlags', flags: 31 }]);
    expect(decoder.takeReports()).toEqual([]);
  });
});
