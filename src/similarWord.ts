/** Shorter beginnings ("h", "se") name too many words to be meant as one. */
const MIN_PREFIX = 3;

/**
 * The word a mistyped one was probably meant to be: `simulte` -> `simulate`.
 * The game takes any word as a player's name, so a mistyped command reaches
 * it as a lone player; the "too few players" line then names the command
 * that was likely meant. Same measure as commander's own suggestions (edit
 * distance with adjacent swaps, at most 2, and at most 40 % of the word).
 * A word that begins exactly one candidate (`hist`) was meant as that one
 * cut short, however near another candidate it is (`host`).
 */
export function similarWord(word: string, candidates: readonly string[]): string | null {
  const typed = word.toLowerCase();
  const begun = typed.length >= MIN_PREFIX ? candidates.filter((candidate) => candidate.startsWith(typed)) : [];
  if (begun.length === 1) return begun[0]!;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    const similar = distance <= 2 && distance < bestDistance && (candidate.length - distance) / candidate.length > 0.4;
    if (similar) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
