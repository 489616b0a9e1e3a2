/**
 * What each seat at a screen reader's keyboard last heard of its hand, the
 * middle row and the moves allowed, so that a turn's prompt says only what
 * changed: all of it the first time, after a pass nothing but whose action
 * it is. The game (readerGame.ts) and the tutorial (readerTutorial.ts)
 * prompt through it; `repeat` says the whole prompt again in both.
 */

import type { Seat } from '../core/types.js';
import type { TableView } from '../table/index.js';
import type { Lang } from '../i18n/lang.js';
import { promptSentences } from './sentences.js';

interface Told {
  readonly hand: string;
  readonly middle: string;
  readonly moves: string;
}

/** A turn's prompt: what is said now, and the whole of it (what `repeat` says). */
export interface Prompt {
  readonly said: readonly string[];
  readonly whole: readonly string[];
}

export class PromptMemory {
  readonly #told = new Map<Seat, Told>();

  /** `seat`'s prompt on `view`: who, then of the hand, the middle row and the moves only what `seat` has not heard as it is now. */
  prompt(view: TableView, seat: Seat, lang: Lang): Prompt {
    const whole = promptSentences(view, seat, lang);
    const [lead, hand, middle, moves] = whole as [string, string, string, string];
    const told = this.#told.get(seat);
    const changed = [told?.hand === hand ? null : hand, told?.middle === middle ? null : middle, told?.moves === moves ? null : moves];
    this.#told.set(seat, { hand, middle, moves });
    return { said: [lead, ...changed.filter((line) => line !== null)], whole };
  }

  /** Notes that `seat` has heard its hand or the middle row as they are now (asked for, or in a prompt). */
  heard(seat: Seat | null, part: 'hand' | 'middle', sentence: string): void {
    if (seat === null) return;
    const told = this.#told.get(seat);
    if (told !== undefined) this.#told.set(seat, { ...told, [part]: sentence });
  }

  /** Nothing heard any more (a tutorial's lesson begins on a new table): the next prompt says all of it. */
  forget(): void {
    this.#told.clear();
  }
}
