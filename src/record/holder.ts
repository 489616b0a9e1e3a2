/**
 * Who holds a file: a running program, told apart from every other one on
 * the machine, also after a reboot or once its process id has been given to
 * another program. A process id alone says neither: after a reboot the same
 * id soon belongs to something else, and `kill(pid, 0)` then answers "running".
 *
 * So a holder names, beside its process id, the machine (host name), the
 * boot (Linux's boot id) and the moment its process started (in clock ticks
 * since boot, from /proc/<pid>/stat). A holder whose machine is this one is
 * gone when this machine booted since, when no process has its id, or when
 * the process with its id started at another moment. Where /proc is missing
 * (macOS, Windows) the boot is told by the boot time and the process by its
 * id alone, which is the best those systems offer without native code.
 *
 * A holder on another machine (a data directory shared over the network)
 * cannot be checked from here: it counts as running. A false "in use" is
 * one line to the user; a false "gone" would be two programs writing one
 * match.
 */

import * as fs from 'node:fs';
import * as os from 'node:os';

/** The programs that open a match for writing. */
export type HolderProgram = 'play' | 'host' | 'serve';

export interface Holder {
  readonly pid: number;
  readonly host: string;
  /** This boot of the machine (null: not known here). */
  readonly boot: string | null;
  /** When the process started, in the system's own units (null: not known here). */
  readonly started: string | null;
  readonly program: HolderProgram;
  /** When it took the file (ISO 8601). */
  readonly since: string;
}

/** What a holder is checked against: this process and this machine (injected in tests). */
export interface ProcessProbe {
  readonly pid: number;
  host(): string;
  bootId(): string | null;
  /** Whether a process with this id runs (as any user). */
  running(pid: number): boolean;
  /** When the process with this id started, or null when not known. */
  startTime(pid: number): string | null;
  /** The command line of the process with this id, or null when not known. */
  command(pid: number): string | null;
  now(): number;
}

export const SYSTEM_PROBE: ProcessProbe = {
  pid: process.pid,
  host: () => os.hostname(),
  bootId: () => {
    const id = readText('/proc/sys/kernel/random/boot_id');
    // Without /proc: the boot time, to the minute (uptime drifts by the odd second).
    return id ?? `boot-${Math.round((Date.now() - os.uptime() * 1000) / 60_000)}`;
  },
  running: (pid) => {
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: it runs, as another user.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
    }
    // A zombie (killed, not yet reaped by its parent) still answers kill(0) but runs no more.
    const state = readText(`/proc/${pid}/stat`);
    return state === null || !/^\S+ \(.*\) [ZX]/su.test(state);
  },
  startTime: (pid) => {
    const stat = readText(`/proc/${pid}/stat`);
    if (stat === null) return null;
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 22 (starttime) is the 20th after the command name.
    return fields[19] ?? null;
  },
  command: (pid) => readText(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? null,
  now: () => Date.now(),
};

/** This process as a holder. */
export function currentHolder(program: HolderProgram, probe: ProcessProbe = SYSTEM_PROBE): Holder {
  return {
    pid: probe.pid,
    host: probe.host(),
    boot: probe.bootId(),
    started: probe.startTime(probe.pid),
    program,
    since: new Date(probe.now()).toISOString(),
  };
}

/** Whether `holder` is this very process. */
export function isThisProcess(holder: Holder, probe: ProcessProbe = SYSTEM_PROBE): boolean {
  return holder.pid === probe.pid && holder.host === probe.host() && sameOrUnknown(holder.boot, probe.bootId()) && sameOrUnknown(holder.started, probe.startTime(probe.pid));
}

/** Whether `holder` still runs (see the top of this file for how that is told). */
export function holderAlive(holder: Holder, probe: ProcessProbe = SYSTEM_PROBE): boolean {
  if (holder.host !== probe.host()) return true;
  if (!sameOrUnknown(holder.boot, probe.bootId())) return false;
  if (!probe.running(holder.pid)) return false;
  return sameOrUnknown(holder.started, probe.startTime(holder.pid));
}

function sameOrUnknown(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** A holder as a line names it: its program and process, and its machine only when that is another one. */
export interface HolderSeen {
  readonly program: HolderProgram;
  readonly pid: number;
  readonly host: string | null;
}

export function seenFromHere(holder: Holder, probe: ProcessProbe = SYSTEM_PROBE): HolderSeen {
  return { program: holder.program, pid: holder.pid, host: holder.host === probe.host() ? null : holder.host };
}
