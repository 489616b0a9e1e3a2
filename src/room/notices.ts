/**
 * The room's notices: what happened at the table beyond the game itself
 * (a player left, a bot took over, the player is back), each shown in the
 * log of every screen at the point of the game it happened, and forgotten
 * once the next game is dealt.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Table } from '../table/index.js';

/** What a notice says, as data: each screen words it in its own language (remote/words.ts). */
export type NoticeEvent =
  /** A player's last connection is gone: a bot plays the seat if they are not back within `seconds`. */
  | { readonly code: 'left'; readonly name: string; readonly seconds: number }
  | { readonly code: 'botTakesOver'; readonly name: string; readonly level: BotLevel }
  | { readonly code: 'back'; readonly name: string }
  /** Back after a bot had taken over. */
  | { readonly code: 'backFromBot'; readonly name: string };

/** Something that happened at the table beyond the game itself, shown in the log at the point it happened. */
export interface Notice {
  readonly game: number;
  /** The length of the game's log when it happened. */
  readonly logLength: number;
  readonly event: NoticeEvent;
}

/** The notices of the game in play. */
export class Notices {
  #notices: Notice[] = [];

  /** Notes `event` where the table's game stands now. */
  add(table: Table, event: NoticeEvent): void {
    this.#notices.push({ game: table.gameNumber, logLength: table.view(null).game.log.length, event });
  }

  /** A new game is dealt: the last one's notices go. */
  clear(): void {
    this.#notices = [];
  }

  /** The notices of game `game`. */
  of(game: number): Notice[] {
    return this.#notices.filter((notice) => notice.game === game);
  }
}
