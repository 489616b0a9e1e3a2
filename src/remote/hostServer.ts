/**
 * The server of `shift-poker host`: every connection is seated at the one
 * hosted match (or watches it), through the same SSH transport as `serve`
 * (ssh/server.ts). The name a player connects with is their name at the table.
 */

import type { AddressInfo } from 'node:net';
import type { BotLevel } from '../bots/levels.js';
import type { Lang } from '../i18n/lang.js';
import { describeRefusal, remoteWords } from './words.js';
import type { MatchRunner } from '../room/runner.js';
import { passesForBot, remoteName, remoteNameTooWide } from './playerNames.js';
import { MAX_NAME_WIDTH } from '../core/playerNames.js';
import type { Authentication } from './ssh/auth.js';
import type { Gateway } from './ssh/gateway.js';
import type { ServerLimits } from './ssh/limits.js';
import { startSshServer, type ServerStats, type SshServerOptions } from './ssh/server.js';
import { readerCommand } from './readerCommand.js';
import { openInThreadReaderSession } from './readerSession.js';
import { openSession } from './session.js';

export type { Authentication } from './ssh/auth.js';
export type { ServerLimits } from './ssh/limits.js';
export type { ServerStats } from './ssh/server.js';

export interface HostServerOptions {
  readonly match: MatchRunner;
  /** The host's private key (OpenSSH format). */
  readonly hostKey: string;
  readonly auth: Authentication;
  readonly standInLevel: BotLevel;
  readonly limits?: Partial<ServerLimits>;
  /** The host's language: what a client that names none reads. */
  readonly lang: Lang;
  /** See SshServerOptions.holdBack. */
  readonly holdBack?: SshServerOptions['holdBack'];
}

export interface HostServer {
  readonly address: AddressInfo;
  stats(): ServerStats;
  /** Says goodbye on every screen, closes every connection and the listener. */
  close(): Promise<void>;
  /** Destroys every socket and the listener at once, as a crash would (the tests' way to lose the host). */
  destroy(): void;
}

/**
 * Seats each connection at `match` by its name (or refuses it), and shows it that seat's screen.
 * `port`: where the host listens, for the way back a leaving player reads (null: not known).
 */
function hostGateway(match: MatchRunner, standInLevel: BotLevel, port: () => number | null = () => null): Gateway {
  return {
    // One command: sr, the screen-reader mode (readerCommand.ts).
    takesCommands: true,
    checkCommand: (command, lang) => (hostCommandOk(command) ? null : remoteWords(lang).join.onlyReader(port())),
    open(client, terminal, end) {
      const words = remoteWords(client.lang);
      if (client.command !== null && !hostCommandOk(client.command)) return { ok: false, line: words.join.onlyReader(port()), exitCode: 2 };
      const name = remoteName(client.user);
      if (name === null) return { ok: false, line: remoteNameTooWide(client.user) ? words.join.nameTooWide(MAX_NAME_WIDTH) : words.join.badName(port()) };
      // "Bot Easy" at the table could pass for the computer player of that name.
      if (passesForBot(name)) return { ok: false, line: words.join.botName(name, port()) };
      const joined = match.join(name, client.key);
      if (!joined.ok) return { ok: false, line: describeRefusal(joined.reason, client.lang, port()) };
      const seat = {
        match,
        seat: joined.seat,
        // The player's own language when their client sends one, else the host's.
        lang: client.lang,
        standInLevel,
        onLeave: () => end({ line: words.join.byeHost(name, port()) }),
      };
      const session = readerCommand(client.command).reader ? openInThreadReaderSession(terminal, seat) : openSession(terminal, { ...seat, ascii: client.ascii });
      return {
        ok: true,
        screen: {
          close(farewell) {
            session.close(farewell);
            joined.leave();
          },
        },
      };
    },
  };
}

/** The host takes no command but sr (the screen-reader mode), alone. */
function hostCommandOk(command: string): boolean {
  const asked = readerCommand(command);
  return asked.reader && asked.rest === null;
}

export async function startHostServer(options: HostServerOptions, listen: { readonly host: string; readonly port: number }): Promise<HostServer> {
  // Port 0 lets the system choose one: known once it listens.
  let port: number | null = listen.port === 0 ? null : listen.port;
  const server = await startSshServer(
    {
      gateway: hostGateway(options.match, options.standInLevel, () => port),
      hostKey: options.hostKey,
      auth: options.auth,
      ...(options.limits === undefined ? {} : { limits: options.limits }),
      lang: options.lang,
      ...(options.holdBack === undefined ? {} : { holdBack: options.holdBack }),
    },
    listen,
  );
  port = server.address.port;
  return server;
}
