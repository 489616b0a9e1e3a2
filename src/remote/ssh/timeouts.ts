/**
 * The time limits of a connection: a login within `authTimeoutMs`, a
 * terminal within `shellTimeoutMs` after that, some input within
 * `idleTimeoutMs`. One sweep a second enforces them all, instead of timers
 * per connection that every part would have to set and clear.
 */

import { drop } from './closing.js';
import type { Conn } from './connection.js';
import type { ServerLimits } from './limits.js';

/** Starts the sweep over `conns` (stop it with clearInterval); an idle terminal is told by `timedOut`, the others are cut. */
export function sweepTimeLimits(
  conns: Iterable<Conn>,
  limits: Pick<ServerLimits, 'authTimeoutMs' | 'shellTimeoutMs' | 'idleTimeoutMs'>,
  timedOut: (conn: Conn) => void,
): NodeJS.Timeout {
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of conns) {
        if (!conn.authenticated && now - conn.openedAt > limits.authTimeoutMs) drop(conn);
        else if (conn.authenticated && !conn.terminalOpen && now - conn.openedAt > limits.authTimeoutMs + limits.shellTimeoutMs) drop(conn);
        else if (conn.terminalOpen && !conn.closing && now - conn.lastInputAt > limits.idleTimeoutMs) timedOut(conn);
      }
    },
    Math.min(1000, limits.authTimeoutMs),
  );
  sweep.unref();
  return sweep;
}
