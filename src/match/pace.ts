/**
 * How long a computer player seems to think before its move is played,
 * wherever it plays (the game's --delay, host's and serve's --bot-delay): one
 * default, in a module of its own so that the command line reads it without
 * loading anything else.
 */
export const DEFAULT_BOT_DELAY_MS = 600;
