/**
 * The English words of the simulator's progress line on a terminal. Their
 * shape is `SimWords`, which every other language fills in (words.de.ts);
 * words.ts gives them by language. (What `simulate` prints and its --help
 * are the command line's words.)
 */

import { coreEn } from '../i18n/words.en.js';

export const simEn = {
  games: (p: { done: number; total: number }): string => `${coreEn.number(String(p.done))}/${coreEn.count.games(p.total)}`,
  rate: (p: { perSecond: string }): string => `${p.perSecond} games/s`,
  eta: (p: { time: string }): string => `ETA ${p.time}`,
  etaUnknown: 'ETA --:--',
};

export type SimWords = typeof simEn;
