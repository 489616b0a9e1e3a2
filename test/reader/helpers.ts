/** A screen-reader game at a real table in its room at one keyboard, with a clock of its own: what it said, lines typed in, bots moved on demand. */

import type { Lang } from '../../src/i18n/lang.js';
import type { Suggestion } from '../../src/bots/suggest.js';
import type { PlayerView } from '../../src/core/view.js';
import { ReaderGame } from '../../src/reader/readerGame.js';
import type { KeyboardSaving } from '../../src/room/matchFile.js';
import { keyboardSource, type ReaderSource } from '../../src/reader/source.js';
import type { PaceClock } from '../../src/room/pacing.js';
import { MatchRunner } from '../../src/room/runner.js';
import type { Table } from '../../src/table/index.js';
import { waitFor, nextTurn } from '../support/wait.js';

export interface Heard {
  readonly reader: ReaderGame;
  /** Every line said so far. */
  readonly lines: string[];
  /** The delays asked for, in order. */
  readonly delays: number[];
  /** The lines said since the last call. */
  fresh(): string[];
  /** Types `line` `afterMs` after the last thing that happened (by default long enough for any barrier: seat/barrier.ts). */
  type(line: string, afterMs?: number): string[];
  /** Lets the bot whose move waits play it, and waits until the table has taken it. */
  botMoves(): Promise<string[]>;
  readonly exits: number[];
}

/** A clock on which nothing ever comes due: the room's bots never move. */
const STILL: PaceClock = { after: () => () => undefined };

/** The source of `table` in its room at one keyboard, on `clock` (by default one on which no bot ever moves). */
export function keyboardAt(
  table: Table,
  suggest: (view: PlayerView) => Promise<Suggestion> = () => Promise.reject(new Error('no hints here')),
  clock: PaceClock = STILL,
  botDelayMs = 0,
): ReaderSource {
  return keyboardSource(MatchRunner.atOneKeyboard(table, { botDelayMs, clock, suggest }));
}

/** `suggest` works hints out (by default there are none: asking for one fails the test). */
export function listen(
  table: Table,
  lang: Lang,
  botDelayMs = 1500,
  suggest: (view: PlayerView) => Promise<Suggestion> = () => Promise.reject(new Error('no hints here')),
  saved = true,
  saving?: KeyboardSaving,
): Heard {
  const lines: string[] = [];
  const delays: number[] = [];
  const exits: number[] = [];
  let waiting: (() => void) | null = null;
  let seen = 0;
  // The reader's clock (ms): it moves only as lines are typed.
  let time = 0;
  const fresh = (): string[] => {
    const out = lines.slice(seen);
    seen = lines.length;
    return out;
  };
  // The room's clock: its one timer at a time is the bot's move, run on demand (botMoves).
  const clock: PaceClock = {
    after: (ms, run) => {
      delays.push(ms);
      waiting = run;
      return () => {
        if (waiting === run) waiting = null;
      };
    },
  };
  const reader = new ReaderGame({
    source: keyboardAt(table, suggest, clock, botDelayMs),
    keyboard: table.view(null).seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : [])),
    lang,
    saved,
    ...(saving === undefined ? {} : { saving }),
    say: (line) => lines.push(line),
    now: () => time,
    exit: (code) => exits.push(code),
  });
  return {
    reader,
    lines,
    delays,
    exits,
    fresh,
    type: (line, afterMs = 5000) => {
      time += afterMs;
      reader.input(line);
      return fresh();
    },
    botMoves: async () => {
      const run = waiting;
      if (run === null) throw new Error('no bot move waits');
      waiting = null;
      const version = table.view(null).version;
      run();
      await waitFor(() => table.view(null).version !== version, { between: nextTurn, what: "the bot's move taken by the table" });
      return fresh();
    },
  };
}
