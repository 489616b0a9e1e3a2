/**
 * What the transport asks of whoever decides what a connection sees: the
 * one interface between the ssh server and the game. `host` seats each
 * connection at its one match (hostServer.ts), `serve` shows the lobby of
 * many tables (serve/gateway.ts); the transport knows neither.
 */

import type { Lang } from '../../i18n/catalog.js';
import type { ChannelTerminal, WindowSize } from './streams.js';

/** A logged-in client opening its terminal: everything the gateway may know of it. */
export interface ClientHello {
  /** The SSH user name as the client sent it (the gateway cleans it). */
  readonly user: string;
  /** The public key the client logged in with (base64 of its blob), or null. */
  readonly key: string | null;
  readonly address: string;
  /** The language of this client's screen: the one its LANG/LC_* name, else the server's. */
  readonly lang: Lang;
  /** The client said its character set is not UTF-8: plain ASCII screens. */
  readonly ascii: boolean;
  /** What the client asked to run (`ssh -t server join K7PQ`), or null for a plain login. */
  readonly command: string | null;
}

/** A screen the gateway opened on a connection's terminal. */
export interface OpenScreen {
  /** Ends the screen (once) and shows `farewell` on the normal screen. */
  close(farewell: string | null): void;
  /** Takes the client's bytes itself (default: they go to the terminal's stdin). */
  input?(data: Buffer): void;
  /** Follows the client's window itself (default: the terminal does). */
  resize?(size: WindowSize): void;
}

/** How a connection ends from the gateway's side: a last line, and the exit status ssh reports. */
export interface Farewell {
  readonly line: string | null;
  readonly exitCode?: number;
}

export type GatewayAnswer =
  | { readonly ok: true; readonly screen: OpenScreen }
  /** No screen: one line to the client, then the connection ends with `exitCode` (default 1). */
  | { readonly ok: false; readonly line: string; readonly exitCode?: number };

/** What a connection's terminal shows: decided per connection, when its terminal opens. */
export interface Gateway {
  /** Whether clients may ask for a command (`ssh -t server quick`); if not, such requests are refused. */
  readonly takesCommands: boolean;
  /** Why `command` is not one of the gateway's (one line in `lang`), or null if it is: asked when it comes without a terminal. */
  checkCommand?(command: string, lang: Lang): string | null;
  /**
   * Opens the client's screen on `terminal`, or says why not. `end` closes
   * the connection (with a last line), for the screen to call when the
   * player leaves; `replaced` is called on this connection's screen when
   * the gateway closes it for another (the same player connecting again).
   */
  open(client: ClientHello, terminal: ChannelTerminal, end: (farewell: Farewell) => void): GatewayAnswer;
}
