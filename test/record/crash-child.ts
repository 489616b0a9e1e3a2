/**
 * The program the crash test kills: four random bots play an open-ended
 * match, saved after every action. After each action (and its save) it
 * prints the number of actions so far; stdout is a pipe, which Node writes
 * synchronously on Linux, so a number the test has read was saved before.
 *
 *   node crash-child.mjs <data dir>
 */

import { chooseBotAction } from '../../src/bots/index.js';
import { autosave } from '../../src/record/autosave.js';
import { createStore } from '../../src/record/store.js';
import { Table } from '../../src/table/index.js';

const dir = process.argv[2]!;
let seeds = 0;
const started = Table.start(
  {
    seats: (['random', 'random', 'random', 'random'] as const).map((level, i) => ({ kind: 'bot', name: `Bot ${i + 1}`, level })),
    rounds: 7,
    games: null,
  },
  { now: () => Date.now(), newSeed: () => `crash-${++seeds}`, decide: chooseBotAction },
);
if (!started.ok) throw new Error(JSON.stringify(started.error));
const table = started.value;
autosave(table, createStore({ dir }), {
  onWarning: (error) => {
    process.stderr.write(`save failed: ${error.errno}\n`);
    process.exit(3);
  },
});
let actions = 0;
for (;;) {
  if (table.phase === 'betweenGames') {
    if (!table.nextGame().ok) break;
  } else if (table.phase === 'playing') {
    if (!(await table.playBot()).ok) throw new Error('refused');
    actions++;
    process.stdout.write(`${actions}\n`);
  } else break;
}
