/**
 * What a computer player knows, taken from its PlayerView only, and how it
 * fills in what it does not know.
 *
 * Unknown are the other seats' hidden cards and the order (and usually the
 * make-up) of the draw pile. Before any reshuffle, those cards are exactly
 * `unseenCards(view)`, and every way of dealing them into the other seats'
 * hidden places and the draw pile is equally likely. After a reshuffle the
 * public log tells more: the new draw pile is exactly the discard pile of that
 * moment (every discarded and drawn card is in the log), so the bot knows
 * which unseen cards are in the pile and which are in other players' hands,
 * only not where. `Knowledge` records that split, and `determinize` deals one
 * random completion consistent with it into a FastGame. Asked to, it also
 * weighs each other seat's possible hidden pairs by that seat's play
 * (opponents.ts, or reading.ts more sharply) and deals them by those weights.
 *
 * Nothing here reads a GameState: the decision functions take a PlayerView,
 * so a bot cannot peek even by mistake.
 */

import { cardIndex } from '../core/cards.js';
import { unseenCards, type PlayerView } from '../core/view.js';
import { FastGame, FastRng } from './fast.js';
import { PICK_BITS, finishedTurns, hiddenOdds, pickPair, type HiddenOdds } from './opponents.js';
import { readHiddenPairs } from './reading.js';

export interface Knowledge {
  readonly me: number;
  readonly players: number;
  /** The cards that may be anywhere among the other seats' hidden cards and the draw pile. */
  readonly unseen: readonly number[];
  /**
   * If a reshuffle happened: exactly the cards now in the draw pile (order
   * unknown). Then the other seats' hidden cards are `unseen` minus these.
   */
  readonly pileCards: readonly number[] | null;
  /** The other seats' hidden cards, if known as a set (when pileCards is known). */
  readonly othersHidden: readonly number[] | null;
  /**
   * How likely each pair of hidden cards is for each other seat, judged by
   * how it has played (opponents.ts); null if the hidden cards are dealt
   * uniformly (not asked for, or the draw pile's cards are known).
   */
  readonly odds: readonly HiddenOdds[] | null;
  /** The position with every known card filled in and the unknown ones left as 0. */
  readonly base: FastGame;
}

export function assertOwnTurn(view: PlayerView): number {
  const me = view.viewer;
  if (me === null) throw new Error('A computer player needs the view of its own seat, not a spectator view');
  if (view.finished) throw new Error('The game is over: there is nothing to decide');
  if (me !== view.currentPlayer) {
    throw new Error(`It is seat ${view.currentPlayer}'s turn, not seat ${me}'s`);
  }
  const mine = view.players[me]!.hidden;
  if (!mine) throw new Error('The view does not show the bot its own hidden cards');
  return me;
}

/**
 * How the other seats' hidden cards are dealt while the draw pile's cards
 * are unknown: uniformly, in proportion to how well they explain each seat's
 * finished turns (opponents.ts, the hard player's), or to how likely they
 * make each seat's actions (reading.ts, the expert's).
 */
export type HiddenReading = 'uniform' | 'turnEnds' | 'actions';

/** What the view tells, the other seats' hidden cards weighed by `reading`. */
export function readKnowledge(view: PlayerView, reading: HiddenReading = 'uniform'): Knowledge {
  const me = assertOwnTurn(view);
  const g = new FastGame();
  g.players = view.players.length;
  g.rounds = view.rounds;
  g.startPlayer = view.startPlayer;
  g.currentPlayer = view.currentPlayer;
  g.round = view.round;
  g.actionsTaken = view.actionsTaken;
  g.finished = view.finished;
  g.kickers = view.tiebreak === 'kickers';
  g.strictOrder = view.strictOrder;
  view.players.forEach((player, seat) => {
    player.open.forEach((card, i) => (g.open[seat * 3 + i] = cardIndex(card)));
    if (seat === me && player.hidden) {
      g.hidden[seat * 2] = cardIndex(player.hidden[0]);
      g.hidden[seat * 2 + 1] = cardIndex(player.hidden[1]);
    }
  });
  view.middle.forEach((card, i) => (g.middle[i] = cardIndex(card)));
  view.discardPile.forEach((card, i) => (g.discard[i] = cardIndex(card)));
  g.discardSize = view.discardPile.length;
  g.pileSize = view.drawPileSize;

  const unseen = unseenCards(view).map(cardIndex);
  const pileCards = pileAfterReshuffle(view, unseen);
  const othersHidden = pileCards ? unseen.filter((card) => !pileCards.includes(card)) : null;
  let odds: HiddenOdds[] | null = null;
  if (reading === 'turnEnds' && !pileCards) {
    const turns = finishedTurns(view, me);
    odds = view.players.filter((_, seat) => seat !== me).map((player) => hiddenOdds(player.seat, unseen, turns));
  } else if (reading === 'actions' && !pileCards) {
    odds = readHiddenPairs(view, me, unseen);
  }
  return { me, players: g.players, unseen, pileCards, othersHidden, odds, base: g };
}

/**
 * Replays the public log's discards and draws. Returns the exact set of cards
 * in the draw pile if the pile has been rebuilt from the discard pile, else
 * null (also if the log does not add up, in which case the bot falls back to
 * treating every unseen card alike).
 */
function pileAfterReshuffle(view: PlayerView, unseen: readonly number[]): number[] | null {
  let discard: number[] = [];
  let pile: Set<number> | null = null;
  let reshufflePending = false;
  for (const event of view.log) {
    if (event.type === 'reshuffled') {
      reshufflePending = true;
    } else if (event.type === 'shifted') {
      // The engine discards first; a reshuffle then takes the whole discard
      // pile (the card just discarded included) and the drawn card comes from it.
      discard.push(cardIndex(event.discarded));
      if (reshufflePending) {
        pile = new Set(discard);
        discard = [];
        reshufflePending = false;
      }
      if (pile) pile.delete(cardIndex(event.drawn));
    }
  }
  if (!pile) return null;
  const consistent =
    pile.size === view.drawPileSize &&
    discard.length === view.discardPile.length &&
    discard.every((card, i) => card === cardIndex(view.discardPile[i]!)) &&
    [...pile].every((card) => unseen.includes(card));
  return consistent ? [...pile] : null;
}

/** Fisher-Yates over cards[from, from + length), with the bot's own generator. */
function shuffleRange(cards: Uint8Array, from: number, length: number, rng: FastRng): void {
  for (let i = length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = cards[from + i]!;
    cards[from + i] = cards[from + j]!;
    cards[from + j] = tmp;
  }
}

/**
 * Deals one random completion of what the bot does not know, drawn uniformly
 * from the possibilities the view leaves open, straight into the given
 * arrays: seat s's
 * hidden cards (s other than the bot) at hidden[hiddenAt + 2s] and
 * hidden[hiddenAt + 2s + 1], the draw pile (bottom first, `k.base.pileSize`
 * cards) from pile[pileAt] (the two may be one array). `scratch` (52 cards)
 * is working space. Allocates nothing, so a search can refill its stored
 * deals in place.
 */
export function dealUnknown(k: Knowledge, rng: FastRng, scratch: Uint8Array, hidden: Uint8Array, hiddenAt: number, pile: Uint8Array, pileAt: number): void {
  let pileStart: number;
  if (k.odds) {
    dealWeighted(k, k.odds, rng, scratch, hidden, hiddenAt);
    // The cards not dealt to a hand are at the front of scratch, shuffled.
    pileStart = 0;
  } else if (k.pileCards && k.othersHidden) {
    const others = k.othersHidden;
    const known = k.pileCards;
    for (let i = 0; i < others.length; i++) scratch[i] = others[i]!;
    shuffleRange(scratch, 0, others.length, rng);
    for (let i = 0; i < known.length; i++) scratch[others.length + i] = known[i]!;
    shuffleRange(scratch, others.length, known.length, rng);
    pileStart = others.length;
  } else {
    const unseen = k.unseen;
    for (let i = 0; i < unseen.length; i++) scratch[i] = unseen[i]!;
    shuffleRange(scratch, 0, unseen.length, rng);
    // Without a known pile, the pile takes the unseen cards after the hidden ones.
    pileStart = 2 * (k.players - 1);
  }
  if (!k.odds) {
    let next = 0;
    for (let seat = 0; seat < k.players; seat++) {
      if (seat === k.me) continue;
      hidden[hiddenAt + seat * 2] = scratch[next++]!;
      hidden[hiddenAt + seat * 2 + 1] = scratch[next++]!;
    }
  }
  const pileSize = k.base.pileSize;
  for (let i = 0; i < pileSize; i++) pile[pileAt + i] = scratch[pileStart + i]!;
}

/** Cards already dealt to a hand by dealWeighted (scratch, reused). */
const dealt = new Uint8Array(52);

/** Attempts to draw a seat's pair that shares no card with the pairs already dealt, before falling back. */
const PAIR_TRIES = 16;

/**
 * Deals each other seat a hidden pair drawn by its weights (pairs that clash
 * with a seat dealt earlier are drawn again; after PAIR_TRIES clashes the
 * seat gets two random free cards), then leaves the other unseen cards
 * shuffled at the front of `scratch`. Allocates nothing.
 */
function dealWeighted(k: Knowledge, odds: readonly HiddenOdds[], rng: FastRng, scratch: Uint8Array, hidden: Uint8Array, hiddenAt: number): void {
  const unseen = k.unseen;
  dealt.fill(0);
  for (let o = 0; o < odds.length; o++) {
    const seatOdds = odds[o]!;
    let a = -1;
    let b = -1;
    for (let tries = 0; tries < PAIR_TRIES && a < 0; tries++) {
      const p = pickPair(seatOdds, rng.nextInt32() >>> (32 - PICK_BITS));
      const x = seatOdds.first[p]!;
      const y = seatOdds.second[p]!;
      if (dealt[x] === 0 && dealt[y] === 0) {
        a = x;
        b = y;
      }
    }
    if (a < 0) {
      a = freeCard(unseen, rng);
      dealt[a] = 1;
      b = freeCard(unseen, rng);
    }
    dealt[a] = 1;
    dealt[b] = 1;
    hidden[hiddenAt + seatOdds.seat * 2] = a;
    hidden[hiddenAt + seatOdds.seat * 2 + 1] = b;
  }
  let free = 0;
  for (let i = 0; i < unseen.length; i++) if (dealt[unseen[i]!] === 0) scratch[free++] = unseen[i]!;
  shuffleRange(scratch, 0, free, rng);
}

/** A random unseen card not dealt yet (there are always enough: the draw pile's). */
function freeCard(unseen: readonly number[], rng: FastRng): number {
  for (;;) {
    const card = unseen[rng.int(unseen.length)]!;
    if (dealt[card] === 0) return card;
  }
}

const defaultScratch = new Uint8Array(52);

/**
 * Fills `into` with one random completion of what the bot does not know:
 * the other seats' hidden cards and the draw pile (order included), drawn
 * uniformly from the possibilities the view leaves open (see dealUnknown).
 * The reshuffle generator of the completion is random too (the real one is
 * secret).
 */
export function determinize(k: Knowledge, into: FastGame, rng: FastRng, scratch: Uint8Array = defaultScratch): FastGame {
  into.copyFrom(k.base);
  dealUnknown(k, rng, scratch, into.hidden, 0, into.pile, 0);
  into.pileSize = k.base.pileSize;
  into.rng.state = rng.nextInt32() >>> 0;
  return into;
}

/**
 * The cards the next shift can bring in, each equally likely from the bot's
 * point of view: the possible draw-pile cards, or, if the pile is empty, the
 * discard pile plus the card the shift discards (they are reshuffled first).
 */
export function possibleDraws(k: Knowledge, discardedByShift: number): number[] {
  if (k.base.pileSize > 0) return (k.pileCards ?? k.unseen).slice();
  const cards = Array.from(k.base.discard.subarray(0, k.base.discardSize));
  cards.push(discardedByShift);
  return cards;
}
