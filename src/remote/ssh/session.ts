/**
 * What a logged-in client may ask for: one session with one interactive
 * terminal, and nothing else. No subsystem (sftp), no forwarding of ports,
 * sockets, agent or X11, no second session; of the environment only LANG
 * and LC_* (clientEnv.ts); a command (`ssh -t server join K7PQ`) only where
 * the gateway takes commands, and only with a terminal. Apart from the
 * listener and the login because these are the requests of a client that
 * is already in, each answered here before the gateway sees anything.
 */

import type { Connection, ServerChannel, Session } from 'ssh2';
import type { Lang } from '../../i18n/catalog.js';
import { sshWords } from './words.js';
import { keepEnv, safeClientText } from './clientEnv.js';
import { refuse } from './closing.js';
import type { Conn } from './connection.js';
import type { Gateway } from './gateway.js';
import { windowSize, type WindowSize } from './streams.js';

/** Longer commands than this are not commands of ours (the gateway hears of one character more, and says so). */
const MAX_COMMAND = 200;

export interface SessionDeps {
  readonly gateway: Gateway;
  readonly stopping: () => boolean;
  readonly langOf: (conn: Conn) => Lang;
  /** Opens the gateway's screen on the terminal; returns how to follow the client's window (screen.ts). */
  readonly startScreen: (conn: Conn, client: Connection, channel: ServerChannel, size: WindowSize, command: string | null) => ((next: WindowSize) => void) | null;
}

/** Refuses every request of `client` but its first session, which is set up here. */
export function acceptOneSession(conn: Conn, client: Connection, deps: SessionDeps): void {
  client.on('tcpip', (_accept, reject) => reject());
  client.on('openssh.streamlocal', (_accept: unknown, reject: () => void) => reject());
  client.on('request', (_accept: unknown, reject: (() => void) | undefined) => reject?.());
  client.on('session', (accept, reject) => {
    if (conn.sessionOpened || deps.stopping()) {
      reject();
      return;
    }
    conn.sessionOpened = true;
    setUpSession(conn, client, accept(), deps);
  });
}

/** The session's requests: its window (pty, window-change), its environment, and the one shell or command. */
function setUpSession(conn: Conn, client: Connection, session: Session, deps: SessionDeps): void {
  const { gateway } = deps;
  let size: WindowSize | null = null;
  let resize: ((next: WindowSize) => void) | null = null;
  session.on('pty', (accept, _reject, info) => {
    size = windowSize(info.cols, info.rows);
    accept?.();
  });
  session.on('window-change', (accept, _reject, info) => {
    const next = windowSize(info.cols, info.rows);
    size = next;
    resize?.(next);
    accept?.();
  });
  session.on('env', (accept, reject, info) => {
    if (keepEnv(conn.env, String(info.key), String(info.val))) accept?.();
    else reject?.();
  });
  session.on('subsystem', (_accept, reject) => reject());
  session.on('sftp', (_accept, reject) => reject());
  session.on('x11', (_accept, reject) => reject?.());
  session.on('auth-agent', (_accept, reject) => reject?.());
  session.on('signal', (accept) => accept?.());
  const open = (accept: () => ServerChannel, reject: () => void, command: string | null): void => {
    if (conn.terminalOpen || deps.stopping()) {
      reject();
      return;
    }
    conn.terminalOpen = true;
    conn.lastInputAt = Date.now();
    const channel = accept();
    conn.channel = channel;
    channel.on('error', () => undefined);
    if (size === null) {
      // A command that is not one of the gateway's says so, terminal or not; one of its commands needs a terminal.
      const wrong = command === null ? null : (gateway.checkCommand?.(command, deps.langOf(conn)) ?? null);
      if (wrong !== null) refuse(conn, client, channel, wrong, 2);
      else refuse(conn, client, channel, sshWords(deps.langOf(conn)).needsTerminal, 1);
      return;
    }
    resize = deps.startScreen(conn, client, channel, size, command);
  };
  session.on('shell', (accept, reject) => open(accept, reject, null));
  session.on('exec', (accept, reject, info) => {
    if (!gateway.takesCommands) {
      reject();
      return;
    }
    // White space is a separator, whatever the client sent; one character more than allowed tells a command too long.
    open(accept, reject, safeClientText(String(info.command).replace(/\s/gu, ' '), MAX_COMMAND + 1));
  });
}
