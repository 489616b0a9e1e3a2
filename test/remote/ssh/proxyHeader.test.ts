/** The PROXY v2 header's parser, on golden bytes written out from the spec (haproxy.org proxy-protocol.txt, 2.2). */

import { describe, expect, it } from '@jest/globals';
import { MAX_PROXY_BODY, parseProxyHeader } from '../../../src/remote/ssh/proxyHeader.js';

/** Bytes from hex, spaces ignored. */
const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/gu, ''), 'hex');

const SIGNATURE = '0d0a0d0a000d0a515549540a';

/** PROXY, TCP over IPv4: 203.0.113.7 port 51234 to 10.0.0.2 port 2222. */
const IPV4 = hex(`${SIGNATURE} 21 11 000c  cb007107 0a000002  c822 08ae`);
/** PROXY, TCP over IPv6: 2001:db8::7 port 51234 to 2001:db8::2 port 2222. */
const IPV6 = hex(`${SIGNATURE} 21 21 0024  20010db8000000000000000000000007 20010db8000000000000000000000002  c822 08ae`);
/** LOCAL (a health check), no addresses. */
const LOCAL = hex(`${SIGNATURE} 20 00 0000`);
/** The start of an SSH client's identification. */
const SSH_IDENT = Buffer.from('SSH-2.0-OpenSSH_9.6\r\n', 'latin1');

describe('parseProxyHeader', () => {
  it("reads a TCP over IPv4 header: the client's address and port, and how long the header is", () => {
    expect(parseProxyHeader(IPV4)).toEqual({ kind: 'proxy', address: '203.0.113.7', port: 51234, length: 28 });
  });

  it('reads a TCP over IPv6 header, the address written as Node writes it', () => {
    expect(parseProxyHeader(IPV6)).toEqual({ kind: 'proxy', address: '2001:db8::7', port: 51234, length: 52 });
    const mapped = hex(`${SIGNATURE} 21 21 0024 00000000000000000000ffffcb007107 00000000000000000000ffff0a000002 c822 08ae`);
    expect(parseProxyHeader(mapped)).toMatchObject({ kind: 'proxy', address: '::ffff:203.0.113.7' });
  });

  it("says where the client's own bytes begin: after the header and its TLVs", () => {
    // The same IPv4 header with a 4-byte TLV (PP2_TYPE_NOOP, length 1) counted in its length.
    const withTlv = hex(`${SIGNATURE} 21 11 0010  cb007107 0a000002  c822 08ae  04 0001 00`);
    const bytes = Buffer.concat([withTlv, SSH_IDENT]);
    const header = parseProxyHeader(bytes);
    expect(header).toEqual({ kind: 'proxy', address: '203.0.113.7', port: 51234, length: 32 });
    expect(bytes.subarray(32).toString('latin1')).toBe(SSH_IDENT.toString('latin1'));
  });

  it('takes a LOCAL command as carrying no client, whatever addresses follow it', () => {
    expect(parseProxyHeader(LOCAL)).toEqual({ kind: 'local', length: 16 });
    expect(parseProxyHeader(hex(`${SIGNATURE} 20 11 000c cb007107 0a000002 c822 08ae`))).toEqual({ kind: 'local', length: 28 });
  });

  it('waits for the rest of a truncated header, at every byte short of it', () => {
    for (const whole of [IPV4, IPV6, LOCAL]) {
      for (let cut = 0; cut < whole.length; cut++) expect(parseProxyHeader(whole.subarray(0, cut))).toEqual({ kind: 'incomplete' });
    }
  });

  it('refuses bytes that are no PROXY header: a client speaking SSH, a wrong signature byte', () => {
    expect(parseProxyHeader(SSH_IDENT)).toEqual({ kind: 'error', why: 'signature' });
    expect(parseProxyHeader(SSH_IDENT.subarray(0, 1))).toEqual({ kind: 'error', why: 'signature' });
    const wrong = Buffer.from(IPV4);
    wrong[7] = 0x52;
    expect(parseProxyHeader(wrong)).toEqual({ kind: 'error', why: 'signature' });
    expect(parseProxyHeader(wrong.subarray(0, 8))).toEqual({ kind: 'error', why: 'signature' });
  });

  it('refuses version 1 (text) once its first word is there', () => {
    const v1 = Buffer.from('PROXY TCP4 203.0.113.7 10.0.0.2 51234 2222\r\n', 'latin1');
    expect(parseProxyHeader(v1)).toEqual({ kind: 'error', why: 'v1' });
    expect(parseProxyHeader(v1.subarray(0, 3))).toEqual({ kind: 'incomplete' });
  });

  it('refuses another version or command, another family or transport, and addresses longer than their length', () => {
    expect(parseProxyHeader(hex(`${SIGNATURE} 11 11 000c cb007107 0a000002 c822 08ae`))).toEqual({ kind: 'error', why: 'version' });
    expect(parseProxyHeader(hex(`${SIGNATURE} 22 11 000c cb007107 0a000002 c822 08ae`))).toEqual({ kind: 'error', why: 'version' });
    // UDP over IPv4, UNSPEC, and a UNIX socket (216 bytes of addresses).
    expect(parseProxyHeader(hex(`${SIGNATURE} 21 12 000c cb007107 0a000002 c822 08ae`))).toEqual({ kind: 'error', why: 'family' });
    expect(parseProxyHeader(hex(`${SIGNATURE} 21 00 0000`))).toEqual({ kind: 'error', why: 'family' });
    expect(parseProxyHeader(Buffer.concat([hex(`${SIGNATURE} 21 31 00d8`), Buffer.alloc(216)]))).toEqual({ kind: 'error', why: 'family' });
    // IPv4 needs 12 bytes, IPv6 36.
    expect(parseProxyHeader(hex(`${SIGNATURE} 21 11 0008 cb007107 0a000002`))).toEqual({ kind: 'error', why: 'length' });
    expect(parseProxyHeader(Buffer.concat([hex(`${SIGNATURE} 21 21 000c`), Buffer.alloc(12)]))).toEqual({ kind: 'error', why: 'length' });
  });

  it('refuses a header longer than it takes as soon as its length says so, without waiting for its bytes', () => {
    const tooLong = hex(`${SIGNATURE} 21 11 ${(MAX_PROXY_BODY + 1).toString(16).padStart(4, '0')}`);
    expect(parseProxyHeader(tooLong)).toEqual({ kind: 'error', why: 'oversized' });
    expect(parseProxyHeader(hex(`${SIGNATURE} 21 11 ffff`))).toEqual({ kind: 'error', why: 'oversized' });
    const longest = Buffer.concat([hex(`${SIGNATURE} 21 11 ${MAX_PROXY_BODY.toString(16).padStart(4, '0')} cb007107 0a000002 c822 08ae`), Buffer.alloc(MAX_PROXY_BODY - 12)]);
    expect(parseProxyHeader(longest)).toMatchObject({ kind: 'proxy', address: '203.0.113.7', length: 16 + MAX_PROXY_BODY });
  });
});
