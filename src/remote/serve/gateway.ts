/**
 * What each connection to `shift-poker serve` gets: its name checked (the
 * ssh user name, cleaned; one connection per name), its command carried
 * out (`new`, `join`, `quick`, `watch`), and then its screen, at the table
 * or in the lobby. A player who connects without a command while a match
 * holds their seat goes straight back to it. Every refusal is one line in
 * the player's language, and the connection ends (exit status 2 for a
 * command that is not one of ours, 1 for anything else).
 */

import React from 'react';
import type { BotLevel } from '../../bots/levels.js';
import { catalogFor } from '../../i18n/catalog.js';
import { describeCommandProblem, describeNameRefusal, describeServeRefusal } from '../../i18n/serve.js';
import { remoteName } from '../names.js';
import type { Gateway } from '../server.js';
import { openScreen } from '../session.js';
import { parseServeCommand } from './commands.js';
import type { Directory, Identity, Placement } from './directory.js';
import { ServeApp, type Seated } from './ServeApp.js';

export interface ServeGatewayOptions {
  readonly botLevel: BotLevel;
  /** The server's port, shown in the command others join a table with. */
  readonly port: () => number | null;
}

export function serveGateway(directory: Directory, options: ServeGatewayOptions): Gateway {
  return {
    takesCommands: true,
    open(client, terminal, end) {
      const text = catalogFor(client.lang);
      const name = remoteName(client.user);
      if (name === null) return { ok: false, line: text.remote.join.badName };
      const parsed = parseServeCommand(client.command, client.lang);
      if (!parsed.ok) return { ok: false, line: describeCommandProblem(parsed.problem, text), exitCode: 2 };
      const identity: Identity = { name, key: client.key };
      // A later connection with this player's key replaces this one (a window that froze).
      let replaced = (): void => undefined;
      const online = directory.connect(identity, () => replaced());
      if (!online.ok) return { ok: false, line: describeNameRefusal(online.reason, text.serve) };

      const command = parsed.command;
      let placement: Placement | null;
      switch (command.kind) {
        case 'lobby': {
          const held = directory.heldSeat(name);
          placement = held === null ? null : directory.join(held, identity);
          // A held seat that cannot be taken back (another key) leaves the player in the lobby.
          if (placement !== null && !placement.ok) placement = null;
          break;
        }
        case 'new':
          placement = directory.open(command.spec, identity);
          break;
        case 'join':
          placement = directory.join(command.code, identity);
          break;
        case 'quick':
          placement = directory.quick(identity, client.lang);
          break;
        case 'watch':
          placement = directory.watch(command.code);
          break;
      }
      if (placement !== null && !placement.ok) {
        online.release();
        return { ok: false, line: describeServeRefusal(placement.reason, text.serve) };
      }
      const quit = (): void => end({ line: text.remote.join.bye });
      const holder: { current: Seated | null } = { current: placement };
      const screen = openScreen(
        terminal,
        client.lang,
        React.createElement(ServeApp, {
          directory,
          identity,
          lang: client.lang,
          ascii: client.ascii,
          port: options.port(),
          botLevel: options.botLevel,
          initial: placement,
          leaveEnds: command.kind !== 'lobby',
          onQuit: quit,
          holder,
        }),
        quit,
      );
      replaced = () => end({ line: text.remote.join.replaced });
      return {
        ok: true,
        screen: {
          close(farewell) {
            screen.close(farewell);
            // The player's seat is kept while the match goes on (match.ts); a watcher's place goes.
            holder.current?.leave();
            online.release();
          },
        },
      };
    },
  };
}
