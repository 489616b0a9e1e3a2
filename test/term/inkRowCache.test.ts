/**
 * The row cache (src/term/inkRowCache.ts) against Ink's own Output.get, on
 * random frames: plain and styled text, wide characters, multi-line writes,
 * writes that overlap or fall partly outside the grid, and frames with a
 * clip region (which go to Ink's own get). Every frame is asked for twice,
 * the second time from the cache. Ink's own is the package's, unpatched;
 * and Ink's Output as the program draws with it (its caches shared between
 * frames by patches/ink+6.8.0.patch, the row cache installed by
 * src/term/ink.ts) gives the same frames as Ink's own.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { styledCharsToString } from '@alcalzone/ansi-tokenize';
import { Output as ShippedOutput } from 'ink';
import '../../src/term/ink.js';
import { rowCachedGet, type InkOutput, type StyledChar } from '../../src/term/inkRowCache.js';
import { unpatched } from '../support/unpatched.js';

type Get = (this: InkOutput) => { output: string; height: number };

const Output = (await unpatched<{ default: typeof ShippedOutput }>('ink/build/output.js')).default;
const original = Output.prototype.get as unknown as Get;
/** A row cache of its own: small, so that the properties run through its emptying too. */
const rowCache = (): Get =>
  rowCachedGet(original, {
    styledCharsToString: (chars) => styledCharsToString(chars as Parameters<typeof styledCharsToString>[0]),
    blankCell: (): StyledChar => ({ type: 'char', value: ' ', fullWidth: false, styles: [] }),
    maxRows: 50,
  });
const cached = rowCache();

const piece = fc.oneof(
  fc.constantFrom('a', 'Bob', ' ', '  ', '│', '┌─1─┐', '♠', '10♥', '░░░', '·', '漢', '字', 'é', '▶'),
  fc.constantFrom('\u001B[31m', '\u001B[39m', '\u001B[1m', '\u001B[22m', '\u001B[2m', '\u001B[36m', '\u001B[0m'),
);
const line = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const write = fc.record({
  x: fc.integer({ min: -3, max: 40 }),
  y: fc.integer({ min: -2, max: 12 }),
  text: fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
});
const frame = fc.record({
  width: fc.integer({ min: 1, max: 40 }),
  height: fc.integer({ min: 1, max: 10 }),
  writes: fc.array(write, { maxLength: 12 }),
  clipAt: fc.option(fc.nat(11), { nil: null }),
  // A Text's transform: none, red, or one that depends on the line's index.
  transform: fc.constantFrom('none', 'red', 'numbered'),
});

const TRANSFORMS: Readonly<Record<string, readonly ((line: string, index: number) => string)[]>> = {
  none: [],
  red: [(line) => `\u001B[31m${line}\u001B[39m`],
  numbered: [(line, index) => `${index}${line}`, (line) => line.toUpperCase()],
};

interface FrameSpec {
  readonly width: number;
  readonly height: number;
  readonly writes: readonly { readonly x: number; readonly y: number; readonly text: string }[];
  readonly clipAt: number | null;
  readonly transform: string;
}

function make(spec: FrameSpec, Made: typeof ShippedOutput = Output): ShippedOutput {
  const output = new Made({ width: spec.width, height: spec.height });
  spec.writes.forEach((one, index) => {
    if (index === spec.clipAt) output.clip({ x1: 1, x2: Math.max(2, spec.width - 1), y1: 0, y2: spec.height });
    output.write(one.x, one.y, one.text, { transformers: [...TRANSFORMS[spec.transform]!] });
  });
  if (spec.clipAt !== null && spec.clipAt < spec.writes.length) output.unclip();
  return output;
}

describe('the row cache of Ink frames', () => {
  it('gives every frame exactly as Ink does, also when the rows come from the cache', () => {
    fc.assert(
      fc.property(frame, (spec) => {
        const expected = original.call(make(spec) as unknown as InkOutput);
        expect(cached.call(make(spec) as unknown as InkOutput)).toEqual(expected);
        expect(cached.call(make(spec) as unknown as InkOutput)).toEqual(expected);
      }),
      { numRuns: 800 },
    );
  });

  it("is what the program draws with: Ink's Output, patched and with the row cache, gives every frame as Ink's own does", () => {
    expect(ShippedOutput.prototype.get).not.toBe(Output.prototype.get);
    fc.assert(
      fc.property(frame, (spec) => {
        const expected = original.call(make(spec) as unknown as InkOutput);
        expect(make(spec, ShippedOutput).get()).toEqual(expected);
        expect(make(spec, ShippedOutput).get()).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('answers a frame of known rows without making them again', () => {
    // A cache of its own: one the properties above filled may be emptied between the two frames.
    const cached = rowCache();
    const spec = { width: 30, height: 3, writes: [{ x: 0, y: 0, text: 'Your hand\n\u001B[31m♥ A\u001B[39m' }], clipAt: null, transform: 'red' };
    const first = cached.call(make(spec) as unknown as InkOutput);
    let made = 0;
    const counting = make(spec) as unknown as InkOutput & { caches: { getStyledChars: (line: string) => readonly StyledChar[] } };
    const getStyledChars = counting.caches.getStyledChars.bind(counting.caches);
    counting.caches.getStyledChars = (text: string) => {
      made++;
      return getStyledChars(text);
    };
    expect(cached.call(counting)).toEqual(first);
    expect(made).toBe(0);
  });
});
