/** The replay screen: stepping through a finished match with every card face up. */

import { describe, expect, jest, test } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { chooseBotAction } from '../../src/bots/index.js';
import { Table, type MatchRecord } from '../../src/table/index.js';
import { decodeKeys, KeyDecoder } from '../../src/term/input/decode.js';
import { PENDING_INPUT_WAIT_MS } from '../../src/term/input/useKeyPresses.js';
import { hintsUpTo, replayKey, replayPositions, type ReplayState } from '../../src/replay/model.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { ReplayApp } from '../../src/replay/showReplay.js';
import { ReplayScreen, replayLog } from '../../src/replay/ReplayScreen.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { coreDe as de } from '../../src/i18n/words.de.js';
import { formatCard } from '../../src/core/cards.js';
import { cardText, renderFrame } from '../hotseat/helpers.js';
import { fakeTimersInEachTest } from '../support/wait.js';
import { KEYS } from '../support/keyBytes.js';

// Keys are read after any unfinished sequence has had its time, on the fake clock.
fakeTimersInEachTest();

const HOME = '\u001B[H';
const END = '\u001B[F';

/**
 * A finished match of two bots, two games of two rounds, played through the
 * table: played once for the file (the hard bot takes seconds), the tests
 * only read it.
 */
let played: Promise<MatchRecord> | null = null;
function finishedMatch(): Promise<MatchRecord> {
  played ??= playMatch();
  return played;
}

async function playMatch(): Promise<MatchRecord> {
  let seeds = 0;
  const started = Table.start(
    {
      seats: [
        { kind: 'bot', name: 'Bot Easy', level: 'easy' },
        { kind: 'bot', name: 'Bot Hard', level: 'hard' },
      ],
      rounds: 2,
      games: 2,
      seed: 'replay screen',
    },
    { now: () => Date.UTC(2025, 0, 1), newSeed: () => `s${++seeds}`, decide: chooseBotAction },
  );
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  const table = started.value;
  for (;;) {
    while (table.pendingBot()) await table.playBot();
    if (table.phase === 'matchOver') return table.toRecord();
    table.nextGame();
  }
}

describe('replay positions and keys', () => {
  test('← → step one action, PgUp/PgDn one round, Home/End, g the next game, q quits', async () => {
    const record = await finishedMatch();
    const games = replayPositions(record);
    expect(games).toHaveLength(2);
    const positions = games[0]!.positions;
    expect(positions).toHaveLength(record.games[0]!.actions.length + 1);
    expect(positions.at(-1)!.finished).toBe(true);
    const press = (state: ReplayState, kind: string, char?: string): ReplayState | 'quit' =>
      replayKey(state, (char === undefined ? { kind } : { kind: 'char', char }) as never, games);
    let state: ReplayState = { game: 0, step: 0 };
    expect(press(state, 'left')).toEqual(state);
    state = press(state, 'right') as ReplayState;
    expect(state.step).toBe(1);
    state = press(state, 'pageDown') as ReplayState;
    expect(positions[state.step]!.round).toBe(2);
    expect(positions[state.step - 1]!.round).toBe(1);
    state = press(state, 'right') as ReplayState;
    const inRound2 = state.step;
    state = press(state, 'pageUp') as ReplayState;
    expect(state.step).toBe(inRound2 - 1);
    state = press(state, 'pageUp') as ReplayState;
    expect(state.step).toBe(0);
    state = press(state, 'end') as ReplayState;
    expect(state.step).toBe(positions.length - 1);
    expect(press(state, 'right')).toEqual(state);
    expect(press(state, 'home')).toEqual({ game: 0, step: 0 });
    expect(press(state, 'char', 'g')).toEqual({ game: 1, step: 0 });
    expect(press({ game: 1, step: 3 }, 'char', 'g')).toEqual({ game: 0, step: 0 });
    expect(press({ game: 1, step: 3 }, 'char', 'G')).toEqual({ game: 0, step: 0 });
    expect(press({ game: 0, step: 3 }, 'char', 'G')).toEqual({ game: 1, step: 0 });
    // Up/Down scroll the log; any step brings it back to the newest line.
    expect(press({ game: 0, step: 3 }, 'up')).toEqual({ game: 0, step: 3, logScroll: 1 });
    expect(press({ game: 0, step: 3, logScroll: 1 }, 'down')).toEqual({ game: 0, step: 3, logScroll: 0 });
    expect(press({ game: 0, step: 3, logScroll: 0 }, 'down')).toEqual({ game: 0, step: 3, logScroll: 0 });
    expect(press({ game: 0, step: 3, logScroll: 2 }, 'right')).toEqual({ game: 0, step: 4 });
    expect(press(state, 'char', 'q')).toBe('quit');
    expect(press(state, 'ctrlC')).toBe('quit');
  });

  test('Home and End are decoded only for a screen that asks for them (the game and the replay do)', () => {
    expect(decodeKeys(`${HOME}${END}\u001B[1~\u001B[4~\u001BOH`)).toEqual([]);
    const decoder = new KeyDecoder({ homeEnd: true });
    expect(decoder.push(Buffer.from(`${HOME}${END}\u001B[1~\u001B[4~\u001B[7~\u001B[8~\u001BOH\u001BOF`))).toEqual([
      { kind: 'home' },
      { kind: 'end' },
      { kind: 'home' },
      { kind: 'end' },
      { kind: 'home' },
      { kind: 'end' },
      { kind: 'home' },
      { kind: 'end' },
    ]);
  });
});

describe('the replay screen', () => {
  test('speaks German throughout when asked, --ascii key names included; within 80 columns with the arrows', async () => {
    const record = await finishedMatch();
    for (const ascii of [false, true]) {
      let instance!: ReturnType<typeof render>;
      await act(async () => {
        instance = render(
          <LocaleProvider lang="de">
            <ReplayApp record={record} ascii={ascii} onQuit={() => undefined} />
          </LocaleProvider>,
        );
      });
      const frame = instance.lastFrame() ?? '';
      expect(frame).toContain('Wiederholung: Spiel 1 von 2');
      expect(frame).toMatch(/ Verlauf /u);
      expect(frame).toMatch(/Aktion {2}PgUp\/PgDn Runde {2}Home\/End Anfang\/Ende/u);
      expect(frame).toMatch(/g\/G nächstes\/voriges Spiel\s+(↑\/↓|Hoch\/Runter) Verlauf {2}q beenden/u);
      expect(frame).toMatch(/Leicht-Bot/u);
      expect(frame).toContain(ascii ? 'Links/Rechts' : '←/→');
      // Every card of the players' rows with its German face (B, D for Jack and Queen), as the middle row and the log show them.
      for (const player of replayPositions(record)[0]!.positions[0]!.players) {
        for (const card of [...player.hidden, ...player.open]) expect(frame).toContain(formatCard(card, { ascii, ranks: de.ranks }));
      }
      // Every line fits 80 columns, the key bar on two lines where one does not hold it: q beenden is never cut.
      for (const line of frame.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
      for (const english of [' Log ', 'action', 'round', 'next game', 'quit', 'easy bot', 'Left/Right']) expect(frame).not.toContain(english);
      act(() => instance.unmount());
    }
  });

  test('shows every card face up at each position, with the log below; q quits', async () => {
    const record = await finishedMatch();
    const games = replayPositions(record);
    const onQuit = jest.fn();
    let instance!: ReturnType<typeof render>;
    await act(async () => {
      instance = render(
        <LocaleProvider lang="en">
          <ReplayApp record={record} ascii={false} onQuit={onQuit} />
        </LocaleProvider>,
      );
    });
    const press = async (keys: string): Promise<void> => {
      await act(async () => {
        instance.stdin.write(keys);
        await jest.advanceTimersByTimeAsync(PENDING_INPUT_WAIT_MS.sequence);
      });
    };
    const frame = (): string => instance.lastFrame() ?? '';
    const deal = games[0]!.positions[0]!;
    expect(frame()).toContain('Replay: game 1 of 2');
    expect(frame()).toContain(`action 0/${games[0]!.positions.length - 1}, round 1/2`);
    // Every hidden card is shown from the deal on.
    for (const player of deal.players) for (const card of [...player.hidden, ...player.open]) expect(frame()).toContain(cardText(card));
    await press(KEYS.right);
    expect(frame()).toContain('action 1/');
    expect(frame()).toMatch(/Bot (Easy|Hard) (shifted|swapped|passed)/u);
    await press(END);
    const end = games[0]!.positions.at(-1)!;
    expect(frame()).toContain(`action ${games[0]!.positions.length - 1}/`);
    for (const player of end.players) for (const card of [...player.hidden, ...player.open]) expect(frame()).toContain(cardText(card));
    await press(HOME);
    expect(frame()).toContain('action 0/');
    await press('g');
    expect(frame()).toContain('Replay: game 2 of 2');
    await press('q');
    expect(onQuit).toHaveBeenCalledTimes(1);
    act(() => instance.unmount());
  });
});

describe('the replay screen at 80x24', () => {
  test('the log always shows the action just stepped to, scrolls with Up/Down, and the end of a game shows its ranking', async () => {
    const record = await finishedMatch();
    const games = replayPositions(record);
    let instance!: ReturnType<typeof render>;
    await act(async () => {
      instance = render(
        <LocaleProvider lang="en">
          <ReplayApp record={record} ascii={false} onQuit={() => undefined} />
        </LocaleProvider>,
      );
    });
    const press = async (keys: string): Promise<void> => {
      await act(async () => {
        instance.stdin.write(keys);
        await jest.advanceTimersByTimeAsync(PENDING_INPUT_WAIT_MS.sequence);
      });
    };
    const frame = (): string => instance.lastFrame() ?? '';
    const positions = games[0]!.positions;
    const names = positions[0]!.players.map((player) => player.name);
    for (let step = 1; step < positions.length; step++) {
      await press(KEYS.right);
      // The newest line of the log up to this step is in sight: the last line written above the two lines of keys.
      const props = { position: positions[step]!, step, steps: positions.length - 1, gameNumber: 1, games: 2, bots: [], ascii: false, size: { columns: 100, rows: 24 } };
      const newest = replayLog(props, 'en', 0).lines.at(-1)!;
      const lines = frame()
        .split('\n')
        .slice(0, -2)
        .filter((line) => line.trim() !== '');
      expect(lines.at(-1)!.trimEnd()).toBe(` ${newest}`.trimEnd());
    }
    // The end of the game: the ranking, winner first.
    const winner = games[0]!.positions.at(-1)!;
    expect(frame()).toContain('Final ranking');
    expect(frame()).toMatch(new RegExp(`1\\. (${names.join('|')})`, 'u'));
    expect(winner.finished).toBe(true);
    // Up scrolls the log back (older lines come into sight), and stops at the oldest.
    const before = frame();
    await press('\u001B[A'.repeat(60));
    expect(frame()).not.toBe(before);
    expect(frame()).toContain('New game:');
    await press('\u001B[B');
    expect(frame()).toMatch(/\d+ earlier · \d+ newer · ↑\/↓/u);
    act(() => instance.unmount());
  });

  test('at action 0 the log starts right under its title, with no empty rows between them', async () => {
    const record = await finishedMatch();
    const positions = replayPositions(record)[0]!.positions;
    const frame = renderFrame(
      <ReplayScreen position={positions[0]!} step={0} steps={positions.length - 1} gameNumber={1} games={2} bots={[null, null]} ascii={false} size={{ columns: 100, rows: 35 }} />,
      'en',
    );
    const lines = frame.split('\n');
    const title = lines.findIndex((line) => line.includes(' Log '));
    expect(lines[title + 1]).toMatch(/^ New game: /u);
    expect(lines[title + 2]).toMatch(/^ Round 1 of 2 begins\./u);
  });

  test('the ranking keeps two columns between the longest name (16 columns) and the hands, within 80 columns', () => {
    let seeds = 0;
    const names = ['Bartholomew Long', 'Konstantinopolis', 'Ann', 'Wolfgang Amadeus'];
    const started = Table.start(
      { seats: names.map((name) => ({ kind: 'human' as const, name })), rounds: 2, games: 1, seed: 'long names' },
      { now: () => Date.UTC(2025, 0, 1), newSeed: () => `s${++seeds}`, decide: chooseBotAction },
    );
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    const table = started.value;
    while (table.phase === 'playing') {
      const result = table.act(table.currentSeat!, { type: 'pass' }, table.version);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
    }
    const positions = replayPositions(table.toRecord())[0]!.positions;
    const end = positions.at(-1)!;
    const frame = renderFrame(
      <ReplayScreen
        position={end}
        step={positions.length - 1}
        steps={positions.length - 1}
        gameNumber={1}
        games={1}
        bots={[null, null, null, null]}
        ascii={false}
        size={{ columns: 80, rows: 30 }}
      />,
      'en',
    );
    const rows = frame.split('\n').filter((row) => /^ {3}\d\. /u.test(row));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatch(/^ {3}\d\. \S.*? {2,}(High Card|One Pair|Two Pair|Three of a Kind|Straight|Flush|Full House|Four of a Kind)/u);
      expect(displayWidth(row)).toBeLessThanOrEqual(80);
    }
  });

  test('a match still being played shows only its finished games: the one being played never', async () => {
    const record = await finishedMatch();
    const unfinished: MatchRecord = {
      ...record,
      endedAt: null,
      games: [record.games[0]!, { ...record.games[1]!, actions: record.games[1]!.actions.slice(0, 3), ranking: null }],
    };
    const games = replayPositions(unfinished);
    expect(games).toHaveLength(1);
    let instance!: ReturnType<typeof render>;
    await act(async () => {
      instance = render(
        <LocaleProvider lang="en">
          <ReplayApp record={unfinished} ascii={false} onQuit={() => undefined} />
        </LocaleProvider>,
      );
    });
    expect(instance.lastFrame()).toContain('Replay: game 1 of 1');
    await act(async () => {
      instance.stdin.write('g');
      await jest.advanceTimersByTimeAsync(PENDING_INPUT_WAIT_MS.sequence);
    });
    expect(instance.lastFrame()).toContain('Replay: game 1 of 1');
    act(() => instance.unmount());
  });
});

describe('hints in the replay', () => {
  test('each hint is placed in the log at the position where it was asked for, and shown from there on', async () => {
    const record = await finishedMatch();
    const first = record.games[0]!;
    const withHints: MatchRecord = {
      ...record,
      games: [{ ...first, hints: [{ seat: first.actions[2]!.seat, action: 2 }] }, ...record.games.slice(1)],
    };
    const games = replayPositions(withHints);
    expect(games[0]!.hints).toEqual([{ seat: first.actions[2]!.seat, action: 2, logLength: games[0]!.positions[2]!.log.length }]);
    expect(hintsUpTo(games[0]!, 1)).toEqual([]);
    expect(hintsUpTo(games[0]!, 2)).toHaveLength(1);
    expect(replayPositions(record)[0]!.hints).toEqual([]);
  });
});
