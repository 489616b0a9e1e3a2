/**
 * What the command line, the screens, the table and saved games need to know
 * about computer players (the levels, their names and descriptions, each
 * seat's bot seed) without loading the players themselves: their code and
 * tables are loaded only once a bot is seated (see index.ts for the players).
 */

import { nameProblem } from '../core/playerNames.js';
import { deriveHash } from '../core/seed.js';

/**
 * Every level a bot can play at, and a saved match or table may name: the
 * levels players choose from, then `expert`, a measurement tool beside the
 * ceiling (sim/ceiling.ts). The expert measured about even with `hard`
 * heads-up and behind it at three and four players (docs/bots.md), so a
 * level named above `hard` would mislead the player who picks it: it is
 * offered by `simulate` alone, and a match saved with one plays on with it.
 */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The levels a player chooses from (command line, setup, `host` and `serve` tables, stand-ins), weakest first. */
export const PLAYABLE_LEVELS = ['random', 'easy', 'medium', 'hard'] as const satisfies readonly BotLevel[];
export type PlayableLevel = (typeof PLAYABLE_LEVELS)[number];

export function isBotLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

export function isPlayableLevel(value: string): value is PlayableLevel {
  return (PLAYABLE_LEVELS as readonly string[]).includes(value);
}

/**
 * The seed of one seat's bot, derived from the game seed so a game stays
 * reproducible: 32 bits of the seed's 128-bit hash, which tell nothing usable
 * about the seed itself (and so nothing of the deal or the reshuffles).
 */
export function botSeed(gameSeed: string | number, seat: number): number {
  return deriveHash(String(gameSeed), 'bot', seat)[0];
}

const DESCRIPTIONS: Readonly<Record<BotLevel, string>> = {
  random: 'plays any legal action at random',
  easy: 'keeps pairs and draws, otherwise chases high cards',
  medium: 'plans its whole turn for the best expected hand',
  hard: 'simulates thousands of possible futures to win',
  expert: 'reads every move for hidden cards, plays futures out',
};

/** One short line about a level, for help texts and the setup screen. */
export function describeBotLevel(level: BotLevel): string {
  return DESCRIPTIONS[level];
}

const LEVEL_LABELS: Readonly<Record<BotLevel, string>> = {
  random: 'Random',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
};

/**
 * A bot's display name: "Bot Hard" for the first bot of a level (`index` 0),
 * "Bot Hard 2", "Bot Hard 3" … for further bots of the same level. The
 * "Bot" prefix marks it as a computer player; names stay well within the
 * 16-column name limit. `botNames` assigns names to a whole table at once.
 */
export function botName(level: BotLevel, index = 0, labels: Readonly<Record<BotLevel, string>> = LEVEL_LABELS): string {
  const base = `Bot ${labels[level]}`;
  return index <= 0 ? base : `${base} ${index + 1}`;
}

/**
 * Distinct names for a list of bots, in order: each level counted separately
 * ("Bot Hard", "Bot Easy", "Bot Hard 2"). A name that clashes with one
 * already `taken` by the engine's own rule (nameProblem: ignoring case and
 * compatibility forms, so a human called "ＢＯＴ ＨＡＲＤ" counts) is skipped in
 * favour of the next number. `labels` name the levels in the players'
 * language ("Bot Schwer"); English by default. `alsoClashes` skips names of
 * any further rule (the ssh host's: names that only look alike).
 */
export function botNames(
  levels: readonly BotLevel[],
  taken: readonly string[] = [],
  labels: Readonly<Record<BotLevel, string>> = LEVEL_LABELS,
  alsoClashes: (name: string, used: readonly string[]) => boolean = () => false,
): string[] {
  const used = [...taken];
  const next = new Map<BotLevel, number>();
  return levels.map((level) => {
    let index = next.get(level) ?? 0;
    while (nameProblem(botName(level, index, labels), used) !== null || alsoClashes(botName(level, index, labels), used)) index++;
    const name = botName(level, index, labels);
    used.push(name);
    next.set(level, index + 1);
    return name;
  });
}
