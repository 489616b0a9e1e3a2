/**
 * One connection's state, from the moment the listener lets it in until its
 * socket closes: the one record each part of the server (admission,
 * authentication, the session, the screen, the timeouts, the close) reads
 * and updates, so that none of them keeps a copy of another's.
 */

import type net from 'node:net';
import type { ServerChannel } from 'ssh2';
import type { OpenScreen } from './gateway.js';

export interface Conn {
  readonly socket: net.Socket;
  /** The address as the limits count it (addressGroup.ts). */
  readonly address: string;
  readonly openedAt: number;
  authenticated: boolean;
  failures: number;
  keyOffers: number;
  user: string | null;
  key: string | null;
  sessionOpened: boolean;
  terminalOpen: boolean;
  lastInputAt: number;
  env: Record<string, string>;
  screen: OpenScreen | null;
  channel: ServerChannel | null;
  closing: boolean;
}

/** A connection just let in: not logged in, no session, no terminal. */
export function newConnection(socket: net.Socket, address: string): Conn {
  return {
    socket,
    address,
    openedAt: Date.now(),
    authenticated: false,
    failures: 0,
    keyOffers: 0,
    user: null,
    key: null,
    sessionOpened: false,
    terminalOpen: false,
    lastInputAt: Date.now(),
    env: {},
    screen: null,
    channel: null,
    closing: false,
  };
}
