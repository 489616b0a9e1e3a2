/** The German words of the ssh transport (words.en.ts has the English and the shape). */

import type { SshWords } from './words.en.js';

export const sshDe = {
  needsTerminal: 'Shift Poker braucht ein Terminal: mit ssh -t verbinden.',
  timedOut: 'Nach langer Zeit ohne Eingabe geschlossen.',
  serverStopped: 'Der Host hat den Server beendet.',
} satisfies SshWords;
