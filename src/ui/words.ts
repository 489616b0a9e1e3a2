/**
 * Counted words of the terminal UI and its printed summaries, in one place
 * (see core/plural.ts).
 */

import type { PluralForms } from '../core/plural.js';

export const COUNTED = {
  cards: { one: '# card', other: '# cards' },
  rounds: { one: '# round', other: '# rounds' },
  games: { one: '# game', other: '# games' },
} as const satisfies Record<string, PluralForms>;
