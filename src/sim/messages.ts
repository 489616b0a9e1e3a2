/**
 * Every sentence the simulator shows, in one place, so that another language
 * can be added as a second catalog of the same shape.
 */

import type { BotLevel } from '../bots/index.js';

const pluralRules = new Intl.PluralRules('en');

/** "1 game", "2 games": the English plural forms picked by Intl.PluralRules. */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${pluralRules.select(count) === 'one' ? one : other}`;
}

export const MESSAGES = {
  description: 'play headless games between computer players and measure them',
  options: {
    games: (defaultGames: number) => `number of games (default ${defaultGames})`,
    seed: (defaultSeed: string) => `seed of the whole run: any text up to 200 characters (default ${defaultSeed})`,
    players: (min: number, max: number, levels: readonly BotLevel[], defaults: string) =>
      `${min}-${max} comma-separated levels from ${levels.join(', ')} (default ${defaults})`,
    rounds: (min: number, max: number, defaultRounds: number) => `rounds per game, ${min}-${max} (default ${defaultRounds})`,
    tiebreak: 'equal categories: "category" (share the place, default) or "kickers"',
    strictOrder: 'variant: every turn is a shift first, then a swap or pass',
    jobs: (max: number) => `worker threads, 1-${max} (default: one per core)`,
    json: 'print one JSON object instead of a table',
  },
  helpAfter: [
    '',
    'Seats rotate from game to game, so no level gains from where it sits.',
    'Points: 1 for a sole win, 1/k for first place shared by k, else 0.',
    'Results do not depend on --jobs; only the speed does.',
    'Ctrl+C stops early and prints the results of the games played so far.',
    '',
    'Example:',
    '  shift-poker simulate --games 2000 --seed 7 --players hard,medium --json',
    '',
  ].join('\n'),
  errors: {
    rangeOf: (option: string, min: number, max: number, got: number) => `${option} must be from ${min} to ${max}, got ${got}`,
    notALevel: (shown: string | null, levels: readonly BotLevel[]) =>
      `--players: ${shown === null ? 'an empty entry' : `"${shown}"`} is not a level (choose from ${levels.join(', ')})`,
    playerCount: (min: number, max: number, got: number) =>
      `--players needs ${min} to ${max} comma-separated levels, got ${got} (e.g. --players hard,medium)`,
    tiebreak: (shown: string) => `--tiebreak must be "category" or "kickers", got "${shown}"`,
  },
  table: {
    header: ['#', 'player', 'points/game', '95% CI', 'wins', 'ties', 'mean ms', 'p99 ms'],
    variantKickers: 'kicker tie-break',
    variantCategory: 'category-only ranking',
    variantStrict: 'strict order',
    title: (games: number, seed: string, rounds: number, players: number, variants: readonly string[]) =>
      `${plural(games, 'game', 'games')}, seed ${seed}, ${plural(rounds, 'round', 'rounds')}, ` +
      `${plural(players, 'player', 'players')} (seats rotate), ${variants.join(', ')}`,
    interrupted: (played: number, total: number) =>
      `Interrupted: the results of ${plural(played, 'game', 'games')} of ${total} (the run was stopped with Ctrl+C).`,
    footer: (gamesPerSecond: string) =>
      `${gamesPerSecond} games per second. Points: 1 for a sole win, 1/k for first place shared by k.`,
  },
  progress: {
    games: (done: number, total: number) => `${done}/${plural(total, 'game', 'games')}`,
    rate: (perSecond: string) => `${perSecond} games/s`,
    eta: (time: string) => `ETA ${time}`,
    etaUnknown: 'ETA --:--',
  },
} as const;
