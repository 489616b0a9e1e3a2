/**
 * Who starts a game, as a replay of it must say: its seed alone draws a start
 * player (core/game.ts), but a later game of a match starts one seat on from
 * the game before, and `--first-player` may choose game 1's.
 */

import { newGame } from '../core/game.js';
import type { Seat } from '../core/types.js';

/**
 * The seat that started a game when its seed alone would have drawn
 * another, else null: what `--first-player` must say to replay it.
 */
export function chosenStartPlayer(names: readonly string[], rounds: number, seed: string | number, startPlayer: Seat): Seat | null {
  const drawn = newGame({ players: [...names], rounds, seed }).startPlayer;
  return startPlayer === drawn ? null : startPlayer;
}
