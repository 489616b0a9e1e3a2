/**
 * A rated match's final standings (at a server): each human player's
 * rating before the match and after it, under the standings, from the
 * room's snapshot (room/runner.ts `rated`) through the seat screen's model
 * to the drawn results, in English and German, with plain characters
 * under --ascii; never before the match is over, never a computer player's.
 */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { chooseBotAction } from '../../src/bots/index.js';
import type { Lang } from '../../src/i18n/lang.js';
import { remoteSeatContext } from '../../src/remote/seatContext.js';
import { MatchRunner } from '../../src/room/runner.js';
import { INITIAL_SEAT_SCREEN, seatScreenModel, type ResultsModel } from '../../src/seat/model.js';
import { ResultsScreen } from '../../src/seat/screens.js';
import { frameHeight } from '../../src/term/layout.js';
import { LocaleProvider } from '../../src/term/locale.js';

const SIZE = { columns: 80, rows: 24 };

/** A served match of Ann and Bob (or of `names`), played to its end but for `left` moves. */
function playedMatch(left = 0, names = ['Ann', 'Bob'], seed = 'rated'): MatchRunner {
  const match = MatchRunner.plan(
    names.map(() => ({ kind: 'remote' as const })),
    { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed, hints: true },
    { program: 'serve', seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 0, spectators: true, now: () => 0, newSeed: () => 's', decide: chooseBotAction },
  );
  for (const name of names) match.join(name, null);
  const table = match.table!;
  let moves = names.length * 2 * 2 - left;
  while (table.view(null).phase === 'playing' && moves-- > 0) {
    const result = table.act(table.view(null).game.currentPlayer, { type: 'pass' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
  }
  return match;
}

/** As the store gives them: every player of the match, a computer player that sat in for somebody included. */
const CHANGES = [
  { id: 'key:ann', name: 'Ann', bot: false, place: 1, before: 1500, after: 1534 },
  { id: 'bot:easy', name: 'Bot Easy', bot: true, place: 2, before: 1833, after: 1820 },
  { id: 'key:bob', name: 'Bob', bot: false, place: 3, before: 1512, after: 1490 },
];

function results(match: MatchRunner, seat: number | null, lang: Lang, ascii = false): ResultsModel | null {
  const context = remoteSeatContext(match.snapshot(seat), seat, { size: SIZE, ascii, lang, standInLevel: 'easy' });
  const model = seatScreenModel(INITIAL_SEAT_SCREEN, context!);
  return model.kind === 'results' ? model.results : null;
}

async function drawn(model: ResultsModel, lang: Lang): Promise<string> {
  let app!: ReturnType<typeof render>;
  await act(async () => {
    app = render(
      <LocaleProvider lang={lang}>
        <ResultsScreen results={model} />
      </LocaleProvider>,
    );
  });
  const frame = app.lastFrame() ?? '';
  await act(async () => {
    app.unmount();
  });
  return frame;
}

describe('the final standings of a rated match', () => {
  it("show each human's rating before and after, to every seat and a spectator, and no computer player's", async () => {
    const match = playedMatch();
    expect(match.snapshot(0).ratings).toEqual([]);
    match.rated(CHANGES);
    for (const seat of [0, 1, null]) {
      expect(match.snapshot(seat).ratings).toEqual([
        { name: 'Ann', before: 1500, after: 1534 },
        { name: 'Bob', before: 1512, after: 1490 },
      ]);
      const model = results(match, seat, 'en')!;
      expect(model.match?.ratings).toHaveLength(2);
      const screen = await drawn(model, 'en');
      expect(screen).toContain('Match over. Final standings:');
      expect(screen).toContain('Ratings: Ann 1500 → 1534 (+34), Bob 1512 → 1490 (−22)');
      expect(screen).not.toContain('1833');
    }
  });

  it('are said in German, and in plain characters under --ascii', async () => {
    const match = playedMatch();
    match.rated(CHANGES);
    expect(await drawn(results(match, 0, 'de')!, 'de')).toContain('Wertungszahlen: Ann 1500 → 1534 (+34); Bob 1512 → 1490 (−22)');
    expect(await drawn(results(match, 0, 'en', true)!, 'en')).toContain('Ratings: Ann 1500 -> 1534 (+34), Bob 1512 -> 1490 (-22)');
  });

  it('show nothing of ratings before the match is over, nor for a match nobody rated', async () => {
    const unrated = playedMatch();
    expect(await drawn(results(unrated, 0, 'en')!, 'en')).not.toContain('Ratings:');
    const playing = playedMatch(1);
    playing.rated(CHANGES);
    expect(playing.snapshot(0).ratings).toEqual([]);
    expect(results(playing, 0, 'en')).toBeNull();
  });

  it('fit the smallest screen (24 rows) with four players of the longest names, a saves warning and a message, in English and German', async () => {
    const names = ['Bartholomew Anne', 'Maximiliane Ros', 'Konstantinos Pap', 'Alexandra-Louise'];
    // A random seed's length, so that the replay command takes its most room.
    const match = playedMatch(0, names, 'a7f3c9e1b5d2f8a4c6e0b9d7f1a3c5e8');
    match.rated(names.map((name, seat) => ({ id: `key:${seat}`, name, bot: false, place: seat + 1, before: 1500 + seat, after: 1600 - seat * 40 })));
    for (const lang of ['en', 'de'] as const) {
      const model = results(match, 0, lang)!;
      const crowded: ResultsModel = {
        ...model,
        match: { ...model.match!, warning: 'Not saved: no space left on device (the match goes on; saving is tried again)' },
        message: { code: 'chooseActionFirst', actions: ['shift', 'swap', 'swapAll', 'pass'] },
      };
      const lines = (await drawn(crowded, lang)).split('\n');
      // The frame leaves the terminal's last row free (term/layout.ts frameHeight).
      expect(lines.length).toBeLessThanOrEqual(frameHeight(SIZE));
      const screen = lines.join('\n');
      // The cards as one-line chips then, not boxes.
      expect(screen).not.toContain('┌');
      expect(screen).toMatch(/\[ ?[2-9JQKA10BDK]{1,2}[♠♥♦♣]\]/u);
      // What matters most stays: every player's standing and rating, the warning, and the keys.
      for (const name of names) expect(screen.split(name).length - 1).toBeGreaterThanOrEqual(2);
      expect(screen).toContain('no space left on device');
      expect(lines.at(-1)).toMatch(/\S/u);
    }
    // With room enough, the cards are boxes as ever.
    const roomy = playedMatch();
    roomy.rated(CHANGES);
    expect(await drawn(results(roomy, 0, 'en')!, 'en')).toContain('┌───┐');
  });
});

describe('the replay line of the results', () => {
  it("keeps a departed player's name in their seat where a stand-in bot played it, so the command seats everyone where they sat", () => {
    const match = playedMatch();
    const snapshot = match.snapshot(1);
    // Ann's seat played by a stand-in when the game ended.
    const standIn = { ...snapshot, seats: snapshot.seats.map((status, seat) => (seat === 0 ? { ...status, connected: false, standIn: true } : status)) };
    const context = remoteSeatContext(standIn, 1, { size: SIZE, ascii: false, lang: 'en', standInLevel: 'medium' })!;
    expect(context.bots).toEqual(['medium', null]);
    const model = seatScreenModel(INITIAL_SEAT_SCREEN, context);
    expect(model.kind).toBe('results');
    if (model.kind === 'results') expect(model.results.replayCommand).toMatch(/^shift-poker Ann Bob --rounds 2 /u);
  });
});
