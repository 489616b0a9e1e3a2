/**
 * The screen-reader mode asked for over ssh: clients rarely pass an
 * environment variable such as INK_SCREEN_READER on, so the mode is a word
 * in front of the command instead (`ssh -t server sr`, `ssh -t server sr
 * join K7PQ`).
 */

/** The words that ask for it, in any case. */
const READER_WORDS: readonly string[] = ['sr', 'screen-reader'];

export interface ReaderCommand {
  /** The mode was asked for. */
  readonly reader: boolean;
  /** The command after it (the whole command when it was not asked for); null when nothing is left. */
  readonly rest: string | null;
}

export function readerCommand(command: string | null): ReaderCommand {
  const trimmed = (command ?? '').trim();
  const [first = '', ...others] = trimmed.split(/\s+/u);
  if (!READER_WORDS.includes(first.toLowerCase())) return { reader: false, rest: trimmed === '' ? null : trimmed };
  const rest = others.join(' ');
  return { reader: true, rest: rest === '' ? null : rest };
}
