/** How bench/run.js judges a run's latency figures against the last landing's (bench/baseline.js). */

import { describe, expect, it } from '@jest/globals';

interface Figures {
  readonly p50Ms: number;
  readonly p95Ms: number;
}
interface Row {
  readonly figure: string;
  readonly slower: boolean;
  readonly p50Ratio: number | null;
  readonly p95Ratio: number | null;
}
interface Baseline {
  readonly figures: Record<string, Figures>;
  readonly commit?: string;
}
const baselineModule = (await import(new URL('../../bench/baseline.js', import.meta.url).href)) as {
  compare: (baseline: Baseline, figures: Record<string, Figures>) => Row[];
  describe: (rows: Row[]) => string[];
  readFigures: (text: string) => Record<string, Figures>;
  withFigures: (baseline: Baseline, figures: Record<string, Figures>, about: { commit: string }) => Baseline;
  SLOWER_BY: number;
};
const { compare, readFigures, withFigures } = baselineModule;

const landed: Baseline = {
  commit: 'abc1234',
  figures: {
    'remote: 8 players, all at once': { p50Ms: 7, p95Ms: 19 },
    'serve: 100 tables, human pace': { p50Ms: 4.5, p95Ms: 40 },
  },
};

describe('the latency baseline', () => {
  it('fails a median more than 20 % slower, as the 42 ms of every key press was', () => {
    const [row] = compare(landed, { 'remote: 8 players, all at once': { p50Ms: 48, p95Ms: 63 } });
    expect(row?.slower).toBe(true);
    expect(row?.p50Ratio).toBeCloseTo(48 / 7);
    expect(row?.p95Ratio).toBeCloseTo(63 / 19);
    expect(baselineModule.describe([row!])[0]).toMatch(/remote: 8 players, all at once {2}p50 48 ms vs 7 ms \(6\.86x\), p95 63 ms vs 19 ms \(3\.32x\) {2}SLOWER/u);
  });

  it('passes a median within 20 %, or slower by less than the noise of a millisecond', () => {
    const rows = compare(landed, {
      'remote: 8 players, all at once': { p50Ms: 7 * baselineModule.SLOWER_BY, p95Ms: 40 },
      'serve: 100 tables, human pace': { p50Ms: 5.4, p95Ms: 45 },
    });
    expect(rows.map((row) => row.slower)).toEqual([false, false]);
  });

  it('never fails a figure the baseline lacks, and says it has nothing to compare with', () => {
    const rows = compare(landed, { 'remote: 8 players, all at once (--quick)': { p50Ms: 70, p95Ms: 90 } });
    expect(rows[0]?.slower).toBe(false);
    expect(baselineModule.describe(rows)[0]).toContain('(no baseline)');
  });

  it("reads the benchmarks' figures line by line, the last of a name kept, and saves them over the old ones", () => {
    const figures = readFigures('{"figure":"a","p50Ms":1,"p95Ms":2}\n{"figure":"b","p50Ms":3,"p95Ms":4}\n{"figure":"a","p50Ms":5,"p95Ms":6}\n');
    expect(figures).toEqual({ a: { p50Ms: 5, p95Ms: 6 }, b: { p50Ms: 3, p95Ms: 4 } });
    const saved = withFigures(landed, figures, { commit: 'def5678' });
    expect(saved.commit).toBe('def5678');
    expect(Object.keys(saved.figures).sort()).toEqual(['a', 'b', 'remote: 8 players, all at once', 'serve: 100 tables, human pace']);
  });
});
