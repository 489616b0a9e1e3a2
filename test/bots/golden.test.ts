import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Action } from '../../src/core/types.js';
import type { PlayerView } from '../../src/core/view.js';
import { BOT_LEVELS, chooseBotAction, type BotLevel } from '../../src/bots/index.js';

/**
 * Decisions recorded with test/bots/golden/record.mjs: every level on 56
 * positions (2-4 players, both variants, a few after a reshuffle). Changes
 * that only make the bots faster must keep every one of them; a change of
 * play re-records the file in a commit of its own that says why.
 */
interface Golden {
  readonly positions: readonly { botSeed: number; view: PlayerView; decisions: Record<BotLevel, Action> }[];
}

const golden = JSON.parse(readFileSync(new URL('./golden/decisions.json', import.meta.url), 'utf8')) as Golden;

describe('recorded decisions', () => {
  it('covers enough positions', () => {
    expect(golden.positions.length).toBeGreaterThanOrEqual(50);
  });

  it.each(BOT_LEVELS)('the %s bot still decides every recorded position the same way', (level) => {
    const actual = golden.positions.map((p) => chooseBotAction(level, p.view, p.botSeed));
    expect(actual).toEqual(golden.positions.map((p) => p.decisions[level]));
  });
});
