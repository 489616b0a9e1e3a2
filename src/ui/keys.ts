/**
 * Key presses: the few keys the game knows. The input layer (input/decode.ts)
 * turns the terminal's bytes into these and drops everything else; keeping
 * them plain values lets the controller's reducer (not the input handler)
 * decide what a key means.
 */

export type KeyPress =
  /** One printable character (never a control or format character). */
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
        /** Only from a decoder made with `{ homeEnd: true }` (the replay screen); the game drops them. */
        | 'home'
        | 'end'
        | 'ctrlC';
    };
