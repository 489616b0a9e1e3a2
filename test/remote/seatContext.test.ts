/** The host's own seat at a hosted match: its results' replay line begins as the host started the program. */

import { describe, expect, it } from '@jest/globals';
import { chooseBotAction } from '../../src/bots/index.js';
import { MatchRunner } from '../../src/room/runner.js';
import { remoteSeatContext } from '../../src/remote/seatContext.js';
import { INITIAL_SEAT_SCREEN, seatScreenModel } from '../../src/seat/model.js';

const SIZE = { columns: 80, rows: 24 };

function finishedMatch(): MatchRunner {
  const match = MatchRunner.plan(
    [{ kind: 'local', name: 'Host' }, { kind: 'remote' }],
    { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'replay', hints: true },
    { program: 'host', seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: false, now: () => 0, newSeed: () => 's', decide: chooseBotAction },
  );
  const joined = match.join('Ann', null);
  if (match.table === null) throw new Error(JSON.stringify(joined));
  const table = match.table;
  while (table.view(null).phase === 'playing') {
    const result = table.act(table.view(null).game.currentPlayer, { type: 'pass' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
  }
  return match;
}

describe("the host's own results", () => {
  it('give the replay line the prefix the host was started with (its --lang too), as at one keyboard', () => {
    const match = finishedMatch();
    const seat = match.localSeat!;
    const context = remoteSeatContext(match.snapshot(seat), seat, { size: SIZE, ascii: false, lang: 'de', standInLevel: 'easy', program: 'npm start -- --lang de' });
    const model = seatScreenModel(INITIAL_SEAT_SCREEN, context!);
    expect(model.kind).toBe('results');
    expect(model.kind === 'results' ? model.results.replayCommand : null).toMatch(/^npm start -- --lang de .*--seed replay/u);
  });
});
