/**
 * The main thread's side of the screen threads (screenProtocol.ts): each
 * connection on its way to a table gets a screen on the thread with the
 * fewest, and a handle that carries its link, keys and size there and its
 * requests and bytes back. A screen thread that fails ends only the table
 * screens it drew (their players go back to the lobby); later screens go
 * to the threads still alive, or to this thread when none is.
 */

import type { LinkTrouble, ToRoom, ToSeat } from '../../room/link.js';
import type { WindowSize } from '../ssh/streams.js';
import { ScreenHost } from './screenHost.js';
import type { MainToScreens, ScreenRequest, ScreensToMain } from './screenProtocol.js';
import { inThreadLink, startWorker, type WorkerLink } from './workerLink.js';

type ScreenLink = WorkerLink<MainToScreens, ScreensToMain>;

/** What a connection hears of its screen. */
export interface ScreenHandlers {
  /** A request of the seat's, for its room. */
  toRoom(message: ToRoom): void;
  /** Bytes for the connection's terminal. */
  output(text: string): void;
  /** The player left the table from the screen, or the screen (or its thread) failed. */
  leave(): void;
}

/** One connection's seat screen, on whichever thread draws it. */
export interface ScreenHandle {
  /** Placed: draw the screen once its first scene has come. */
  show(request: ScreenRequest): void;
  seat(message: ToSeat): void;
  trouble(trouble: LinkTrouble): void;
  input(data: Buffer): void;
  resize(size: WindowSize): void;
  /** Closes the screen; nothing more comes from it. */
  close(): void;
}

export interface ScreenThreads {
  open(handlers: ScreenHandlers): ScreenHandle;
  stop(): Promise<void>;
}

interface Thread {
  readonly link: ScreenLink;
  readonly screens: Map<number, ScreenHandlers>;
  lost: boolean;
}

/** Beside this module: dist/screen-worker.js next to the bundle. */
function defaultScreenWorkerUrl(): URL {
  return new URL('./screen-worker.js', import.meta.url);
}

/** The screens drawn in this thread, behind the same messages (the tests; a server whose screen threads all failed). */
function inThreadScreens(): ScreenLink {
  return inThreadLink<MainToScreens, ScreensToMain>((post) => {
    const host = new ScreenHost(post);
    return (message) => host.handle(message);
  });
}

/** `count` screen threads, started and ready. */
export async function workerScreens(count: number, url: URL = defaultScreenWorkerUrl()): Promise<ScreenThreads> {
  return screenThreads(await Promise.all(Array.from({ length: count }, () => startWorker<MainToScreens, ScreensToMain>(url, null, 'screen'))));
}

/** Screens spread over `links` (in this thread when there are none). */
export function screenThreads(links: readonly ScreenLink[]): ScreenThreads {
  let nextId = 1;
  const threads: Thread[] = [];
  const add = (link: ScreenLink): Thread => {
    const thread: Thread = { link, screens: new Map(), lost: false };
    link.onMessage((message) => {
      const handlers = thread.screens.get(message.id);
      if (handlers === undefined) return;
      switch (message.type) {
        case 'toRoom':
          handlers.toRoom(message.message);
          return;
        case 'output':
          handlers.output(message.text);
          return;
        case 'leave':
          thread.screens.delete(message.id);
          handlers.leave();
          return;
      }
    });
    link.onFailure(() => {
      thread.lost = true;
      const gone = [...thread.screens.values()];
      thread.screens.clear();
      for (const handlers of gone) handlers.leave();
    });
    threads.push(thread);
    return thread;
  };
  for (const link of links) add(link);
  const least = (): Thread => {
    let best: Thread | null = null;
    for (const thread of threads) if (!thread.lost && (best === null || thread.screens.size < best.screens.size)) best = thread;
    return best ?? add(inThreadScreens());
  };
  return {
    open(handlers) {
      const thread = least();
      const id = nextId++;
      thread.screens.set(id, handlers);
      thread.link.post({ type: 'open', id });
      const post = (message: MainToScreens): void => {
        if (thread.screens.has(id)) thread.link.post(message);
      };
      return {
        show: (request) => {
          // Its thread failed while the connection waited for its seat: told now, when leaving the table can act.
          if (!thread.screens.has(id)) queueMicrotask(() => handlers.leave());
          post({ type: 'show', id, request });
        },
        seat: (message) => post({ type: 'seat', id, message }),
        trouble: (trouble) => post({ type: 'trouble', id, trouble }),
        input: (data) => post({ type: 'input', id, data: new Uint8Array(data) }),
        resize: (size) => post({ type: 'resize', id, size }),
        close: () => {
          post({ type: 'close', id });
          thread.screens.delete(id);
        },
      };
    },
    stop: async () => {
      await Promise.all(threads.map((thread) => thread.link.terminate()));
    },
  };
}
