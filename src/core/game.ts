/**
 * The rules engine: dealing, and the one function through which a game moves.
 *
 * `applyAction` is pure: it never mutates its input, returns the next state
 * with the events the action caused, and rejects an illegal action with an
 * IllegalActionError before anything changes. A game is fully determined by
 * its configuration (seed included) and its list of actions.
 */

import { DECK, type Card } from './cards.js';
import { everyAction, malformedAction } from './actions.js';
import { IllegalActionError, InvalidConfigError } from './errors.js';
import { evaluateHand } from './hand.js';
import { cleanName, nameListProblem } from './playerNames.js';
import { Rng } from './random.js';
import { seedProblem } from './seed.js';
import {
  ACTIONS_PER_TURN,
  MAX_ROUNDS,
  MIN_ROUNDS,
  isShift,
  type Action,
  type ActionResult,
  type Direction,
  type GameConfig,
  type GameEvent,
  type GameRules,
  type GameState,
  type PlayerState,
  type Row,
  type Seat,
  type ShowdownHand,
  type Slot,
} from './types.js';

/** Checks a configuration and fills in defaults; throws InvalidConfigError. */
export function resolveRules(config: GameConfig): GameRules {
  if (typeof config !== 'object' || config === null) {
    throw new InvalidConfigError({ code: 'configNotAnObject' });
  }
  if (!Array.isArray(config.players) || !config.players.every((name) => typeof name === 'string')) {
    throw new InvalidConfigError({ code: 'playersNotAList' });
  }
  const players = config.players.map(cleanName);
  const problem = nameListProblem(players);
  if (problem) throw new InvalidConfigError(problem);
  const { rounds, seed } = config;
  if (!Number.isInteger(rounds) || rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
    throw new InvalidConfigError({ code: 'roundsOutOfRange', min: MIN_ROUNDS, max: MAX_ROUNDS, got: String(rounds) });
  }
  const seedText = seedAsText(seed);
  const tiebreak = config.tiebreak ?? 'category';
  if (tiebreak !== 'category' && tiebreak !== 'kickers') {
    throw new InvalidConfigError({ code: 'unknownTiebreak', got: String(tiebreak) });
  }
  const { startPlayer } = config;
  if (startPlayer !== undefined && !(Number.isInteger(startPlayer) && startPlayer >= 0 && startPlayer < players.length)) {
    throw new InvalidConfigError({ code: 'startPlayerOutOfRange', max: players.length - 1, got: String(startPlayer) });
  }
  return { players, rounds, seed: seedText, tiebreak, strictOrder: config.strictOrder === true };
}

/** The seed as text: a number becomes its decimal text; throws InvalidConfigError. */
function seedAsText(seed: unknown): string {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new InvalidConfigError({ code: 'seedNotText', got: String(seed) });
  }
  if (typeof seed !== 'string' && typeof seed !== 'number') {
    throw new InvalidConfigError({ code: 'seedNotText', got: typeof seed });
  }
  const text = String(seed);
  const problem = seedProblem(text);
  if (problem) throw new InvalidConfigError(problem);
  return text;
}

/**
 * Shuffles with the seeded generator and deals: 2 hidden and 3 open cards to
 * each player, 3 open cards to the middle, the rest as the draw pile. A
 * seeded draw picks the start player unless the configuration names one.
 */
export function newGame(config: GameConfig): GameState {
  const rules = resolveRules(config);
  const rng = Rng.fromSeed(rules.seed);
  const deck: Card[] = rng.shuffle([...DECK]);
  const take = (): Card => deck.pop()!;
  const players: PlayerState[] = rules.players.map((name) => ({
    name,
    hidden: [take(), take()],
    open: [take(), take(), take()],
  }));
  const middle: Row = [take(), take(), take()];
  // Drawn even when the start player is given, so the generator (and with it
  // every later reshuffle) depends on the seed alone.
  const drawnStartPlayer = rng.int(players.length);
  const startPlayer = config.startPlayer ?? drawnStartPlayer;
  const log: GameEvent[] = [
    { type: 'gameStarted', players: rules.players, rounds: rules.rounds, startPlayer },
    { type: 'roundStarted', round: 1, rounds: rules.rounds },
    { type: 'turnStarted', seat: startPlayer, round: 1 },
  ];
  return {
    rules,
    players,
    middle,
    drawPile: deck,
    discardPile: [],
    startPlayer,
    currentPlayer: startPlayer,
    round: 1,
    actionsTaken: 0,
    finished: false,
    rng: rng.state,
    log,
  };
}

/** Every action the current player may take now (none once the game is over). */
export function legalActions(state: GameState): Action[] {
  return legalActionsFor(state.finished, state.rules.strictOrder, state.actionsTaken);
}

// The action lists never change, so they are built once. The action objects
// are frozen and shared; every call returns a fresh array, so a caller may
// sort or filter its list without affecting anyone else's. (Building them per
// call made up a third of the time of a simulated game.)
// Every action is in the table of actions (types.ts); strict order parts them into shifts and the rest.
const ALL_ACTIONS: readonly Action[] = everyAction();
const SHIFT_ACTIONS: readonly Action[] = ALL_ACTIONS.filter(isShift);
const SWAP_ACTIONS: readonly Action[] = ALL_ACTIONS.filter((action) => !isShift(action));

/**
 * The legal actions, from the few public facts they depend on; lets a
 * player's view (which has no GameState) list them too.
 */
export function legalActionsFor(finished: boolean, strictOrder: boolean, actionsTaken: 0 | 1): Action[] {
  if (finished) return [];
  if (!strictOrder) return ALL_ACTIONS.slice();
  return actionsTaken === 0 ? SHIFT_ACTIONS.slice() : SWAP_ACTIONS.slice();
}

/** Why `action` is not allowed in `state`, or null if it is. Never throws. */
export function checkAction(state: GameState, action: unknown): IllegalActionError | null {
  const shapeProblem = malformedAction(action);
  if (shapeProblem) return new IllegalActionError({ code: 'malformed', detail: shapeProblem });
  const valid = action as Action;
  if (state.finished) return new IllegalActionError({ code: 'gameOver' });
  if (valid.seat !== undefined && valid.seat !== state.currentPlayer) {
    return new IllegalActionError({
      code: 'notYourTurn',
      seat: valid.seat,
      seatName: state.players[valid.seat]?.name ?? null,
      current: state.currentPlayer,
      currentName: state.players[state.currentPlayer]!.name,
    });
  }
  if (state.rules.strictOrder) {
    if (state.actionsTaken === 0 && valid.type !== 'shift') {
      return new IllegalActionError({ code: 'shiftFirst' });
    }
    if (state.actionsTaken === 1 && valid.type === 'shift') {
      return new IllegalActionError({ code: 'swapOrPassSecond' });
    }
  }
  return null;
}

export function isLegal(state: GameState, action: unknown): boolean {
  return checkAction(state, action) === null;
}

/**
 * Applies one action and returns the new state and the events it caused.
 * Throws IllegalActionError (and changes nothing) if the action is not legal.
 */
export function applyAction(state: GameState, action: Action): ActionResult {
  const problem = checkAction(state, action);
  if (problem) throw problem;

  const events: GameEvent[] = [];
  const seat = state.currentPlayer;
  let next: Mutable<GameState>;
  switch (action.type) {
    case 'shift':
      next = shift(state, seat, action.direction, events);
      break;
    case 'swap':
      next = swapOne(state, seat, action.own, action.middle, events);
      break;
    case 'swapAll':
      next = swapAll(state, seat, events);
      break;
    case 'pass':
      next = { ...state };
      events.push({ type: 'passed', seat });
      break;
  }

  if (state.actionsTaken + 1 < ACTIONS_PER_TURN) {
    next.actionsTaken = 1;
  } else {
    endTurn(next, seat, events);
  }
  next.log = [...state.log, ...events];
  return { state: next, events };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function shift(state: GameState, seat: Seat, direction: Direction, events: GameEvent[]): Mutable<GameState> {
  const [left, center, right] = state.middle;
  const discarded = direction === 'left' ? left : right;
  // Decision (RULES.md): discard first, then draw; an empty draw pile is
  // refilled from the whole discard pile, the card just discarded included.
  let discardPile: Card[] = [...state.discardPile, discarded];
  let drawPile: Card[];
  let rngState = state.rng;
  if (state.drawPile.length === 0) {
    const rng = new Rng(rngState);
    drawPile = rng.shuffle(discardPile);
    rngState = rng.state;
    discardPile = [];
    events.push({ type: 'reshuffled', seat, cards: drawPile.length });
  } else {
    drawPile = state.drawPile.slice();
  }
  const drawn = drawPile.pop()!;
  const middle: Row = direction === 'left' ? [center, right, drawn] : [drawn, left, center];
  events.push({ type: 'shifted', seat, direction, discarded, drawn });
  return { ...state, middle, drawPile, discardPile, rng: rngState };
}

function swapOne(state: GameState, seat: Seat, own: Slot, middleSlot: Slot, events: GameEvent[]): Mutable<GameState> {
  const player = state.players[seat]!;
  const given = player.open[own];
  const taken = state.middle[middleSlot];
  const open = withSlot(player.open, own, taken);
  const middle = withSlot(state.middle, middleSlot, given);
  events.push({ type: 'swapped', seat, own, middle: middleSlot, given, taken });
  return { ...state, middle, players: withPlayer(state.players, seat, { ...player, open }) };
}

function swapAll(state: GameState, seat: Seat, events: GameEvent[]): Mutable<GameState> {
  const player = state.players[seat]!;
  // Positional: own left <-> middle left, own middle <-> middle middle, own right <-> middle right.
  events.push({ type: 'swappedAll', seat, given: player.open, taken: state.middle });
  return {
    ...state,
    middle: player.open,
    players: withPlayer(state.players, seat, { ...player, open: state.middle }),
  };
}

/** Passes the turn on; a round ends when play comes back to the start player. */
function endTurn(next: Mutable<GameState>, seat: Seat, events: GameEvent[]): void {
  events.push({ type: 'turnEnded', seat });
  next.actionsTaken = 0;
  const following = (seat + 1) % next.players.length;
  if (following === next.startPlayer) {
    if (next.round >= next.rules.rounds) {
      next.finished = true;
      events.push({ type: 'gameEnded', hands: showdown(next.players) });
      return;
    }
    next.round += 1;
    events.push({ type: 'roundStarted', round: next.round, rounds: next.rules.rounds });
  }
  next.currentPlayer = following;
  events.push({ type: 'turnStarted', seat: following, round: next.round });
}

/** Every hand revealed: the 2 hidden cards, then the open row. */
function showdown(players: readonly PlayerState[]): ShowdownHand[] {
  return players.map((player, seat) => {
    const cards = [...player.hidden, ...player.open];
    return { seat, name: player.name, cards, category: evaluateHand(cards) };
  });
}

function withSlot(row: Row, slot: Slot, card: Card): Row {
  const copy = [...row] as [Card, Card, Card];
  copy[slot] = card;
  return copy;
}

function withPlayer(players: readonly PlayerState[], seat: Seat, player: PlayerState): PlayerState[] {
  const copy = [...players];
  copy[seat] = player;
  return copy;
}
