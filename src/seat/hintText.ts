/**
 * A hint in the player's language: the suggested move in the game's own
 * words (with the cards it moves), the chance to win, and the reason.
 */

import type { ReasonCode, Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { describeHintMove } from '../i18n/describe.js';
import { categoryName, drawnCards } from '../i18n/narrate.js';
import { seatWords } from './words.js';

export interface HintWords {
  /** "swap your open card 2 (7♣) with middle card 3 (Q♦)" */
  readonly move: string;
  /** "about 43 % to win from here: keeps the flush draw in hearts" */
  readonly chanceAndReason: string;
}

/** The words of `suggestion`, made for the seat of `view` (whose cards a swap names). */
export function hintWords(suggestion: Suggestion, view: PlayerView, lang: Lang, ascii: boolean): HintWords {
  const words = seatWords(lang).hint;
  const move = describeHintMove(suggestion.action, view, words, drawnCards({ ascii, text: coreWords(lang) }));
  const percent = Math.round(suggestion.winChance * 100);
  const reason = suggestion.reason;
  return {
    move,
    chanceAndReason:
      reason.code === 'plan'
        ? words.chanceAndPlan({ percent, then: words.then[reason.then], leadsTo: reasonText(reason.leadsTo, lang) })
        : words.chanceAndReason({ percent, reason: reasonText(reason, lang) }),
  };
}

function reasonText(reason: ReasonCode, lang: Lang): string {
  const words = seatWords(lang).hint.reason;
  const text = coreWords(lang);
  switch (reason.code) {
    case 'makesPair':
      return words.makesPair({ rank: reason.rank });
    case 'improvesCategory':
      return words.improvesCategory({ from: categoryName(reason.from, text), to: categoryName(reason.to, text) });
    case 'makesFlushDraw':
      return words.makesFlushDraw({ suit: reason.suit });
    case 'keepsFlushDraw':
      return words.keepsFlushDraw({ suit: reason.suit });
    case 'keepsHand':
      return words.keepsHand({ category: categoryName(reason.category, text) });
    case 'givesUpHand':
      return words.givesUpHand({ category: categoryName(reason.category, text) });
    // A plan's words are its chance line's (chanceAndPlan); alone, it is where it leads.
    case 'plan':
      return reasonText(reason.leadsTo, lang);
    case 'makesStraightDraw':
    case 'keepsStraightDraw':
    case 'looksForCard':
    case 'improvesChances':
      return words[reason.code];
  }
}
