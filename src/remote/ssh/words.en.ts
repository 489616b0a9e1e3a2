/**
 * The English words of the ssh transport itself: what a client reads when
 * the connection ends for a reason of the transport, before or after a game
 * had it. Their shape is `SshWords`, which every other language fills in
 * (words.de.ts); words.ts gives them by language.
 */

export const sshEn = {
  needsTerminal: 'Shift Poker needs a terminal: connect with ssh -t.',
  timedOut: 'Closed after a long time without input.',
  serverStopped: 'The host has stopped the server.',
};

export type SshWords = typeof sshEn;
