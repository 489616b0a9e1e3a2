/**
 * What only the compiler can check, so the compiler checks it (npm run
 * typecheck, which CI runs over test/ too): core words with a missing entry
 * or a misspelt parameter do not type-check, nor do the remote words
 * without an entry of the English ones. (As Jest tests these could not
 * fail: at run time the values are there whatever their types.)
 */

import type { CoreWords } from '../../src/i18n/catalog.js';
import { coreDe } from '../../src/i18n/words.de.js';
import { remoteDe } from '../../src/remote/words.de.js';
import type { RemoteWords } from '../../src/remote/words.js';

const { log: _log, ...withoutLog } = coreDe;
// @ts-expect-error an entry is missing
export const missing: CoreWords = withoutLog;

// @ts-expect-error "plyer" is no parameter of the sentence
export const misspelt: CoreWords['log']['passed'] = (p) => `${p.plyer} hat gepasst.`;

const { join: _join, ...withoutJoin } = remoteDe;
// @ts-expect-error an entry is missing
export const missingRemote: RemoteWords = withoutJoin;
