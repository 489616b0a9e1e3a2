/**
 * The one describer of what happens in a game and of a hint's move, for
 * every front end: the drawn game's log and hint line and the screen-reader
 * mode's sentences differ only in their wording, which the caller gives (the
 * sentences of its front end, how it names a player, and how it words a
 * card: faces like `7♣` or words like "seven of clubs"). A new kind of
 * action or event is one more case here and its sentences in the core words
 * of each language (words.en.ts `log`, `hintMove` and `spoken`).
 */

import type { Card } from '../core/cards.js';
import type { Action, GameEvent, Seat } from '../core/types.js';
import type { PlayerView } from '../core/view.js';
import type { CoreWords } from './words.en.js';

/** The sentences of the events that move a game on, as one front end says them (the drawn log's, or the spoken ones). */
export type MoveSentences = Pick<CoreWords['log'], 'gameStarted' | 'roundStarted' | 'shifted' | 'reshuffled' | 'swapped' | 'swappedAll' | 'passed'>;

/** The words of a suggested move, as one front end says it. */
export type HintMoveWords = CoreWords['hintMove'];

/** How a front end words cards: faces (`7♣ Q♦`) or words ("seven of clubs, queen of diamonds"). */
export interface CardWording {
  card(card: Card): string;
  cards(cards: readonly Card[]): string;
}

/** Everything a sentence about an event needs besides the event. */
export interface EventWording extends CardWording {
  readonly sentences: MoveSentences;
  /** How a sentence names the player of `seat`. */
  name(seat: Seat): string;
  /** Names joined as the language does: "Ann, Ben and Cy". */
  list(names: readonly string[]): string;
}

/**
 * One sentence for an event, or null for the events a front end says in
 * other ways: a turn's start and end, and the showdown (the log and the
 * reader each say it with the ranking of their own).
 */
export function describeGameEvent(event: GameEvent, wording: EventWording): string | null {
  const { sentences, name, card } = wording;
  switch (event.type) {
    case 'gameStarted':
      return sentences.gameStarted({ players: wording.list(event.players), rounds: event.rounds, starter: name(event.startPlayer) });
    case 'roundStarted':
      return sentences.roundStarted({ round: event.round, rounds: event.rounds });
    case 'shifted':
      return sentences.shifted({ player: name(event.seat), direction: event.direction, discarded: card(event.discarded), drawn: card(event.drawn) });
    case 'reshuffled':
      return sentences.reshuffled({ cards: event.cards });
    case 'swapped':
      return sentences.swapped({ player: name(event.seat), own: event.own, middle: event.middle, given: card(event.given), taken: card(event.taken) });
    case 'swappedAll':
      return sentences.swappedAll({ player: name(event.seat), given: wording.cards(event.given), taken: wording.cards(event.taken) });
    case 'passed':
      return sentences.passed({ player: name(event.seat) });
    case 'turnStarted':
    case 'turnEnded':
    case 'gameEnded':
      return null;
  }
}

/**
 * A suggested move for the viewer of `view`, with the cards it moves: a
 * swap names the viewer's open card it gives (`?` when the view has no
 * viewer) and the middle card it takes.
 */
export function describeHintMove(action: Action, view: PlayerView, words: HintMoveWords, wording: CardWording): string {
  switch (action.type) {
    case 'shift':
      return words.shift({ direction: action.direction });
    case 'swap': {
      const own = view.viewer === null ? undefined : view.players[view.viewer]?.open[action.own];
      return words.swap({
        own: action.own,
        middle: action.middle,
        given: own === undefined ? '?' : wording.card(own),
        taken: wording.card(view.middle[action.middle]!),
      });
    }
    case 'swapAll':
      return words.swapAll;
    case 'pass':
      return words.pass;
  }
}
