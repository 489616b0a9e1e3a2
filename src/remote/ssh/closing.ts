/**
 * How a connection ends. Every close path (a failed login, a refusal, the
 * gateway's end, an idle timeout, the server stopping) goes through
 * `farewell`, so each ends in the one order ssh needs and none can hang:
 * after a grace period whatever has not closed by itself is destroyed.
 */

import type { Connection, ServerChannel } from 'ssh2';
import type { Conn } from './connection.js';

/** How long an orderly close may take before the socket is destroyed. */
const CLOSE_GRACE_MS = 2000;
/** How long the goodbyes of a stopping server have to leave before every socket is cut. */
const STOP_GRACE_MS = 200;

/** Destroys the socket at once: for a client that stopped answering or reading, whom an orderly close would wait for forever. */
export function drop(conn: Conn): void {
  conn.socket.destroy();
}

function endChannel(channel: ServerChannel, exitCode = 0): void {
  try {
    channel.exit(exitCode);
    channel.end();
  } catch {
    // Already closed.
  }
}

/** Ends the player's screen with `farewell`, then the connection; destroys it if it does not close by itself. */
export function farewell(conn: Conn, client: Connection | null, text: string | null, exitCode = 0): void {
  if (conn.closing) return;
  conn.closing = true;
  const screen = conn.screen;
  conn.screen = null;
  screen?.close(text);
  const endClient = (): void => {
    try {
      client?.end();
    } catch {
      // Already gone.
    }
  };
  // The exit status, then the channel's close, then the connection: ssh
  // reports a connection that ends before its channel as lost (exit 255).
  if (conn.channel !== null) {
    conn.channel.once('close', endClient);
    endChannel(conn.channel, exitCode);
  } else {
    endClient();
  }
  setTimeout(() => drop(conn), CLOSE_GRACE_MS).unref();
}

/** Writes one line on the channel and ends the connection with `exitCode`. */
export function refuse(conn: Conn, client: Connection, channel: ServerChannel, line: string, exitCode: number): void {
  try {
    channel.write(`${line}\r\n`);
  } catch {
    // Gone already.
  }
  farewell(conn, client, null, exitCode);
}

/** The server stops: a goodbye on every screen, then, a moment later, whatever is left is cut. */
export function farewellAll(conns: Iterable<Conn>, goodbye: (conn: Conn) => string): void {
  for (const conn of conns) farewell(conn, null, goodbye(conn));
  setTimeout(() => {
    for (const conn of conns) drop(conn);
  }, STOP_GRACE_MS).unref();
}
