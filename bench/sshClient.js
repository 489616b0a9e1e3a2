// The ssh client of the benchmarks' players (this file is not a benchmark
// itself: bench/run.js only runs files ending in .bench.js).
//
// It turns Nagle's algorithm off on its socket, as OpenSSH does for every
// session with a terminal (`ssh -t`: ssh_packet_set_interactive sets
// TCP_NODELAY). Without it the benchmark measured its own client, not the
// server: ssh2 without its native crypto add-on (which npm no longer builds:
// package.json's allowScripts) writes each SSH packet in three writes (the
// encrypted length, the body, the tag); Nagle sends the first and holds the
// other two until the server acknowledges it, and the server's kernel delays
// that acknowledgement by up to 40 ms, since it has nothing to send with it
// before the whole packet is there. Every key press then waited ~42 ms that
// no OpenSSH player waits (docs/benchmarks.md, "The 42 ms that were the
// client's"). test/bench/sshClient.test.ts keeps it so.
import ssh2 from 'ssh2';

/** A new ssh2 client whose socket has no-delay set as soon as it connects. */
export function interactiveClient() {
  const client = new ssh2.Client();
  client.once('connect', () => client.setNoDelay(true));
  return client;
}
