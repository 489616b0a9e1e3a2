/** The table layer: one match, its seats and games, commands in, views and events out. */

export type { TableError } from './errors.js';
export {
  MATCH_FORMAT,
  MATCH_FORMAT_VERSION,
  MAX_MATCH_GAMES,
  MIN_MATCH_GAMES,
  type GameRecord,
  type HintRecord,
  type MatchRecord,
  type PlacingRecord,
  type SeatAction,
} from './matchRecord.js';
export { matchScores } from './score.js';
export type { SeatOwner, TableSeat } from './seats.js';
export { seriesSeed } from '../core/seed.js';
export {
  Table,
  type BotDecider,
  type CommandResult,
  type HintNote,
  type MatchPhase,
  type StartOptions,
  type TableDeps,
  type TableMoment,
  type TableUpdate,
  type TableView,
} from './table.js';
export { dealRecordedGame, replayGames } from './replayGames.js';
