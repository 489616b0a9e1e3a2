/**
 * Every game of a checked record played through again, for tools that show
 * or export a match (the replay command). A record from `loadRecordFile` or
 * `Table.toRecord` always replays; anything else may throw.
 */

import { applyAction, newGame } from '../core/game.js';
import type { GameState } from '../core/types.js';
import type { GameRecord, MatchRecord } from './matchRecord.js';

/** The deal of one game of a record, before its first action. */
export function dealRecordedGame(record: MatchRecord, game: GameRecord): GameState {
  return newGame({
    players: record.seats.map((seat) => seat.name),
    rounds: record.options.rounds,
    seed: game.seed,
    tiebreak: record.options.tiebreak,
    strictOrder: record.options.strictOrder,
    startPlayer: game.startPlayer,
  });
}

export function replayGames(record: MatchRecord): GameState[] {
  return record.games.map((game) => {
    let state = dealRecordedGame(record, game);
    for (const { action } of game.actions) state = applyAction(state, action).state;
    return state;
  });
}
