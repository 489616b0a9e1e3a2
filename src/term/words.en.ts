/**
 * The English words of the terminal's building blocks: the key names that
 * `--ascii` writes out, and the line asking for a larger terminal. Their
 * shape is `TermWords`, which every other language fills in (words.de.ts);
 * words.ts gives them by language.
 */

export const termEn = {
  /** Key names in --ascii screens, where arrows are not drawn. */
  asciiKeys: { leftRight: 'Left/Right', upDown: 'Up/Down', left: 'Left', right: 'Right' },
  tooSmall: (p: { need: string; have: string }): string => `Please enlarge the terminal (need ${p.need}, have ${p.have}).`,
};

export type TermWords = typeof termEn;
