/**
 * Every game of a checked record played through again, for tools that show
 * or export a match (the replay command). A record from `loadRecordFile` or
 * `Table.toRecord` always replays; anything else may throw.
 */

import { applyAction, newGame } from '../core/game.js';
import type { GameState } from '../core/types.js';
import type { MatchRecord } from './matchRecord.js';

export function replayGames(record: MatchRecord): GameState[] {
  return record.games.map((game) => {
    let state = newGame({
      players: record.seats.map((seat) => seat.name),
      rounds: record.options.rounds,
      seed: game.seed,
      tiebreak: record.options.tiebreak,
      strictOrder: record.options.strictOrder,
      startPlayer: game.startPlayer,
    });
    for (const { action } of game.actions) state = applyAction(state, action).state;
    return state;
  });
}
