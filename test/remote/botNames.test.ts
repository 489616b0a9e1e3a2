/** A computer player's name ("Bot Easy", "Bot Schwer 2") is no ssh player's name: refused at host and serve with one line. */

import { describe, expect, it } from '@jest/globals';
import { PASSWORD, startTestHost } from './helpers.js';
import { startTestServer } from './serve/helpers.js';
import { sshRuns } from '../support/ssh.js';

// Ink's act() warnings are for component tests; these screens run as in the real server.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const ssh = sshRuns({ password: PASSWORD });

describe("a computer player's name over ssh", () => {
  it('is refused at host and at serve with one line: "Bot Easy" at the table could pass for the computer', async () => {
    await ssh.serve(startTestHost());
    const atHost = await ssh.join('Bot Easy');
    await atHost.closedAt;
    // With the host's own port, as the player typed it.
    expect(atHost.raw.trim()).toMatch(/^"Bot Easy" is how computer players are called: connect with another name \(ssh -p [1-9][0-9]* othername@<address>\)\.$/u);
    // One that only looks like it (a Cyrillic "Е") too: the real bot would be renamed beside it.
    const lookalike = await ssh.join('Bot \u0415asy');
    await lookalike.closedAt;
    expect(lookalike.raw).toContain('is how computer players are called');
    // A name that only starts like one is a name.
    const bothe = await ssh.join('Bote');
    await bothe.waitFor('Waiting for players');
  });

  it('in German too, whatever the language of the name', async () => {
    await ssh.serve(startTestServer());
    const player = await ssh.join('bot schwer 2', { env: { LANG: 'de_DE.UTF-8' } });
    await player.closedAt;
    expect(player.raw.trim()).toMatch(/^„bot schwer 2“ heißen Bots: mit einem anderen Namen verbinden/u);
  });
});
