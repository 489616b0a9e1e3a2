/** The German words of the simulator's progress line (words.en.ts has the English and the shape). */

import { coreDe } from '../i18n/words.de.js';
import type { SimWords } from './words.en.js';

export const simDe = {
  games: (p) => `${coreDe.number(String(p.done))}/${coreDe.count.games(p.total)}`,
  rate: (p) => `${p.perSecond} Spiele/s`,
  eta: (p) => `noch ${p.time}`,
  etaUnknown: 'noch --:--',
} satisfies SimWords;
