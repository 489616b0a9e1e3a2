/**
 * Bots on a pool of worker threads, through the built worker file
 * (dist/bot-worker.js; `npm run build` first): the same decisions as in this
 * thread, requests spread over the threads, and a worker that cannot run
 * leaves no request unanswered.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooseBotAction, type BotLevel } from '../../src/bots/index.js';
import { playerView, type PlayerView } from '../../src/core/view.js';
import { workerDecider, type WorkerDecider } from '../../src/remote/botDecider.js';
import { randomPoint } from '../bots/helpers.js';

const BUILT_WORKER = new URL('../../dist/bot-worker.js', import.meta.url);

function requireBuild(): void {
  if (!existsSync(BUILT_WORKER)) throw new Error('dist/bot-worker.js is missing: run `npm run build` before these tests');
}

/** Views of seats on their turn, from games at random points. */
function views(count: number): PlayerView[] {
  return Array.from({ length: count }, (_, index) => {
    const state = randomPoint({ seed: 100 + index, players: 2 + (index % 3), rounds: 3, actions: index * 3 });
    return playerView(state, state.currentPlayer);
  });
}

const deciders: WorkerDecider[] = [];
afterEach(async () => {
  await Promise.all(deciders.splice(0).map((decider) => decider.close()));
});

describe('the bot pool', () => {
  it('decides exactly as the bot in this thread would, with several threads at once', async () => {
    requireBuild();
    const pool = workerDecider({ url: BUILT_WORKER, threads: 2 });
    deciders.push(pool);
    const levels: BotLevel[] = ['random', 'easy', 'medium'];
    const asked = views(12).map((view, index) => ({ level: levels[index % 3]!, view, seed: 7 * index + 1 }));
    const answers = await Promise.all(asked.map(({ level, view, seed }) => pool.decide(level, view, seed)));
    expect(answers).toEqual(asked.map(({ level, view, seed }) => chooseBotAction(level, view, seed)));
    // Twelve requests at once went to both threads.
    expect(pool.threads()).toBe(2);
  });

  it('answers in this thread when a worker cannot run, and after it is closed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-worker-'));
    try {
      const broken = path.join(dir, 'broken-worker.mjs');
      writeFileSync(broken, 'throw new Error("this worker cannot start");\n');
      const pool = workerDecider({ url: pathToFileURL(broken), threads: 2 });
      deciders.push(pool);
      const [view] = views(1);
      expect(await pool.decide('easy', view!, 3)).toEqual(chooseBotAction('easy', view!, 3));
      await pool.close();
      expect(await pool.decide('medium', view!, 4)).toEqual(chooseBotAction('medium', view!, 4));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
