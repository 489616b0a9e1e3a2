/**
 * One client piping input without end into its ssh (`yes | ssh -tt ...`)
 * slows nobody else and does not grow the server: the built server with
 * one table thread, so that the flooder's table and another player's share
 * it. (Before input was limited, the other table froze for minutes and the
 * table thread ran out of memory.)
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { sleep } from '../../support/wait.js';
import { builtServerRuns } from './builtServer.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const runs = builtServerRuns();

function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

describe('a client that floods its input', () => {
  it('slows nobody else at the same table thread, and the server does not grow', async () => {
    const { server, port, log } = await runs.start(runs.dataDir('flood'), ['--table-threads', '1']);
    const join = (name: string, command: string) => runs.join(port, name, command);
    const flooder = await join('Flo', 'new --seats 2 --bot easy');
    const victim = await join('Vic', 'new --seats 2 --bot easy');
    for (const player of [flooder, victim]) await player.waitFor('Your hand', 15_000);
    const before = residentMb(server.pid!);

    // What `yes` writes into a terminal: as fast as the connection takes it.
    let flooding = true;
    const chunk = 'y\r'.repeat(8192);
    const flood = (): void => {
      if (!flooding) return;
      if (flooder.channel.write(chunk)) setImmediate(flood);
      else flooder.channel.once('drain', flood);
    };
    flood();
    const slowest: number[] = [];
    try {
      await sleep(2000);
      for (let i = 0; i < 10; i++) {
        const started = Date.now();
        victim.press('?');
        await victim.waitFor(i % 2 === 0 ? /Help/u : /Your hand/u, 5000);
        slowest.push(Date.now() - started);
        await sleep(300);
      }
    } finally {
      flooding = false;
    }
    expect(Math.max(...slowest)).toBeLessThan(1000);
    expect(residentMb(server.pid!) - before).toBeLessThan(150);
    // The operator hears of it, once.
    expect(log.filter((line) => line.includes('Flo from 127.0.0.1 sends faster than anyone types'))).toHaveLength(1);
  }, 60_000);
});
