/** What `replay` does: a match's games on the replay screen, or as JSON. Loaded only when it runs. */

import { HAND_CATEGORY_CODES } from '../../core/hand.js';
import { ranking } from '../../core/ranking.js';
import type { Lang } from '../../i18n/lang.js';
import { describeRecordError, recordWords } from '../../record/words.js';
import { cliWords } from '../words.js';
import { safeText } from '../../i18n/safeText.js';
import { replayGames, type MatchRecord } from '../../table/index.js';
import { COMMAND_NAME } from '../../invocation.js';
import { CommandFailure } from '../../usage.js';
import { matchSource, type MatchSource, type RawDirOption, type RecordCommandIo } from '../savedMatches.js';

export interface RawReplayOptions extends RawDirOption {
  json?: boolean;
  ascii?: boolean;
}

/**
 * Runs `replay [file]`: with --json prints the match, else shows the replay
 * screen on a terminal (refused in one line without one). Resolves with the
 * exit code (130: the screen was left with Ctrl+C).
 */
export async function runReplayCommand(file: string | undefined, raw: RawReplayOptions, io: RecordCommandIo, lang: Lang, program: string = COMMAND_NAME): Promise<number> {
  const store = await matchSource(raw, lang, file, program);
  if (raw.json === true) {
    printReplay(store, file, io, lang);
    return 0;
  }
  const match = finishedMatch(store, file, lang, true);
  const stdin = io.stdin;
  if (stdin === undefined || !stdin.isTTY || io.stdout.isTTY !== true) {
    throw new CommandFailure(cliWords(lang).records.replayNeedsTerminal(program));
  }
  return replayOnTerminal(match.record, { ascii: raw.ascii === true, lang }, stdin, io.stdout as NodeJS.WriteStream, io.stderr);
}

/** The replay screen on the alternate screen, the terminal restored after it whatever happens; resolves with the exit code (130: Ctrl+C). */
async function replayOnTerminal(
  record: MatchRecord,
  options: { readonly ascii: boolean; readonly lang: Lang },
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
  stderr: RecordCommandIo['stderr'],
): Promise<number> {
  // The screen (React, Ink) only now: `replay --json` never loads it.
  const [{ exitProgram, takeTerminal }, { runReplayScreen }] = await Promise.all([import('../../terminal.js'), import('../../replay/showReplay.js')]);
  const terminal = takeTerminal(stdout, stdin, (exitCode, message) => {
    if (message) stderr?.write(`${COMMAND_NAME}: ${message}\n`);
    exitProgram(exitCode);
  });
  try {
    return await runReplayScreen(record, options, { stdin, stdout });
  } finally {
    terminal.restore();
  }
}

/** `replay --json`: the whole match for other tools. */
function printReplay(store: MatchSource, file: string | undefined, io: RecordCommandIo, lang: Lang): void {
  const { record, file: path } = finishedMatch(store, file, lang);
  io.stdout.write(`${JSON.stringify(replayJson(record, path))}\n`);
}

/**
 * The match to replay: the file's, or the newest finished one. Throws
 * CommandFailure (one line) for a file that cannot be read, a match not over
 * yet, or none at all. `finishedGamesOnly`: the replay screen, which shows
 * only a match's finished games, also takes a match still being played once
 * a game of it is over (the game being played never shows: a saved file can
 * still go on with it). `replay --json` prints the whole match, its seed
 * included, so only a match that is over.
 */
function finishedMatch(store: MatchSource, file: string | undefined, lang: Lang, finishedGamesOnly = false): { readonly record: MatchRecord; readonly file: string } {
  const words = recordWords(lang);
  if (file === undefined) {
    const latest = store.latestFinished();
    if (latest === null) throw new CommandFailure(words.noFinishedMatch(safeText(store.dir)));
    return latest;
  }
  const loaded = store.load(file);
  if (!loaded.ok) throw new CommandFailure(describeRecordError(loaded.error, lang));
  if (loaded.record.endedAt === null) {
    if (!finishedGamesOnly) throw new CommandFailure(words.notFinished(safeText(loaded.file)));
    const someGameOver = loaded.record.games.some((game) => game.ranking !== null);
    if (!someGameOver) throw new CommandFailure(words.noGameFinished(safeText(loaded.file)));
  }
  return { record: loaded.record, file: loaded.file };
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
      // Who asked for a hint, after how many of the game's actions.
      hints: record.games[index]!.hints ?? [],
      ranking: state.finished
        ? ranking(state).map((entry) => ({
            seat: entry.seat,
            name: entry.name,
            place: entry.place,
            category: HAND_CATEGORY_CODES[entry.category],
            cards: entry.cards,
          }))
        : null,
    })),
  };
}
