/**
 * The game at this terminal, the program's own command
 * (`shift-poker Alice Bob --bot hard --rounds 5`): its players and options,
 * checked before anything of the game is loaded (playGame.ts loads it once a
 * game starts).
 */

import { Command, Option } from 'commander';
import { PLAYABLE_LEVELS } from '../../bots/levels.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/types.js';
import { cliWords } from '../words.js';
import type { CommandContext } from '../context.js';
import { DEFAULTS, LIMITS } from '../defaults.js';
import { langOption } from '../lang.js';
import { TIEBREAKS } from '../parse.js';
import { screenReaderWanted } from '../parse.js';
import { resolveLaunchOptions, resolveSaveOptions, type RawGameOptions } from './options.js';
import { playGame } from './playGame.js';

/** Gives `program` the game's arguments, options and action. */
export function defineGameCommand(program: Command, context: CommandContext): Command {
  const cli = cliWords(context.lang);
  const meta = cli.meta;
  const [minRounds, maxRounds] = LIMITS.rounds;
  const [minGames, maxGames] = LIMITS.matchGames;
  return program
    .argument(`[${cli.playersArgument}...]`, cli.players({ min: MIN_PLAYERS, max: MAX_PLAYERS }))
    .option(`-r, --rounds <${meta.n}>`, cli.rounds({ min: minRounds, max: maxRounds }))
    .option(`--seed <${meta.text}>`, cli.seed)
    .addOption(
      new Option(`--bot <${meta.level}>`, cli.bot({ levels: PLAYABLE_LEVELS.join(', ') }))
        .argParser((value: string, previous: string[]) => [...previous, value])
        .default([] as string[], cli.botDefault),
    )
    .addOption(new Option(`--tiebreak <${meta.mode}>`, cli.tiebreak).choices(TIEBREAKS).default(DEFAULTS.game.tiebreak))
    .option('--strict-order', cli.strictOrder)
    .option(`--first-player <${meta.n}>`, cli.firstPlayer({ max: MAX_PLAYERS }))
    .option('--no-hints', cli.noHints)
    .option('--ascii', cli.ascii)
    .option('--no-color', cli.noColor)
    .option(`--delay <${meta.ms}>`, cli.delay({ default: DEFAULTS.game.botDelayMs }))
    .option('--screen-reader', cli.screenReader({ delay: DEFAULTS.game.screenReaderBotDelayMs }))
    .option('--games <n>', cli.games({ min: minGames, max: maxGames }))
    .option(`--resume [${meta.file}]`, cli.resume)
    .option(`--data-dir <${meta.dir}>`, cli.dataDir)
    .option('--no-save', cli.noSave)
    .addOption(langOption(context.lang))
    .action(async (players: string[], options: RawGameOptions, command: Command) => {
      const screenReader = screenReaderWanted(options.screenReader, process.env);
      const raw = { ...options, screenReader, tiebreakGiven: command.getOptionValueSource('tiebreak') === 'cli' };
      const saving = resolveSaveOptions(players, raw, context.lang);
      const launch = resolveLaunchOptions(saving.resume === null ? players : [], raw, context.lang);
      context.onExitCode(await playGame({ ...launch, program: context.invoked }, saving, context.io, context.lang, screenReader));
    });
}
