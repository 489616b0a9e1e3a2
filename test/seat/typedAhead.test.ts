/**
 * What a seat's player typed ahead (seat/typedAhead.ts): played in the order
 * it came, each item once, the rest held while a command is on its way to
 * the room (SeatRoom.idle) and played once it is answered.
 */

import { describe, expect, it } from '@jest/globals';
import { playTypedAhead, typedAhead } from '../../src/seat/typedAhead.js';

/** A room whose commands are answered when the test says: `busy` sends one, `answer` settles it (resolved once its waiters ran). */
function room() {
  let pending: { readonly promise: Promise<void>; readonly resolve: () => void } | null = null;
  let asked = 0;
  return {
    idle: (): Promise<void> | null => {
      asked++;
      return pending?.promise ?? null;
    },
    busy(): void {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
    },
    async answer(): Promise<void> {
      const answered = pending!;
      pending = null;
      answered.resolve();
      await answered.promise;
    },
    asked: () => asked,
  };
}

describe('typed ahead', () => {
  it('plays at once, in order, while no command is on its way', () => {
    const played: string[] = [];
    const ahead = typedAhead<string>();
    playTypedAhead(ahead, ['a', 'b'], room(), (item) => played.push(item) > 0);
    playTypedAhead(ahead, ['c'], room(), (item) => played.push(item) > 0);
    expect(played).toEqual(['a', 'b', 'c']);
    expect(ahead.queue).toEqual([]);
  });

  it('holds what comes while a command is on its way and plays it, in order and once, when the command is answered', async () => {
    const link = room();
    const played: string[] = [];
    const play = (item: string): boolean => {
      played.push(item);
      // The first item sends a command: what follows it waits for its answer.
      if (item === 'a') link.busy();
      return true;
    };
    const ahead = typedAhead<string>();
    playTypedAhead(ahead, ['a', 'b'], link, play);
    playTypedAhead(ahead, ['c'], link, play);
    expect(played).toEqual(['a']);
    expect(ahead.waiting).toBe(true);
    await link.answer();
    expect(played).toEqual(['a', 'b', 'c']);
    expect(ahead.waiting).toBe(false);
    playTypedAhead(ahead, ['d'], link, play);
    expect(played).toEqual(['a', 'b', 'c', 'd']);
  });

  it('waits again for a command an item sent after the wait, and once for each however many items come meanwhile', async () => {
    const link = room();
    const played: string[] = [];
    const ahead = typedAhead<string>();
    const play = (item: string): boolean => {
      played.push(item);
      if (item === 'b') link.busy();
      return true;
    };
    link.busy();
    playTypedAhead(ahead, ['a'], link, play);
    playTypedAhead(ahead, ['b'], link, play);
    playTypedAhead(ahead, ['c'], link, play);
    // One look at the room: the later items only join the queue.
    expect(link.asked()).toBe(1);
    expect(played).toEqual([]);
    await link.answer();
    expect(played).toEqual(['a', 'b']);
    await link.answer();
    expect(played).toEqual(['a', 'b', 'c']);
  });

  it('drops what waits when an item says the screen is done with input; what comes later is played', () => {
    const played: string[] = [];
    const ahead = typedAhead<string>();
    const play = (item: string): boolean => {
      played.push(item);
      return item !== 'quit';
    };
    playTypedAhead(ahead, ['a', 'quit', 'b', 'c'], room(), play);
    expect(played).toEqual(['a', 'quit']);
    expect(ahead.queue).toEqual([]);
    playTypedAhead(ahead, ['d'], room(), play);
    expect(played).toEqual(['a', 'quit', 'd']);
  });

  it('hands a failing item’s error to whoever added it; that item is not played again, the ones behind it are when more come, before them', () => {
    const played: string[] = [];
    const ahead = typedAhead<string>();
    const play = (item: string): boolean => {
      if (item === 'bad') throw new Error('bad key');
      played.push(item);
      return true;
    };
    expect(() => playTypedAhead(ahead, ['a', 'bad', 'b'], room(), play)).toThrow('bad key');
    expect(played).toEqual(['a']);
    expect(ahead.queue).toEqual(['b']);
    playTypedAhead(ahead, ['c'], room(), play);
    expect(played).toEqual(['a', 'b', 'c']);
  });
});
