/**
 * One ssh player's seat in the screen-reader mode (`ssh -t … sr`): the same
 * stream of sentences as at one keyboard (reader/readerGame.ts), read from
 * the seat's own snapshot of the match (never another seat's hidden cards)
 * and written to the channel as plain lines. The client's terminal is in raw
 * mode and there is no pty here, so the line editing a terminal would do is
 * done here (reader/lineEditor.ts): what is typed is echoed, a sentence said
 * while a line is half typed comes on a line of its own and the half line
 * is written again under it. No escape sequence, no alternate screen.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import type { SeatSnapshot } from '../room/runner.js';
import type { RoomForSeats, WaitingRoomInfo } from '../room/link.js';
import { linkInThread, type SeatRoom } from '../seat/linkedRoom.js';
import { playTypedAhead, typedAhead } from '../seat/typedAhead.js';
import { LineChannel } from '../reader/lineEditor.js';
import { ReaderGame } from '../reader/readerGame.js';
import { NO_LIMIT, type ReaderSource } from '../reader/source.js';
import { capitalized, readerWords } from '../reader/words.js';
import { remoteSeatContext } from './seatContext.js';
import { serveWords } from './serve/words.js';
import type { OpenSession } from './session.js';
import type { ChannelTerminal } from './ssh/streams.js';
import { describeNotice, remoteWords } from './words.js';

export interface ReaderSessionProps {
  /** The seat's end of its link to the room, its first scene come (seat/linkedRoom.ts). */
  readonly room: SeatRoom;
  /** The seat played; null for a spectator, who hears the table and moves nothing. */
  readonly seat: Seat | null;
  readonly lang: Lang;
  readonly standInLevel: BotLevel;
  /** The player left (quit, Ctrl+C, Ctrl+D). */
  readonly onLeave: () => void;
  /** At a server's table: the server's port, for the command others join with. */
  readonly port?: number | null;
  /**
   * The seat is the whole connection (the default: closing it ends the
   * connection with a last line), or one part of it (a server's table,
   * after which the connection goes back to its lobby).
   */
  readonly wholeConnection?: boolean;
}

/** The source of one ssh seat: its scene only, and the room plays every computer player itself. */
function seatSource(room: SeatRoom, seat: Seat | null, standInLevel: BotLevel, port: number | null): ReaderSource {
  const snapshot = (): SeatSnapshot => {
    const scene = room.scene();
    if (scene === null) throw new Error('The reader opened before its first scene');
    return scene.snapshot;
  };
  return {
    // Whatever is asked, the seat's own view: it holds nobody else's hidden cards.
    view: () => snapshot().view,
    subscribe: (listener) => room.onChange(listener),
    port: room.port,
    // The seat leaves; the match goes on without it.
    exit: 'leave',
    context: (_seat, lang) => remoteSeatContext(snapshot(), seat, { size: NO_LIMIT, ascii: true, lang, standInLevel }),
    notes: (lang) => snapshot().notices.map((notice) => describeNotice(notice.event, lang)),
    waiting: (lang) => (snapshot().phase === 'lobby' ? waitingSentence(snapshot(), seat, room.scene()?.room ?? null, port, lang) : null),
    // Only a server's table waits to be started (the host starts their own).
    start: room.scene()?.room == null ? null : () => room.start(),
  };
}

/** Who sits at a table that waits for its players, and how it starts: one sentence. */
export function waitingSentence(snapshot: SeatSnapshot, seat: Seat | null, room: WaitingRoomInfo | null, port: number | null, lang: Lang): string {
  const { lobby, reader } = remoteWords(lang);
  const level = coreWords(lang).bots.level;
  const seated = snapshot.seats.flatMap((status, index) => {
    if (status.kind === 'bot') return [status.name ?? coreWords(lang).bots.tag({ level: status.level! })];
    if (status.name === null) return [];
    return [index === seat ? `${status.name} (${lobby.you})` : status.name];
  });
  const open = snapshot.seats.filter((status) => status.kind !== 'bot' && status.name === null).length;
  const words = serveWords(lang).room;
  const starts =
    room === null
      ? lobby.hostStarts
      : room.fillsAt === null
        ? words.startsWhenFull
        : words.fillsIn(Math.max(0, Math.ceil((room.fillsAt - Date.now()) / 1000)), level[room.botLevel]);
  const where = room === null ? lobby.title : `${words.title(room.code)}. ${lobby.title}`;
  // How others get in, and how the first seated player starts at once.
  const more = room === null ? [] : [words.shareTyped(room.code, port), ...(room.mayStart ? [readerWords(lang).startHint] : [])];
  const said = reader.waiting({ where, seated: coreWords(lang).log.list(seated), open, starts: capitalized(starts), watching: seat === null ? lobby.spectating : '' });
  return [said, ...more].join(' ');
}

/** Plays the seat as sentences on the channel until the player leaves; `close` ends it (once) with a last line. */
export function openReaderSession(terminal: ChannelTerminal, props: ReaderSessionProps): OpenSession {
  const leave = (): void => {
    game.stop();
    if (!channel.closed) queueMicrotask(props.onLeave);
  };
  // Lines typed ahead wait while a command of the seat's is on its way, as keys do on the drawn screen (SessionApp).
  const typed = typedAhead<string>();
  const play = (line: string): boolean => {
    if (channel.closed) return false;
    game.input(line);
    return true;
  };
  const channel = new LineChannel({
    write: (text) => terminal.writeRaw(text),
    onLine: (line) => {
      playTypedAhead(typed, [line], props.room, play);
    },
    onLeave: leave,
  });
  const game: ReaderGame = new ReaderGame({
    source: seatSource(props.room, props.seat, props.standInLevel, props.port ?? null),
    keyboard: props.seat === null ? [] : [props.seat],
    lang: props.lang,
    // An ssh match is saved by the program that runs it, after every move.
    saved: true,
    say: channel.say,
    now: () => performance.now(),
    exit: leave,
  });
  const onData = (data: Buffer): void => channel.input(data);
  terminal.stdin.on('data', onData);
  return {
    close(farewell) {
      if (channel.closed) return;
      game.stop();
      terminal.stdin.off('data', onData);
      channel.endLine();
      if (props.wholeConnection !== false && farewell !== null) terminal.writeRaw(`${farewell}\r\n`);
      channel.close();
      if (props.wholeConnection !== false) terminal.end();
    },
  };
}

/** A seat in sentences linked to a room in this thread (the host's match): the link closes with it. */
export function openInThreadReaderSession(terminal: ChannelTerminal, props: Omit<ReaderSessionProps, 'room'> & { readonly match: RoomForSeats }): OpenSession {
  const link = linkInThread(props.match, props.seat);
  const session = openReaderSession(terminal, { ...props, room: link.room });
  return {
    close(farewell) {
      session.close(farewell);
      link.close();
    },
  };
}
