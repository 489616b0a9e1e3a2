/**
 * The progress bar of `shift-poker simulate` on a terminal's stderr:
 *
 *   [████████░░░░░░░░░░░░] 412/2000 games  14.8 games/s  ETA 1:47
 *
 * formatProgress is pure; startProgressBar redraws it in place at most
 * REDRAW_MS apart and clears the line when stopped.
 */

import { performance } from 'node:perf_hooks';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { simWords } from './words.js';

export interface ProgressState {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  /** Width of the terminal; the line stays shorter, so it never wraps. */
  readonly columns: number;
}

const BAR_MAX = 30;
const BAR_MIN = 10;
const FULL = '█';
const EMPTY = '░';

export function formatProgress({ done, total, elapsedMs, columns }: ProgressState, lang: Lang): string {
  const progress = simWords(lang);
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const parts = [
    progress.games({ done, total }),
    progress.rate({ perSecond: coreWords(lang).number(formatRate(rate)) }),
    done > 0 && rate > 0 ? progress.eta({ time: formatDuration((total - done) / rate) }) : progress.etaUnknown,
  ];
  const text = parts.join('  ');
  // One column stays free: writing into the last one makes some terminals wrap.
  const room = columns - 1 - text.length - 3;
  if (room < BAR_MIN) return text.slice(0, Math.max(0, columns - 1));
  const width = Math.min(BAR_MAX, room);
  const filled = total > 0 ? Math.min(width, Math.floor((done / total) * width)) : 0;
  return `[${FULL.repeat(filled)}${EMPTY.repeat(width - filled)}] ${text}`;
}

/** 0.42, 8.3, 1234 (written 1,234 by the language's words): enough digits to read, not more. */
export function formatRate(perSecond: number): string {
  if (perSecond < 1) return perSecond.toFixed(2);
  if (perSecond < 100) return perSecond.toFixed(1);
  return String(Math.round(perSecond));
}

/** Seconds as m:ss or h:mm:ss, rounded up (a run is never done sooner than it says). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const s = whole % 60;
  const m = Math.floor(whole / 60) % 60;
  const h = Math.floor(whole / 3600);
  const two = (value: number): string => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export interface ProgressStream {
  write(text: string): unknown;
  readonly columns?: number;
}

export interface ProgressBar {
  /** The number of games done so far; drawn at the next redraw. */
  update(done: number): void;
  /** Clears the line; the bar draws nothing after this. */
  stop(): void;
}

const REDRAW_MS = 100;
const CLEAR_LINE = '\r\u001B[K';

export function startProgressBar(stream: ProgressStream, total: number, now: () => number = () => performance.now(), lang: Lang): ProgressBar {
  const started = now();
  let done = 0;
  let shown = '';
  const draw = (): void => {
    // A terminal of unknown size may report 0 columns.
    const columns = stream.columns !== undefined && stream.columns > 0 ? stream.columns : 80;
    const line = formatProgress({ done, total, elapsedMs: now() - started, columns }, lang);
    if (line === shown) return;
    shown = line;
    stream.write(CLEAR_LINE + line);
  };
  draw();
  const timer = setInterval(draw, REDRAW_MS);
  // The bar alone must never keep the process alive.
  timer.unref();
  let stopped = false;
  return {
    update: (value) => {
      done = value;
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      stream.write(CLEAR_LINE);
    },
  };
}
