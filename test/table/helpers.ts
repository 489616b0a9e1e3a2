import { chooseBotAction, type BotLevel } from '../../src/bots/index.js';
import { legalActionsInView } from '../../src/core/view.js';
import type { Action } from '../../src/core/types.js';
import { Table, type StartOptions, type TableDeps, type TableSeat, type TableView } from '../../src/table/index.js';

/** A clock that moves one second per reading, and seeds "seed-1", "seed-2" … */
export function testDeps(overrides: Partial<TableDeps> = {}): TableDeps {
  let clock = Date.UTC(2025, 2, 1, 12, 0, 0);
  let seeds = 0;
  return {
    now: () => (clock += 1000),
    newSeed: () => `seed-${++seeds}`,
    decide: chooseBotAction,
    onListenerError: (error) => {
      throw error;
    },
    ...overrides,
  };
}

/** A clock that never moves: two tables fed the same commands then write the same times. */
export function frozenDeps(overrides: Partial<TableDeps> = {}): TableDeps {
  let seeds = 0;
  return testDeps({ now: () => Date.UTC(2025, 2, 1, 12, 0, 0), newSeed: () => `seed-${++seeds}`, ...overrides });
}

export const humans = (...names: string[]): TableSeat[] => names.map((name) => ({ kind: 'human', name }));
export const bot = (name: string, level: BotLevel): TableSeat => ({ kind: 'bot', name, level });

export function startTable(options: Partial<StartOptions> = {}, deps: TableDeps = testDeps()): Table {
  const result = Table.start({ seats: humans('Alice', 'Bob'), rounds: 2, games: 1, ...options }, deps);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/**
 * The action a human "picks" in a view: a pure function of the view and a
 * salt, so two tables in the same position pick the same action.
 */
export function humanChoice(view: TableView, salt: number): Action {
  const legal = legalActionsInView(view.game);
  let h = (salt ^ Math.imul(view.game.log.length + 1, 0x9e3779b1) ^ Math.imul(view.gameNumber, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  return legal[h % legal.length]!;
}

/** Plays one step: a bot's move, a human's move, or the next game. False once the match is over. */
export async function step(table: Table, salt: number): Promise<boolean> {
  switch (table.phase) {
    case 'matchOver':
      return false;
    case 'betweenGames':
      expectOk(table.nextGame(table.version));
      return true;
    case 'playing': {
      if (table.pendingBot()) {
        expectOk(await table.playBot(table.version));
      } else {
        const seat = table.currentSeat!;
        expectOk(table.act(seat, humanChoice(table.view(seat), salt), table.version));
      }
      return true;
    }
  }
}

export function expectOk(result: { ok: boolean; error?: { code: string } }): void {
  if (!result.ok) throw new Error(`command refused: ${JSON.stringify(result.error)}`);
}

/** Every view a table gives: each seat's and the spectator's. */
export function allViews(table: Table): TableView[] {
  return [...table.seats.map((_, seat) => table.view(seat)), table.view(null)];
}
