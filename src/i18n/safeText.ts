/**
 * Text from a file, its name or another program, made safe for one terminal
 * line: control characters (line breaks, escape sequences) and bidi
 * overrides become "?".
 */
export function safeText(text: string): string {
  return text.replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/gu, '?');
}

/** A value from a file, safe to print and at most 40 characters. */
export function shortText(text: string): string {
  const shown = safeText(text);
  return shown.length > 40 ? `${shown.slice(0, 39)}…` : shown;
}
