import { describe, expect, it, jest } from '@jest/globals';
import { formatDuration, formatProgress, formatRate, startProgressBar } from '../../src/sim/progress.js';

describe('the progress line', () => {
  it('shows games done of all, games per second and the time left', () => {
    const line = formatProgress({ done: 50, total: 200, elapsedMs: 10_000, columns: 80 }, 'en');
    expect(line).toBe(`[${'█'.repeat(7)}${'░'.repeat(23)}] 50/200 games  5.0 games/s  ETA 0:30`);
  });

  it('knows no time left before the first game, and says "game" for one', () => {
    expect(formatProgress({ done: 0, total: 1, elapsedMs: 300, columns: 80 }, 'en')).toBe(`[${'░'.repeat(30)}] 0/1 game  0.00 games/s  ETA --:--`);
    expect(formatProgress({ done: 2000, total: 2000, elapsedMs: 4000, columns: 80 }, 'en')).toMatch(/^\[█{30}\] 2,000\/2,000 games {2}500 games\/s {2}ETA 0:00$/u);
  });

  it('never fills the last column of a narrow terminal, dropping the bar first', () => {
    for (const columns of [10, 30, 45, 50, 60, 200]) {
      const line = formatProgress({ done: 123, total: 4567, elapsedMs: 61_000, columns }, 'en');
      expect(line.length).toBeLessThan(columns);
    }
    expect(formatProgress({ done: 1, total: 9, elapsedMs: 1000, columns: 40 }, 'en')).not.toContain('[');
    expect(formatProgress({ done: 1, total: 9, elapsedMs: 1000, columns: 60 }, 'en')).toMatch(/^\[█+░+\] /u);
  });

  it('formats rates and durations', () => {
    expect(formatRate(0.4234)).toBe('0.42');
    expect(formatRate(8.34)).toBe('8.3');
    expect(formatRate(1234.4)).toBe('1234');
    // Written the language's way by its words: thousands grouped.
    expect(formatProgress({ done: 12_000, total: 100_000, elapsedMs: 1000 * (12_000 / 1234.4), columns: 100 }, 'en')).toContain('12,000/100,000 games  1,234 games/s');
    expect(formatProgress({ done: 12_000, total: 100_000, elapsedMs: 1000 * (12_000 / 1234.4), columns: 100 }, 'de')).toContain('12.000/100.000 Spiele  1.234 Spiele/s');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59.2)).toBe('1:00');
    expect(formatDuration(134)).toBe('2:14');
    expect(formatDuration(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
  });
});

describe('the progress bar', () => {
  it('draws in place, only when the line changed, and clears itself when stopped', () => {
    jest.useFakeTimers();
    try {
      let clock = 0;
      const writes: string[] = [];
      const bar = startProgressBar({ write: (text: string) => writes.push(text), columns: 80 }, 10, () => clock, 'en');
      expect(writes).toEqual([`\r\u001B[K[${'░'.repeat(30)}] 0/10 games  0.00 games/s  ETA --:--`]);
      // Nothing new: no redraw.
      jest.advanceTimersByTime(100);
      expect(writes).toHaveLength(1);
      clock = 1000;
      bar.update(5);
      jest.advanceTimersByTime(99);
      expect(writes).toHaveLength(1); // at most ten redraws a second
      jest.advanceTimersByTime(1);
      expect(writes).toHaveLength(2);
      expect(writes[1]).toMatch(/^\r\u001B\[K\[█{15}░{15}\] 5\/10 games {2}5\.0 games\/s {2}ETA 0:01$/u);
      bar.stop();
      bar.stop();
      expect(writes.slice(2)).toEqual(['\r\u001B[K']);
      clock = 2000;
      bar.update(10);
      jest.advanceTimersByTime(500);
      expect(writes).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes a terminal that reports no width as 80 columns wide', () => {
    const writes: string[] = [];
    const bar = startProgressBar({ write: (text: string) => writes.push(text), columns: 0 }, 10, () => 0, 'en');
    bar.stop();
    expect(writes[0]).toBe(`\r\u001B[K[${'░'.repeat(30)}] 0/10 games  0.00 games/s  ETA --:--`);
  });
});
