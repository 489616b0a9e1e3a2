/**
 * The one describer of events and hint moves: the drawn log and the screen
 * reader say the same things, each in its own sentences and its own card
 * wording, which is all that differs between them.
 */

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatCard, type Card } from '../../src/core/cards.js';
import { everyAction } from '../../src/core/actions.js';
import { applyAction, legalActions, newGame } from '../../src/core/game.js';
import type { GameState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import { CATALOGS } from '../../src/i18n/catalogs.js';
import { describeGameEvent, describeHintMove, type CardWording } from '../../src/i18n/describe.js';
import { describeEvent, drawnCards, drawnWording } from '../../src/i18n/narrate.js';
import { eventSentence, spokenCards } from '../../src/reader/sentences.js';

const NAMES = ['Ann', 'Ben', 'Cy'];

function played(seed: string, picks: readonly number[]): GameState {
  let state = newGame({ players: NAMES, rounds: 2, seed });
  for (let step = 0; !state.finished; step++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[picks[step % picks.length]! % legal.length]!).state;
  }
  return state;
}

/** A card wording that marks each card, to see that every card of a sentence comes through it. */
const MARKED: CardWording = {
  card: (card) => `<${card.rank}${card.suit}>`,
  cards: (cards) => cards.map((card) => `<${card.rank}${card.suit}>`).join('+'),
};

describe('describeGameEvent', () => {
  it('is what the log and the reader say of every event of random games, in every language, given their wordings', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.array(fc.nat(12), { minLength: 1, maxLength: 30 }), fc.boolean(), (seed, picks, ascii) => {
        for (const event of played(seed, picks).log) {
          for (const lang of LANGUAGES) {
            const text = CATALOGS[lang];
            const drawn = describeGameEvent(event, drawnWording(NAMES, { ascii, text }));
            expect(drawn).toBe(event.type === 'gameEnded' ? null : describeEvent(event, NAMES, { ascii, text }));
            const spoken = describeGameEvent(event, { ...spokenCards(lang), sentences: text.spoken, name: (seat) => NAMES[seat]!, list: text.log.list });
            expect(spoken).toBe(eventSentence(event, NAMES, lang));
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('words every card it names through the card wording it is given, and no other way', () => {
    const state = played('marks', [0, 3, 11, 12, 2, 7]);
    for (const event of state.log) {
      const marked = describeGameEvent(event, { ...MARKED, sentences: CATALOGS.en.log, name: (seat) => NAMES[seat]!, list: CATALOGS.en.log.list });
      if (marked === null) continue;
      const cards: Card[] =
        event.type === 'shifted'
          ? [event.discarded, event.drawn]
          : event.type === 'swapped'
            ? [event.given, event.taken]
            : event.type === 'swappedAll'
              ? [...event.given, ...event.taken]
              : [];
      for (const card of cards) {
        expect(marked).toContain(`<${card.rank}${card.suit}>`);
        expect(marked).not.toContain(formatCard(card));
      }
    }
  });
});

describe('describeHintMove', () => {
  const view = playerView(newGame({ players: NAMES, rounds: 2, seed: 'hint' }), 1);

  it('says every action there is in both wordings and both languages, a swap with the cards it moves', () => {
    for (const action of everyAction()) {
      for (const lang of LANGUAGES) {
        const text = CATALOGS[lang];
        const drawn = describeHintMove(action, view, text.hintMove, drawnCards({ text }));
        const spoken = describeHintMove(action, view, text.spoken.hintMove, spokenCards(lang));
        expect(drawn.length).toBeGreaterThan(0);
        expect(spoken.length).toBeGreaterThan(0);
        if (action.type !== 'swap') continue;
        const marked = describeHintMove(action, view, text.hintMove, MARKED);
        const given = view.players[1]!.open[action.own];
        const taken = view.middle[action.middle];
        expect(marked).toContain(`<${given.rank}${given.suit}>`);
        expect(marked).toContain(`<${taken.rank}${taken.suit}>`);
      }
    }
  });

  it('a swap seen by a spectator names the card it gives as ?', () => {
    const spectator = playerView(newGame({ players: NAMES, rounds: 2, seed: 'hint' }));
    expect(describeHintMove({ type: 'swap', own: 0, middle: 1 }, spectator, CATALOGS.en.hintMove, MARKED)).toMatch(
      /^swap your open card 1 \(\?\) with middle card 2 \(<\d+[CDHS]>\)$/u,
    );
  });
});
