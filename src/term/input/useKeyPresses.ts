/**
 * The game's only reader of the keyboard: raw bytes from Ink's stdin, decoded
 * by KeyDecoder. Ink's own key handling (useInput) is not used at all, so no
 * byte sequence reaches its parser.
 */

import { useStdin } from 'ink';
import { useEffect, useRef } from 'react';
import type { KeyPress } from '../keys.js';
import { KeyDecoder, markTogether, type DecoderOptions, type PendingKind, type TerminalReport } from './decode.js';

/**
 * How long an unfinished construct may wait for the rest of it, counted from
 * the chunk where it began. A lone ESC becomes the Escape key after the
 * `sequence` wait (terminals write a whole key sequence at once, so the rest
 * of one arrives well within it); an unterminated OSC/DCS string or paste is
 * abandoned after the `string` wait, so a typed `ESC ]` or `ESC [ 200 ~`
 * cannot swallow the keyboard for longer than that.
 */
export const PENDING_INPUT_WAIT_MS: Readonly<Record<PendingKind, number>> = { sequence: 50, string: 500 };

export interface InputEvent {
  /** The game's keys that arrived, in order; empty when only other bytes came (they still count as activity). */
  readonly keys: readonly KeyPress[];
  /** What the terminal said about itself in the same chunk (no keys): see TerminalReport. */
  readonly reports: readonly TerminalReport[];
  /** When they arrived: ms on the monotonic clock (performance.now()), like the controller's other times. */
  readonly at: number;
}

/**
 * Calls `onInput` for every chunk the terminal sends (and once more when a
 * pending lone ESC turns into Escape). Raw mode is on while the component is
 * mounted and off after.
 */
export function useKeyPresses(
  onInput: (event: InputEvent) => void,
  waits: Readonly<Record<PendingKind, number>> = PENDING_INPUT_WAIT_MS,
  decoderOptions: DecoderOptions = {},
): void {
  const { stdin, isRawModeSupported } = useStdin();
  const handler = useRef(onInput);
  handler.current = onInput;
  const sequenceWait = waits.sequence;
  const stringWait = waits.string;
  const homeEnd = decoderOptions.homeEnd === true;

  useEffect(() => {
    const decoder = new KeyDecoder({ homeEnd });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedConstruct: number | null = null;

    const deliver = (keys: readonly KeyPress[], at: number): void => handler.current({ keys, reports: decoder.takeReports(), at });

    const onTimeout = (): void => {
      timer = undefined;
      timedConstruct = null;
      const keys = decoder.flush();
      if (keys.length > 0) deliver(keys, performance.now());
    };

    const onChunk = (chunk: Buffer | string): void => {
      const at = performance.now();
      let keys: KeyPress[];
      try {
        keys = decoder.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      } catch {
        // Never expected; should it happen, losing one chunk beats losing the game.
        decoder.reset();
        keys = [];
      }
      // Time each unfinished construct from the chunk where it began.
      const pending = decoder.pending;
      const construct = decoder.pendingSince;
      if (construct !== timedConstruct) {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        timedConstruct = construct;
        if (pending !== null) timer = setTimeout(onTimeout, pending === 'string' ? stringWait : sequenceWait);
      }
      // A paste the terminal did not bracket comes as several characters at once: marked, so that it opens no next-player screen.
      deliver(markTogether(keys), at);
    };

    const onReadable = (): void => {
      let chunk: Buffer | string | null;
      while ((chunk = stdin.read() as Buffer | string | null) !== null) onChunk(chunk);
    };

    if (isRawModeSupported) stdin.setRawMode(true);
    stdin.ref();
    stdin.on('readable', onReadable);
    return () => {
      stdin.off('readable', onReadable);
      if (timer !== undefined) clearTimeout(timer);
      if (isRawModeSupported) {
        try {
          stdin.setRawMode(false);
        } catch {
          // The terminal is gone (hang-up); nothing left to restore.
        }
      }
      // Stop reading, and let the process end although the terminal is still open.
      stdin.pause();
      stdin.unref();
    };
  }, [stdin, isRawModeSupported, sequenceWait, stringWait, homeEnd]);
}
