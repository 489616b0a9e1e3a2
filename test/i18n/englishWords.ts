/**
 * Words of the English UI that a German text must not contain: shared by
 * every test that checks a German screen, message or line.
 */

/** Words of the English UI (whole words, case-sensitive) that a German screen must not show. */
const ENGLISH_WORDS = [
  'the', 'and', 'your', 'Your', 'you', 'of', 'to', 'is', 'or', 'Round', 'Rounds', 'turn', 'action', 'actions',
  'Middle', 'row', 'draw', 'pile', 'discard', 'hidden', 'open', 'hold', 'Log', 'earlier', 'newer', 'scroll',
  'help', 'Help', 'quit', 'Quit', 'shift', 'swap', 'Swap', 'pass', 'Press', 'Next', 'Final', 'ranking', 'Place',
  'Player', 'Players', 'Replay', 'lines', 'line', 'page', 'back', 'results', 'nobody', 'Add', 'Remove',
  'computer', 'choose', 'select', 'cancel', 'cancelled', 'keep', 'playing', 'thinking', 'Please', 'enlarge',
  'need', 'have', 'Card', 'Pair', 'Kind', 'wait', 'first', 'second', 'now', 'not', 'done', 'game', 'Game', 'new',
  'bot', 'Goal', 'after', 'cards', 'card', 'only', 'can', 'see', 'screen', 'empty', 'top', 'Easy', 'Hard',
  'Medium', 'Random', 'easy', 'hard', 'medium', 'random', 'Left', 'Right', 'Up', 'Down', 'Type', 'number', 'got',
  'seating', 'order', 'wide', 'columns', 'menu', 'Choose', 'Keys', 'nothing', 'does', 'here', 'over', 'ends',
  'Other', 'Strict', 'variant', 'share', 'counts', 'category', 'High', 'Three', 'Four', 'Two', 'One',
  // Saved matches, the command line and the host.
  'saved', 'unfinished', 'finished', 'damaged', 'cannot', 'unknown', 'option', 'missing', 'argument', 'arguments',
  'many', 'too', 'allowed', 'file', 'read', 'match', 'matches', 'No', 'seat', 'seats', 'waiting', 'watching',
  'left', 'away', 'plays', 'taken', 'connected', 'name', 'with', 'directory', 'disk', 'permission', 'denied',
  'such', 'needs', 'ready', 'stopped', 'Bye', 'spectators', 'Saved', 'Resumed', 'Warning', 'Waiting', 'Every',
  'The', 'You', 'are', 'from', 'for', 'by', 'mean', 'did', 'takes', 'none', 'most', 'score',
];
export const ENGLISH = new RegExp(`(?<![\\p{L}-])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}-])`, 'u');

/** The first word of the English UI in `text`, or null. */
export function strayEnglish(text: string): string | null {
  return ENGLISH.exec(text)?.[0] ?? null;
}
