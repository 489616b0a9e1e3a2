/**
 * ssh keys for tests. An ed25519 key pair for a test's ssh client: ssh2's
 * own generator makes a key that ssh2 cannot read about once in 256 draws
 * (mscdex/ssh2#1513; the product's newHostKey works around it the same
 * way), which made tests fail at random: drawn again until both halves
 * parse. And a host key for servers started in the test's process.
 */

import ssh2 from 'ssh2';
import { newHostKey } from '../../src/remote/ssh/hostKey.js';

export function readableKeyPair(): { readonly private: string; readonly public: string } {
  for (let attempt = 0; attempt < 32; attempt++) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) return pair;
  }
  throw new Error('ssh2 made no readable ed25519 key in 32 attempts');
}

let sharedHostKey: string | null = null;
/** One host key (OpenSSH format, in memory) for all servers of a test file: making one is cheap, but there is no need. */
export function testHostKey(): string {
  sharedHostKey ??= newHostKey();
  return sharedHostKey;
}
