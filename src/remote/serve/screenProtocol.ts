/**
 * What the server's main thread (the SSH connections: gateway.ts) and a
 * screen thread (screenHost.ts: the seat screens of some connections)
 * say to each other. A seat screen is drawn from its room's scenes, so it
 * need not live on the thread that holds the connection: the main thread
 * relays the seat's link (room/link.ts) and the terminal's bytes, and the
 * drawing, the costly part, is spread over a thread per core. Plain data,
 * so that it crosses a worker thread's port; the same messages go through
 * a direct link when the screens are drawn in the main thread (the tests).
 */

import type { Seat } from '../../core/types.js';
import type { Lang } from '../../i18n/lang.js';
import type { LinkTrouble, ToRoom, ToSeat } from '../../room/link.js';
import type { WindowSize } from '../ssh/streams.js';

/** How one connection's seat screen is drawn. */
export interface ScreenRequest {
  /** In sentences (reader/), else drawn with Ink. */
  readonly reader: boolean;
  readonly lang: Lang;
  readonly ascii: boolean;
  /** The seat played; null for a spectator. */
  readonly seat: Seat | null;
  /** The table's code: a new table is a new screen. */
  readonly code: string;
  /** The server's port, shown in the command others join with. */
  readonly port: number | null;
  readonly size: WindowSize;
  readonly colorDepth: number;
}

/** A screen's messages carry the connection's number (`id`), unique in its process. */
export type MainToScreens =
  /** A connection is on its way to a table: its link starts now (scenes may come before it is placed). */
  | { readonly type: 'open'; readonly id: number }
  /** Placed: the screen is drawn as soon as its first scene has come. */
  | { readonly type: 'show'; readonly id: number; readonly request: ScreenRequest }
  | { readonly type: 'seat'; readonly id: number; readonly message: ToSeat }
  | { readonly type: 'trouble'; readonly id: number; readonly trouble: LinkTrouble }
  | { readonly type: 'input'; readonly id: number; readonly data: Uint8Array }
  | { readonly type: 'resize'; readonly id: number; readonly size: WindowSize }
  | { readonly type: 'close'; readonly id: number };

export type ScreensToMain =
  /** A request of the seat's to its room. */
  | { readonly type: 'toRoom'; readonly id: number; readonly message: ToRoom }
  /** Bytes for the connection's terminal. */
  | { readonly type: 'output'; readonly id: number; readonly text: string }
  /** The player left the table from its screen (q, Ctrl+C), or the screen failed. */
  | { readonly type: 'leave'; readonly id: number };
