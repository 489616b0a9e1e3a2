/**
 * Runs the screen-reader mode at a terminal: typed lines in, sentences out,
 * one line each. The terminal stays as it is (no raw mode, no alternate
 * screen, no cursor movement, no colour): it echoes and edits what is typed
 * itself, the way a screen reader expects of a command line.
 */

import { createInterface } from 'node:readline';
import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import type { Lang } from '../i18n/lang.js';
import type { Table } from '../table/index.js';
import type { TutorialEnd } from '../tutorial/screen.js';
import { ReaderGame } from './readerGame.js';
import type { KeyboardSaving } from '../room/matchFile.js';
import { ReaderTutorial } from './readerTutorial.js';
import { keyboardSource } from './source.js';
import { timerClock } from '../room/pacing.js';
import { MatchRunner } from '../room/runner.js';

export interface ReaderOptions {
  readonly table: Table;
  readonly lang: Lang;
  readonly botDelayMs: number;
  /** The match is saved after every move (false under --no-save). */
  readonly saved: boolean;
  readonly suggest: (view: PlayerView) => Promise<Suggestion>;
  /** Where the match is saved: a failing save is said, and a game's results wait until its end is saved. */
  readonly saving?: KeyboardSaving;
}

export interface ReaderStreams {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
}

/** 128 + the signal's number: Ctrl+C (SIGINT), the terminal gone (SIGHUP). */
const SIGNAL_EXIT: Readonly<Record<'SIGINT' | 'SIGHUP', number>> = { SIGINT: 130, SIGHUP: 129 };

/**
 * Reads lines until `end` is called (by the player quitting, the input's
 * end: 0, or a signal: 130, 129); `start` gets the line sink and the end,
 * and returns what to stop. Resolves with what `end` was called with.
 */
function readLines<T>(
  io: ReaderStreams,
  atSignal: (exitCode: number) => T,
  start: (say: (line: string) => void, end: (result: T) => void) => { readonly input: (line: string) => void; readonly stop: () => void },
): Promise<T> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: io.stdin, terminal: false });
    const signals = (Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]).map((signal) => {
      const handler = (): void => end(atSignal(SIGNAL_EXIT[signal]));
      process.on(signal, handler);
      return () => process.off(signal, handler);
    });
    let ended = false;
    const end = (result: T): void => {
      if (ended) return;
      ended = true;
      reader.stop();
      for (const stop of signals) stop();
      lines.close();
      resolve(result);
    };
    const reader = start((line) => io.stdout.write(`${line}\n`), end);
    lines.on('line', (line) => reader.input(line));
    lines.on('close', () => end(atSignal(0)));
  });
}

/** Plays until the player quits (0), the input ends (0) or a signal comes (130, 129); resolves with that exit code. */
export function runReader(options: ReaderOptions, io: ReaderStreams): Promise<number> {
  const table = options.table;
  // The room at this keyboard moves the computer players, one delay each, so that the move before can be heard out.
  const room = MatchRunner.atOneKeyboard(table, { botDelayMs: options.botDelayMs, clock: timerClock(), suggest: options.suggest });
  return readLines(
    io,
    (exitCode) => exitCode,
    (say, end) => {
      const reader = new ReaderGame({
        source: keyboardSource(room),
        keyboard: table.view(null).seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : [])),
        lang: options.lang,
        saved: options.saved,
        ...(options.saving === undefined ? {} : { saving: options.saving }),
        say,
        now: () => performance.now(),
        exit: end,
      });
      return {
        input: (line) => reader.input(line),
        stop: () => {
          reader.stop();
          room.close();
        },
      };
    },
  );
}

/** The tutorial as sentences, until the player finishes, quits, the input ends or a signal comes. */
/** `first`: the place in LESSONS of the lesson to begin with. */
export function runReaderTutorial(lang: Lang, io: ReaderStreams, first = 0): Promise<TutorialEnd> {
  return readLines<TutorialEnd>(
    io,
    (exitCode) => ({ exitCode, finished: false }),
    (say, end) => new ReaderTutorial({ lang, say, exit: end, first }),
  );
}
