/**
 * The parts of the processes' messages (cluster/parts.ts): every part is
 * checked before anything of it is kept, so that nothing a login without
 * the cluster's key sends can crash a process, grow it, or break a real
 * message; and what is kept is bounded whoever sends.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_PARTS, MAX_SENDERS, PART_BYTES, parts, reassembly, sealedParts } from '../../../../src/remote/serve/cluster/parts.js';
import { seal } from '../../../../src/remote/serve/cluster/seal.js';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 9);
const CHANNEL = 'shift_poker_test';

/** A sender with the key: each call the payloads of one message. */
function sender(from: string, key = KEY): (json: string) => string[] {
  let message = 0;
  let part = 0;
  return (json) => sealedParts(key, from, CHANNEL, ++message, json, () => ++part);
}

/** Payloads a login without the key might send: junk, envelopes in a real sender's name, parts sealed with another key. */
const forged = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.record({ f: fc.constantFrom('aaaa', 'bbbb'), d: fc.string({ maxLength: 300 }) }).map((envelope) => JSON.stringify(envelope)),
  fc.record({ f: fc.constant('aaaa'), seq: fc.nat(), text: fc.string() }).map(({ f, seq, text }) => JSON.stringify({ f, d: seal(OTHER_KEY, f, CHANNEL, seq, `1 0 2 ${text}`) })),
);

describe('parts of a long message', () => {
  it('are each at most PART_BYTES of UTF-8, never cut inside a character, and join to the message', () => {
    const text = `${'"\\'.repeat(3000)}${'🂡é'.repeat(4000)}`;
    const cut = parts(text);
    expect(cut.length).toBeGreaterThan(5);
    for (const part of cut) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(PART_BYTES);
      // A lone surrogate would not survive the trip as UTF-8.
      expect(part).toBe(Buffer.from(part, 'utf8').toString('utf8'));
    }
    expect(cut.join('')).toBe(text);
    expect(parts('short')).toEqual(['short']);
  });

  it("sealed, each fits PostgreSQL's payload of under 8,000 bytes, however the text escapes", () => {
    const send = sender('a1b2c3d4e5f6');
    for (const text of ['"'.repeat(20_000), '\\'.repeat(20_000), '🂡'.repeat(9_000), '\u0000\u001b'.repeat(9_000)]) {
      const payloads = send(JSON.stringify({ text }));
      expect(payloads.length).toBeGreaterThan(1);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    }
  });
});

describe('joining the parts', () => {
  it('delivers every message of every sender whole and in order, whatever forged payloads come between', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: fc.constantFrom('aaaa', 'cccc'), text: fc.oneof(fc.string({ maxLength: 50 }), fc.string({ minLength: 6000, maxLength: 16000 })) }), {
          maxLength: 12,
        }),
        fc.array(fc.tuple(fc.nat(), forged), { maxLength: 40 }),
        (messages, noise) => {
          const senders = { aaaa: sender('aaaa'), cccc: sender('cccc') };
          const payloads = messages.flatMap(({ from, text }) => senders[from as 'aaaa' | 'cccc'](JSON.stringify(text)));
          for (const [at, payload] of noise) payloads.splice(at % (payloads.length + 1), 0, payload);
          const join = reassembly(KEY, 'bbbb');
          const heard = payloads.flatMap((payload) => {
            const whole = join.heard(CHANNEL, payload);
            return whole === null ? [] : [{ from: whole.from, text: JSON.parse(whole.json) as string }];
          });
          expect(heard).toEqual(messages);
          expect(join.kept).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps nothing of parts it cannot open: a flood of forged first parts costs no memory', () => {
    const join = reassembly(KEY, 'bbbb');
    fc.assert(
      fc.property(forged, (payload) => {
        expect(join.heard(CHANNEL, payload)).toBeNull();
        expect(join.kept).toBe(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('drops a part heard again (replayed) and a message whose middle was lost, and the next message still arrives', () => {
    const send = sender('aaaa');
    const join = reassembly(KEY, 'bbbb');
    const long = JSON.stringify('x'.repeat(3 * PART_BYTES));
    const first = send(long);
    expect(first.length).toBeGreaterThanOrEqual(3);
    // The middle lost: the message is not delivered, and nothing of it stays.
    expect([join.heard(CHANNEL, first[0]!), join.heard(CHANNEL, first[2]!), join.heard(CHANNEL, first[3] ?? first[2]!)]).toEqual([null, null, null]);
    expect(join.kept).toBe(0);
    const [short] = send(JSON.stringify('after'));
    expect(join.heard(CHANNEL, short!)).toEqual({ from: 'aaaa', json: '"after"' });
    // Heard again: dropped.
    expect(join.heard(CHANNEL, short!)).toBeNull();
    // Sealed for another channel: dropped.
    const [elsewhere] = sealedParts(KEY, 'aaaa', 'shift_poker_other', 99, '"x"', () => 1_000);
    expect(join.heard(CHANNEL, elsewhere!)).toBeNull();
  });

  it('keeps at most MAX_PARTS parts of a message, and messages under way of at most MAX_SENDERS senders', () => {
    const join = reassembly(KEY, 'bbbb');
    // A key holder that only ever starts messages: each sender's newest start replaces its last.
    for (let index = 0; index < MAX_SENDERS * 3; index++) {
      const from = `p${index}`;
      const [firstPart] = sealedParts(KEY, from, CHANNEL, 1, JSON.stringify('y'.repeat(2 * PART_BYTES)), () => 1);
      join.heard(CHANNEL, firstPart!);
    }
    expect(join.kept).toBe(MAX_SENDERS);
    // A message said to have more parts than allowed is not begun.
    const tooMany = seal(KEY, 'zz', CHANNEL, 5, `1 0 ${MAX_PARTS + 1} x`);
    expect(join.heard(CHANNEL, JSON.stringify({ f: 'zz', d: tooMany }))).toBeNull();
    expect(join.kept).toBe(MAX_SENDERS);
    join.clear();
    expect(join.kept).toBe(0);
  });
});
