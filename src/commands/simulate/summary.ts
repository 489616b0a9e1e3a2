/** What `shift-poker simulate` prints: one JSON object, or a readable table in the catalog's language. */

import { displayWidth } from '../../core/playerNames.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Lang } from '../../i18n/lang.js';
import { cliWords } from '../words.js';
import type { SimulationSummary } from '../../sim/simulate.js';
import { LAYOUT_WIDTH, wrapText } from '../../term/layout.js';

/**
 * The JSON object of the command, always with these fields in this order:
 *   {"games", "gamesPlayed", "complete", "seed", "rounds", "tiebreak", "strictOrder",
 *    "gamesPerSecond", "results": [{"player", "lineupIndex", "pointsPerGame", "ci95",
 *    "wins", "ties", "meanDecisionMs", "p99DecisionMs"}]}
 * "games" is what was asked for; "gamesPlayed" what the numbers are based on,
 * fewer (and "complete" false) when the run was stopped with Ctrl+C.
 * "results" has one entry per --players entry in that order; "lineupIndex" is
 * the entry's index there, not a seat: seats rotate from game to game.
 */
export function toJson(summary: SimulationSummary): object {
  return {
    games: summary.games,
    gamesPlayed: summary.gamesPlayed,
    complete: summary.complete,
    seed: summary.seed,
    rounds: summary.rounds,
    tiebreak: summary.tiebreak,
    strictOrder: summary.strictOrder,
    gamesPerSecond: round(summary.gamesPerSecond, 3),
    results: summary.results.map((entry) => ({
      player: entry.player,
      lineupIndex: entry.lineupIndex,
      pointsPerGame: round(entry.pointsPerGame, 4),
      ci95: [round(entry.ci95[0], 4), round(entry.ci95[1], 4)],
      wins: entry.wins,
      ties: entry.ties,
      meanDecisionMs: round(entry.meanDecisionMs, 3),
      p99DecisionMs: round(entry.p99DecisionMs, 3),
    })),
  };
}

/** A readable table of a summary, in the catalog's language. */
export function formatSummary(summary: SimulationSummary, lang: Lang): string {
  const table = cliWords(lang).sim.table;
  const number = coreWords(lang).number;
  const variants = [summary.tiebreak === 'kickers' ? table.variantKickers : table.variantCategory, summary.strictOrder ? table.variantStrict : null].filter(
    (part) => part !== null,
  );
  // A ranking, as the "#" column says: best points per game first, equal points sharing a place
  // (1, 1, 3); equal entries stay in --players order. Which entry a row is, the JSON's lineupIndex tells.
  const ranked = [...summary.results].sort((a, b) => b.pointsPerGame - a.pointsPerGame || a.lineupIndex - b.lineupIndex);
  const names = playerNames(summary.results);
  const rows = ranked.map((entry) => [
    String(1 + ranked.filter((other) => other.pointsPerGame > entry.pointsPerGame).length),
    names.get(entry.lineupIndex) ?? entry.player,
    number(entry.pointsPerGame.toFixed(3)),
    table.interval({ low: number(entry.ci95[0].toFixed(3)), high: number(entry.ci95[1].toFixed(3)) }),
    number(String(entry.wins)),
    number(String(entry.ties)),
    number(entry.meanDecisionMs.toFixed(2)),
    number(entry.p99DecisionMs.toFixed(2)),
  ]);
  const header = [...table.header];
  const widths = header.map((title, i) => Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[i]!))));
  const leftAligned = new Set([1]);
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => {
        // Padded by terminal columns: German headers such as "Ø ms" are not ASCII.
        const fill = ' '.repeat(Math.max(0, widths[i]! - displayWidth(cell)));
        return leftAligned.has(i) ? cell + fill : fill + cell;
      })
      .join('  ')
      .trimEnd();
  return [
    ...(summary.complete ? [] : [table.interrupted({ played: summary.gamesPlayed, total: summary.games })]),
    // A seed has no control characters (parseSeed), so it is safe to show as it is.
    // The sentences around the table wrap at 80 columns, as a terminal shows them (German and the variants made them longer).
    ...wrapText(
      table.title({
        games: summary.gamesPlayed,
        seed: summary.seed,
        rounds: summary.rounds,
        players: summary.results.length,
        variants,
      }),
      LAYOUT_WIDTH,
    ),
    '',
    line(header),
    ...rows.map(line),
    '',
    ...wrapText(table.footer({ gamesPerSecond: number(summary.gamesPerSecond.toFixed(1)) }), LAYOUT_WIDTH),
    '',
  ].join('\n');
}

/**
 * Each --players entry's name in the table: its level, as typed; a level
 * that plays more than once numbered in --players order ("easy 1",
 * "easy 2"), so that its rows are not two identical-looking lines.
 */
function playerNames(results: SimulationSummary['results']): Map<number, string> {
  const inLineup = [...results].sort((a, b) => a.lineupIndex - b.lineupIndex);
  const seen = new Map<string, number>();
  const names = new Map<number, string>();
  for (const entry of inLineup) {
    const repeated = inLineup.filter((other) => other.player === entry.player).length > 1;
    const count = (seen.get(entry.player) ?? 0) + 1;
    seen.set(entry.player, count);
    names.set(entry.lineupIndex, repeated ? `${entry.player} ${count}` : entry.player);
  }
  return names;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
