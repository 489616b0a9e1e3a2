/** The table layer: one match, its seats and games, commands in, views and events out. */

export type { ReplayProblem, Result, TableError, TableErrorCode } from './errors.js';
export {
  MATCH_FORMAT,
  MATCH_FORMAT_VERSION,
  MAX_MATCH_GAMES,
  MIN_MATCH_GAMES,
  type GameRecord,
  type HintRecord,
  type MatchOptions,
  type MatchRecord,
  type MatchRules,
  type PlacingRecord,
  type SeatAction,
} from './matchRecord.js';
export { matchScores } from './score.js';
export { isBotSeat, ownersFit, type BotSeat, type HumanSeat, type MatchProgram, type SeatOwner, type SeatOwners, type TableSeat } from './seats.js';
export { seriesSeed } from '../core/seed.js';
export {
  Table,
  type Accepted,
  type BotDecider,
  type CommandResult,
  type HintNote,
  type MatchEvent,
  type MatchPhase,
  type RecordListener,
  type StartOptions,
  type TableDeps,
  type TableEvent,
  type TableListener,
  type TableMoment,
  type TableUpdate,
  type TableView,
} from './table.js';
export { dealRecordedGame, replayGames } from './replayGames.js';
export { chosenStartPlayer } from './startPlayer.js';
