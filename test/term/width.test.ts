/**
 * The screen measures text with one measure, core/playerNames.ts's displayWidth
 * (string-width, as Ink measures what it draws): here it is compared with a
 * terminal emulator's (xterm.js, headless, with Unicode 11 widths, as most
 * terminals draw) on generated names, which a name cut to MAX_NAME_WIDTH
 * must fill on a real screen exactly as the layout reserved.
 *
 * Sequences of several emoji joined into one (👩‍💻, 👍🏽, 1️⃣, ❤️), and
 * combining marks on anything but a letter, are left out of the generator:
 * terminals do not agree on them (xterm.js counts each code point, others
 * draw one emoji), and string-width counts one cluster. A combining mark
 * at the start of a name, which this test found (a terminal gives it a
 * column of its own there), cleanName drops.
 */

import { describe, expect, it } from '@jest/globals';
import xterm from '@xterm/headless';
import unicode11 from '@xterm/addon-unicode11';
import fc from 'fast-check';
import { cleanName, displayWidth, MAX_NAME_WIDTH } from '../../src/index.js';

const terminal = new xterm.Terminal({ cols: 200, rows: 2, allowProposedApi: true });
terminal.loadAddon(new unicode11.Unicode11Addon());
terminal.unicode.activeVersion = '11';

/** The columns the terminal's cursor moves when `text` is written at the start of an empty line. */
async function terminalWidth(text: string): Promise<number> {
  await new Promise<void>((resolve) => terminal.write(`\r\u001B[2K${text}`, resolve));
  return terminal.buffer.active.cursorX;
}

/** A code point between `min` and `max`, as a string. */
const codePoint = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((code) => String.fromCodePoint(code));

/** One character of a name: what players type, in the scripts and symbols a table sees. */
const character = fc.oneof(
  { weight: 6, arbitrary: codePoint(0x20, 0x7e) },
  // Latin-1 and Latin Extended letters; Greek and Cyrillic.
  { weight: 3, arbitrary: codePoint(0xc0, 0x24f) },
  { weight: 2, arbitrary: codePoint(0x391, 0x3c9) },
  { weight: 2, arbitrary: codePoint(0x410, 0x44f) },
  // A letter and a combining mark (NFC may compose them).
  { weight: 2, arbitrary: fc.tuple(codePoint(0x61, 0x7a), codePoint(0x300, 0x36f)).map(([base, mark]) => base + mark) },
  // CJK ideographs, Hiragana and Katakana (without the combining sound marks, U+3099-U+309C:
  // a mark after an emoji or a flag is one more cluster terminals draw each their own way),
  // Hangul syllables, fullwidth forms.
  { weight: 2, arbitrary: codePoint(0x4e00, 0x9fff) },
  { weight: 1, arbitrary: fc.oneof(codePoint(0x3041, 0x3096), codePoint(0x30a0, 0x30ff)) },
  { weight: 1, arbitrary: codePoint(0xac00, 0xd7a3) },
  { weight: 1, arbitrary: codePoint(0xff01, 0xff5e) },
  // The screens' own symbols: card suits, box drawing, arrows, the face-down pattern, the spinner.
  { weight: 2, arbitrary: fc.constantFrom('♠', '♥', '♦', '♣', '│', '─', '┌', '░', '▶', '←', '→', '⠋', '·', '…', '×') },
  // Emoji of one code point, and symbols drawn as emoji.
  { weight: 2, arbitrary: codePoint(0x1f600, 0x1f64f) },
  { weight: 1, arbitrary: fc.constantFrom('⚽', '✅', '⌚', '⭐', '❌', '🀄', '☕', '♿') },
  // Flags (two regional indicators).
  { weight: 1, arbitrary: fc.constantFrom('🇩🇪', '🇫🇷', '🇯🇵', '🇺🇦') },
);
const name = fc.array(character, { maxLength: 20 }).map((characters) => characters.join(''));

describe("the screen's width of text", () => {
  it("is the terminal's for every name, and a cleaned name fits MAX_NAME_WIDTH on the terminal too", async () => {
    await fc.assert(
      fc.asyncProperty(name, async (raw) => {
        const clean = cleanName(raw);
        expect([clean, displayWidth(clean)]).toEqual([clean, await terminalWidth(clean)]);
        expect(await terminalWidth(clean)).toBeLessThanOrEqual(MAX_NAME_WIDTH);
      }),
      { numRuns: 1000 },
    );
  });

  it("is the terminal's for the screens' symbols and the names of the other tests", async () => {
    for (const text of ['Bob', 'Zoë', '漢字', 'ｱｲ', '한국', '♠♥♦♣', '┌─1─┐', '░░░', '😀', '⚽✅', '🇩🇪', 'e\u0301']) {
      expect([text, displayWidth(text)]).toEqual([text, await terminalWidth(text)]);
    }
  });
});
