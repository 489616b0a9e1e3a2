/**
 * Each SSH packet leaves the server as one write. ssh2 without its native
 * crypto add-on (the bundle leaves it out: scripts/bundling.js; npm no
 * longer builds it: package.json's allowScripts) encrypts a packet in
 * JavaScript and hands it to the socket in three writes: the encrypted
 * length, the body, the tag. On a socket with no-delay each write becomes a
 * TCP segment of its own, three packets on the wire for every frame a
 * player's screen receives. Corking the socket from the first write of a
 * tick to the next tick sends whatever the tick wrote (every piece of every
 * packet) as one writev, as Node's documentation recommends for a burst of
 * small writes.
 */

import type net from 'node:net';

/** From now on, everything written to `socket` within one tick goes out as one write. */
export function gatherWritesPerTick(socket: net.Socket): void {
  const write = socket.write;
  let corked = false;
  const uncork = (): void => {
    corked = false;
    socket.uncork();
  };
  socket.write = function gatheredWrite(this: net.Socket, ...args: Parameters<net.Socket['write']>): boolean {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return (write as (...writeArgs: Parameters<net.Socket['write']>) => boolean).apply(this, args);
  } as net.Socket['write'];
}
