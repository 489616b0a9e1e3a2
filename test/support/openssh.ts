/**
 * OpenSSH's own programs against the built host and server, as the README
 * tells players to connect: whether they are installed here, the
 * known_hosts line that makes `ssh` trust the host key a data directory
 * holds, and `ssh`'s arguments for a player.
 */

import { describe } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { HOST_KEY_FILE } from '../../src/remote/ssh/hostKey.js';
import { PtySession } from './pty.js';

/**
 * `describe` where `ssh` (and `ssh-keygen`, if the tests need it) is
 * installed; elsewhere the tests skip themselves, saying why (the one kind
 * of test allowed to).
 */
export function describeWithOpenSsh(file: string, needs: { readonly keygen: boolean }): typeof describe | typeof describe.skip {
  const hasSsh = spawnSync('ssh', ['-V'], { stdio: 'ignore' }).status === 0;
  const hasKeygen = !needs.keygen || spawnSync('ssh-keygen', ['-?'], { stdio: 'ignore' }).error === undefined;
  if (hasSsh && hasKeygen) return describe;
  const missing = needs.keygen ? 'no `ssh` client or `ssh-keygen`' : 'no `ssh` client';
  console.log(`${file}: skipped, ${missing} installed here (install openssh-client to run it)`);
  return describe.skip;
}

/** The known_hosts line for the host key in `dataDir`, served on 127.0.0.1 at `port`. */
export function knownHostsLine(dataDir: string, port: number): string {
  const parsed = ssh2.utils.parseKey(readFileSync(path.join(dataDir, HOST_KEY_FILE), 'utf8'));
  if (parsed instanceof Error) throw parsed;
  return `[127.0.0.1]:${port} ${parsed.type} ${parsed.getPublicSSH().toString('base64')}\n`;
}

/**
 * How an `ssh` player logs in: `open`, with no key and no password offered
 * (an open server lets anyone in); `password`, by password alone (given by
 * SSH_ASKPASS); or `key`, by the one key in the file, never asking anything.
 */
export type OpensshLogin = { readonly kind: 'open' } | { readonly kind: 'password' } | { readonly kind: 'key'; readonly file: string };

const LOGIN_ARGS = {
  open: () => ['-o', 'PubkeyAuthentication=no'],
  password: () => ['-o', 'PreferredAuthentications=password', '-o', 'PubkeyAuthentication=no'],
  key: (file: string) => ['-o', 'BatchMode=yes', '-o', 'IdentitiesOnly=yes', '-o', 'PreferredAuthentications=publickey', '-i', file],
};

/**
 * OpenSSH's `ssh` arguments for a player: as `name` to 127.0.0.1 at `port`,
 * with no config file, trusting only the host keys in `knownHosts`, logging
 * in as `login` says, running `command` if given; `tty`: a terminal even
 * with a command.
 */
export function opensshArgs(
  port: number,
  knownHosts: string,
  name: string,
  options: { readonly login?: OpensshLogin; readonly tty?: boolean; readonly command?: readonly string[] } = {},
): string[] {
  const login = options.login ?? { kind: 'open' };
  return [
    ...(options.tty === true ? ['-tt'] : []),
    '-p',
    String(port),
    '-F',
    '/dev/null',
    '-o',
    'StrictHostKeyChecking=yes',
    '-o',
    `UserKnownHostsFile=${knownHosts}`,
    ...(login.kind === 'key' ? LOGIN_ARGS.key(login.file) : LOGIN_ARGS[login.kind]()),
    `${name}@127.0.0.1`,
    ...(options.command ?? []),
  ];
}

/**
 * OpenSSH's `ssh` as a player, in a pseudo-terminal: as `name` to 127.0.0.1
 * at `port`, trusting only the host keys in `knownHosts`, logging in as
 * `login` says (by default with no key and no password: an open server lets
 * anyone in), running `command` if given.
 */
export function opensshPlayer(port: number, knownHosts: string, name: string, command: readonly string[] = [], login: OpensshLogin = { kind: 'open' }): PtySession {
  return new PtySession('ssh', opensshArgs(port, knownHosts, name, { tty: true, command, login }), { cols: 90, rows: 26 });
}
