/**
 * The built program starts from V8's code cache (src/codeCache.ts): the
 * first start writes the cache into the user's cache folder once its first
 * frame is drawn, the second start uses it (SHIFT_POKER_DEBUG_CODE_CACHE=1
 * says so on standard error) and draws the same first frame. A spoiled
 * cache is run past and written anew; with no cache folder to write, the
 * program starts all the same.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtProgramRuns, type PtySession } from '../support/pty.js';
import { waitFor } from '../support/wait.js';

const { startIn, tempDir } = builtProgramRuns({ tmpPrefix: 'shift-poker-code-cache-' });
const GAME = ['Alice', '--bot', 'hard', '--bot', 'hard', '--bot', 'hard', '--rounds', '2', '--seed', '1'];
const FIRST_FRAME = /Middle row[\s\S]*q quit/u;

let starts = 0;
/** One start's variables: the cache folder shared, the saved matches not (the second start would be offered the first's match). */
function environment(home: string, cache = path.join(home, 'cache')): NodeJS.ProcessEnv {
  starts += 1;
  return { HOME: home, XDG_STATE_HOME: path.join(home, `state-${starts}`), XDG_CACHE_HOME: cache, SHIFT_POKER_DEBUG_CODE_CACHE: '1' };
}

/**
 * The frame with its spinner at one step (how far it has turned depends on
 * when the screen was read), without the debug lines of the code cache and
 * the title line: a debug line written just after the frame can scroll the
 * full screen up by one line before it is read.
 */
const steady = (frame: string): string =>
  frame
    .replace(/[\u2800-\u28FF]/gu, '*')
    .split('\n')
    .filter((line) => !line.startsWith('code cache:') && !/Round \d+\/\d+ ·/u.test(line))
    .join('\n')
    .trimEnd();

const entries = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.v8cache')) : []);

/** Starts the game until its first frame; resolves with that frame and the session. */
async function firstFrame(env: NodeJS.ProcessEnv): Promise<{ readonly frame: string; readonly session: PtySession }> {
  const session = startIn(env, ...GAME);
  const frame = await session.waitFor(FIRST_FRAME, 20_000);
  return { frame, session };
}

describe('the code cache', () => {
  it('is written after the first start and used by the second, which draws the same first frame', async () => {
    const home = tempDir();
    const cache = path.join(home, 'cache', 'shift-poker');
    const first = await firstFrame(environment(home));
    expect(first.session.raw).toContain('code cache: none');
    const [entry] = await waitFor(() => (entries(cache).length === 1 ? entries(cache) : null), { what: () => first.session.raw });
    await waitFor(() => first.session.raw.includes('code cache: written'), { what: () => first.session.raw });
    first.session.dispose();
    const written = statSync(path.join(cache, entry!)).mtimeMs;

    const second = await firstFrame(environment(home));
    expect(second.session.raw).toContain('code cache: used');
    expect(steady(second.frame)).toBe(steady(first.frame));
    second.session.dispose();
    // Used, so not written again.
    expect(entries(cache)).toEqual([entry]);
    expect(statSync(path.join(cache, entry!)).mtimeMs).toBe(written);
  }, 60_000);

  it('runs past a corrupt cache and writes it anew, removing entries of other builds', async () => {
    const home = tempDir();
    const cache = path.join(home, 'cache', 'shift-poker');
    const first = await firstFrame(environment(home));
    const [entry] = await waitFor(() => (entries(cache).length === 1 ? entries(cache) : null), { what: () => first.session.raw });
    await waitFor(() => first.session.raw.includes('code cache: written'), { what: () => first.session.raw });
    first.session.dispose();
    const file = path.join(cache, entry!);
    const good = readFileSync(file);
    writeFileSync(file, good.subarray(0, good.length >> 1));
    const stale = path.join(cache, `cli-${'0'.repeat(32)}.v8cache`);
    writeFileSync(stale, 'an older build');

    const second = await firstFrame(environment(home));
    expect(second.session.raw).toContain('code cache: rejected');
    expect(steady(second.frame)).toBe(steady(first.frame));
    await waitFor(() => second.session.raw.includes('code cache: written'), { what: () => second.session.raw });
    expect(readFileSync(file).length).toBeGreaterThan(good.length >> 1);
    expect(existsSync(stale)).toBe(false);
  }, 60_000);

  it('starts without a cache folder it can write', async () => {
    const home = tempDir();
    const blocker = path.join(home, 'a-file');
    writeFileSync(blocker, '');
    const { session } = await firstFrame(environment(home, blocker));
    await waitFor(() => session.raw.includes('code cache: not written'), { what: () => session.raw });
  }, 60_000);
});
