/** The English names of the hand categories, weakest first, for library users who want a list. */

import { HAND_CATEGORY_CODES } from '../core/hand.js';
import { coreEn } from './words.en.js';

/** One name per category code, in the codes' order: index it with a HandCategory. */
type CategoryNames = { readonly [index in keyof typeof HAND_CATEGORY_CODES]: string };

export const HAND_CATEGORIES = HAND_CATEGORY_CODES.map((code) => coreEn.categories[code]) as unknown as CategoryNames;
