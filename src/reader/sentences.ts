/**
 * What the screen-reader mode says, as whole sentences in a player's
 * language: the table's events as they happen, and the answers to what a
 * player asks for (hand, middle row, open cards, scores, whose turn). Cards
 * are words ("ten of hearts", "Herz-Zehn"); nothing here is drawn.
 */

import type { Card } from '../core/cards.js';
import { evaluateHand } from '../core/hand.js';
import type { GameEvent, Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import { describeGameEvent, describeHintMove, type CardWording } from '../i18n/describe.js';
import { categoryName } from '../i18n/narrate.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import { formatScore } from '../i18n/numbers.js';
import type { TableView } from '../table/index.js';
import type { Suggestion } from '../bots/suggest.js';
import { hintWords } from '../seat/hintText.js';
import { messageText, type UiMessage } from '../seat/messages.js';
import type { SwapPick } from '../seat/model.js';
import { glyphs } from '../term/glyphs.js';
import { readerWords } from './words.js';

/** "ten of hearts" ("Herz-Zehn"). */
export function cardWords(card: Card, lang: Lang): string {
  const words = readerWords(lang);
  return words.card({ rank: words.ranks[card.rank], suit: words.suits[card.suit] });
}

/** Cards in words, separated by commas (a card's words have none). */
export function cardsWords(cards: readonly Card[], lang: Lang): string {
  return cards.map((card) => cardWords(card, lang)).join(', ');
}

/**
 * The sentence for one event, or null for those said another way (a turn's
 * start is the turn's prompt, its end the next turn's) or in
 * resultSentences (the showdown, which the ranking follows).
 */
export function eventSentence(event: GameEvent, names: readonly string[], lang: Lang): string | null {
  return describeGameEvent(event, {
    ...spokenCards(lang),
    sentences: readerWords(lang),
    name: (seat: Seat): string => names[seat] ?? '?',
    list: coreWords(lang).log.list,
  });
}

/** This mode's card wording: cards in words, a list of them separated by commas. */
export function spokenCards(lang: Lang): CardWording {
  return { card: (card) => cardWords(card, lang), cards: (cards) => cardsWords(cards, lang) };
}

/** The scores of the match so far: "Scores: Ann 1; Bot Easy 0." (semicolons: a German score may have a decimal comma). */
export function scoresSentence(view: TableView, lang: Lang): string {
  const words = readerWords(lang);
  const number = coreWords(lang).number;
  const scores = view.seats.map((seat, index) => words.score({ name: seat.name, score: number(formatScore(view.scores[index] ?? 0)) }));
  return words.scores({ scores: scores.join('; ') });
}

/** A finished game: the showdown hand by hand, the places, and the scores. */
export function resultSentences(view: TableView, lang: Lang): string[] {
  const words = readerWords(lang);
  const core = coreWords(lang);
  const ranking = view.ranking ?? [];
  const showdown = ranking
    .slice()
    .sort((a, b) => a.seat - b.seat)
    .map((entry) => words.showdown({ player: entry.name, category: categoryName(entry.category, core), cards: cardsWords(entry.cards, lang) }));
  const places = [...new Set(ranking.map((entry) => entry.place))].map((place) => {
    const sharing = ranking.filter((entry) => entry.place === place);
    return words.place({ place, names: core.log.list(sharing.map((entry) => entry.name)), category: categoryName(sharing[0]!.category, core) });
  });
  return [words.gameOver, ...showdown, ...places, scoresSentence(view, lang)];
}

/**
 * The viewer's own hand: its category first (what the drawn screen's "You
 * hold" shows, and what the cards add up to), then the hidden cards, then
 * the open row left to right.
 */
export function handSentence(game: PlayerView, seat: Seat, lang: Lang): string {
  const words = readerWords(lang);
  const player = game.players[seat]!;
  const cards = words.yourHand({ hidden: cardsWords(player.hidden ?? [], lang), open: cardsWords(player.open, lang) });
  if (player.hidden === null) return cards;
  const category = categoryName(evaluateHand([...player.hidden, ...player.open]), coreWords(lang));
  return `${words.youHold({ category })} ${cards}`;
}

export function middleSentence(game: PlayerView, lang: Lang): string {
  return readerWords(lang).middleRow({ cards: cardsWords(game.middle, lang) });
}

/** Every player's open cards, one sentence each. */
export function openCardsSentences(game: PlayerView, lang: Lang): string[] {
  return game.players.map((player) => readerWords(lang).openCards({ name: player.name, cards: cardsWords(player.open, lang) }));
}

/** Whose turn it is, which action, which round. */
export function turnSentence(game: PlayerView, lang: Lang): string {
  const words = readerWords(lang);
  if (game.finished) return words.noTurn;
  return words.turnOf({
    name: game.players[game.currentPlayer]!.name,
    action: (game.actionsTaken + 1) as 1 | 2,
    round: game.round,
    rounds: game.rounds,
  });
}

/**
 * A human's turn, asked for: whose it is, then their hand and the middle
 * row (what the choice depends on), then the moves.
 */
export function promptSentences(view: TableView, seat: Seat, lang: Lang): string[] {
  const words = readerWords(lang);
  const game = view.game;
  const name = game.players[seat]!.name;
  const lead = game.actionsTaken === 0 ? words.yourTurn({ name }) : words.secondAction({ name });
  return [lead, handSentence(game, seat, lang), middleSentence(game, lang), movesSentence(game, lang)];
}

/** The moves allowed now: all of them, or under --strict-order the shift first and then a swap or pass. */
function movesSentence(game: PlayerView, lang: Lang): string {
  const words = readerWords(lang);
  if (!game.strictOrder) return words.moves;
  return game.actionsTaken === 0 ? words.movesShiftFirst : words.movesSwapSecond;
}

/** Messages after which the rest of a typed line is dropped: it was meant for a move that was not made. */
// Between games (resultsKeys) and after the match (matchOver) a move's key is no move either: what to type is said once, not once a key.
export const REFUSALS: ReadonlySet<UiMessage['code']> = new Set(['illegalAction', 'pleaseWait', 'keyDoesNothing', 'watching', 'chooseActionFirst', 'resultsKeys', 'matchOver']);

/** What a swap left half-made on a line waits for, in words (the drawn game shows it in its key bar). */
export function swapQuestion(swap: SwapPick, lang: Lang): string {
  const said = readerWords(lang).messages;
  if (swap.kind === 'all') return said.swapAllConfirm;
  return swap.own === null ? said.swapPickOwn : said.swapPickMiddle({ own: swap.own + 1 });
}

/**
 * A message of the seat model in this mode's words where the drawn game's
 * names a key (Esc, ?, n, l, q), else as the drawn game says it; null for
 * the drawn game's prompts this mode says otherwise (Enter to end a turn:
 * here a turn ends by itself).
 */
export function readerMessage(message: UiMessage, lang: Lang, names: readonly string[]): string | null {
  const words = readerWords(lang);
  const said = words.messages;
  switch (message.code) {
    case 'swapPickOwn':
      return said.swapPickOwn;
    case 'swapAllConfirm':
      return said.swapAllConfirm;
    case 'swapCancelled':
      return said.swapCancelled;
    case 'chooseActionFirst':
      return words.moves;
    case 'keyDoesNothing':
      // A card number where no swap is begun (the drawn game's keys 1-3 pick cards only then).
      if (/^[1-3]$/u.test(message.key)) return said.noSwapBegun;
      return /^[0-9]$/u.test(message.key) ? said.noSuchCard : said.doesNothing;
    case 'resultsKeys':
      return message.exit === 'leave' ? said.ready : words.nextGame;
    case 'resultsReady':
      return said.ready;
    case 'resultsWaiting':
      return said.waitingForOthers({ names: coreWords(lang).log.list(message.names) });
    case 'matchOver':
      return words.matchOver;
    case 'firstActionDone':
    case 'pressEnterToEnd':
    case 'pressEnterForResults':
    case 'releaseKeys':
    case 'barrierKey':
      return null;
    default:
      return messageText(message, lang, glyphs(true, lang), names);
  }
}

/** A worked-out hint for the viewer's turn: the move in words, then the chance and the reason. */
export function hintSentences(suggestion: Suggestion, game: PlayerView, lang: Lang): string[] {
  const words = readerWords(lang);
  const move = describeHintMove(suggestion.action, game, words.hintMove, spokenCards(lang));
  return [words.hint({ move, chanceAndReason: hintWords(suggestion, game, lang, true).chanceAndReason })];
}
