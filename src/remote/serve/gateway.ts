/**
 * What each connection to `shift-poker serve` gets: its name checked (the
 * ssh user name, cleaned; one connection per name), its command carried
 * out (`new`, `join`, `quick`, `watch`), and then its screen, drawn in the
 * process the connection is in: the lobby here, or a table's seat screen on
 * a screen thread (screenThreads.ts), from the scenes its room sends over
 * the seat's link (room/link.ts) from the shard, or the process, that owns
 * the table. A player who connects without a command while a match holds
 * their seat goes straight back to it. Every refusal is one line in the player's
 * language, and the connection ends (exit status 2 for a command that is
 * not one of ours, 1 for anything else).
 */

import React from 'react';
import type { Lang } from '../../i18n/lang.js';
import { remoteWords } from '../words.js';
import { describeCommandProblem, describeNameRefusal, describeServeRefusal, serveWords } from './words.js';
import { passesForBot, remoteName, remoteNameTooWide } from '../playerNames.js';
import { MAX_NAME_WIDTH } from '../../core/playerNames.js';
import type { Farewell, Gateway, OpenScreen } from '../ssh/gateway.js';
import { ENTER_ALTERNATE_SCREEN, LEAVE_ALTERNATE_SCREEN, openScreen, type OpenSession } from '../session.js';
import type { ToRoom } from '../../room/link.js';
import { screenThreads, type ScreenHandle, type ScreenThreads } from './screenThreads.js';
import type { ChannelTerminal, WindowSize } from '../ssh/streams.js';
import { readerCommand } from '../readerCommand.js';
import { parseServeCommand, type ServeCommand } from './commands.js';
import { ReaderLobby } from './readerLobby.js';
import { LineChannel } from '../../reader/lineEditor.js';
import { ReaderTutorial } from '../../reader/readerTutorial.js';
import { TutorialApp } from '../../tutorial/TutorialApp.js';
import type { TutorialEnd } from '../../tutorial/screen.js';
import type { Lobby, RemotePlacement, SeatedSession, SessionHandlers } from './lobby.js';
import { LobbyApp } from './LobbyApp.js';
import { INITIAL_LOBBY, type LobbyCommand, type LobbyMsg, type LobbyState } from './lobbyModel.js';
import { AddressGuard } from './guard.js';
import { seatHolder, type Identity } from './tables.js';
import { fitRatingsScreen, ratingsLines, type ServeRatings } from './serveRatings.js';
import { ratedIdOf } from './ratingBook.js';

export interface ServeGatewayOptions {
  /** The server's port, shown in the command others join a table with. */
  readonly port: () => number | null;
  /** Where the table screens are drawn (default: in this thread). */
  readonly screens?: ScreenThreads;
  readonly now?: () => number;
  /** What the operator should hear of (an address guessing codes). */
  readonly onEvent?: (event: GatewayEvent) => void;
  /** What `top` and `me` show (none: no ratings yet). */
  readonly ratings?: ServeRatings;
}

export type GatewayEvent = { readonly code: 'codesLocked'; readonly address: string };

export function serveGateway(lobby: Lobby, options: ServeGatewayOptions): Gateway {
  const guard = new AddressGuard();
  const now = options.now ?? (() => Date.now());
  const screens = options.screens ?? screenThreads([]);
  return {
    takesCommands: true,
    checkCommand(command, lang) {
      const parsed = parseServeCommand(readerCommand(command).rest, lang);
      return parsed.ok ? null : describeCommandProblem(parsed.problem, lang);
    },
    open(client, terminal, end) {
      const words = serveWords(client.lang);
      const name = remoteName(client.user);
      if (name === null) {
        const line = remoteNameTooWide(client.user) ? words.names.nameTooWide(MAX_NAME_WIDTH, options.port()) : words.names.badName(options.port());
        return { ok: false, line };
      }
      if (passesForBot(name)) return { ok: false, line: words.names.botName(name, options.port()) };
      // sr in front: the screen-reader mode (readerCommand.ts), with the command that follows it.
      const asked = readerCommand(client.command);
      const parsed = parseServeCommand(asked.rest, client.lang);
      if (!parsed.ok) return { ok: false, line: describeCommandProblem(parsed.problem, client.lang), exitCode: 2 };
      const identity: Identity = { name, key: seatHolder(client.key, client.address) };
      // A later connection with this player's key replaces this one (a window that froze).
      let replaced = (): void => undefined;
      const online = lobby.connect(identity, () => replaced());
      if (!online.ok) return { ok: false, line: describeNameRefusal(online.reason, client.lang) };
      const connection = new ServeConnection(lobby, terminal, {
        identity,
        lang: client.lang,
        ascii: client.ascii,
        reader: asked.reader,
        port: options.port(),
        end,
        release: online.release,
        address: client.address,
        guard,
        now,
        screens,
        ratings: options.ratings ?? null,
        ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
      });
      replaced = () => end({ line: remoteWords(client.lang).join.replaced });
      // On several processes the name is known to be this connection's alone once every process agreed.
      void online.confirmed.then((refusal) => {
        if (refusal === null) connection.start(parsed.command);
        else end({ line: describeNameRefusal(refusal, client.lang), exitCode: 1 });
      });
      return { ok: true, screen: connection };
    },
  };
}

interface ConnectionOptions {
  readonly identity: Identity;
  readonly lang: Lang;
  readonly ascii: boolean;
  /** Played as sentences (reader/), not drawn: asked for with sr, or r in the drawn lobby. */
  readonly reader: boolean;
  readonly port: number | null;
  readonly end: (farewell: Farewell) => void;
  readonly release: () => void;
  readonly address: string;
  /** Shared by every connection: wrong codes are counted per address. */
  readonly guard: AddressGuard;
  readonly now: () => number;
  readonly screens: ScreenThreads;
  readonly onEvent?: (event: GatewayEvent) => void;
  readonly ratings: ServeRatings | null;
}

type Where = 'starting' | 'lobby' | 'tutorial' | 'ratings' | 'pending' | 'table' | 'closed';

/** One connection: in the lobby, on its way to a table, or at one (on a shard). */
class ServeConnection implements OpenScreen {
  #where: Where = 'starting';
  #lobbyScreen: OpenSession | null = null;
  /** The lobby in the screen-reader mode, while it is shown. */
  #readerLobby: ReaderLobby | null = null;
  /** The tutorial in the screen-reader mode, while it is played. */
  #readerTutorial: { input(data: Buffer): void; close(): void } | null = null;
  #reader: boolean;
  #lobbyState: LobbyState = INITIAL_LOBBY;
  #dispatch: ((msg: LobbyMsg) => void) | null = null;
  #session: SeatedSession | null = null;
  /** The seat screen of the table (drawn or in sentences, on a screen thread), once placed. */
  #tableScreen: ScreenHandle | null = null;
  #alternate = false;
  /** Came with a command: leaving the table ends the connection. */
  #leaveEnds = false;
  /** The table a command (join, watch) named, for its refusal. */
  #commandTable: string | null = null;
  /** A login without a key is told once that it plays unrated: still to tell. */
  #tellUnrated: boolean;

  constructor(
    private readonly lobby: Lobby,
    private readonly terminal: ChannelTerminal,
    private readonly options: ConnectionOptions,
  ) {
    this.#reader = options.reader;
    this.#tellUnrated = ratedIdOf(options.identity.key) === null;
  }

  start(command: ServeCommand): void {
    if (this.#where === 'closed') return;
    const { identity, lang } = this.options;
    this.#commandTable = command.kind === 'join' || command.kind === 'watch' ? command.code : null;
    this.#leaveEnds = command.kind !== 'lobby';
    switch (command.kind) {
      case 'lobby': {
        const held = this.lobby.heldSeat(identity.name);
        // A seat held for the player: straight back to it (else, or if it cannot be taken, the lobby).
        if (held === null) this.#showLobby(null);
        else this.#go((handlers) => this.lobby.join(held, identity, handlers), 'lobbyIfRefused');
        return;
      }
      case 'new':
        this.#go((handlers) => this.lobby.open(command.spec, identity, handlers, this.options.address), 'endIfRefused');
        return;
      case 'join':
        this.#go((handlers) => this.#byCode(() => this.lobby.join(command.code, identity, handlers)), 'endIfRefused');
        return;
      case 'quick':
        this.#go((handlers) => this.lobby.quick(identity, lang, handlers, this.options.address), 'endIfRefused');
        return;
      case 'watch':
        this.#go((handlers) => this.#byCode(() => this.lobby.watch(command.code, handlers)), 'endIfRefused');
        return;
      case 'tutorial':
        this.#showTutorial();
        return;
      case 'top':
      case 'me':
        this.#showRatings(command.kind);
        return;
    }
  }

  /** `top` or `me`: in sentences, said and the connection ends; drawn, shown until a key. */
  #showRatings(kind: 'top' | 'me'): void {
    this.#where = 'ratings';
    const { lang, ascii, identity } = this.options;
    void ratingsLines(this.options.ratings, { kind, id: ratedIdOf(identity.key), lang, reader: this.#reader, ascii }).then((lines) => {
      if (this.#where !== 'ratings') return;
      if (this.#reader) {
        this.options.end({ line: lines.join('\r\n') });
        return;
      }
      this.#enterAlternate();
      this.#ratingsShown = lines;
      const { columns, rows } = this.terminal.stdout;
      this.#drawRatings({ columns, rows });
    });
  }

  /** The lines of `top` or `me` on show (drawn again to the window's new size). */
  #ratingsShown: readonly string[] | null = null;

  #drawRatings(size: WindowSize): void {
    if (this.#ratingsShown === null) return;
    // From the top of a cleared screen: a window made smaller and larger again shows no leftovers.
    this.terminal.writeRaw(`\u001B[H\u001B[2J${fitRatingsScreen(this.#ratingsShown, size, this.options.lang, this.options.ascii).join('\r\n')}`);
  }

  /** A place asked for by a code the player typed: refused while their address has guessed too often, and a wrong code counted. */
  async #byCode(place: () => Promise<RemotePlacement>): Promise<RemotePlacement> {
    const { guard, address, now } = this.options;
    const locked = guard.codesLocked(address, now());
    if (locked !== null) return { ok: false, reason: { code: 'codesLocked', seconds: locked } };
    const placement = await place();
    if (!placement.ok && placement.reason.code === 'noSuchTable' && guard.missedCode(address, now())) {
      this.options.onEvent?.({ code: 'codesLocked', address });
    }
    return placement;
  }

  input(data: Buffer): void {
    // At a table the keys go to the seat screen's thread, drawn or in sentences.
    if (this.#where === 'table') this.#tableScreen?.input(data);
    else if (this.#where === 'ratings') this.options.end({ line: null });
    else if (this.#where === 'lobby' || this.#where === 'tutorial') {
      if (this.#readerLobby !== null) this.#readerLobby.input(data);
      else if (this.#readerTutorial !== null) this.#readerTutorial.input(data);
      else this.terminal.input(data);
    }
    // On the way to a table, keys are dropped: they were meant for a screen that is gone.
  }

  resize(size: WindowSize): void {
    this.terminal.resize(size);
    this.#tableScreen?.resize(size);
    if (this.#where === 'ratings') this.#drawRatings(size);
  }

  close(farewell: string | null): void {
    if (this.#where === 'closed') return;
    const wasAt = this.#where;
    this.#where = 'closed';
    this.#session?.leave();
    this.#session = null;
    this.#closeTable();
    this.#closeLobby();
    // In sentences a table's half-typed line may stand on the terminal (its editing is on the table's thread): the goodbye starts a line of its own.
    const line = farewell === null ? '' : `${this.#reader && wasAt === 'table' ? '\r\n' : ''}${farewell}\r\n`;
    this.terminal.writeRaw(this.#alternate ? `${LEAVE_ALTERNATE_SCREEN}${line}` : line);
    this.terminal.end();
    this.options.release();
  }

  /**
   * Waits for a placement, the seat's screen (on a screen thread:
   * screenThreads.ts) linked to the room from the start; placed, the screen
   * is drawn on its first scene. Refused, the player stays in (or goes to)
   * the lobby, or the connection ends with the reason.
   */
  #go(place: (handlers: SessionHandlers) => Promise<RemotePlacement>, ifRefused: 'endIfRefused' | 'lobbyIfRefused' | 'tellLobby', typedCode = false): void {
    this.#where = 'pending';
    let placed: SeatedSession | null = null;
    /** The seat's requests before it was placed (a resync), sent once it is. */
    const early: ToRoom[] = [];
    const screen: ScreenHandle = this.options.screens.open({
      toRoom: (message) => {
        if (placed === null) early.push(message);
        else if (this.#session === placed) placed.send(message);
      },
      output: (text) => {
        if (this.#tableScreen === screen && this.#where === 'table') this.terminal.writeRaw(text);
      },
      leave: () => {
        // From the screen (q, or it failed): the table is left.
        if (this.#tableScreen !== screen || this.#where !== 'table') return;
        this.#session?.leave();
        this.#left(null);
      },
    });
    const handlers: SessionHandlers = {
      onSeat: (message) => screen.seat(message),
      onLeft: (closed) => {
        if (placed !== null && this.#session === placed) this.#left(closed);
      },
      onTrouble: (trouble) => {
        if (placed !== null && this.#session === placed) screen.trouble(trouble);
      },
    };
    void place(handlers).then((placement) => {
      if (this.#where === 'closed' || !placement.ok) screen.close();
      if (this.#where === 'closed') {
        if (placement.ok) placement.session.leave();
        return;
      }
      if (placement.ok) {
        this.#closeLobby();
        this.#enterAlternate();
        placed = placement.session;
        this.#session = placement.session;
        this.#where = 'table';
        this.#tableScreen = screen;
        const { lang, ascii, port } = this.options;
        const { stdout } = this.terminal;
        screen.show({
          reader: this.#reader,
          lang,
          ascii,
          seat: placement.session.seat,
          code: placement.session.code,
          port,
          size: { columns: stdout.columns, rows: stdout.rows },
          colorDepth: stdout.getColorDepth(),
        });
        for (const message of early.splice(0)) placement.session.send(message);
        return;
      }
      if (ifRefused === 'tellLobby') {
        this.#where = 'lobby';
        if (this.#readerLobby !== null) this.#readerLobby.refused(placement.reason);
        else this.#dispatch?.({ type: 'refused', reason: placement.reason, typedCode });
      } else if (ifRefused === 'lobbyIfRefused') {
        this.#showLobby(null);
      } else {
        const table = this.#commandTable;
        this.options.end({ line: describeServeRefusal(placement.reason, this.options.lang, table === null ? null : { table }), exitCode: 1 });
      }
    });
  }

  #closeTable(): void {
    this.#tableScreen?.close();
    this.#tableScreen = null;
  }

  /** Left the table (from its screen) or the table closed: to the lobby, or the end for a connection that came with a command. */
  #left(closed: string | null): void {
    if (this.#where !== 'table') return;
    this.#session = null;
    this.#closeTable();
    if (this.#leaveEnds) {
      this.options.end({ line: remoteWords(this.options.lang).join.bye });
      return;
    }
    this.#leaveEnds = false;
    this.#showLobby(closed === null ? null : { type: 'tableClosed', table: closed });
  }

  #showLobby(message: LobbyMsg | null): void {
    this.#where = 'lobby';
    if (this.#reader) {
      this.#readerLobby = new ReaderLobby({
        lobby: this.lobby,
        lang: this.options.lang,
        write: (text) => this.terminal.writeRaw(text),
        onCommand: (command, typedCode) => this.#command(command, typedCode),
      });
      if (message?.type === 'tableClosed') this.#readerLobby.tableClosed(message.table);
      if (this.#tellUnrated) this.#readerLobby.unrated();
      this.#tellUnrated = false;
      return;
    }
    // The lobby's one message line: told there unless another message has it now (then the next time).
    if (this.#tellUnrated && message === null) {
      this.#lobbyState = { ...this.#lobbyState, message: { code: 'unrated' } };
      this.#tellUnrated = false;
    }
    this.#enterAlternate();
    const quit = (): void => this.options.end({ line: remoteWords(this.options.lang).join.bye });
    this.#lobbyScreen = openScreen(
      this.terminal,
      this.options.lang,
      React.createElement(LobbyApp, {
        lobby: this.lobby,
        name: this.options.identity.name,
        holder: this.options.identity.key,
        lang: this.options.lang,
        ascii: this.options.ascii,
        initial: this.#lobbyState,
        onState: (state: LobbyState) => {
          this.#lobbyState = state;
        },
        onCommand: (command: LobbyCommand, typedCode: boolean) => this.#command(command, typedCode),
        bind: (dispatch: (msg: LobbyMsg) => void) => {
          this.#dispatch = dispatch;
        },
        listening: () => this.#where === 'lobby',
      }),
      quit,
      { wholeConnection: false },
    );
    if (message !== null) this.#dispatch?.(message);
  }

  #command(command: LobbyCommand, typedCode: boolean): void {
    const { identity, lang } = this.options;
    switch (command.kind) {
      case 'quit':
        this.options.end({ line: remoteWords(lang).join.bye });
        return;
      case 'tutorial':
        this.#closeLobby();
        this.#showTutorial();
        return;
      case 'reader':
        // r in the drawn lobby: from now on the connection is sentences, on the terminal's normal screen.
        this.#closeLobby();
        this.#reader = true;
        if (this.#alternate) this.terminal.writeRaw(LEAVE_ALTERNATE_SCREEN);
        this.#alternate = false;
        this.#showLobby(null);
        return;
      case 'join': {
        this.#go(
          (handlers) => {
            const join = (): Promise<RemotePlacement> => this.lobby.join(command.code, identity, handlers);
            return typedCode ? this.#byCode(join) : join();
          },
          'tellLobby',
          typedCode,
        );
        return;
      }
      case 'watch':
        this.#go((handlers) => this.lobby.watch(command.code, handlers), 'tellLobby');
        return;
      case 'quick':
        this.#go((handlers) => this.lobby.quick(identity, lang, handlers, this.options.address), 'tellLobby');
        return;
      case 'open':
        this.#go((handlers) => this.lobby.open(command.spec, identity, handlers, this.options.address), 'tellLobby');
        return;
    }
  }

  /**
   * The tutorial's lessons on this connection alone (the table thread plays
   * no part: a lesson is a pure game on the engine, and nothing is saved),
   * then back to the lobby, or the end of a connection that asked for it
   * with a command.
   */
  #showTutorial(): void {
    this.#where = 'tutorial';
    const done = (finished: boolean): void => {
      if (this.#where !== 'tutorial') return;
      this.#closeLobby();
      if (this.#leaveEnds) this.options.end({ line: finished ? serveWords(this.options.lang).tutorial.finished : remoteWords(this.options.lang).join.bye });
      else this.#showLobby(null);
    };
    if (this.#reader) {
      const channel = new LineChannel({ write: (text) => this.terminal.writeRaw(text), onLine: (line) => tutorial.input(line), onLeave: () => done(false) });
      const tutorial = new ReaderTutorial({ lang: this.options.lang, say: channel.say, exit: (end) => queueMicrotask(() => done(end.finished)) });
      this.#readerTutorial = {
        input: (data) => channel.input(data),
        close: () => {
          tutorial.stop();
          channel.close();
        },
      };
      return;
    }
    this.#enterAlternate();
    this.#lobbyScreen = openScreen(
      this.terminal,
      this.options.lang,
      React.createElement(TutorialApp, { ascii: this.options.ascii, lang: this.options.lang, onExit: (end: TutorialEnd) => queueMicrotask(() => done(end.finished)) }),
      () => done(false),
      { wholeConnection: false },
    );
  }

  #closeLobby(): void {
    this.#lobbyScreen?.close(null);
    this.#lobbyScreen = null;
    this.#readerLobby?.close();
    this.#readerLobby = null;
    this.#readerTutorial?.close();
    this.#readerTutorial = null;
  }

  /** The drawn screens' full-screen mode; never in the screen-reader mode, which writes lines on the terminal as it is. */
  #enterAlternate(): void {
    if (this.#alternate || this.#reader) return;
    this.#alternate = true;
    this.terminal.writeRaw(ENTER_ALTERNATE_SCREEN);
  }
}
