/**
 * The setup screen's state machine (pure): asks for what the command line
 * left open - human names one by one, computer players, the number of rounds.
 */

import { PLAYABLE_LEVELS, botNames, type BotLevel } from '../bots/levels.js';
import { MAX_NAME_WIDTH, cleanName, displayWidth, graphemes, nameProblem, type NameProblem } from '../core/playerNames.js';
import { MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MIN_ROUNDS } from '../core/types.js';
import { isPrintable } from '../term/input/decode.js';
import type { KeyPress } from '../term/keys.js';
import type { SeatSpec } from './options.js';
import { uiWords } from './words.js';
import { isBotName } from '../i18n/botNames.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';

export const DEFAULT_ROUNDS = 3;

export type SetupStep = 'names' | 'menu' | 'rounds';

export interface SetupState {
  readonly seats: readonly SeatSpec[];
  readonly step: SetupStep;
  /** Whether the seats are still open (the command line did not settle them). */
  readonly askSeats: boolean;
  /** Whether the number of rounds is still open. */
  readonly askRounds: boolean;
  /** The text typed so far (a name or a number of rounds). */
  readonly input: string;
  readonly menuIndex: number;
  /** One line about the last bad input, or null. */
  readonly message: SetupMessage | null;
  /**
   * Whether the name typed lost characters that did not fit (a paste, fast
   * typing): Enter then says so before it seats the name as it stands.
   */
  readonly cut?: boolean;
  /** Names computer players in the players' language ("Bot Hard", "Bot Schwer"). */
  readonly botLabels?: Readonly<Record<BotLevel, string>>;
}

/** What the setup screen's message line says, as a code with data (worded by the screen). */
export type SetupMessage =
  | { readonly code: 'nameTooWide'; readonly max: number }
  | { readonly code: 'nameCut'; readonly max: number }
  | { readonly code: 'typeAName' }
  | { readonly code: 'nameProblem'; readonly problem: NameProblem }
  | { readonly code: 'nameOfBot'; readonly name: string }
  | { readonly code: 'useArrows' }
  | { readonly code: 'needPlayers'; readonly min: number; readonly max: number }
  | { readonly code: 'typeRounds'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly code: 'roundsRange'; readonly min: number; readonly max: number; readonly got: string };

/** The sentence for a setup message. */
export function setupMessageText(message: SetupMessage, lang: Lang): string {
  const words = uiWords(lang).setup.message;
  switch (message.code) {
    case 'nameTooWide':
      return words.nameTooWide(message);
    case 'nameCut':
      return words.nameCut(message);
    case 'typeAName':
      return words.typeAName;
    case 'nameProblem':
      return `${coreWords(lang).nameProblem(message.problem)}.`;
    case 'nameOfBot':
      return `${coreWords(lang).nameOfBot(message)}.`;
    case 'useArrows':
      return words.useArrows;
    case 'needPlayers':
      return words.needPlayers(message);
    case 'typeRounds':
      return words.typeRounds(message);
    case 'roundsRange':
      return words.roundsRange(message);
  }
}

export type MenuItem = { readonly id: 'start' } | { readonly id: 'human' } | { readonly id: 'bot'; readonly level: BotLevel } | { readonly id: 'remove' } | { readonly id: 'quit' };

export type SetupOutcome =
  | { readonly kind: 'continue'; readonly state: SetupState }
  | { readonly kind: 'done'; readonly seats: readonly SeatSpec[]; readonly rounds: number | null }
  | { readonly kind: 'quit'; readonly state: SetupState };

/** The setup state for what is missing, or null when nothing is. */
export function initialSetup(seats: readonly SeatSpec[], seatsComplete: boolean, rounds: number | null, botLabels?: Readonly<Record<BotLevel, string>>): SetupState | null {
  const askSeats = !seatsComplete;
  const askRounds = rounds === null;
  if (!askSeats && !askRounds) return null;
  const step: SetupStep = askSeats ? (seats.length < MIN_PLAYERS ? 'names' : 'menu') : 'rounds';
  return { seats, step, askSeats, askRounds, input: '', menuIndex: openingMenuIndex(seats), message: null, botLabels };
}

export function menuItems(state: Pick<SetupState, 'seats'>): MenuItem[] {
  const items: MenuItem[] = [{ id: 'start' }];
  if (state.seats.length < MAX_PLAYERS) {
    items.push({ id: 'human' });
    for (const level of PLAYABLE_LEVELS) items.push({ id: 'bot', level });
  }
  if (state.seats.length > 0) items.push({ id: 'remove' });
  items.push({ id: 'quit' });
  return items;
}

export function menuLabel(item: MenuItem, lang: Lang): string {
  const menu = uiWords(lang).setup.menu;
  switch (item.id) {
    case 'start':
    case 'human':
    case 'remove':
    case 'quit':
      return menu[item.id];
    case 'bot':
      return menu.bot({ level: coreWords(lang).bots.level[item.level] });
  }
}

/** A computer player name no seat uses yet, in the bots module's style: "Bot Easy", "Bot Easy 2", ... */
function setupBotName(level: BotLevel, taken: readonly string[], labels?: Readonly<Record<BotLevel, string>>): string {
  return botNames([level], taken, labels)[0]!;
}

function withMessage(state: SetupState, message: SetupMessage | null): SetupOutcome {
  return { kind: 'continue', state: { ...state, message } };
}

/**
 * Keeps what may be typed after `before`: printable characters, no control,
 * format or direction marks, but for the zero-width joiner right after an
 * emoji, which the next emoji joins to it (👩‍💻 arrives as 👩, the joiner, 💻).
 * The input layer sends nothing else; this holds whatever a key press carries.
 */
function typeable(char: string, before: string): boolean {
  if (char === ZERO_WIDTH_JOINER) return EMOJI_END.test(before);
  return char !== '' && [...char].every(isPrintable) && (char === ' ' || cleanName(char) === char);
}

const ZERO_WIDTH_JOINER = '\u200D';
/** Text ending in an emoji (perhaps with its skin tone or presentation selector), which a joiner may follow. */
const EMOJI_END = /\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u;

export function setupReducer(state: SetupState, key: KeyPress): SetupOutcome {
  switch (state.step) {
    case 'names':
      return namesKey(state, key);
    case 'menu':
      return menuKey(state, key);
    case 'rounds':
      return roundsKey(state, key);
  }
}

function namesKey(state: SetupState, key: KeyPress): SetupOutcome {
  if (key.kind === 'char') {
    if (!typeable(key.char, state.input)) return withMessage(state, null);
    const input = state.input + key.char;
    if (displayWidth(input) > MAX_NAME_WIDTH) {
      return { kind: 'continue', state: { ...state, cut: true, message: { code: 'nameTooWide', max: MAX_NAME_WIDTH } } };
    }
    return { kind: 'continue', state: { ...state, input, message: null } };
  }
  if (key.kind === 'backspace') {
    // A whole character goes, as the reader sees it: 👩‍💻 at once, never its 💻 alone.
    return { kind: 'continue', state: { ...state, input: graphemes(state.input).slice(0, -1).join(''), cut: false, message: null } };
  }
  if (key.kind === 'escape') {
    return { kind: 'continue', state: { ...state, step: 'menu', input: '', cut: false, menuIndex: openingMenuIndex(state.seats), message: null } };
  }
  if (key.kind !== 'enter') return withMessage(state, { code: 'typeAName' });
  // A name typed past the width (a paste ending in Enter) is refused once, as the command line
  // refuses it, with the cut shown: a second Enter takes it as it stands.
  if (state.cut === true) return { kind: 'continue', state: { ...state, cut: false, message: { code: 'nameCut', max: MAX_NAME_WIDTH } } };
  const name = cleanName(state.input);
  if (name === '') {
    return { kind: 'continue', state: { ...state, step: 'menu', input: '', menuIndex: openingMenuIndex(state.seats), message: null } };
  }
  const problem = nameProblem(
    name,
    state.seats.map((seat) => seat.name),
  );
  if (problem !== null) return { kind: 'continue', state: { ...state, input: '', message: { code: 'nameProblem', problem } } };
  // As on the command line: a human called "Bot Easy" beside the real bot would be taken for it.
  if (isBotName(name)) return { kind: 'continue', state: { ...state, input: '', message: { code: 'nameOfBot', name } } };
  const seats = withHuman(state.seats, name);
  const full = seats.length >= MAX_PLAYERS;
  return {
    kind: 'continue',
    state: { ...state, seats, input: '', message: null, step: full ? 'menu' : 'names', menuIndex: 0 },
  };
}

/**
 * Seats a human after the other humans and before any computer player, as the
 * command line seats them, so that the command printed to replay a game
 * (shellCommand.ts) gives everybody the same seat.
 */
function withHuman(seats: readonly SeatSpec[], name: string): SeatSpec[] {
  const at = nextHumanSeat(seats);
  return [...seats.slice(0, at), { name, bot: null }, ...seats.slice(at)];
}

/** Where the next human sits (0-based): after the humans, before the computer players. The name prompt counts from it. */
export function nextHumanSeat(seats: readonly SeatSpec[]): number {
  const firstBot = seats.findIndex((seat) => seat.bot !== null);
  return firstBot === -1 ? seats.length : firstBot;
}

/**
 * The menu item chosen when the menu opens: "Start the game" once enough
 * players are seated, else the first that adds one (Enter must not go
 * straight to a start that cannot be).
 */
function openingMenuIndex(seats: readonly SeatSpec[]): number {
  if (seats.length >= MIN_PLAYERS) return 0;
  return Math.max(
    0,
    menuItems({ seats }).findIndex((item) => item.id === 'human' || item.id === 'bot'),
  );
}

function menuKey(state: SetupState, key: KeyPress): SetupOutcome {
  const items = menuItems(state);
  const index = Math.min(state.menuIndex, items.length - 1);
  if (key.kind === 'up') {
    return { kind: 'continue', state: { ...state, menuIndex: (index + items.length - 1) % items.length, message: null } };
  }
  if (key.kind === 'down' || key.kind === 'tab') {
    return { kind: 'continue', state: { ...state, menuIndex: (index + 1) % items.length, message: null } };
  }
  if (key.kind === 'escape') return { kind: 'quit', state };
  // q is the menu's Quit, as on every other screen of the game that has one; a name beginning
  // with q is typed after "Add a player" (or with Q).
  if (key.kind === 'char' && key.char === 'q') return { kind: 'quit', state };
  // Typing in the menu starts a name, where a human can still be seated: what was typed is not lost.
  if (key.kind === 'char' && typeable(key.char, '') && key.char !== ' ' && items.some((item) => item.id === 'human')) {
    return namesKey({ ...state, step: 'names', input: '', message: null }, key);
  }
  if (key.kind !== 'enter') return withMessage(state, { code: 'useArrows' });
  const item = items[index]!;
  switch (item.id) {
    case 'start':
      if (state.seats.length < MIN_PLAYERS) {
        return withMessage(state, { code: 'needPlayers', min: MIN_PLAYERS, max: MAX_PLAYERS });
      }
      if (state.askRounds) return { kind: 'continue', state: { ...state, step: 'rounds', input: '', message: null } };
      return { kind: 'done', seats: state.seats, rounds: null };
    case 'human':
      return { kind: 'continue', state: { ...state, step: 'names', input: '', message: null } };
    case 'bot': {
      const name = setupBotName(
        item.level,
        state.seats.map((seat) => seat.name),
        state.botLabels,
      );
      const seats = [...state.seats, { name, bot: item.level }];
      return { kind: 'continue', state: { ...state, seats, message: null, menuIndex: seats.length >= MAX_PLAYERS ? 0 : index } };
    }
    case 'remove': {
      const seats = state.seats.slice(0, -1);
      return { kind: 'continue', state: { ...state, seats, menuIndex: openingMenuIndex(seats), message: null } };
    }
    case 'quit':
      return { kind: 'quit', state };
  }
}

const TYPE_ROUNDS: SetupMessage = { code: 'typeRounds', min: MIN_ROUNDS, max: MAX_ROUNDS, default: DEFAULT_ROUNDS };

function roundsKey(state: SetupState, key: KeyPress): SetupOutcome {
  if (key.kind === 'char') {
    if (key.char === 'q' && state.input === '') return { kind: 'quit', state };
    if (!/^[0-9]$/u.test(key.char) || state.input.length >= 2) return withMessage(state, TYPE_ROUNDS);
    return { kind: 'continue', state: { ...state, input: state.input + key.char, message: null } };
  }
  if (key.kind === 'backspace') {
    return { kind: 'continue', state: { ...state, input: state.input.slice(0, -1), message: null } };
  }
  if (key.kind === 'escape') {
    if (state.askSeats) return { kind: 'continue', state: { ...state, step: 'menu', input: '', message: null } };
    return { kind: 'quit', state };
  }
  if (key.kind !== 'enter') return withMessage(state, TYPE_ROUNDS);
  const rounds = state.input === '' ? DEFAULT_ROUNDS : Number(state.input);
  if (!Number.isInteger(rounds) || rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
    return {
      kind: 'continue',
      state: { ...state, input: '', message: { code: 'roundsRange', min: MIN_ROUNDS, max: MAX_ROUNDS, got: state.input } },
    };
  }
  return { kind: 'done', seats: state.seats, rounds };
}
