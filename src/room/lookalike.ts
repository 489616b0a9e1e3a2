/**
 * Names that look alike: "аlice" with a Cyrillic "а" reads as "alice" on
 * everyone's screen, yet the engine (core/playerNames.ts nameKey) holds them two
 * names. A player who joins under such a name could pass for another at the
 * table, so a server refuses a name that looks like one it already knows.
 *
 * Looking alike is Unicode's confusable "skeleton" (UTS #39, section 4): two
 * strings look alike when their skeletons are equal. The table of
 * confusable characters is Unicode's confusables.txt as the `unhomoglyph`
 * package ships it. It lives here, beside the ssh host, and not in the
 * engine: only names that arrive over the network need it, and the command
 * line's bundle does not load it.
 */

import unhomoglyph from 'unhomoglyph';
import { nameKey } from '../core/playerNames.js';

/** Default_Ignorable_Code_Point characters, removed before the mapping (UTS #39). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The UTS #39 skeleton of `text`: NFD, without ignorables, each confusable replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

/**
 * The first of `others` that `name` looks like though the two are different
 * names, or null. The same name by the engine's rule is not a look-alike (it
 * is that player's). One looks like the other when, as shown, it looks like
 * the other as shown, in lower or in upper case: the engine holds "Ann" and
 * "ANN" one name, so "ΑΝΝ" in Greek capitals looks like "Ann" too (and
 * "b0b" with a zero does not look like "bob", though "B0B" does).
 */
export function lookalikeOf(name: string, others: Iterable<string>): string | null {
  const own = formsOf(name);
  for (const other of others) {
    const forms = formsOf(other);
    if (forms.key === own.key) continue;
    if (own.cased.includes(forms.shown) || forms.cased.includes(own.shown)) return other;
  }
  return null;
}

/** A name's engine key, its skeleton as shown, and those of its compatibility form in lower and in upper case. */
interface Forms {
  readonly key: string;
  readonly shown: string;
  readonly cased: readonly string[];
}

/**
 * The forms of the names seen lately: a server compares each new name with
 * every name online or seated, and works out each of theirs once (a few
 * microseconds each). Bounded: emptied when full.
 */
const seen = new Map<string, Forms>();
const SEEN_LIMIT = 10_000;

function formsOf(name: string): Forms {
  let forms = seen.get(name);
  if (forms === undefined) {
    const compatible = name.normalize('NFKC');
    const shown = skeleton(name);
    forms = {
      key: nameKey(name),
      shown,
      cased: [shown, skeleton(compatible.toLocaleLowerCase('en-US')), skeleton(compatible.toLocaleUpperCase('en-US'))],
    };
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(name, forms);
  }
  return forms;
}

/** Whether `name` looks like `other` though the two are different names. */
export function looksAlike(name: string, other: string): boolean {
  return lookalikeOf(name, [other]) !== null;
}
