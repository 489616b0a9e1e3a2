/** The server's ratings as the lobby and quick match read them (ratingBook.ts). */

import { describe, expect, it } from '@jest/globals';
import { RatingBook } from '../../../src/remote/serve/ratingBook.js';
import type { SeatStatus } from '../../../src/room/seating.js';
import { ratedAt } from './helpers.js';

const human = (name: string | null): SeatStatus => ({ kind: 'remote', name, level: null, connected: true, standIn: false, ready: false });
const bot: SeatStatus = { kind: 'bot', name: 'Bot Hard', level: 'hard', connected: true, standIn: false, ready: false };

describe('the rating book', () => {
  it("gives each seat's rating: a keyed player's, a bot level's, none for an open login or an open seat", async () => {
    const book = new RatingBook(async () => [ratedAt('key:KA', 1534), ratedAt('bot:hard', 1650)]);
    expect(book.of('key:KA')).toBeNull();
    await book.refresh();
    expect(book.seatsOf({ seats: [human('Ann'), bot, human('Eve'), human(null)], keys: ['KA', null, 'address:10.0.0.9', null] })).toEqual([1534, 1650, null, null]);
  });

  it('tells its listeners after a load that changed something, loads again when asked meanwhile, and keeps the last on a failed load', async () => {
    let loads = 0;
    let fail = false;
    const book = new RatingBook(async () => {
      loads++;
      if (fail) throw new Error('the store is away');
      return [ratedAt('key:KA', 1500 + loads)];
    });
    let told = 0;
    book.onChange(() => told++);
    const first = book.refresh();
    void book.refresh();
    await first;
    expect(loads).toBe(2);
    expect(book.of('key:KA')).toBe(1502);
    expect(told).toBe(2);
    fail = true;
    await book.refresh();
    expect(book.of('key:KA')).toBe(1502);
    expect(told).toBe(2);
  });
});
