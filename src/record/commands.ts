/**
 * Commands that read saved matches without a terminal UI:
 *
 *   shift-poker history [--json] [--data-dir <dir>]
 *     Saved matches, newest first: date, players, games played/total,
 *     score, finished or not, file. Damaged files are listed with what is
 *     wrong with them.
 *
 *   shift-poker replay [file] --json [--data-dir <dir>]
 *     One finished match as JSON (every game's events and final ranking),
 *     for other tools; by default the latest finished match. A match still
 *     being played is refused: its game in progress has hidden cards.
 *
 * A file that cannot be used gives one line naming it and the problem, and
 * exit code 1.
 */

import type { Command } from 'commander';
import { HAND_CATEGORIES } from '../core/hand.js';
import { ranking } from '../core/ranking.js';
import { replayGames, type MatchRecord } from '../table/index.js';
import { UsageError } from '../usage.js';
import { describeRecordError, safeText } from './messages.js';
import { defaultDataDir } from './paths.js';
import { createStore, type HistoryEntry, type Store } from './store.js';

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown };
}

/**
 * A command that failed for a reason already put in words: the CLI prints
 * the message as one line and exits with `exitCode`, without a usage hint.
 */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

interface RawDirOption {
  dataDir?: string;
}

/** Adds `history` and `replay` to `program`. */
export function registerRecordCommands(program: Command, io: RecordCommandIo = process): void {
  program
    .command('history')
    .description('list saved matches, newest first')
    .option('--json', 'print one JSON array instead of a table')
    .option('--data-dir <dir>', 'where saved matches are (default: the user state directory)')
    .action((raw: RawDirOption & { json?: boolean }) => {
      runHistory(storeFor(raw), raw.json === true, io);
    });
  program
    .command('replay')
    .description('print a finished saved match as JSON (every event and ranking)')
    .argument('[file]', 'the saved match (default: the latest finished one)')
    .option('--json', 'print the match as JSON (required for now)')
    .option('--data-dir <dir>', 'where saved matches are (default: the user state directory)')
    .action((file: string | undefined, raw: RawDirOption & { json?: boolean }) => {
      if (raw.json !== true) {
        throw new UsageError('replay needs --json for now (the interactive replay is not available yet)');
      }
      runReplay(storeFor(raw), file, io);
    });
}

function storeFor(raw: RawDirOption): Store {
  return raw.dataDir === undefined ? createStore({ dir: defaultDataDir(), ownsDir: true }) : createStore({ dir: raw.dataDir });
}

export function runHistory(store: Store, json: boolean, io: RecordCommandIo): void {
  const entries = store.list();
  if (json) {
    io.stdout.write(`${JSON.stringify(entries.map(historyJson))}\n`);
    return;
  }
  if (entries.length === 0) {
    io.stdout.write(`No saved matches in ${safeText(store.dir)}.\n`);
    return;
  }
  io.stdout.write(`${entries.map(historyLine).join('\n')}\n`);
}

function historyJson(entry: HistoryEntry): object {
  if (!entry.ok) return { file: entry.file, damaged: true, code: entry.error.code, message: describeRecordError(entry.error) };
  const { summary } = entry;
  return {
    file: entry.file,
    damaged: false,
    startedAt: summary.startedAt,
    updatedAt: summary.updatedAt,
    endedAt: summary.endedAt,
    finished: summary.finished,
    players: summary.players,
    gamesPlayed: summary.gamesPlayed,
    games: summary.games,
    scores: summary.scores,
  };
}

/** "2025-03-01 14:05  Alice, Bob, Bot Hard  2/5 games  score 1.5 0.5 0  finished  /path/file.json" (local time) */
function historyLine(entry: HistoryEntry): string {
  if (!entry.ok) return `damaged: ${describeRecordError(entry.error)}`;
  const { summary } = entry;
  const date = localMinute(summary.startedAt);
  const total = summary.games === null ? 'open-ended' : String(summary.games);
  const scores = summary.scores.map(formatPoints).join(' ');
  return [
    date,
    summary.players.join(', '),
    `${summary.gamesPlayed}/${total} games`,
    `score ${scores}`,
    summary.finished ? 'finished' : 'unfinished',
    safeText(entry.file),
  ].join('  ');
}

/** "2025-03-01 13:05" in the local time zone (records keep UTC). */
export function localMinute(iso: string): string {
  const date = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Points to at most two decimals: 1, 0.5, 0.33. */
function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}

export function runReplay(store: Store, file: string | undefined, io: RecordCommandIo): void {
  let record: MatchRecord;
  let path: string;
  if (file === undefined) {
    const latest = store.latestFinished();
    if (latest === null) throw new CommandFailure(`no finished match saved in ${safeText(store.dir)}`);
    ({ record, file: path } = latest);
  } else {
    const loaded = store.load(file);
    if (!loaded.ok) throw new CommandFailure(describeRecordError(loaded.error));
    ({ record, file: path } = loaded);
    if (record.endedAt === null) {
      throw new CommandFailure(
        `${safeText(path)}: the match is not finished, so it is not replayed (that would show the hidden cards of a game still being played)`,
      );
    }
  }
  io.stdout.write(`${JSON.stringify(replayJson(record, path))}\n`);
}

/** The whole match for other tools: options, seats, scores, and each game's events and ranking. */
export function replayJson(record: MatchRecord, file: string): object {
  const states = replayGames(record);
  return {
    file,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    options: record.options,
    seats: record.seats,
    scores: record.scores,
    games: states.map((state, index) => ({
      number: index + 1,
      seed: record.games[index]!.seed,
      startPlayer: state.startPlayer,
      events: state.log,
      ranking: state.finished
        ? ranking(state).map((entry) => ({
            seat: entry.seat,
            name: entry.name,
            place: entry.place,
            category: HAND_CATEGORIES[entry.category],
            cards: entry.cards,
          }))
        : null,
    })),
  };
}
