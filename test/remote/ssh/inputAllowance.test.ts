/**
 * What a client may type: chunks and bytes a second, excess dropped. A
 * person's typing always passes; a flood passes only at the allowed rate.
 */
import { describe, expect, it } from '@jest/globals';
import { inputAllowance, inputFilter } from '../../../src/remote/ssh/inputAllowance.js';

const LIMITS = { maxInputChunksPerSecond: 40, maxInputBytesPerSecond: 4096 };

describe('the input allowance', () => {
  it('lets a person type: twenty keys a second, escape sequences included, for a minute', () => {
    const allow = inputAllowance(LIMITS);
    for (let key = 0; key < 20 * 60; key++) {
      const bytes = key % 3 === 0 ? 3 : 1;
      expect(allow(bytes, key * 50)).toBe(bytes);
    }
  });

  it('lets a short burst pass (a key held down), and drops a flood beyond the rate', () => {
    const allow = inputAllowance(LIMITS);
    // 80 chunks at once: the burst.
    for (let i = 0; i < 80; i++) expect(allow(1, 1000)).toBe(1);
    expect(allow(1, 1000)).toBe(0);
    // A second later, 40 more.
    let passed = 0;
    for (let i = 0; i < 100; i++) passed += allow(1, 2000) > 0 ? 1 : 0;
    expect(passed).toBe(40);
  });

  it('passes at most the byte rate of a stream of large chunks, cutting the chunk that crosses it', () => {
    const allow = inputAllowance(LIMITS);
    let passed = 0;
    // `yes` into ssh: 64 KB every 10 ms for ten seconds.
    for (let tick = 0; tick < 1000; tick++) passed += allow(65536, tick * 10);
    // The 8 KB burst and 4 KB a second after it.
    expect(passed).toBeGreaterThan(4096 * 10);
    expect(passed).toBeLessThanOrEqual(8192 + 4096 * 10);
    expect(allow(65536, 10_000)).toBeLessThan(65536);
  });

  it("a connection's filter cuts what goes beyond the allowance and tells of it once, not at every chunk of a flood", () => {
    let now = 0;
    let told = 0;
    const passing = inputFilter(
      LIMITS,
      () => told++,
      () => now,
    );
    const burst = Buffer.alloc(8192, 'y');
    expect(passing(burst)).toBe(burst);
    expect(told).toBe(0);
    expect(passing(Buffer.from('y'))).toBeNull();
    expect(passing(Buffer.from('y'))).toBeNull();
    expect(told).toBe(1);
    // A quarter of a second later, 1 KB passes of a larger chunk: its start, cut.
    now = 250;
    const cut = passing(Buffer.from('abc'.repeat(1000)));
    expect(cut?.toString()).toBe('abc'.repeat(1000).slice(0, 1024));
    expect(told).toBe(1);
  });
});
