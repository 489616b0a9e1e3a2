/**
 * Working out a hint, once for both front ends (the hotseat's driver and an
 * ssh seat's SessionApp): shown only while it is still the one waited for.
 * The ssh copy used to skip the game check, so a hint asked in one game could
 * be shown in the next at the same point of its log.
 */

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Suggestion } from '../../src/bots/suggest.js';
import type { HintState } from '../../src/seat/model.js';
import { HINT_LEAD_MS } from '../../src/seat/spinnerLead.js';
import { stillWanted, workOutHint, type HintPort } from '../../src/seat/workOutHint.js';
import { startTable } from '../table/helpers.js';

const position = { seat: 0, game: 2, logLength: 7 };
const suggestion = { action: { type: 'pass' }, winChance: 0.5, reason: 'keep' } as unknown as Suggestion;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function port(wanted: HintState | null, overrides: Partial<HintPort> = {}): HintPort & { delivered: (Suggestion | null)[]; asked: number } {
  const result = {
    delivered: [] as (Suggestion | null)[],
    asked: 0,
    wanted: () => wanted,
    suggest: async () => {
      result.asked++;
      return suggestion;
    },
    deliver: (_: unknown, answer: Suggestion | null) => {
      result.delivered.push(answer);
    },
    ...overrides,
  };
  return result;
}

describe('workOutHint', () => {
  const view = startTable().view(0).game;

  it('waits for the spinner, then works the hint out and hands it over', async () => {
    const seat = port({ ...position, suggestion: null });
    const done = workOutHint(position, view, seat);
    expect(seat.asked).toBe(0);
    await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
    await done;
    expect(seat.delivered).toEqual([suggestion]);
  });

  it('is not worked out once the turn moved on: another game, another point of the log, or already answered', async () => {
    for (const wanted of [{ ...position, game: 3, suggestion: null }, { ...position, logLength: 8, suggestion: null }, { ...position, suggestion }, null]) {
      const seat = port(wanted);
      const done = workOutHint(position, view, seat);
      await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
      await done;
      expect(seat.asked).toBe(0);
      expect(seat.delivered).toEqual([]);
    }
    expect(stillWanted({ ...position, game: 3, suggestion: null }, position)).toBe(false);
  });

  it('a suggestion that fails is delivered as none (the spinner goes), and a screen that is gone gets nothing', async () => {
    const failing = port({ ...position, suggestion: null }, { suggest: () => Promise.reject(new Error('worker gone')) });
    const done = workOutHint(position, view, failing);
    await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
    await done;
    expect(failing.delivered).toEqual([null]);
    const gone = port({ ...position, suggestion: null }, { gone: () => true });
    const left = workOutHint(position, view, gone);
    await jest.advanceTimersByTimeAsync(HINT_LEAD_MS);
    await left;
    expect(gone.delivered).toEqual([]);
  });
});
