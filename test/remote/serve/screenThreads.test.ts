/** The screen threads as the main thread sees them: spread, closed, and failed. */

import { describe, expect, it } from '@jest/globals';
import type { MainToScreens, ScreensToMain } from '../../../src/remote/serve/screenProtocol.js';
import { screenThreads, type ScreenHandlers } from '../../../src/remote/serve/screenThreads.js';
import { inThreadLink } from '../../../src/remote/serve/workerLink.js';

/** A screen thread that keeps what it is sent and answers each 'open' with a line of output. */
function fakeThread() {
  const got: MainToScreens[] = [];
  const link = inThreadLink<MainToScreens, ScreensToMain>((post) => (message) => {
    got.push(message);
    if (message.type === 'open') post({ type: 'output', id: message.id, text: `hello ${message.id}` });
    if (message.type === 'input') post({ type: 'leave', id: message.id });
  });
  return { link, got };
}

/** Handlers that note what they hear. */
function listening() {
  const heard: string[] = [];
  const handlers: ScreenHandlers = {
    toRoom: (message) => heard.push(`toRoom ${message.t}`),
    output: (text) => heard.push(text),
    leave: () => heard.push('leave'),
  };
  return { heard, handlers };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('screen threads', () => {
  it('give each new screen to the thread with the fewest', async () => {
    const one = fakeThread();
    const two = fakeThread();
    const threads = screenThreads([one.link, two.link]);
    for (let i = 0; i < 5; i++) threads.open(listening().handlers);
    await settle();
    expect(one.got.filter((message) => message.type === 'open')).toHaveLength(3);
    expect(two.got.filter((message) => message.type === 'open')).toHaveLength(2);
  });

  it("pass a screen's output to its own connection, and nothing after it is closed", async () => {
    const thread = fakeThread();
    const threads = screenThreads([thread.link]);
    const first = listening();
    const second = listening();
    const closed = threads.open(first.handlers);
    threads.open(second.handlers);
    closed.close();
    closed.resize({ columns: 100, rows: 30 });
    await settle();
    expect(first.heard).toEqual([]);
    expect(second.heard).toEqual(['hello 2']);
    // The close went out; the resize after it did not.
    expect(thread.got.map((message) => message.type)).toEqual(['open', 'open', 'close']);
  });

  it('tell a screen that left, once, and forget it', async () => {
    const thread = fakeThread();
    const threads = screenThreads([thread.link]);
    const seat = listening();
    const handle = threads.open(seat.handlers);
    handle.input(Buffer.from('q'));
    await settle();
    handle.input(Buffer.from('q'));
    await settle();
    expect(seat.heard).toEqual(['hello 1', 'leave']);
  });

  it('end the screens of a thread that fails, and draw later ones on the others, or in this thread when none is left', async () => {
    const one = fakeThread();
    const two = fakeThread();
    const threads = screenThreads([one.link, two.link]);
    const onOne = listening();
    const onTwo = listening();
    threads.open(onOne.handlers);
    threads.open(onTwo.handlers);
    await settle();
    one.link.fail('exit code 1');
    expect(onOne.heard).toEqual(['hello 1', 'leave']);
    expect(onTwo.heard).toEqual(['hello 2']);
    threads.open(listening().handlers);
    await settle();
    expect(two.got.filter((message) => message.type === 'open')).toHaveLength(2);
    two.link.fail('exit code 1');
    // None left: a real screen host in this thread takes the next (its link opens; no scene, so nothing is drawn yet).
    const last = listening();
    const handle = threads.open(last.handlers);
    handle.trouble('moving');
    await settle();
    expect(last.heard).toEqual([]);
  });

  it('tell a screen whose thread failed before it was shown that it left, once it is shown', async () => {
    const thread = fakeThread();
    const threads = screenThreads([thread.link]);
    const seat = listening();
    const handle = threads.open(seat.handlers);
    await settle();
    thread.link.fail('exit code 1');
    expect(seat.heard).toEqual(['hello 1', 'leave']);
    handle.show({ reader: false, lang: 'en', ascii: false, seat: 0, code: 'K7PQ', port: null, size: { columns: 80, rows: 24 }, colorDepth: 8 });
    await settle();
    expect(seat.heard).toEqual(['hello 1', 'leave', 'leave']);
  });
});
