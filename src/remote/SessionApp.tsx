/**
 * One connection's screen, in its own terminal: the lobby until the match
 * starts, then the seat screen (src/seat) of its seat (or a spectator's),
 * drawn only from that seat's scene as its link to the room brings it
 * (room/link.ts: the seat's own snapshot, which holds no other seat's
 * hidden card). The room may be in this thread (the host's), a table
 * thread or another process (serve's): this screen is drawn where the
 * player's connection is, the same way. This only arranges: the seat
 * screen decides what keys do and draws the table; here its commands go to
 * the room. Keys come from the game's own input decoder.
 */

import { Box } from 'ink';
import React, { useEffect, useRef, useState } from 'react';
import { useStdout } from 'ink';
import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import { carryOut, type SeatScreenLink } from '../seat/carryOut.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { serveWords } from './serve/words.js';
import { remoteWords } from './words.js';
import { INITIAL_SEAT_SCREEN, seatReducer, seatScreenModel } from '../seat/model.js';
import type { SeatCommand, SeatContext, SeatMsg, SeatScreenState } from '../seat/model.js';
import { HelpScreen } from '../seat/screens.js';
import { SeatScreen } from '../seat/SeatScreen.js';
import { glyphs } from '../term/glyphs.js';
import { PENDING_INPUT_WAIT_MS, useKeyPresses } from '../term/input/useKeyPresses.js';
import { helpOverlayKey, type HelpOverlay, type KeyPress } from '../term/keys.js';
import { LAYOUT_WIDTH, frameHeight, terminalSize, truncate, type TerminalSize } from '../term/layout.js';
import { LinesView, plain, seg, type Line } from '../term/lines.js';
import { useLang } from '../term/locale.js';
import { seatWords } from '../seat/words.js';
import type { SeatSnapshot } from '../room/runner.js';
import type { LinkTrouble, WaitingRoomInfo } from '../room/link.js';
import type { SeatRoom } from '../seat/linkedRoom.js';
import { playTypedAhead, typedAhead } from '../seat/typedAhead.js';
import { remoteSeatContext, savingWarning } from './seatContext.js';

export interface SessionAppProps {
  /** The seat's end of its link to the room, its first scene come (LinkedRoom.ready). */
  readonly room: SeatRoom;
  /** The seat played on this screen; null for a spectator. */
  readonly seat: Seat | null;
  readonly ascii: boolean;
  /** The level of a bot that stands in for an absent player (shown beside their name). */
  readonly standInLevel: BotLevel;
  /** The player leaves (q then y, or Ctrl+C). */
  readonly onLeave: () => void;
  /** Tab, where the screen is one of two (the host's own seat); ignored otherwise. */
  readonly onTab?: () => void;
  /** At a server's table: the server's port, for the command others join with. */
  readonly port?: number | null;
  /** How the program was started, on the host's own seat (a player over ssh started none): the results' replay line begins with it. */
  readonly program?: string;
}

/** The scene of a room whose first scene has come. */
function sceneOf(room: SeatRoom): { readonly snapshot: SeatSnapshot; readonly room: WaitingRoomInfo | null } {
  const scene = room.scene();
  if (scene === null) throw new Error('The seat screen opened before its first scene');
  return scene;
}

export function SessionApp({ room, seat, ascii, standInLevel, onLeave, onTab, port = null, program }: SessionAppProps): React.JSX.Element {
  const { stdout } = useStdout();
  const lang = useLang();
  const [size, setSize] = useState<TerminalSize>(() => terminalSize(stdout));
  const [snapshot, setSnapshot] = useState<SeatSnapshot>(() => sceneOf(room).snapshot);
  const [waiting, setWaiting] = useState<WaitingRoomInfo | null>(() => sceneOf(room).room);
  const [trouble, setTrouble] = useState<LinkTrouble | null>(() => room.trouble());
  const [screen, setScreen] = useState<SeatScreenState>(INITIAL_SEAT_SCREEN);
  // The lobby's own state: its help or quit question.
  const [lobby, setLobby] = useState<HelpOverlay>(null);
  // Handlers read the latest values, not those of the render they were made in.
  const latest = useRef({ snapshot, screen, size, lobby, trouble, typed: typedAhead<KeyPress>() });
  latest.current.size = size;

  const contextOf = (current: SeatSnapshot): SeatContext | null => {
    const context = remoteSeatContext(current, seat, { size: latest.current.size, ascii, lang, standInLevel, ...(program === undefined ? {} : { program }) });
    // The saves failing say more than the link's trouble (the table holds); else the trouble, until the next scene comes.
    return context === null || context.warning != null ? context : { ...context, warning: troubleLine(latest.current.trouble, lang) };
  };

  /** Hands the seat screen a message and carries out what it asks (returned too). */
  const send = (msg: SeatMsg, context: SeatContext): SeatCommand | null => {
    const outcome = seatReducer(latest.current.screen, msg, context);
    if (outcome.state !== latest.current.screen) {
      latest.current.screen = outcome.state;
      setScreen(outcome.state);
    }
    if (outcome.command !== null) run(outcome.command);
    return outcome.command;
  };

  useEffect(() => {
    const refresh = (): void => {
      const before = latest.current.snapshot;
      const scene = sceneOf(room);
      const next = scene.snapshot;
      latest.current.snapshot = next;
      const context = contextOf(next);
      if (before.view !== null && context !== null && before !== next) send({ type: 'viewChanged', before: before.view }, context);
      setSnapshot(next);
      setWaiting(scene.room);
      latest.current.trouble = room.trouble();
      setTrouble(room.trouble());
    };
    refresh();
    return room.onChange(refresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribed once per room and seat; send and contextOf read the latest values through `latest`
  }, [room, seat]);

  useEffect(() => {
    const onResize = (): void => {
      const next = terminalSize(stdout);
      latest.current.size = next;
      setSize(next);
    };
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);

  /** Carries out what the seat screen asks (seat/carryOut.ts); the answers come back to it as its messages. */
  const run = (command: SeatCommand): void => {
    if (command.type === 'exit') onLeave();
    else if (command.type !== 'endTurn') carryOut(command, room.port, seatScreen);
  };
  const seatScreen: SeatScreenLink = {
    wanted: () => latest.current.screen.hint,
    answer: (msg) => {
      const now = contextOf(latest.current.snapshot);
      if (now !== null) send(msg, now);
    },
  };

  // A quick table's countdown moves once a second while it waits.
  const [, setTick] = useState(0);
  const counting = waiting?.fillsAt != null && snapshot.phase === 'lobby';
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  /** One key; false when the screen is done with keys (it closes, or Tab went to the other screen). */
  const oneKey = (key: KeyPress): boolean => {
    if (key.kind === 'tab' && onTab !== undefined) {
      onTab();
      return false;
    }
    const context = contextOf(latest.current.snapshot);
    if (context === null) return !lobbyKey(key);
    return send({ type: 'key', key }, context)?.type !== 'exit';
  };

  useKeyPresses(
    ({ keys }) => {
      // Keys in the order they came; typed ahead of a command's answer, they wait for it.
      playTypedAhead(latest.current.typed, keys, room, oneKey);
    },
    PENDING_INPUT_WAIT_MS,
    // Home/End move through the whole log (l); every other screen lets them do nothing.
    { homeEnd: true },
  );

  /** The lobby's keys: ? help, q (asks first) or Ctrl+C leaves. True when the screen ends. */
  const lobbyKey = (key: KeyPress): boolean => {
    const step = key.kind === 'ctrlC' ? 'confirmed' : helpOverlayKey(latest.current.lobby, key);
    if (step === 'confirmed') {
      onLeave();
      return true;
    }
    if (step !== null) {
      latest.current.lobby = step.overlay;
      setLobby(step.overlay);
    } else if (key.kind === 'char' && (key.char === 's' || key.char === 'S')) room.start();
    return false;
  };

  const context = contextOf(snapshot);
  if (context === null) {
    return (
      <Box flexDirection="column" width={LAYOUT_WIDTH} height={frameHeight(size)}>
        {lobby === 'help' ? (
          <HelpScreen strictOrder={false} tiebreak="category" barriers={false} hints ascii={ascii} exit="leave" />
        ) : (
          <LobbyScreen snapshot={snapshot} seat={seat} quitting={lobby === 'quit'} ascii={ascii} lang={lang} room={waiting} port={port} trouble={troubleLine(trouble, lang)} />
        )}
      </Box>
    );
  }
  return <SeatScreen model={seatScreenModel(screen, context)} size={size} ascii={ascii} />;
}

/** The line a seat's screen shows while its link is down (room/link.ts LinkTrouble), in its language. */
function troubleLine(trouble: LinkTrouble | null, lang: Lang): string | null {
  if (trouble === null) return null;
  const words = serveWords(lang).moving;
  return trouble === 'moving' ? words.lineShort : words.keyNotSentShort;
}

function LobbyScreen({
  snapshot,
  seat,
  quitting,
  ascii,
  lang,
  room,
  port,
  trouble,
}: {
  readonly snapshot: SeatSnapshot;
  readonly seat: Seat | null;
  readonly quitting: boolean;
  readonly ascii: boolean;
  readonly lang: Lang;
  readonly room: WaitingRoomInfo | null;
  readonly port: number | null;
  readonly trouble: string | null;
}): React.JSX.Element {
  const { lobby, host } = remoteWords(lang);
  const words = serveWords(lang).room;
  const { dot, ellipsis } = glyphs(ascii);
  const title = room === null ? lobby.title : `${words.title(room.code)} ${dot} ${room.private ? words.private : room.quick ? words.quick : lobby.title}`;
  const lines: Line[] = [[seg(` SHIFT POKER ${dot} ${title}`, { bold: true })], []];
  snapshot.seats.forEach((status, index) => {
    const bot = status.kind === 'bot' ? coreWords(lang).bots.tag({ level: status.level! }) : null;
    // A bot is named when the match starts; until then its level is its name.
    const name = status.name ?? bot ?? lobby.open;
    const tag = bot !== null ? (status.name === null ? '' : bot) : index === seat ? lobby.you : status.kind === 'local' ? host.localTag : '';
    lines.push([
      seg(`   ${lobby.seat(index + 1)} `),
      seg(truncate(name, 16, ellipsis), { bold: status.name !== null, dim: status.name === null }),
      seg(tag === '' ? '' : `  (${tag})`, { dim: true }),
    ]);
  });
  if (room === null) {
    lines.push([], plain(` ${lobby.hostStarts}`));
  } else {
    const seconds = room.fillsAt === null ? null : Math.max(0, Math.ceil((room.fillsAt - Date.now()) / 1000));
    lines.push([], plain(` ${seconds === null ? words.startsWhenFull : words.fillsIn(seconds, coreWords(lang).bots.level[room.botLevel])}`));
    for (const line of words.share(room.code, port)) lines.push(plain(` ${line}`));
  }
  if (seat === null) lines.push(plain(` ${lobby.spectating}`));
  const warning = savingWarning(snapshot, lang) ?? trouble;
  if (warning !== null) lines.push([], [seg(' ! ', { bold: true, color: 'yellow' }), seg(warning)]);
  lines.push([]);
  if (quitting) lines.push([seg(` ${seatWords(lang).screen.leaveQuestion} `, { bold: true }), seg(seatWords(lang).screen.quitShort)]);
  else if (room === null) lines.push(plain(` ${lobby.keys}`));
  else {
    if (room.mayStart) lines.push(plain(` ${words.startKey}`));
    lines.push(plain(` ${words.keys}`));
  }
  return <LinesView lines={lines} />;
}
