/**
 * The numbers every connection is held to. Apart from the parts that
 * enforce them (admission.ts, auth.ts, timeouts.ts, inputAllowance.ts,
 * streams.ts), so that `host`, `serve` and the tests change a limit
 * without reaching into any of them.
 */

export interface ServerLimits {
  readonly maxConnections: number;
  /** Connections from one address, logged in or not. */
  readonly maxConnectionsPerAddress: number;
  readonly maxUnauthenticatedPerAddress: number;
  readonly authTimeoutMs: number;
  readonly maxAuthFailures: number;
  readonly failureDelayMs: number;
  /** A logged-in connection without a terminal is closed after this long. */
  readonly shellTimeoutMs: number;
  /** A terminal without any input for this long is closed. */
  readonly idleTimeoutMs: number;
  readonly keepaliveIntervalMs: number;
  readonly keepaliveCountMax: number;
  /** Output bytes waiting for a client before it counts as frozen. */
  readonly maxBacklog: number;
  /**
   * Input a client may send: chunks (each may redraw its screen) and bytes a
   * second, each with a burst of twice as much. A person types at most some
   * twenty keys a second (a key held down repeats about thirty times); what
   * comes faster is dropped, so that one client pasting or piping `yes` into
   * its ssh slows nobody but itself.
   */
  readonly maxInputChunksPerSecond: number;
  readonly maxInputBytesPerSecond: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 16,
  maxConnectionsPerAddress: Number.POSITIVE_INFINITY,
  maxUnauthenticatedPerAddress: 4,
  authTimeoutMs: 10_000,
  maxAuthFailures: 3,
  failureDelayMs: 1000,
  shellTimeoutMs: 30_000,
  idleTimeoutMs: 60 * 60_000,
  keepaliveIntervalMs: 15_000,
  keepaliveCountMax: 3,
  maxBacklog: 1 << 20,
  maxInputChunksPerSecond: 40,
  maxInputBytesPerSecond: 4096,
};
