/** The one rule for a failing bot: a legal answer is played as it is; anything else (a throw, an illegal or malformed move) becomes the first legal action. */

import { describe, expect, it } from '@jest/globals';
import type { Action } from '../../src/core/types.js';
import { steadyDecider } from '../../src/room/steady.js';
import { startTable } from '../table/helpers.js';

describe('steadyDecider', () => {
  const view = startTable().view(0).game;
  const first = { type: 'shift', direction: 'left' };

  it('keeps a legal answer as it is', async () => {
    const swap: Action = { type: 'swap', own: 2, middle: 1 };
    await expect(steadyDecider(() => swap)('easy', view, 1)).resolves.toBe(swap);
  });

  it('plays the first legal action for a malformed move, a move of the wrong kind, a throw or a rejected promise', async () => {
    await expect(steadyDecider(() => ({ type: 'swap', own: 5, middle: 1 }) as unknown as Action)('easy', view, 1)).resolves.toEqual(first);
    await expect(steadyDecider(() => ({ type: 'fold' }) as unknown as Action)('easy', view, 1)).resolves.toEqual(first);
    await expect(
      steadyDecider(() => {
        throw new Error('bot failed');
      })('easy', view, 1),
    ).resolves.toEqual(first);
    await expect(steadyDecider(() => Promise.reject(new Error('worker gone')))('hard', view, 1)).resolves.toEqual(first);
  });
});
