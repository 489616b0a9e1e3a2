/**
 * The lobby screen of one connection, on the server's main thread: the
 * list of tables (LobbyView) and the lobby's keys (lobbyModel's reducer).
 * Its commands (take a seat, watch, quick match, open a table, quit) go to
 * the connection (gateway.ts), which places it at a table on a shard or
 * hands a refusal back here (`bind`). The lobby's state outlives the
 * screen (`initial`, `onState`): back from a table, the player finds it as
 * they left it.
 */

import { useStdout } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n/catalog.js';
import { PENDING_INPUT_WAIT_MS, useKeyPresses } from '../../term/input/useKeyPresses.js';
import { frameHeight, isTooSmall, terminalSize } from '../../term/layout.js';
import { useTerminalSize } from '../../term/useTerminalSize.js';
import { ScreenFrame } from '../../term/ScreenFrame.js';
import type { Lobby } from './lobby.js';
import { lobbyReducer, type LobbyCommand, type LobbyMsg, type LobbyState } from './lobbyModel.js';
import { LobbyView } from './LobbyView.js';
import type { TableListing } from './tables.js';

export interface LobbyAppProps {
  readonly lobby: Lobby;
  readonly name: string;
  /** Who the player logged in as (tables.ts seatHolder): their own rating shows beside their name. */
  readonly holder: string | null;
  /** The player's language: a table they open is listed in it. */
  readonly lang: Lang;
  readonly ascii: boolean;
  readonly initial: LobbyState;
  readonly onState: (state: LobbyState) => void;
  /** A command of the lobby's; `typedCode` says it came from the code prompt. */
  readonly onCommand: (command: LobbyCommand, typedCode: boolean) => void;
  /** Gives the connection the way to hand the lobby a message (a refusal). */
  readonly bind: (dispatch: (msg: LobbyMsg) => void) => void;
  /** Whether the lobby takes keys now (not while a command is under way). */
  readonly listening: () => boolean;
}

export function LobbyApp({ lobby, name, holder, lang, ascii, initial, onState, onCommand, bind, listening }: LobbyAppProps): React.JSX.Element {
  const { stdout } = useStdout();
  const size = useTerminalSize();
  const [state, setState] = useState<LobbyState>(initial);
  const [tables, setTables] = useState<readonly TableListing[]>(() => lobby.list(name));
  const latest = useRef({ state, tables });

  useEffect(() => {
    const refresh = (): void => {
      const next = lobby.list(name);
      latest.current.tables = next;
      setTables(next);
    };
    refresh();
    return lobby.onListChange(refresh);
  }, [lobby, name]);

  const send = (msg: LobbyMsg): void => {
    const before = latest.current.state;
    const outcome = lobbyReducer(before, msg, { tables: latest.current.tables, now: Date.now(), lang });
    if (outcome.state !== before) {
      latest.current.state = outcome.state;
      setState(outcome.state);
      onState(outcome.state);
    }
    if (outcome.command !== null) onCommand(outcome.command, before.overlay?.kind === 'code');
  };
  bind(send);

  useKeyPresses(({ keys }) => {
    // On a screen too small the lobby takes no key: it cannot be seen.
    if (!listening() || isTooSmall(terminalSize(stdout))) return;
    for (const key of keys) {
      send({ type: 'key', key });
      if (!listening()) return;
    }
  }, PENDING_INPUT_WAIT_MS);

  return (
    <ScreenFrame size={size} ascii={ascii}>
      <LobbyView state={state} tables={tables} name={name} rating={lobby.ratingOf(holder)} online={lobby.online} rows={frameHeight(size)} ascii={ascii} lang={lang} />
    </ScreenFrame>
  );
}
