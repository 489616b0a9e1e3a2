/**
 * A Jest transform for the files of dependencies that the bundle patches
 * (scripts/bundling.js, SOURCE_PATCHES): Jest reads them patched the same
 * way, so that the tests run the code the package ships rather than the
 * packages as npm installed them. jest.config.js sends only those files
 * here; any other file passes unchanged.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SOURCE_PATCHES } from '../../scripts/bundling.js';

// A change to the patches must not leave Jest on files it patched before.
const PATCHES = readFileSync(new URL('../../scripts/bundling.js', import.meta.url));

/** `source` of the file at `path` as the bundle has it. */
function shipped(source, path) {
  for (const { filter, patch } of SOURCE_PATCHES) {
    if (!filter.test(path)) continue;
    const patched = patch(source, path);
    if (patched !== undefined) return patched;
  }
  return source;
}

export default {
  process: (source, path) => ({ code: shipped(source, path) }),
  getCacheKey: (source, path) => createHash('sha256').update(PATCHES).update('\0').update(path).update('\0').update(source).digest('hex'),
};
