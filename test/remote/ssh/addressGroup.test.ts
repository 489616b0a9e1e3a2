import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addressGroup } from '../../../src/remote/ssh/addressGroup.js';

describe('addressGroup', () => {
  it('an IPv4 address is one address, written either way', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('an IPv6 address counts as its /64, however it is written', () => {
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressGroup('unknown')).toBe('unknown');
  });

  it('any two addresses of one /64 are one group; of different /64s, two', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const prefix = fc.array(hextet, { minLength: 4, maxLength: 4 });
    const suffix = fc.array(hextet, { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(prefix, prefix, suffix, suffix, (p, q, s, t) => {
        const a = addressGroup([...p, ...s].join(':'));
        expect(addressGroup([...p, ...t].join(':'))).toBe(a);
        expect(addressGroup([...q, ...t].join(':')) === a).toBe(p.join(':') === q.join(':'));
      }),
    );
  });
});
