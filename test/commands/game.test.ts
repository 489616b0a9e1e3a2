/** The game's command line checked: seats, seeds and the options of a new match. */

import { describe, expect, it } from '@jest/globals';
import { resolveLaunchOptions } from '../../src/commands/game/options.js';
import { seriesSeed } from '../../src/core/seed.js';
import type { LaunchOptions } from '../../src/hotseat/options.js';
import { localTableDeps, startTable } from '../../src/hotseat/hotseatMatch.js';
import { UsageError } from '../../src/usage.js';

const defaults = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('resolveLaunchOptions', () => {
  /** The seeds of the first `count` games of a match started with these options (every game passed through). */
  function gameSeeds(options: LaunchOptions, count: number, newSeed: () => string = () => 'fresh-random-seed'): string[] {
    const table = startTable(options, options.seats, 2, localTableDeps({ newSeed }));
    for (let game = 1; game <= count; game++) {
      while (table.currentSeat !== null) {
        const result = table.act(table.currentSeat, { type: 'pass' });
        if (!result.ok) throw new Error(JSON.stringify(result.error));
      }
      if (game < count) table.nextGame();
    }
    return table.toRecord().games.map((game) => game.seed);
  }

  it('--first-player names the seat (from 1) that starts game 1 of the table it deals', () => {
    const options = resolveLaunchOptions(['Alice', 'Bob', 'Cy'], { ...defaults, firstPlayer: '3', seed: '42' }, 'en');
    expect(options.firstPlayer).toBe(2);
    const table = startTable(options, options.seats, 2, localTableDeps({ newSeed: () => 'unused' }));
    expect(table.view(null).game.startPlayer).toBe(2);
    expect(resolveLaunchOptions(['Alice', 'Bob'], { ...defaults }, 'en').firstPlayer).toBeUndefined();
  });

  it('seats humans in order, then bots with distinct marked names', () => {
    const options = resolveLaunchOptions(['Alice'], { ...defaults, bot: ['hard', 'hard'] }, 'en');
    expect(options.seats).toEqual([
      { name: 'Alice', bot: null },
      { name: 'Bot Hard', bot: 'hard' },
      { name: 'Bot Hard 2', bot: 'hard' },
    ]);
    expect(options.seatsComplete).toBe(true);
  });

  it('refuses a human named as computer players are, in any language and case, in one line', () => {
    // Beside the real "Bot Easy 2", a human "bot easy" was taken for a computer player.
    for (const [name, lang] of [
      ['bot easy', 'en'],
      ['Bot Schwer', 'en'],
      ['BOT HARD 2', 'de'],
      ['bot zufall', 'de'],
      ['ＢＯＴ ＨＡＲＤ', 'en'],
    ] as const) {
      expect(() => resolveLaunchOptions([name, 'Ann'], { ...defaults }, lang)).toThrow(UsageError);
      try {
        resolveLaunchOptions([name, 'Ann'], { ...defaults }, lang);
      } catch (error) {
        const line = (error as Error).message;
        expect(line).not.toContain('\n');
        expect(line).toContain(name.normalize('NFC'));
        expect(line).toMatch(lang === 'de' ? /heißen Bots/u : /what computer players are called/u);
      }
    }
    // A name that only begins like one is a name.
    expect(resolveLaunchOptions(['Bot Easy-going', 'Botany'], { ...defaults }, 'en').seats.map((s) => s.name)).toEqual(['Bot Easy-going', 'Botany']);
  });

  it('leaves what is missing to the setup screen', () => {
    const options = resolveLaunchOptions([], defaults, 'en');
    expect(options.seats).toEqual([]);
    expect(options.seatsComplete).toBe(false);
    expect(options.rounds).toBeNull();
  });

  it('cleans names of control characters and escape sequences', () => {
    const options = resolveLaunchOptions(['Al\u001B[31mice\u0007', 'B\u202Eob'], { ...defaults, rounds: '2' }, 'en');
    expect(options.seats.map((s) => s.name)).toEqual(['Alice', 'Bob']);
  });

  it('uses a given seed exactly as typed; later games get seeds derived from it, not seed + 1', () => {
    const options = resolveLaunchOptions(['A', 'B'], { ...defaults, seed: '17' }, 'en');
    expect(options.seed).toBe('17');
    const seeds = gameSeeds(options, 4);
    expect(seeds[0]).toBe('17');
    const later = seeds.slice(1);
    expect(later).toEqual([2, 3, 4].map((game) => seriesSeed('17', game)));
    for (const next of later) expect(next).toMatch(/^[0-9a-f]{32}$/u);
    expect(later).not.toContain('18');
    expect(new Set(later).size).toBe(3);
    // Reproducible: the same --seed gives the same series.
    const again = resolveLaunchOptions(['A', 'B'], { ...defaults, seed: '17' }, 'en');
    expect(gameSeeds(again, 4)).toEqual(seeds);
  });

  it('accepts any text as a seed, spaces and symbols included', () => {
    for (const text of ['Friday night ♠', ' 42 ', '-1', '4294967296', '0123456789abcdef0123456789abcdef', 'x'.repeat(200)]) {
      expect(resolveLaunchOptions(['A', 'B'], { ...defaults, seed: text }, 'en').seed).toBe(text);
    }
  });

  it('without --seed, every game draws a fresh seed', () => {
    let drawn = 0;
    const fresh = (): string => `fresh-${++drawn}`;
    const options = resolveLaunchOptions(['A', 'B'], defaults, 'en');
    expect(options.seed).toBeNull();
    expect(gameSeeds(options, 3, fresh)).toEqual(['fresh-1', 'fresh-2', 'fresh-3']);
  });

  it('draws a random seed when none is given', () => {
    const options = resolveLaunchOptions(['A', 'B'], defaults, 'en');
    expect(gameSeeds(options, 1)).toEqual(['fresh-random-seed']);
  });

  it('throws UsageError, not a crash, for bad values', () => {
    expect(() => resolveLaunchOptions(['A', 'B'], { ...defaults, rounds: '8' }, 'en')).toThrow(UsageError);
  });
});
