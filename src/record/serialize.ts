/**
 * A record as file text: pretty JSON (two spaces, a final newline) with every
 * object's keys in one fixed order, whatever order the record's objects were
 * built in. So the same match always gives the same bytes, a file loaded and
 * saved again is unchanged, and two records can be compared with `diff`.
 */

import { plainAction } from '../core/actions.js';
import type { GameRecord, MatchRecord, PlacingRecord, SeatAction, SeatOwner, TableSeat } from '../table/index.js';

export function serializeRecord(record: MatchRecord): string {
  return `${JSON.stringify(canonicalRecord(record), null, 2)}\n`;
}

/** The record rebuilt with keys in the file's order (and nothing the format does not know). */
function canonicalRecord(record: MatchRecord): MatchRecord {
  return {
    format: record.format,
    version: record.version,
    startedAt: record.startedAt,
    updatedAt: record.updatedAt,
    endedAt: record.endedAt,
    options: {
      rounds: record.options.rounds,
      games: record.options.games,
      tiebreak: record.options.tiebreak,
      strictOrder: record.options.strictOrder,
      seed: record.options.seed,
      ...(record.options.firstPlayer === undefined ? {} : { firstPlayer: record.options.firstPlayer }),
      ...(record.options.hints === false ? { hints: false as const } : {}),
    },
    seats: record.seats.map(canonicalSeat),
    ...(record.owners === undefined ? {} : { owners: record.owners.map(canonicalOwner) }),
    ...(record.program === undefined ? {} : { program: record.program }),
    ...(record.departed === undefined ? {} : { departed: [...record.departed] }),
    games: record.games.map(canonicalGame),
    scores: [...record.scores],
  };
}

function canonicalSeat(seat: TableSeat): TableSeat {
  return seat.kind === 'bot' ? { kind: 'bot', name: seat.name, level: seat.level } : { kind: 'human', name: seat.name };
}

function canonicalOwner(owner: SeatOwner | null): SeatOwner | null {
  if (owner === null) return null;
  switch (owner.kind) {
    case 'terminal':
    case 'name':
      return { kind: owner.kind };
    case 'key':
      return { kind: 'key', key: owner.key };
    case 'address':
      return { kind: 'address', address: owner.address };
  }
}

function canonicalGame(game: GameRecord): GameRecord {
  return {
    seed: game.seed,
    startPlayer: game.startPlayer,
    actions: game.actions.map(canonicalSeatAction),
    ranking: game.ranking === null ? null : game.ranking.map(canonicalPlacing),
    ...(game.hints !== undefined && game.hints.length > 0 ? { hints: game.hints.map((hint) => ({ seat: hint.seat, action: hint.action })) } : {}),
  };
}

function canonicalSeatAction(entry: SeatAction): SeatAction {
  return { seat: entry.seat, action: plainAction(entry.action) };
}

function canonicalPlacing(entry: PlacingRecord): PlacingRecord {
  return { seat: entry.seat, place: entry.place, category: entry.category };
}
