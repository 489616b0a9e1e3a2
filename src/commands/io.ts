/**
 * The streams of the command line, and how its own text (help, usage
 * errors) reaches them: straight to file descriptors 1 and 2 where it can,
 * without setting up Node's streams.
 */

import { writeSync } from 'node:fs';
import { endAfterHangUp, terminalGone } from '../exitProgram.js';
import type { OutputConfiguration } from 'commander';

export interface CliIo {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  /**
   * Writes the command line's own text (help, usage errors) straight to file
   * descriptor 1 or 2, without setting up Node's streams for them; without
   * it that text goes through `stdout` and `stderr`.
   */
  readonly print?: (fd: 1 | 2, text: string) => void;
}

/** The help's width, whatever the terminal's. */
const HELP_WIDTH = 80;

/** The command line's own text on standard output or standard error. */
function printOut(io: CliIo, text: string): void {
  if (io.print !== undefined) io.print(1, text);
  else io.stdout.write(text);
}

export function printErr(io: CliIo, text: string): void {
  if (io.print !== undefined) io.print(2, text);
  else io.stderr.write(text);
}

/**
 * Commander's output settings: its text through printOut and printErr, its
 * errors left to reportError, and the help 80 columns wide, as its examples
 * and key lines are written and as wide as the game's screens. (The
 * terminal's own width would need its stream set up first: several ms that
 * --help need not pay.) The help has no colours to keep or strip.
 */
export function commanderOutput(io: CliIo): OutputConfiguration {
  return {
    writeOut: (text) => printOut(io, text),
    writeErr: (text) => printErr(io, text),
    // Errors are reported by reportError as a single line.
    outputError: () => undefined,
    getOutHelpWidth: () => HELP_WIDTH,
    getErrHelpWidth: () => HELP_WIDTH,
    getOutHasColors: () => false,
    getErrHasColors: () => false,
  };
}

export function defaultIo(): CliIo {
  // Node sets up process.stdin, stdout and stderr at their first use (several
  // ms, loading its stream modules): --help and usage errors print without them.
  return {
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      return quietWhenClosed(process.stdout);
    },
    get stderr() {
      return process.stderr;
    },
    print: printToDescriptor,
  };
}

const guarded = new WeakSet<NodeJS.WriteStream>();

/**
 * Output piped into a program that stops reading early (`shift-poker history
 * | head -3`) is not an error worth a stack trace: the program ends quietly;
 * nor is a terminal that is gone.
 */
function quietWhenClosed(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (!guarded.has(stream)) {
    guarded.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      // The terminal is gone (a server's log after its window closed): what is left is done, and the program ends as a hang-up does.
      if (terminalGone(error)) return endAfterHangUp();
      throw error;
    });
  }
  return stream;
}

/** Writes all of `text` to `fd` at once; a reader that has gone away (EPIPE) ends it quietly. */
function printToDescriptor(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text);
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A pipe another program left non-blocking and full: try again.
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') return;
      throw error;
    }
  }
}
