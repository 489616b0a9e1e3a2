/**
 * The seat screens of a server's connections, drawn on a screen thread
 * (screenProtocol.ts): for each connection at a table, the seat's end of
 * its link (a LinkedRoom), a terminal whose bytes go to the main thread,
 * and, once the connection is placed and the first scene has come, the
 * seat screen (SessionApp, or the reader's sentences).
 */

import React from 'react';
import { LinkedRoom } from '../../seat/linkedRoom.js';
import { openReaderSession } from '../readerSession.js';
import { SessionApp } from '../SessionApp.js';
import { openScreen, type OpenSession } from '../session.js';
import { channelTerminal, type ChannelTerminal } from '../ssh/streams.js';
import type { LinkTrouble } from '../../room/link.js';
import type { MainToScreens, ScreenRequest, ScreensToMain } from './screenProtocol.js';
import { serveWords } from './words.js';

/** A screen's output is not held back here: the main thread watches the client's backlog. */
const NO_BACKLOG = { maxBacklog: Number.POSITIVE_INFINITY, backlog: () => 0, onStalled: () => undefined };

interface HostedScreen {
  readonly id: number;
  readonly room: LinkedRoom;
  request: ScreenRequest | null;
  terminal: ChannelTerminal | null;
  screen: OpenSession | null;
  /** In sentences: the moving line was said, and "back at your seat" is owed once the table is back. */
  movingSaid: boolean;
  closed: boolean;
}

export class ScreenHost {
  readonly #screens = new Map<number, HostedScreen>();

  constructor(private readonly post: (message: ScreensToMain) => void) {}

  handle(message: MainToScreens): void {
    if (message.type === 'open') {
      this.#open(message.id);
      return;
    }
    const hosted = this.#screens.get(message.id);
    if (hosted === undefined) return;
    switch (message.type) {
      case 'show':
        hosted.request = message.request;
        void hosted.room.ready.then(() => this.#draw(message.id, hosted));
        return;
      case 'seat':
        hosted.room.receive(message.message);
        return;
      case 'trouble':
        this.#troubled(hosted, message.trouble);
        return;
      case 'input':
        hosted.terminal?.input(Buffer.from(message.data));
        return;
      case 'resize':
        if (hosted.request !== null) hosted.request = { ...hosted.request, size: message.size };
        hosted.terminal?.resize(message.size);
        return;
      case 'close':
        this.#close(message.id, hosted);
        return;
    }
  }

  #open(id: number): void {
    const room = new LinkedRoom((message) => {
      if (!hosted.closed) this.post({ type: 'toRoom', id, message });
    });
    const hosted: HostedScreen = { id, room, request: null, terminal: null, screen: null, movingSaid: false, closed: false };
    this.#screens.set(id, hosted);
    room.onChange(() => {
      // In sentences, once a moved table is back (a scene, no trouble), that is said too.
      if (!hosted.movingSaid || room.trouble() !== null || hosted.request?.reader !== true) return;
      hosted.movingSaid = false;
      this.#write(id, `\r\n${serveWords(hosted.request.lang).moving.back}\r\n`);
    });
  }

  /** The link is down for a while: a drawn screen shows it until the next scene; in sentences it is said once (a half-typed line stays above it). */
  #troubled(hosted: HostedScreen, trouble: LinkTrouble): void {
    const request = hosted.request;
    if (request?.reader === true && (trouble !== 'moving' || !hosted.movingSaid)) {
      this.#write(hosted.id, `\r\n${serveWords(request.lang).moving[trouble === 'moving' ? 'line' : 'keyNotSent']}\r\n`);
    }
    if (trouble === 'moving') hosted.movingSaid = true;
    hosted.room.troubled(trouble);
  }

  #write(id: number, text: string): void {
    this.post({ type: 'output', id, text });
  }

  #draw(id: number, hosted: HostedScreen): void {
    const request = hosted.request;
    if (hosted.closed || request === null || hosted.screen !== null) return;
    const terminal = channelTerminal({ write: (text) => this.#write(id, String(text)) }, request.size, { ...NO_BACKLOG, colorDepth: request.colorDepth });
    hosted.terminal = terminal;
    const leave = (): void => {
      queueMicrotask(() => {
        if (hosted.closed) return;
        this.#close(id, hosted);
        this.post({ type: 'leave', id });
      });
    };
    const { room } = hosted;
    const { seat, lang, ascii, port, code } = request;
    // Bots stand in for absent players at the server's level.
    const standInLevel = room.scene()?.room?.botLevel ?? 'easy';
    hosted.screen = request.reader
      ? openReaderSession(terminal, { room, seat, lang, standInLevel, onLeave: leave, port, wholeConnection: false })
      : openScreen(terminal, lang, React.createElement(SessionApp, { key: code, room, seat, ascii, standInLevel, onLeave: leave, port }), leave, { wholeConnection: false });
  }

  #close(id: number, hosted: HostedScreen): void {
    if (hosted.closed) return;
    hosted.closed = true;
    this.#screens.delete(id);
    hosted.screen?.close(null);
    hosted.terminal?.end();
  }
}
