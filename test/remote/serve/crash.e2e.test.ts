/**
 * A crash loses nothing: the built server, killed (SIGKILL) in the middle
 * of a game, brings the table back at its next start where it stood, and
 * the players, connecting again with the same names, are back at their
 * seats. Players are ssh2 clients in pseudo-terminals read back through a
 * headless terminal (test/support/ssh.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { createStore } from '../../../src/record/store.js';
import { builtServerRuns } from './builtServer.js';
import { waitFor } from '../../support/wait.js';
import { KEYS } from '../../support/keyBytes.js';

// Screens here are drawn by another process.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const { dataDir: newDataDir, start, join } = builtServerRuns();

describe('the built server after a crash', () => {
  it('brings a table back where it stood, its players at their seats', async () => {
    const dataDir = newDataDir('crash');
    const first = await start(dataDir);
    const ann = await join(first.port, 'Ann', 'new --seats 2 --rounds 3');
    const code = /Table ([A-Z0-9]{4})/u.exec(await ann.waitFor(/Table [A-Z0-9]{4}/u))![1]!;
    const bob = await join(first.port, 'Bob', `join ${code}`);
    for (const player of [ann, bob]) await player.waitFor('Your hand');

    // Three actions, each seen by both, then the server is killed without a chance to say anything.
    const store = createStore({ dir: dataDir });
    const actions = (): number => store.unfinished()[0]?.record.games[0]?.actions.length ?? 0;
    for (let done = 0; done < 3; done++) {
      // The mover is the one whose screen says so (each screen shows the last action once it is stored, in its own time).
      const moving = /Your turn\.|First action done/u;
      const mover = await waitFor(async () => (moving.test(await ann.screen()) ? ann : moving.test(await bob.screen()) ? bob : null), { what: 'a mover' });
      mover.press(done % 2 === 0 ? KEYS.left : 'p');
      await waitFor(() => actions() >= done + 1, { what: `action ${done + 1} saved` });
      // Shown once stored: the mover's screen says so before the next mover is read off Ann's screen.
      await mover.waitFor(done % 2 === 0 ? /First action done/u : /playing: please wait/u);
    }
    expect(actions()).toBe(3);
    const before = store.unfinished()[0]!.record;
    // A second server on the same directory would play the same tables and overwrite their saves: it is refused.
    await expect(start(dataDir)).rejects.toThrow(new RegExp(`ended \\(1\\)[^]*another server \\(process ${first.server.pid}\\) uses the data directory`, 'u'));
    first.server.kill('SIGKILL');
    await Promise.all([ann.closedAt, bob.closedAt]);

    const second = await start(dataDir);
    expect(second.log.join('\n')).toContain(`Table ${code} brought back.`);
    // Connecting with the same names puts each straight back at their seat, in the same game.
    const annAgain = await join(second.port, 'Ann');
    const bobAgain = await join(second.port, 'Bob');
    for (const player of [annAgain, bobAgain]) await player.waitFor('Your hand');
    expect(await annAgain.screen()).toContain('Ann');
    const after = store.unfinished()[0]!.record;
    expect(after.games[0]!.actions).toEqual(before.games[0]!.actions);
    expect(after.games[0]!.seed).toBe(before.games[0]!.seed);
  }, 60_000);
});
