/** The German words of the terminal's building blocks (words.en.ts has the English and the shape). */

import type { TermWords } from './words.en.js';

export const termDe = {
  asciiKeys: { leftRight: 'Links/Rechts', upDown: 'Hoch/Runter', left: 'Links', right: 'Rechts' },
  tooSmall: (p) => `Bitte das Terminal vergrößern (nötig ${p.need}, vorhanden ${p.have}).`,
} satisfies TermWords;
