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
export {
  GameNotFinishedError,
  IllegalActionError,
  InvalidConfigError,
  type ConfigProblem,
  type IllegalActionProblem,
  type IllegalActionReason,
  type MalformedAction,
} from './core/errors.js';
export { applyAction, checkAction, isLegal, legalActions, legalActionsFor, newGame, resolveRules } from './core/game.js';
export { HAND_CATEGORY_CODES, InvalidHandError, categoryCode, compareHands, evaluateHand, handStrength, type HandCategory, type HandCategoryCode } from './core/hand.js';
export { cleanName, displayWidth, MAX_NAME_WIDTH, type NameListProblem, type NameProblem } from './core/playerNames.js';
// Wording lives outside the engine: sentences and category names in the
// language of the words given (`{ text: CATALOGS.en }`, `{ text: CATALOGS.de }`).
export { categoryName, describeEvent, describeLog, type NarrateOptions } from './i18n/narrate.js';
export { LANGUAGES, coreWords, detectLanguage, loadLanguage, type CoreWords, type Lang } from './i18n/catalog.js';
export { CATALOGS } from './i18n/catalogs.js';
/** The English category names, weakest first ("High Card" … "Royal Flush"). */
export { HAND_CATEGORIES } from './i18n/handCategories.js';
export { Rng, seedRng, type RngState } from './core/random.js';
export { MAX_SEED_LENGTH, seedProblem, type SeedProblem } from './core/seed.js';
export { rankHands, ranking, winners, type RankedHand, type RankingEntry } from './core/ranking.js';
export * from './core/types.js';
export { legalActionsInView, ownCards, playerView, unseenCards, type PlayerSeatView, type PlayerView } from './core/view.js';
