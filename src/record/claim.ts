/**
 * A match is open in at most one program. Whoever opens a match's file for
 * writing first claims it: a file beside it (`match-….json.lock`) created
 * exclusively (O_EXCL), naming the holder (holder.ts). A second program is
 * refused and told who holds it; a claim whose holder is gone (a crash,
 * kill -9, a reboot, its process id now another program's) is taken over.
 *
 * Taking over is itself guarded: two programs that find the same stale claim
 * at once must not both remove it and each make their own. The one that
 * creates `….lock.takeover` (O_EXCL) removes the stale claim and makes its
 * own; the other waits its turn and then finds a live holder. A guard left
 * by a crash in those few microseconds is stale after GUARD_STALE_MS.
 *
 * Within one process a claim is re-entrant: a server's table thread that
 * fails is replaced by another that opens the same matches again, and the
 * process is still their one writer. Claims still held when the process
 * exits are removed then (Ctrl+C, a signal handled by exiting); a claim left
 * by a hard kill is stale by the rules of holder.ts.
 *
 * A claim is made whole or not at all: its text is written to a temporary
 * file, which is then hard-linked to the claim's name (link() fails when
 * the name exists). So no other program ever reads a claim half written and
 * takes it for a stale one.
 *
 * A claim that cannot be written (a full or read-only disk, a directory in
 * the way) is no refusal: `held: false` says so, with why, and whoever saves
 * the match (room/matchFile.ts) claims it again before each save and writes
 * nothing until it holds the claim. Nothing is ever written without it.
 *
 * Only a regular file (or a link, which is removed, never followed) is read
 * as a claim: a FIFO or a device at the claim's name would otherwise block
 * or never end.
 */

import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { currentHolder, holderAlive, isThisProcess, SYSTEM_PROBE, type Holder, type HolderProgram, type ProcessProbe } from './holder.js';

const CLAIM_SUFFIX = '.lock';
const GUARD_SUFFIX = '.takeover';
const GUARD_STALE_MS = 10_000;
const MAX_CLAIM_BYTES = 4096;

export interface Claim {
  /** The claim's own file. */
  readonly file: string;
  /** false: the claim could not be written (see the top of this file); `errno` says why. */
  readonly held: boolean;
  readonly errno?: string;
  /** Gives the match up (only ever removes a claim that is still this process's). */
  release(): void;
}

export type ClaimResult = { readonly ok: true; readonly claim: Claim } | { readonly ok: false; readonly holder: Holder };

export interface ClaimOptions {
  readonly probe?: ProcessProbe;
  readonly fs?: ClaimFs;
}

/** The file operations claims use (node:fs by default; tests inject failures). */
export type ClaimFs = Pick<typeof nodeFs, 'writeFileSync' | 'readFileSync' | 'rmSync' | 'lstatSync' | 'linkSync'>;

/** The claim file of a match's file. */
export function claimFileOf(matchFile: string): string {
  return `${matchFile}${CLAIM_SUFFIX}`;
}

/** Held claims of this process: how many times each was taken (re-entrant), and how to remove it at exit. */
const held = new Map<string, { count: number; readonly lockFile: string; readonly fs: ClaimFs; readonly probe: ProcessProbe }>();
let exitHookInstalled = false;

/** Takes `lockFile` for this process, unless another running program holds it. */
export function claimFile(lockFile: string, program: HolderProgram, options: ClaimOptions = {}): ClaimResult {
  const probe = options.probe ?? SYSTEM_PROBE;
  const fs = options.fs ?? nodeFs;
  const text = `${JSON.stringify(currentHolder(program, probe))}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const created = createWhole(lockFile, text, fs, probe);
    if (created === 'created') return { ok: true, claim: ownClaim(lockFile, fs, probe) };
    if (created !== 'exists') return { ok: true, claim: unheld(lockFile, created.errno) };
    const found = readHolder(lockFile, fs);
    if (found.kind === 'holder' && isThisProcess(found.holder, probe)) return { ok: true, claim: ownClaim(lockFile, fs, probe) };
    if (found.kind === 'holder' && alive(found.holder, probe)) return { ok: false, holder: found.holder };
    if (found.kind === 'blocked') return { ok: true, claim: unheld(lockFile, 'ELOCKPATH') };
    if (found.kind === 'gone') continue;
    // Stale (or unreadable): take it over under the guard.
    takeOver(lockFile, found.text, fs, probe);
  }
  // A storm of programs claiming the same file at once, or a stale claim whose take-over is blocked (a
  // directory at the guard's name): refused only in the name of a holder that runs.
  const last = readHolder(lockFile, fs);
  if (last.kind === 'holder' && !isThisProcess(last.holder, probe) && alive(last.holder, probe)) return { ok: false, holder: last.holder };
  return { ok: true, claim: unheld(lockFile, 'ELOCKPATH') };
}

function unheld(lockFile: string, errno: string): Claim {
  return { file: lockFile, held: false, errno, release: () => undefined };
}

/**
 * Creates `file` holding `text`, whole or not at all: the text goes to a
 * temporary file first, which is then linked to `file` (link() refuses an
 * existing name, as O_EXCL does). Where hard links are not to be had (some
 * network and FAT file systems), an exclusive create is the next best thing.
 */
function createWhole(file: string, text: string, fs: ClaimFs, probe: ProcessProbe): 'created' | 'exists' | { readonly errno: string } {
  const temporary = `${file}.${probe.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(temporary, text, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    removeQuietly(temporary, fs);
    return { errno: errnoOf(error) };
  }
  try {
    fs.linkSync(temporary, file);
    return 'created';
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'EEXIST') return 'exists';
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') return { errno: code };
  } finally {
    removeQuietly(temporary, fs);
  }
  try {
    fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return 'created';
  } catch (error) {
    const code = errnoOf(error);
    return code === 'EEXIST' ? 'exists' : { errno: code };
  }
}

/** Removes a file of our own making if it is there; a path that cannot hold one (ENOTDIR, EACCES) has nothing to remove. */
function removeQuietly(file: string, fs: ClaimFs): void {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    // Nothing was made there.
  }
}

function errnoOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** The running program (other than this process) that holds `lockFile`, or null when it is free or stale. */
export function claimHolder(lockFile: string, options: ClaimOptions = {}): Holder | null {
  const probe = options.probe ?? SYSTEM_PROBE;
  const found = readHolder(lockFile, options.fs ?? nodeFs);
  if (found.kind !== 'holder' || isThisProcess(found.holder, probe)) return null;
  return alive(found.holder, probe) ? found.holder : null;
}

function ownClaim(lockFile: string, fs: ClaimFs, probe: ProcessProbe): Claim {
  // Keyed by process too: a test may play several programs in one process (each with its own probe). A
  // process is its id and its start time, as for holders: a program that crashed holding the claim and one
  // started since with its id are two processes, and the later one's claim is not the earlier one's taken again.
  const key = `${probe.pid}\0${probe.startTime(probe.pid) ?? ''}\0${lockFile}`;
  const entry = held.get(key);
  if (entry === undefined) held.set(key, { count: 1, lockFile, fs, probe });
  else entry.count++;
  installExitHook();
  let released = false;
  return {
    file: lockFile,
    held: true,
    release: () => {
      if (released) return;
      released = true;
      const entry = held.get(key);
      if (entry !== undefined && --entry.count > 0) return;
      held.delete(key);
      removeIfOwn(lockFile, fs, probe);
    },
  };
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const { lockFile, fs, probe } of held.values()) removeIfOwn(lockFile, fs, probe);
    held.clear();
  });
}

function removeIfOwn(lockFile: string, fs: ClaimFs, probe: ProcessProbe): void {
  const found = readHolder(lockFile, fs);
  // Only our own: a claim taken over since (it should not have been) stays with its holder.
  if (found.kind === 'holder' && isThisProcess(found.holder, probe)) removeQuietly(lockFile, fs);
}

function takeOver(lockFile: string, staleText: string, fs: ClaimFs, probe: ProcessProbe): void {
  const guard = `${lockFile}${GUARD_SUFFIX}`;
  if (createWhole(guard, `${probe.pid}\n`, fs, probe) !== 'created') {
    // Another program is taking over right now; a guard that outlived its taker goes.
    try {
      const stats = fs.lstatSync(guard);
      if ((stats.isFile() || stats.isSymbolicLink()) && probe.now() - stats.mtimeMs > GUARD_STALE_MS) removeQuietly(guard, fs);
    } catch {
      // Gone already.
    }
    return;
  }
  try {
    // Still the claim found stale (not one made meanwhile by a program that took over first)?
    const now = readHolder(lockFile, fs);
    if ((now.kind === 'holder' || now.kind === 'unreadable') && now.text === staleText) removeQuietly(lockFile, fs);
  } finally {
    removeQuietly(guard, fs);
  }
}

type Found =
  | { readonly kind: 'gone' }
  | { readonly kind: 'holder'; readonly holder: Holder; readonly text: string }
  | { readonly kind: 'unreadable'; readonly text: string }
  /** Something that is no claim stands at its name (a directory, a FIFO, a device): never read, never removed. */
  | { readonly kind: 'blocked'; readonly errno: string };

function readHolder(lockFile: string, fs: ClaimFs): Found {
  let text: string;
  try {
    const stats = fs.lstatSync(lockFile);
    // A link is never followed (it could lead anywhere); as a claim it is stale, and removing it removes the link.
    if (stats.isSymbolicLink()) return { kind: 'unreadable', text: `link:${stats.ino}` };
    if (!stats.isFile()) return { kind: 'blocked', errno: stats.isDirectory() ? 'EISDIR' : 'EEXIST' };
    if (stats.size > MAX_CLAIM_BYTES) return { kind: 'unreadable', text: `large:${stats.ino}:${stats.size}` };
    text = fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    return errnoOf(error) === 'ENOENT' ? { kind: 'gone' } : { kind: 'unreadable', text: '' };
  }
  const holder = parseHolder(text);
  return holder === null ? { kind: 'unreadable', text } : { kind: 'holder', holder, text };
}

/** A claim's text: a holder as JSON, or (written by earlier versions of the server's lock) a process id alone. */
export function parseHolder(text: string): Holder | null {
  const trimmed = text.trim();
  if (/^\d{1,10}$/u.test(trimmed)) {
    const pid = Number(trimmed);
    return pid > 0 ? { pid, host: LEGACY_HOST, boot: null, started: null, program: 'serve', since: '' } : null;
  }
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const isText = (field: unknown): field is string => typeof field === 'string' && field.length <= 200;
  const nullableText = (field: unknown): field is string | null => field === null || isText(field);
  if (!(Number.isSafeInteger(value.pid) && (value.pid as number) > 0)) return null;
  if (!isText(value.host) || !nullableText(value.boot) || !nullableText(value.started) || !isText(value.since)) return null;
  if (value.program !== 'play' && value.program !== 'host' && value.program !== 'serve') return null;
  return { pid: value.pid as number, host: value.host, boot: value.boot, started: value.started, program: value.program, since: value.since };
}

/**
 * A process id alone (a lock of an earlier version) says least: it is taken
 * as this machine's, and as gone once that id runs no node program (a
 * reboot gave the id to another program).
 */
const LEGACY_HOST = '\0legacy';

function alive(holder: Holder, probe: ProcessProbe): boolean {
  if (holder.host === LEGACY_HOST) {
    if (!probe.running(holder.pid)) return false;
    const command = probe.command(holder.pid);
    return command === null || /node|shift-poker/u.test(command);
  }
  return holderAlive(holder, probe);
}
