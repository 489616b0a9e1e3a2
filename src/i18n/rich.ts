/**
 * Text with bold parts, as words files write key bars and prompts: the words
 * and their order belong to the language, the styling to the screen.
 */

export type RichPart = string | { readonly bold: string };
export type Rich = readonly RichPart[];

/** A bold part: a key (`Enter`, `q`) or a name. */
export function b(text: string): RichPart {
  return { bold: text };
}
