/**
 * What the terminal UI plays at: a match owned by a `Table` (src/table). The
 * UI never holds the game state; it gets a table (resumed, or dealt once the
 * setup screen knows the seats and rounds), sends it commands and draws the
 * views it hands out.
 *
 * The host (the CLI, or a test) decides where a table comes from, whether
 * it is saved, and how bots decide; `localMatch` is the plain in-memory
 * case.
 */

import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import { steadyDecider } from '../room/steady.js';
import { tableWords } from '../table/words.js';
import type { HolderSeen } from '../record/holder.js';
import type { SavedCopy } from '../record/leaving.js';
import type { KeyboardSaving } from '../room/matchFile.js';
import type { RatingChange } from '../record/ratings.js';
import { Table, type BotDecider, type MatchRecord, type TableDeps, type TableSeat } from '../table/index.js';
import type { LaunchOptions, SeatSpec } from './options.js';

/** An unfinished saved match offered before a new game. */
export interface ResumeOffer {
  /** "Alice, Bob, Bot Hard · game 2, round 3/5 · saved 4 minutes ago" */
  readonly label: string;
  /** The table, or the one line saying why the match could not be resumed. */
  readonly resume: () => { readonly ok: true; readonly table: Table } | { readonly ok: false; readonly message: string };
  /** The saved match's file. */
  readonly file?: string;
  /** The saved match's players, in seating order (the discard question names them). */
  readonly players?: readonly string[];
  /**
   * Removes the saved match for good (asked only after the player confirmed):
   * ok, or the one line saying why it was not. Absent: it cannot be discarded here.
   */
  readonly discard?: () => { readonly ok: true } | { readonly ok: false; readonly message: string };
}

export interface HotseatMatch {
  /** A table to play at once (a match resumed on the command line), or null. */
  readonly table: Table | null;
  /** An unfinished match to offer first, or null. */
  readonly offer: ResumeOffer | null;
  /** One line about a saved match that could not be read (shown before a new game), or null. */
  readonly notice: string | null;
  /**
   * One line shown on the first screen of a new match (the setup screen, or
   * the first screen of its first game): a game typed on the command line
   * started instead of the resume question, and this says what is still
   * saved and how to go on with it. Absent or null: none.
   */
  readonly note?: string | null;
  /** Deals a new match for these seats. */
  readonly start: (seats: readonly SeatSpec[], rounds: number) => Table;
  /** Whether saving fails, a way to try again, whether a game's results are held (room/matchFile.ts). Absent when nothing is saved. */
  readonly saving?: KeyboardSaving;
  /** The command that resumes the match saved in `file` (as the leaving summary prints it). Absent when nothing is saved. */
  readonly resumeCommand?: (file: string) => string;
  /**
   * What the finished match `record` changes in its players' ratings, rated after every other match saved beside it;
   * null while its file does not hold it as over (its finishing save failed). Absent when nothing is saved.
   */
  readonly ratingChanges?: (record: MatchRecord) => readonly RatingChange[] | null;
  /** The table being played at (started, resumed or offered and taken), or null before one. */
  readonly current: () => Table | null;
  /**
   * What the match's file holds now, as far as this program knows (the last
   * record saved to it, or the one it was resumed from): what leaving the
   * match may show depends on it (record/leaving.ts). Absent: nothing saved.
   */
  readonly savedCopy?: () => SavedCopy | null;
  /**
   * The match is being left: a last save when the latest failed (the disk may
   * have room again), then no more saves, and the match is given up to other
   * programs. Absent: nothing is saved.
   */
  readonly leave?: () => void;
  /** The program that has opened the match's file since this one last saved it, or null (record/leaving.ts). */
  readonly openElsewhere?: () => HolderSeen | null;
  /** Works out a hint from a seat's own view; absent: the hard player's suggestion, loaded when first asked for. */
  readonly suggest?: (view: PlayerView) => Promise<Suggestion>;
}

/** Table seats from the UI's seat list (humans and bots as the CLI or setup screen made them). */
function tableSeats(seats: readonly SeatSpec[]): TableSeat[] {
  return seats.map((seat): TableSeat => (seat.bot === null ? { kind: 'human', name: seat.name } : { kind: 'bot', name: seat.name, level: seat.bot }));
}

/** The UI's seat list from a table's seats. */
export function seatSpecs(seats: readonly TableSeat[]): SeatSpec[] {
  return seats.map((seat) => ({ name: seat.name, bot: seat.kind === 'bot' ? seat.level : null }));
}

export interface LocalDeps {
  readonly newSeed: () => string;
  readonly decide?: BotDecider;
  readonly now?: () => number;
}

type Bots = typeof import('../bots/index.js');
let loadingBots: Promise<Bots> | null = null;

/**
 * Loads the computer players (their code and tables take tens of
 * milliseconds and several MB to load) the first time a match needs them:
 * a table of humans never does, and a table with bots loads them once its
 * first frame is drawn (see useGameController), not before. Whatever else
 * of the bots a screen needs (suggestMove for a hint) comes through here
 * too, so the UI never imports src/bots/ but its levels (bots/levels.ts).
 */
export function loadBots(): Promise<Bots> {
  loadingBots ??= import('../bots/index.js');
  return loadingBots;
}

/** chooseBotAction, once the bots are loaded. */
const decideWhenLoaded: BotDecider = async (level, view, seed) => (await loadBots()).chooseBotAction(level, view, seed);

/** The table's dependencies for a match played here: the clock, fresh seeds, bots that never stop the game. */
export function localTableDeps(deps: LocalDeps): TableDeps {
  return {
    now: deps.now ?? (() => Date.now()),
    newSeed: deps.newSeed,
    decide: steadyDecider(deps.decide ?? decideWhenLoaded),
  };
}

/** Deals a new match from the launch options and the seats and rounds settled on. */
export function startTable(options: LaunchOptions, seats: readonly SeatSpec[], rounds: number, deps: TableDeps): Table {
  const started = Table.start(
    {
      seats: tableSeats(seats),
      // Every human here plays at this terminal: the record says so, and no ssh player can claim their seats.
      owners: seats.map((seat) => (seat.bot === null ? { kind: 'terminal' as const } : null)),
      program: 'play',
      rounds,
      games: options.games,
      tiebreak: options.tiebreak,
      strictOrder: options.strictOrder,
      seed: options.seed,
      hints: options.hints !== false,
      ...(options.firstPlayer === undefined ? {} : { firstPlayer: options.firstPlayer }),
    },
    deps,
  );
  // The CLI and the setup screen check everything the table checks.
  if (!started.ok)
    throw new Error(
      tableWords(options.lang).tableError(
        started.error,
        seats.map((seat) => seat.name),
      ),
    );
  return started.value;
}

/** A match in memory only: nothing saved, nothing to resume. */
export function localMatch(options: LaunchOptions, deps: LocalDeps): HotseatMatch {
  const tableDeps = localTableDeps(deps);
  let current: Table | null = null;
  return {
    table: null,
    offer: null,
    notice: null,
    start: (seats, rounds) => (current = startTable(options, seats, rounds, tableDeps)),
    current: () => current,
  };
}
