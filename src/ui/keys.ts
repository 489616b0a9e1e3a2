/**
 * Key presses, reduced from what Ink reports to the few the game knows.
 * Keeping this a plain value lets the controller's reducer (not the input
 * handler) decide what a key means.
 */

import type { Key } from 'ink';

export type KeyPress =
  | { readonly kind: 'char'; readonly char: string }
  | {
      readonly kind:
        | 'left'
        | 'right'
        | 'up'
        | 'down'
        | 'enter'
        | 'escape'
        | 'backspace'
        | 'tab'
        | 'pageUp'
        | 'pageDown'
        | 'ctrlC';
    };

/**
 * What Ink's (input, key) pair means. A paste arrives as one string: it
 * becomes one key press per character. Unknown control keys give nothing.
 */
export function keyPresses(input: string, key: Key): KeyPress[] {
  if (key.ctrl && input === 'c') return [{ kind: 'ctrlC' }];
  if (key.leftArrow) return [{ kind: 'left' }];
  if (key.rightArrow) return [{ kind: 'right' }];
  if (key.upArrow) return [{ kind: 'up' }];
  if (key.downArrow) return [{ kind: 'down' }];
  if (key.pageUp) return [{ kind: 'pageUp' }];
  if (key.pageDown) return [{ kind: 'pageDown' }];
  if (key.return) return [{ kind: 'enter' }];
  if (key.escape) return [{ kind: 'escape' }];
  if (key.backspace || key.delete) return [{ kind: 'backspace' }];
  if (key.tab) return [{ kind: 'tab' }];
  if (key.ctrl || key.meta) return [];
  const presses: KeyPress[] = [];
  for (const char of input) {
    if (char === '\r' || char === '\n') presses.push({ kind: 'enter' });
    else if (char === '\u0003') presses.push({ kind: 'ctrlC' });
    else if (char === '\u007F' || char === '\b') presses.push({ kind: 'backspace' });
    else if (char >= ' ') presses.push({ kind: 'char', char });
  }
  return presses;
}
