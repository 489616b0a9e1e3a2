/**
 * Puts one player's screen on an SSH channel (a seat of the host's match, or
 * whatever app a server gives it): its own Ink instance, rendering
 * into that channel's terminal (ssh/streams.ts) and reading keys through the
 * game's own decoder. The alternate screen is entered before the first frame
 * and left once, with a last line saying why the connection ends.
 */

import { type Instance } from 'ink';
import { render } from '../term/ink.js';
import React, { useEffect, useState } from 'react';
import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import type { MatchRunner } from '../room/runner.js';
import type { RoomForSeats } from '../room/link.js';
import { linkInThread } from '../seat/linkedRoom.js';
import type { Lang } from '../i18n/catalog.js';
import { LocaleProvider } from '../term/locale.js';
import { SessionApp, type SessionAppProps } from './SessionApp.js';
import type { ChannelTerminal } from './ssh/streams.js';

/** With bracketed paste on: the player's terminal marks pasted text, which the game's keys ignore (term/input/decode.ts). */
export const ENTER_ALTERNATE_SCREEN = '\u001B[?1049h\u001B[?2004h\u001B[2J\u001B[3J\u001B[H';
export const LEAVE_ALTERNATE_SCREEN = '\u001B[?25h\u001B[?2004l\u001B[?1049l';

export interface OpenSession {
  /** Ends the screen (once) and shows `farewell` on the normal screen. */
  close(farewell: string | null): void;
}

export function openSession(
  terminal: ChannelTerminal,
  props: {
    readonly match: MatchRunner;
    readonly seat: Seat | null;
    readonly ascii: boolean;
    /** The language of this player's screen (their ssh client's LANG/LC_*, else the host's). */
    readonly lang: Lang;
    readonly standInLevel: BotLevel;
    /** The player left from the screen (q, Ctrl+C) or the screen failed. */
    readonly onLeave: () => void;
  },
): OpenSession {
  return openScreen(
    terminal,
    props.lang,
    <InThreadSeat match={props.match} seat={props.seat} ascii={props.ascii} standInLevel={props.standInLevel} onLeave={props.onLeave} />,
    props.onLeave,
  );
}

/** A seat screen linked to a room in this thread (the host's match): the link opens with the screen and closes with it. */
export function InThreadSeat({ match, ...props }: Omit<SessionAppProps, 'room'> & { readonly match: RoomForSeats }): React.JSX.Element {
  const [link] = useState(() => linkInThread(match, props.seat));
  useEffect(() => () => link.close(), [link]);
  return <SessionApp room={link.room} {...props} />;
}

export interface ScreenOptions {
  /**
   * The screen is the whole connection (the default): it enters the
   * alternate screen first, and on close leaves it, writes the farewell and
   * ends the terminal. Otherwise it is one of several screens the
   * connection shows in turn (the lobby, then a table): it clears the
   * screen first and leaves the terminal as it is when it closes.
   */
  readonly wholeConnection?: boolean;
}

/** Clears the screen and its scrollback: what one screen of a connection showed is gone before the next draws. */
const CLEAR_SCREEN = '\u001B[2J\u001B[3J\u001B[H';

/**
 * Renders `app` on the connection's terminal in `lang`; `onFailed` is
 * called if it fails (the connection then ends, nobody else's).
 */
export function openScreen(terminal: ChannelTerminal, lang: Lang, app: React.ReactNode, onFailed: () => void, options: ScreenOptions = {}): OpenSession {
  const whole = options.wholeConnection !== false;
  let instance: Instance | null = null;
  let closed = false;
  terminal.writeRaw(whole ? ENTER_ALTERNATE_SCREEN : CLEAR_SCREEN);
  const close = (farewell: string | null): void => {
    if (closed) return;
    closed = true;
    try {
      instance?.unmount();
    } catch {
      // Already gone.
    }
    if (!whole) return;
    terminal.writeRaw(`${LEAVE_ALTERNATE_SCREEN}${farewell === null ? '' : `${farewell}\r\n`}`);
    terminal.end();
  };
  instance = render(
    <StopOnError onError={onFailed}>
      <LocaleProvider lang={lang}>{app}</LocaleProvider>
    </StopOnError>,
    {
      stdin: terminal.stdin as unknown as NodeJS.ReadStream,
      stdout: terminal.stdout as unknown as NodeJS.WriteStream,
      stderr: terminal.stderr as unknown as NodeJS.WriteStream,
      exitOnCtrlC: false,
      patchConsole: false,
      // Ink's default of 30 frames a second holds a frame back up to 33 ms
      // after the one before; a key's answer should not wait that long.
      maxFps: 1000,
    },
  );
  return { close };
}

/** A screen that fails ends only its own connection. */
class StopOnError extends React.Component<{ readonly children: React.ReactNode; readonly onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    queueMicrotask(this.props.onError);
  }

  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
