/**
 * One connection's screen at the server, for its whole life: the lobby
 * (LobbyView, keys through lobbyModel's reducer) until the player takes a
 * seat or watches, then that table's seat screen (SessionApp, drawn from
 * that seat's snapshot only), and back to the lobby when they leave the
 * table or it is closed. A connection that came with a command (`ssh -t
 * server join K7PQ`) ends when it leaves its table instead.
 */

import { useStdout } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import type { BotLevel } from '../../bots/levels.js';
import type { Lang } from '../../i18n/catalog.js';
import { PENDING_INPUT_WAIT_MS, useKeyPresses } from '../../term/input/useKeyPresses.js';
import type { KeyPress } from '../../term/keys.js';
import { frameHeight, isTooSmall, terminalSize, type TerminalSize } from '../../term/layout.js';
import { ScreenFrame } from '../../term/ScreenFrame.js';
import { useText } from '../../term/locale.js';
import { SessionApp, type WaitingRoom } from '../SessionApp.js';
import type { Directory, Identity, Placement, TableListing } from './directory.js';
import { INITIAL_LOBBY, lobbyReducer, type LobbyCommand, type LobbyState } from './lobbyModel.js';
import { LobbyView } from './LobbyView.js';

export type Seated = Extract<Placement, { ok: true }>;

export interface ServeAppProps {
  readonly directory: Directory;
  readonly identity: Identity;
  /** The player's language: a table they open is listed in it. */
  readonly lang: Lang;
  readonly ascii: boolean;
  /** The server's port, for the command others join a table with. */
  readonly port: number | null;
  /** The level of bots that fill quick tables and stand in for absent players. */
  readonly botLevel: BotLevel;
  /** Where the connection starts: at a table (a command, or a seat held for the player), else the lobby. */
  readonly initial: Seated | null;
  /** Leaving the table ends the connection (it came with a command). */
  readonly leaveEnds: boolean;
  readonly onQuit: () => void;
  /** Where the app keeps its place at a table, for the connection to leave it when it ends. */
  readonly holder: { current: Seated | null };
}

export function ServeApp({ directory, identity, lang, ascii, port, botLevel, initial, leaveEnds, onQuit, holder }: ServeAppProps): React.JSX.Element {
  const { stdout } = useStdout();
  const text = useText();
  const [size, setSize] = useState<TerminalSize>(() => terminalSize(stdout));
  const [place, setPlace] = useState<Seated | null>(initial);
  const [lobby, setLobby] = useState<LobbyState>(INITIAL_LOBBY);
  const [tables, setTables] = useState<readonly TableListing[]>(() => directory.list());
  const latest = useRef({ place, lobby, tables });
  latest.current.place = place;
  holder.current = place;

  useEffect(() => {
    const onResize = (): void => setSize(terminalSize(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);

  // The list follows the directory while the lobby is shown.
  useEffect(() => {
    if (place !== null) return undefined;
    const refresh = (): void => {
      const next = directory.list();
      latest.current.tables = next;
      setTables(next);
    };
    refresh();
    return directory.onListChange(refresh);
  }, [directory, place]);

  const setLobbyState = (next: LobbyState): void => {
    latest.current.lobby = next;
    setLobby(next);
  };

  /** Leaves the table: the seat is kept while the match goes on (match.ts), a watcher's place goes. */
  const leaveTable = (closed: string | null): void => {
    const current = latest.current.place;
    if (current === null) return;
    current.leave();
    latest.current.place = null;
    holder.current = null;
    if (leaveEnds) {
      onQuit();
      return;
    }
    setPlace(null);
    if (closed !== null) send({ type: 'tableClosed', table: closed }, null);
  };

  // A table closed under the player (it ended) sends them back to the lobby.
  useEffect(() => {
    if (place === null) return undefined;
    return place.table.onClosed(() => leaveTable(place.table.code));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  /** Hands the lobby a message and carries out its command; `typedCode` says the command came from the code prompt. */
  const send = (msg: Parameters<typeof lobbyReducer>[1], typedCode: boolean | null): void => {
    const before = latest.current.lobby;
    const outcome = lobbyReducer(before, msg, { tables: latest.current.tables, now: Date.now(), lang });
    if (outcome.state !== before) setLobbyState(outcome.state);
    if (outcome.command !== null) run(outcome.command, typedCode ?? before.overlay?.kind === 'code');
  };

  const run = (command: LobbyCommand, typedCode: boolean): void => {
    let placement: Placement;
    switch (command.kind) {
      case 'quit':
        onQuit();
        return;
      case 'join':
        placement = directory.join(command.code, identity);
        break;
      case 'watch':
        placement = directory.watch(command.code);
        break;
      case 'quick':
        placement = directory.quick(identity, lang);
        break;
      case 'open':
        placement = directory.open(command.spec, identity);
        break;
    }
    if (!placement.ok) {
      send({ type: 'refused', reason: placement.reason, typedCode }, typedCode);
      return;
    }
    latest.current.place = placement;
    holder.current = placement;
    setPlace(placement);
  };

  /** The lobby's keys (only while it is shown: a table's seat screen reads them there). */
  const onLobbyKeys = (keys: readonly KeyPress[]): void => {
    // On a screen too small the lobby takes none: it cannot be seen.
    if (isTooSmall(terminalSize(stdout))) return;
    for (const key of keys) {
      send({ type: 'key', key }, null);
      if (latest.current.place !== null) return;
    }
  };

  if (place !== null) {
    const table = place.table;
    const room: WaitingRoom = {
      code: table.code,
      private: table.spec.private,
      quick: table.spec.quick,
      fillsAt: directory.fillsAt(table),
      botLevel,
      port,
      mayStart: () => !table.spec.quick && place.seat !== null && table.match.firstSeated() === place.seat,
      start: () => {
        table.match.startNow();
      },
    };
    return (
      <SessionApp
        key={table.code}
        match={table.match}
        seat={place.seat}
        ascii={ascii}
        standInLevel={botLevel}
        onLeave={() => leaveTable(null)}
        room={room}
      />
    );
  }
  return (
    <ScreenFrame size={size} ascii={ascii}>
      <LobbyKeys onKeys={onLobbyKeys} />
      <LobbyView state={lobby} tables={tables} name={identity.name} online={directory.online} rows={frameHeight(size)} ascii={ascii} text={text} />
    </ScreenFrame>
  );
}

/**
 * Reads the keyboard for the lobby. A component of its own, mounted only
 * while the lobby is shown: two readers of one terminal would take each
 * other's keys.
 */
function LobbyKeys({ onKeys }: { readonly onKeys: (keys: readonly KeyPress[]) => void }): null {
  useKeyPresses(({ keys }) => onKeys(keys), PENDING_INPUT_WAIT_MS);
  return null;
}
