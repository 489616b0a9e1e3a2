import { describe, expect, it } from '@jest/globals';
import { formatCard } from '../../src/core/cards.js';
import { leavingDisclosure } from '../../src/record/leaving.js';
import { replayGames, type MatchRecord } from '../../src/table/index.js';
import { leavingSummary, matchSummary } from '../../src/hotseat/summary.js';
import { savedMatch } from '../../src/hotseat/savedMatch.js';
import { createStore } from '../../src/record/store.js';
import type { SeatSpec } from '../../src/hotseat/options.js';
import { humans, startTable, step, testDeps } from '../table/helpers.js';
import { freshSeeds, INSTANT_BARRIER, launchOptions, storeFailingWhile } from './helpers.js';
import { ScreenDriver } from '../../src/hotseat/driver.js';
import { keptRatings } from '../../src/record/ratingsFile.js';
import { tempDirsRemovedAfterEach } from '../support/tempDirs.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A two-player match half-way through its first game. */
function halfPlayed(): MatchRecord {
  const table = startTable({ games: null });
  const seat = table.view(null).game.currentPlayer;
  const result = table.act(seat, { type: 'pass' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return table.toRecord();
}

function hiddenCardsOf(record: MatchRecord, game: number): string[] {
  return replayGames(record)[game]!.players.flatMap((player) => player.hidden.map((card) => formatCard(card, { ascii: true })));
}

describe('the summary printed when a match is left', () => {
  it('keeps the hidden cards and the seed of a game the saved file can go on with to itself, and says how to go on', () => {
    const record = halfPlayed();
    const disclosure = leavingDisclosure(record, { file: '/saves/match.json', record });
    const summary = matchSummary(record, { ascii: true, lang: 'en', disclosure, resumeCommand: 'shift-poker --resume' })!;
    expect(summary).toContain('Cards stay hidden: the saved match can still go on with this game.');
    expect(summary).toContain('The match is saved, unfinished. Go on with: shift-poker --resume');
    expect(summary).not.toContain(record.games[0]!.seed);
    for (const card of hiddenCardsOf(record, 0)) expect(summary).not.toContain(card);
  });

  it('shows the standings so far and the replay command when nothing can be resumed', () => {
    const record = halfPlayed();
    const summary = matchSummary(record, { ascii: true, lang: 'en', disclosure: leavingDisclosure(record, null) })!;
    expect(summary).toContain('standings so far');
    expect(summary).toContain(`--seed ${record.games[0]!.seed}`);
    expect(summary).not.toMatch(/saved|Go on/u);
  });

  it('names the command that resumes the match, as given', () => {
    const command = "shift-poker --resume --data-dir '/tmp/my saves'";
    const record = halfPlayed();
    const summary = matchSummary(record, { ascii: true, lang: 'en', disclosure: leavingDisclosure(record, { file: 'f.json', record }), resumeCommand: command })!;
    expect(summary).toContain(`Go on with: ${command}`);
  });

  it('a file holding an earlier position: no "saved", but where the file goes on from, by its name', () => {
    const before = startTable({ games: null });
    const earlier = before.toRecord();
    const seat = before.view(null).game.currentPlayer;
    before.act(seat, { type: 'pass' });
    const now = before.toRecord();
    const summary = matchSummary(now, { ascii: true, lang: 'en', disclosure: leavingDisclosure(now, { file: '/saves/a b.json', record: earlier }) })!;
    expect(summary).not.toMatch(/saved, unfinished|Go on with/u);
    expect(summary).toContain("Not saved since game 1, round 1/2: shift-poker --resume '/saves/a b.json' starts again from there.");
    expect(summary).not.toContain(now.games[0]!.seed);
  });

  it('speaks German when asked', () => {
    const record = halfPlayed();
    const summary = matchSummary(record, { ascii: true, disclosure: leavingDisclosure(record, { file: 'f.json', record }), resumeCommand: 'shift-poker --resume', lang: 'de' })!;
    expect(summary).toContain('Die Partie ist gespeichert und noch nicht beendet. Weiter mit: shift-poker --resume');
    expect(summary).toContain('Die Karten bleiben verdeckt');
  });
});

describe('the ranking printed for a finished game', () => {
  /** A four-player match of two rounds where everybody passes, on seed `seed`. */
  function passedThrough(seed: string, hints: boolean): MatchRecord {
    let seeds = 0;
    const table = startTable({ seats: humans('Ann', 'Bob', 'Cid', 'Dee'), rounds: 2, hints }, testDeps({ newSeed: () => `${seed}-${++seeds}` }));
    while (table.phase === 'playing') {
      const result = table.act(table.currentSeat!, { type: 'pass' }, table.version);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
    }
    return table.toRecord();
  }

  it('lines up the hand names whatever the width of the hands (a ten is two characters)', () => {
    let checkedWithTens = 0;
    for (let index = 0; index < 20; index++) {
      const summary = matchSummary(passedThrough(`tens-${index}`, true), { ascii: false, lang: 'en' })!;
      const rows = summary.split('\n').filter((line) => /^\d\.\s.*[♠♥♦♣]/u.test(line));
      expect(rows).toHaveLength(4);
      const handNameColumn = rows.map((row) => row.search(/(High Card|One Pair|Two Pair|Three of a Kind|Straight|Flush|Full House|Four of a Kind)/u));
      expect(new Set(handNameColumn).size).toBe(1);
      if (new Set(rows.map((row) => row.split('10').length)).size > 1) checkedWithTens++;
    }
    // Seeds where some hands hold more tens than others: the case that once shifted the column.
    expect(checkedWithTens).toBeGreaterThan(3);
  });

  it('keeps --no-hints in the command that replays the game', () => {
    expect(matchSummary(passedThrough('hints', false), { ascii: true, lang: 'en' })).toMatch(/--rounds 2 --no-hints --seed /u);
    expect(matchSummary(passedThrough('hints', true), { ascii: true, lang: 'en' })).not.toContain('--no-hints');
  });
});

describe('the summary of a finished match that is saved', () => {
  it('shows each human’s rating before and after it, rated after the matches saved before it; bots are rated but not shown', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-rated-'));
    try {
      const store = createStore({ dir });
      const options = launchOptions();
      let clock = Date.UTC(2026, 10, 29);
      const play = async (seats: SeatSpec[]): Promise<string> => {
        // One match after the other: the clock moves on.
        const hotseat = savedMatch(options, store, { kind: 'new' }, { now: () => (clock += 1000), newSeed: freshSeeds() });
        const table = hotseat.start(seats, 2);
        let salt = 1;
        while (table.phase === 'playing') await step(table, salt++);
        // An open-ended match ends when the players end it between games.
        if (table.phase === 'betweenGames') expect(table.endMatch(table.version).ok).toBe(true);
        return leavingSummary(hotseat, { ascii: false, lang: 'en' })!;
      };
      const first = await play([
        { name: 'Ann', bot: null },
        { name: 'Ben', bot: null },
        { name: 'Bot Easy', bot: 'easy' },
      ]);
      const line = /^Ratings: (.+)$/mu.exec(first)![1]!;
      expect(line).toMatch(/^Ann 1500 → \d+ \([+−]\d+\), Ben 1500 → \d+ \([+−]\d+\)$/u);
      // The second match starts from where the first left them.
      const second = await play([
        { name: 'Ann', bot: null },
        { name: 'Ben', bot: null },
      ]);
      const annAfterFirst = /Ann 1500 → (\d+)/u.exec(line)![1]!;
      expect(second).toMatch(new RegExp(`Ratings: Ann ${annAfterFirst} → `, 'u'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the final standings on the screen show the same changes as the summary printed on leaving, the match rated once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-rated-screen-'));
    try {
      const store = createStore({ dir });
      let clock = Date.UTC(2026, 10, 29);
      const hotseat = savedMatch(launchOptions(), store, { kind: 'new' }, { now: () => (clock += 1000), newSeed: freshSeeds() });
      // The hotseat's screen deals the match it was started with (its moves made here as the players' keys would).
      const shown = new ScreenDriver({ options: launchOptions(), barrier: INSTANT_BARRIER }, { columns: 80, rows: 24 }, 0, hotseat);
      const table = shown.table!;
      // The first state that shows the match over already holds the ratings: no frame of final standings without them.
      let firstOver: readonly unknown[] | null = null;
      shown.subscribe(() => {
        if (firstOver === null && shown.state.match?.phase === 'matchOver') firstOver = shown.state.ratings;
      });
      let salt = 1;
      while (table.phase === 'playing') {
        expect(shown.state.ratings).toEqual([]);
        await step(table, salt++);
      }
      if (table.phase === 'betweenGames') expect(table.endMatch(table.version).ok).toBe(true);
      expect(firstOver).toHaveLength(2);
      const screen = shown.state.ratings.map((shift) => `${shift.name} ${shift.before} → ${shift.after}`);
      expect(screen).toHaveLength(2);
      for (const line of screen) expect(shown.summary()).toContain(line);
      expect(keptRatings(store).rated).toBe(1);
      shown.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rates nothing, and shows no change, for a match whose finishing save failed: its file does not hold it as over', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-unsaved-end-'));
    try {
      let broken = false;
      // The match's own file alone: the ratings beside it could still be written.
      const store = storeFailingWhile(dir, () => (broken ? 'EACCES' : null));
      let clock = Date.UTC(2026, 10, 29);
      const hotseat = savedMatch(launchOptions(), store, { kind: 'new' }, { now: () => (clock += 1000), newSeed: freshSeeds() });
      const shown = new ScreenDriver({ options: launchOptions(), barrier: INSTANT_BARRIER }, { columns: 80, rows: 24 }, 0, hotseat);
      const table = shown.table!;
      let salt = 1;
      await step(table, salt++);
      // Saved once, part-way; from here on its file cannot be written, so the end is never saved (nor on leaving).
      expect(hotseat.savedCopy?.()?.record.endedAt).toBeNull();
      broken = true;
      while (table.phase === 'playing') await step(table, salt++);
      if (table.phase === 'betweenGames') expect(table.endMatch(table.version).ok).toBe(true);
      expect(table.phase).toBe('matchOver');
      expect(shown.state.ratings).toEqual([]);
      const summary = shown.summary()!;
      expect(summary).toContain('Not saved since');
      expect(summary).not.toContain('Ratings:');
      expect(keptRatings(store).rated).toBe(0);
      expect(hotseat.ratingChanges!(table.toRecord())).toBeNull();
      shown.dispose();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const freshDir = tempDirsRemovedAfterEach('hidden-points');

  it('leaves a game kept hidden out of the standings: its points would tell who wins the game the saved match deals again', async () => {
    let broken = false;
    const store = storeFailingWhile(freshDir(), () => (broken ? 'EACCES' : null));
    let clock = Date.UTC(2026, 10, 29);
    const options = launchOptions({ games: 2 });
    const hotseat = savedMatch(options, store, { kind: 'new' }, { now: () => (clock += 1000), newSeed: freshSeeds() });
    const table = hotseat.start(options.seats, 2);
    let salt = 1;
    await step(table, salt++);
    broken = true;
    while (table.phase === 'playing') await step(table, salt++);
    expect(table.phase).toBe('betweenGames');
    const summary = leavingSummary(hotseat, { ascii: false, lang: 'en' })!;
    expect(summary).toContain('cards stay hidden');
    expect(summary).not.toMatch(/standings/iu);
    expect(summary).not.toMatch(/\b[01](?:\.5)?\n/u);
  });

  it('says the changes with an arrow and a minus of plain characters to a terminal without Unicode (--ascii)', async () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1 }, testDeps());
    let salt = 1;
    while (table.phase === 'playing') await step(table, salt++);
    const change = { id: 'name:ann', name: 'Ann', bot: false, place: 2, before: 1529, after: 1500 };
    expect(matchSummary(table.toRecord(), { ascii: true, lang: 'en', ratingChanges: [change] })).toContain('\nRatings: Ann 1529 -> 1500 (-29)\n');
    expect(matchSummary(table.toRecord(), { ascii: false, lang: 'en', ratingChanges: [change] })).toContain('\nRatings: Ann 1529 → 1500 (−29)\n');
  });
});
