/**
 * What the command line hands to the terminal UI. The CLI has already
 * validated and cleaned everything here; whatever is missing (names, rounds)
 * the setup screen asks for.
 */

import type { BotLevel } from '../bots/index.js';
import type { Tiebreak } from '../core/types.js';
import type { Lang } from '../i18n/catalog.js';

export interface SeatSpec {
  /** Already cleaned (see core/names.ts cleanName). */
  readonly name: string;
  /** null for a human at the keyboard. */
  readonly bot: BotLevel | null;
}

export interface LaunchOptions {
  /**
   * Seats from the command line, humans first in the order given, then bots.
   * When `complete` is false the setup screen asks for (more) human names and
   * may add bots, starting from these.
   */
  readonly seats: readonly SeatSpec[];
  readonly seatsComplete: boolean;
  /** null: the setup screen asks, default 3. */
  readonly rounds: number | null;
  /** The seed of the first game (secret until that game is over). */
  readonly seed: string;
  /**
   * The seed of game `gameNumber` (2, 3, …) of this run, started from the
   * results screen ("n"): a fresh random seed, or with --seed one derived
   * from the given text and the game number (so a seeded series replays;
   * never a simple step such as seed + 1 from the seed just shown).
   */
  readonly nextSeed: (gameNumber: number) => string;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** Card faces without suit symbols (`10h`, `As`). */
  readonly ascii: boolean;
  /** Pause between a computer player's actions, in milliseconds. */
  readonly botDelayMs: number;
  /** The language of every screen and of the printed summary; English when left out. */
  readonly lang?: Lang;
  /**
   * The screen (and its scrollback) was cleared just before the UI starts, so
   * the first game need not clear it again: one frame less before the first
   * screen. Tests leave it out.
   */
  readonly startsOnClearScreen?: boolean;
}

/** How the UI ended. */
export interface GameOutcome {
  /** 0 finished or quit, 130 Ctrl+C. */
  readonly exitCode: number;
  /**
   * Plain text (no colour) printed once after leaving the alternate screen:
   * every game of the session, finished or quit, with its ranking and the
   * command that replays it; null if no game was started.
   */
  readonly summary: string | null;
}

/** Terminal side effects the UI may ask for; the CLI provides the real ones, tests a fake. */
export interface TerminalControl {
  /** Clears the screen and its scrollback, so nobody can scroll back to the previous player's cards. */
  clearScreenAndScrollback(): void;
}
