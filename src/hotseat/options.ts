/**
 * What the command line hands to the terminal UI. The CLI has already
 * validated and cleaned everything here; whatever is missing (names, rounds)
 * the setup screen asks for.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Seat, Tiebreak } from '../core/types.js';
import type { Lang } from '../i18n/catalog.js';

export interface SeatSpec {
  /** Already cleaned (see core/playerNames.ts cleanName). */
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
  /**
   * The seed text the user gave (--seed): game 1 is dealt from it, game k
   * from a seed derived from it and k (see table/seeds.ts); null for a fresh
   * random seed every game. Secret until a game is over.
   */
  readonly seed: string | null;
  /** Games in the match (--games), or null to play on until the players stop. */
  readonly games: number | null;
  readonly tiebreak: Tiebreak;
  readonly strictOrder: boolean;
  /** The seat that starts game 1 (`--first-player`); absent: drawn from the seed. */
  readonly firstPlayer?: Seat;
  /**
   * How the player started this program (`shift-poker`, `npx shift-poker`,
   * `npm start --`, `node bin/shift-poker.js`): every command printed for
   * them to type begins with it. `shift-poker` when absent.
   */
  readonly program?: string;
  /** false: no hints in this match (`--no-hints`); absent or true: h gives a hint. */
  readonly hints?: boolean;
  /** Card faces without suit symbols (`10h`, `As`). */
  readonly ascii: boolean;
  /** Pause between a computer player's actions, in milliseconds. */
  readonly botDelayMs: number;
  /** The language of every screen and of the printed summary. */
  readonly lang: Lang;
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
   * every game of the match, finished or quit, with its ranking and the
   * command that replays it, then the match's standings; null if no game
   * was started.
   */
  readonly summary: string | null;
}

/** Terminal side effects the UI may ask for; the CLI provides the real ones, tests a fake. */
export interface TerminalControl {
  /** Clears the screen and its scrollback, so nobody can scroll back to the previous player's cards. */
  clearScreenAndScrollback(): void;
  /**
   * Asks the terminal to report key presses apart from a held key's repeats
   * (the kitty keyboard protocol), or to stop. Terminals without the
   * protocol ignore both; one that has it answers with its flags, which the
   * input layer passes on as a TerminalReport. Absent: never asked.
   */
  reportKeyEvents?(on: boolean): void;
}
