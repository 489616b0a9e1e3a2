/**
 * shift-poker as a library: the pure rules engine of Shift Poker.
 *
 *   import { newGame, applyAction, playerView, ranking } from 'shift-poker';
 */

export {
  DECK,
  RANKS,
  SUITS,
  SUIT_SYMBOLS,
  cardIndex,
  formatCard,
  formatCards,
  isCard,
  isRed,
  parseCard,
  parseCards,
  sameCard,
  type Card,
  type FormatOptions,
  type Rank,
  type Suit,
} from './core/cards.js';
export { GameNotFinishedError, IllegalActionError, InvalidConfigError, type IllegalActionReason } from './core/errors.js';
export { applyAction, checkAction, isLegal, legalActions, legalActionsFor, newGame, resolveRules } from './core/game.js';
export {
  HAND_CATEGORIES,
  InvalidHandError,
  categoryName,
  compareHands,
  evaluateHand,
  handStrength,
  type HandCategory,
  type HandCategoryName,
} from './core/hand.js';
export { cleanName, displayWidth, MAX_NAME_WIDTH } from './core/names.js';
export { describeEvent, describeLog } from './core/narrate.js';
export { Rng, seedRng, type RngState } from './core/random.js';
export { MAX_SEED_LENGTH, seedProblem } from './core/seed.js';
export { rankHands, ranking, winners, type RankedHand, type RankingEntry } from './core/ranking.js';
export * from './core/types.js';
export { legalActionsInView, ownCards, playerView, unseenCards, type PlayerSeatView, type PlayerView } from './core/view.js';
