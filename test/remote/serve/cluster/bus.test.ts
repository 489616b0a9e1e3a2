/** The processes' messages through LISTEN/NOTIFY (cluster/bus.ts), against a real PostgreSQL started for this file. */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, openSession } from '../../../../src/record/pgConnect.js';
import { ALL, channelOf, openBus, parts, type Bus } from '../../../../src/remote/serve/cluster/bus.js';
import { usePostgres } from '../../../support/postgres.js';
import { waitFor } from '../../../support/wait.js';

const postgres = usePostgres();
const KEY = Buffer.alloc(32, 7);
const buses: Bus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

async function bus(url: string, self: string): Promise<{ bus: Bus; heard: { from: string; message: unknown }[] }> {
  const opened = await openBus({ self, key: KEY, connect: () => openSession(url, self), retryMs: 50 });
  buses.push(opened);
  const heard: { from: string; message: unknown }[] = [];
  opened.onMessage((from, message) => heard.push({ from, message }));
  return { bus: opened, heard };
}

describe('parts of a long message', () => {
  it('are each at most 3,800 bytes of UTF-8, never cut inside a character, and join to the message', () => {
    const text = `${'"\\'.repeat(3000)}${'🂡é'.repeat(4000)}`;
    const cut = parts(text);
    expect(cut.length).toBeGreaterThan(5);
    for (const part of cut) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(3_800);
      // A lone surrogate would not survive the trip as UTF-8.
      expect(part).toBe(Buffer.from(part, 'utf8').toString('utf8'));
    }
    expect(cut.join('')).toBe(text);
    expect(parts('short')).toEqual(['short']);
  });
});

describe('the bus', () => {
  it('delivers one process its messages in the order sent (a long one whole), broadcasts to all but the sender', async () => {
    const url = await postgres.database();
    const a = await bus(url, 'aaaa');
    const b = await bus(url, 'bbbb');
    const c = await bus(url, 'cccc');
    const frame = `\u001b[2J${'│ A♦│ "quoted" \\ '.repeat(2_000)}`;
    for (let index = 0; index < 40; index++) a.bus.send('bbbb', index === 20 ? { index, frame } : { index });
    a.bus.send(ALL, { hello: 'all' });
    await waitFor(() => b.heard.length === 41 && c.heard.length === 1, { what: () => `b heard ${b.heard.length}, c heard ${c.heard.length}` });
    expect(b.heard.slice(0, 40).map((heard) => (heard.message as { index: number }).index)).toEqual([...Array(40).keys()]);
    // Its parts repeat one another: each is delivered all the same (PostgreSQL drops identical payloads of one transaction).
    const arrived = (b.heard[20]!.message as { frame: string }).frame;
    expect([arrived.length, arrived === frame]).toEqual([frame.length, true]);
    expect(b.heard.every((heard) => heard.from === 'aaaa')).toBe(true);
    expect(c.heard).toEqual([{ from: 'aaaa', message: { hello: 'all' } }]);
    // The sender does not hear itself; nobody heard a's messages to b but b.
    await a.bus.flush();
    expect(a.heard).toEqual([]);
  });

  it('keeps its messages to itself: a listener without the key reads nothing, and a message made up or replayed is dropped', async () => {
    const url = await postgres.database();
    const a = await bus(url, 'aaaa');
    const b = await bus(url, 'bbbb');
    // Anyone who can log in may LISTEN (no privilege needed) on b's channel.
    const spy = await openSession(url);
    const seen: string[] = [];
    spy.onNotification((_channel, payload) => seen.push(payload));
    await spy.query(`LISTEN ${channelOf('bbbb')}`);
    try {
      a.bus.send('bbbb', { t: 'output', text: 'Your hand A♦ K♣ secret-marker' });
      await waitFor(() => b.heard.length === 1 && seen.length === 1, { what: 'the message heard by b and by the listener' });
      expect(b.heard[0]!.message).toEqual({ t: 'output', text: 'Your hand A♦ K♣ secret-marker' });
      expect(seen[0]).not.toContain('secret-marker');
      expect(seen[0]).not.toContain('A♦');
      // The listener sends what it caught again, and makes a message up in a's name: b hears neither.
      await spy.query(`SELECT pg_notify('${channelOf('bbbb')}', $1)`, [seen[0]]);
      const madeUp = JSON.stringify({ f: 'aaaa', n: 99, d: Buffer.from('1 {"t":"input","sid":1,"data":"cA=="}').toString('base64') });
      await spy.query(`SELECT pg_notify('${channelOf('bbbb')}', $1)`, [madeUp]);
      // What a sends next still arrives: the forged ones were dropped, not the bus.
      a.bus.send('bbbb', { after: true });
      await waitFor(() => b.heard.length === 2, { what: 'the next real message' });
      expect(b.heard[1]!.message).toEqual({ after: true });
      expect(b.heard).toHaveLength(2);
    } finally {
      await spy.end();
    }
  });

  it('listens again after its connection was ended (PostgreSQL restarted, a network fault), and says so', async () => {
    const url = await postgres.database();
    const a = await bus(url, 'aaaa');
    const b = await bus(url, 'bbbb');
    let again = 0;
    b.bus.onReconnected(() => again++);
    const admin = await openPool(url, 1);
    try {
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'shift-poker bbbb'");
      await waitFor(() => again === 1 && b.bus.listening, { what: 'the bus listening again' });
      a.bus.send('bbbb', { after: true });
      await waitFor(() => b.heard.length === 1, { what: 'a message after the reconnection' });
      expect(b.heard[0]!.message).toEqual({ after: true });
    } finally {
      await admin.end();
    }
  });
});
