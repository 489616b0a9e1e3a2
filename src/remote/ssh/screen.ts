/**
 * The moment a connection's terminal is handed to the gateway: the channel
 * made a terminal that watches its backlog (streams.ts), what the gateway
 * may know of the client, its answer (a screen or a refusal), and the
 * client's input and window passed on to that screen. Apart from the
 * session's requests because this is the one place the transport meets the
 * game, through the Gateway interface alone.
 */

import type { Connection, ServerChannel } from 'ssh2';
import type { Lang } from '../../i18n/catalog.js';
import { clientWantsAscii } from './clientEnv.js';
import { drop, farewell, refuse } from './closing.js';
import type { Conn } from './connection.js';
import type { ClientHello, Gateway } from './gateway.js';
import { inputFilter } from './inputAllowance.js';
import type { ServerLimits } from './limits.js';
import { channelTerminal, type WindowSize } from './streams.js';

export interface ScreenDeps {
  readonly limits: Pick<ServerLimits, 'maxBacklog' | 'maxInputChunksPerSecond' | 'maxInputBytesPerSecond'>;
  readonly gateway: Gateway;
  readonly langOf: (conn: Conn) => Lang;
  /** The client's input went beyond what a person types (told once per connection). */
  readonly onInputDropped: (conn: Conn) => void;
  /** A screen opened on `channel`: counted until the channel closes. */
  readonly countSession: (channel: ServerChannel) => void;
}

/** Hands the connection's terminal to the gateway; returns how to follow the client's window. */
export function startScreen(
  conn: Conn,
  client: Connection,
  channel: ServerChannel,
  size: WindowSize,
  command: string | null,
  deps: ScreenDeps,
): ((next: WindowSize) => void) | null {
  const terminal = channelTerminal(channel, size, {
    maxBacklog: deps.limits.maxBacklog,
    backlog: () => channel.writableLength + conn.socket.writableLength,
    onStalled: () => drop(conn),
  });
  const hello: ClientHello = {
    user: conn.user ?? '',
    key: conn.key,
    address: conn.address,
    lang: deps.langOf(conn),
    ascii: clientWantsAscii(conn.env),
    command,
  };
  const answer = deps.gateway.open(hello, terminal, (how) => farewell(conn, client, how.line, how.exitCode ?? 0));
  if (!answer.ok) {
    terminal.end();
    refuse(conn, client, channel, answer.line, answer.exitCode ?? 1);
    return null;
  }
  if (conn.closing) {
    // The gateway ended the connection while opening it.
    answer.screen.close(null);
    return null;
  }
  const screen = answer.screen;
  conn.screen = screen;
  // Beyond what a person can type, input is dropped here rather than queued (see ServerLimits).
  const passing = inputFilter(deps.limits, () => deps.onInputDropped(conn));
  channel.on('data', (data: Buffer) => {
    conn.lastInputAt = Date.now();
    const kept = passing(data);
    if (kept === null) return;
    if (screen.input !== undefined) screen.input(kept);
    else terminal.input(kept);
  });
  channel.on('close', () => farewell(conn, client, null));
  deps.countSession(channel);
  return (next) => (screen.resize !== undefined ? screen.resize(next) : terminal.resize(next));
}
