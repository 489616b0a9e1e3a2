import { describe, expect, it } from '@jest/globals';
import { RefusalTally, ThrottledLine, type RefusalSummary } from '../../../src/remote/serve/refusals.js';

function tally(): { said: RefusalSummary[]; add: RefusalTally['add']; advance: (ms: number) => void } {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const said: RefusalSummary[] = [];
  const counter = new RefusalTally((summary) => said.push(summary), {
    now: () => now,
    setTimer: (run, ms) => {
      timers.push({ at: now + ms, run });
      return {};
    },
  });
  return {
    said,
    add: (why, address) => counter.add(why, address),
    advance: (ms) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > now));
      for (const timer of due) timer.run();
    },
  };
}

describe('refused connections in the log', () => {
  it('says the first at once, then what came since once a minute, by limit and with the address refused most', () => {
    const { said, add, advance } = tally();
    add('full', '203.0.113.7');
    expect(said).toEqual([{ total: 1, byLimit: { full: 1, address: 0, notLoggedIn: 0 }, top: { address: '203.0.113.7', count: 1 } }]);
    for (let i = 0; i < 500; i++) add(i % 5 === 0 ? 'notLoggedIn' : 'address', i % 2 === 0 ? '198.51.100.1' : `192.0.2.${i % 200}`);
    expect(said).toHaveLength(1);
    advance(59_999);
    expect(said).toHaveLength(1);
    advance(1);
    expect(said).toHaveLength(2);
    expect(said[1]).toEqual({ total: 500, byLimit: { full: 0, address: 400, notLoggedIn: 100 }, top: { address: '198.51.100.1', count: 250 } });
    // Quiet for a while: the next refusal is told at once again.
    advance(120_000);
    expect(said).toHaveLength(2);
    add('address', '192.0.2.1');
    expect(said).toHaveLength(3);
  });
});

describe("a line that comes in floods (a balancer's connections without their PROXY header)", () => {
  it('is said at once the first time, then at most once a minute: the latest, with how many more came', () => {
    let now = 0;
    const timers: { at: number; run: () => void }[] = [];
    const said: [string, number][] = [];
    const line = new ThrottledLine<string>((latest, more) => said.push([latest, more]), {
      now: () => now,
      setTimer: (run, ms) => {
        timers.push({ at: now + ms, run });
        return {};
      },
    });
    const advance = (ms: number): void => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > now));
      for (const timer of due) timer.run();
    };
    line.add('signature');
    for (let index = 0; index < 199; index++) line.add(index % 2 === 0 ? 'timeout' : 'v1');
    expect(said).toEqual([['signature', 0]]);
    advance(60_000);
    expect(said).toEqual([
      ['signature', 0],
      ['timeout', 198],
    ]);
    // Quiet for a minute: the next is said at once again.
    advance(60_000);
    line.add('closed');
    expect(said.at(-1)).toEqual(['closed', 0]);
  });
});
