/**
 * A POSIX shell word for `text`: as it is when it is made of harmless
 * characters only, otherwise in single quotes (a quote inside as '\'').
 * For every command line printed for the player to copy.
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9._/-]+$/u.test(text)) return text;
  return `'${text.replaceAll("'", "'\\''")}'`;
}
