/** The processes' messages through LISTEN/NOTIFY (cluster/bus.ts), against a real PostgreSQL started for this file. */

import { afterEach, describe, expect, it } from '@jest/globals';
import { openPool, openSession } from '../../../../src/record/pgConnect.js';
import { ALL, channelOf, openBus, type Bus } from '../../../../src/remote/serve/cluster/bus.js';
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
    // Anyone who can log in may LISTEN (no privilege needed): here on b's channel, as if its name had leaked.
    const spy = await openSession(url);
    const seen: string[] = [];
    spy.onNotification((_channel, payload) => seen.push(payload));
    await spy.query(`LISTEN ${channelOf(KEY, 'bbbb')}`);
    try {
      a.bus.send('bbbb', { t: 'output', text: 'Your hand A♦ K♣ secret-marker' });
      await waitFor(() => b.heard.length === 1 && seen.length === 1, { what: 'the message heard by b and by the listener' });
      expect(b.heard[0]!.message).toEqual({ t: 'output', text: 'Your hand A♦ K♣ secret-marker' });
      expect(seen[0]).not.toContain('secret-marker');
      expect(seen[0]).not.toContain('A♦');
      // The listener sends what it caught again, and makes a message up in a's name: b hears neither.
      await spy.query(`SELECT pg_notify('${channelOf(KEY, 'bbbb')}', $1)`, [seen[0]]);
      const madeUp = JSON.stringify({ f: 'aaaa', d: Buffer.from('99 1 0 1 {"t":"input","sid":1,"data":"cA=="}').toString('base64') });
      await spy.query(`SELECT pg_notify('${channelOf(KEY, 'bbbb')}', $1)`, [madeUp]);
      // What a sends next still arrives: the forged ones were dropped, not the bus.
      a.bus.send('bbbb', { after: true });
      await waitFor(() => b.heard.length === 2, { what: 'the next real message' });
      expect(b.heard[1]!.message).toEqual({ after: true });
      expect(b.heard).toHaveLength(2);
    } finally {
      await spy.end();
    }
  });

  it('goes on delivering while a login with no grants floods every channel it can name with parts that never end', async () => {
    const url = await postgres.database();
    const a = await bus(url, 'aaaa');
    const b = await bus(url, 'bbbb');
    const admin = await openPool(url, 1);
    const intruderUrl = new URL(url);
    await admin.query("CREATE ROLE intruder LOGIN PASSWORD 'intruder'");
    intruderUrl.username = 'intruder';
    intruderUrl.password = 'intruder';
    const intruder = await openSession(intruderUrl.toString());
    try {
      // The names it can guess (the old ones, by process id), and b's real ones as if they had leaked.
      const channels = ['shift_poker_bbbb', 'shift_poker_all', channelOf(KEY, 'bbbb'), channelOf(KEY, ALL)];
      const firstPart = JSON.stringify({ f: 'aaaa', n: 1, m: 1, d: 'x'.repeat(7_000) });
      const madeUp = JSON.stringify({ f: 'aaaa', d: Buffer.alloc(4_000, 1).toString('base64') });
      let flooding = true;
      const flood = (async () => {
        while (flooding) {
          const statements = channels.flatMap((channel) => [firstPart, madeUp].map((payload) => `SELECT pg_notify(${intruder.literal(channel)}, ${intruder.literal(payload)});`));
          await intruder.query(statements.join('').repeat(10));
        }
      })();
      const frame = `\u001b[2J${'│ A♦│ '.repeat(3_000)}`;
      for (let index = 0; index < 30; index++) {
        a.bus.send('bbbb', index % 10 === 5 ? { index, frame } : { index });
        await new Promise((resolve) => setImmediate(resolve));
      }
      await waitFor(() => b.heard.length === 30, { what: () => `b heard ${b.heard.length} of 30` });
      flooding = false;
      await flood;
      expect(b.heard.map((heard) => (heard.message as { index: number }).index)).toEqual([...Array(30).keys()]);
      expect((b.heard[15]!.message as { frame: string }).frame).toBe(frame);
      expect(b.bus.partsKept).toBe(0);
    } finally {
      await intruder.end();
      await admin.end();
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
