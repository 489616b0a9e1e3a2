/**
 * Plays a game at this terminal once its command line is checked: opens the
 * match (new, or resumed from its file), runs the screens, and prints what
 * leaving shows, however the game ends.
 */

import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import { COMMAND_NAME } from '../../invocation.js';
import type { LaunchOptions } from '../../hotseat/options.js';
import type { MatchPlan } from '../../hotseat/savedMatch.js';
import type { HotseatMatch } from '../../hotseat/hotseatMatch.js';
import { CommandFailure } from '../../usage.js';
import type { CliIo } from '../io.js';
import { errorText } from '../reportError.js';
import type { SaveOptions } from './options.js';

/** 128 + SIGHUP: the terminal is gone. */
const SIGHUP_EXIT_CODE = 129;

/**
 * Everything a game needs beyond the command line (saved matches, the UI
 * with React, Ink and Yoga), in one module loaded only when a game starts,
 * so that --help, --version, usage errors and the other commands never load it.
 */
type Game = typeof import('./play.js');

/** Plays the game (as sentences with `screenReader`); resolves with its exit code (1 without a terminal). */
export async function playGame(options: LaunchOptions, saving: SaveOptions, io: CliIo, lang: Lang, screenReader = false): Promise<number> {
  const cli = cliWords(lang);
  // A file that cannot be resumed is reported first, terminal or not.
  let game: Game | null = saving.resume === null ? null : await import('./play.js');
  const resumed = game === null ? null : openMatch(game, options, saving);
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    io.stderr.write(`${COMMAND_NAME}: ${cli.needsTerminal({ program: options.program ?? COMMAND_NAME })}\n`);
    return 1;
  }
  // Before the game's code is loaded: keeps the resident size of a long
  // game down (see heap.ts).
  (await import('../../heap.js')).limitHeapGrowth();
  game ??= await import('./play.js');
  const match = resumed ?? openMatch(game, options, saving);
  // On the normal screen too, whole: the game's first screen may have to cut
  // a long path, and this stays above what leaving prints.
  // A first start's offer of the tutorial (see firstStartMatch) is the setup screen's; the screen reader, which has none, says it here.
  if ((saving.typed === true || screenReader) && match.note != null) io.stdout.write(`${match.note}\n`);
  if (screenReader) return readAloud(game, options, match, io, saving.save);
  const hotseat = game.takeTerminal(io.stdout, io.stdin, (exitCode, uncaught) => {
    if (uncaught !== null) io.stderr.write(`${COMMAND_NAME}: ${cli.unexpected({ message: errorText(uncaught.error) })}\n`);
    // A signal or an error ends the game as quitting does, and shows what
    // quitting shows (see record/leaving.ts); after a hang-up nobody reads it.
    if (exitCode !== SIGHUP_EXIT_CODE) {
      try {
        const summary = game!.leavingSummary(match, { ascii: options.ascii, lang: options.lang, program: options.program });
        if (summary !== null) io.stdout.write(`${summary}\n`);
      } catch {
        // The match is saved after every action; a summary that cannot be made is no reason to hang.
      }
    }
    game!.exitProgram(exitCode);
  });
  try {
    // takeTerminal has just cleared the screen and its scrollback.
    const outcome = await game.runGame({ ...options, startsOnClearScreen: true }, match, hotseat, {
      stdin: io.stdin,
      stdout: io.stdout,
    });
    hotseat.restore();
    if (outcome.summary) io.stdout.write(`${outcome.summary}\n`);
    return outcome.exitCode;
  } finally {
    hotseat.restore();
  }
}

/**
 * The game as a stream of sentences (reader/): on the terminal as it is,
 * without the alternate screen, and what leaving shows printed after it in
 * plain ASCII (no suit symbols for the screen reader to stumble over).
 */
async function readAloud(game: Game, options: LaunchOptions, match: HotseatMatch, io: CliIo, saved: boolean): Promise<number> {
  const table = match.table ?? match.start(options.seats, options.rounds ?? game.DEFAULT_ROUNDS);
  const exitCode = await game.runReader(
    {
      table,
      lang: options.lang,
      saved,
      botDelayMs: options.botDelayMs,
      suggest: match.suggest ?? game.lazyHint,
      ...(match.saving === undefined ? {} : { saving: match.saving }),
    },
    { stdin: io.stdin, stdout: io.stdout },
  );
  // After a hang-up nobody reads it.
  if (exitCode !== SIGHUP_EXIT_CODE) {
    const summary = game.leavingSummary(match, { ascii: true, lang: options.lang, program: options.program });
    if (summary !== null) io.stdout.write(`${summary}\n`);
  }
  return exitCode;
}

/** The match to play: saved in the data directory unless --no-save, resumed with --resume. Throws CommandFailure. */
function openMatch(game: Game, options: LaunchOptions, saving: SaveOptions): HotseatMatch {
  const wantsStore = saving.save || saving.resume !== null;
  const store = wantsStore ? (saving.dataDir === null ? game.createStore({ dir: game.defaultDataDir(), ownsDir: true }) : game.createStore({ dir: saving.dataDir })) : null;
  try {
    const plan: MatchPlan = saving.resume === null ? { kind: 'new' } : game.planResume(store!, saving.resume === true ? null : saving.resume, options.lang, options.program);
    const hotseat = game.savedMatch(options, saving.save ? store : null, plan, { now: () => Date.now(), newSeed: game.randomSeed });
    // The command line wins: a game typed there starts, the saved match is only mentioned.
    if (saving.typed === true) return game.typedGameMatch(hotseat, options.lang, options.program);
    // The setup screen of a first start offers the tutorial (where nothing is saved, none is known to be a first).
    return store === null ? hotseat : game.firstStartMatch(hotseat, store, options.lang, options.program);
  } catch (error) {
    // Also a match that another program opened between the question and the answer.
    if (error instanceof game.ResumeFailure) throw new CommandFailure(error.message);
    throw error;
  }
}
