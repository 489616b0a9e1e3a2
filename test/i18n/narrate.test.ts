import { describe, expect, it } from '@jest/globals';
import { applyAction, describeEvent, describeLog, formatCard, legalActions, newGame, type GameEvent, type GameState } from '../../src/index.js';
import { listNames } from '../../src/i18n/narrate.js';
import { c, row } from '../core/helpers.js';
import { coreEn } from '../../src/i18n/words.en.js';

/** The English core words, as a library passes them. */
const EN = { text: coreEn };

const NAMES = ['Alice', 'Bob', 'Carol'];

describe('describeEvent', () => {
  it('a shift, in the words of the rules', () => {
    const event: GameEvent = { type: 'shifted', seat: 0, direction: 'left', discarded: c('7C'), drawn: c('QD') };
    expect(describeEvent(event, NAMES, EN)).toBe('Alice shifted the middle row left: 7♣ was discarded, Q♦ came in.');
    expect(describeEvent({ ...event, direction: 'right', seat: 1 }, NAMES, EN)).toBe('Bob shifted the middle row right: 7♣ was discarded, Q♦ came in.');
  });

  it('a swap names both cards and both places', () => {
    const event: GameEvent = { type: 'swapped', seat: 0, own: 0, middle: 2, given: c('3S'), taken: c('KH') };
    const text = describeEvent(event, NAMES, EN)!;
    expect(text).toMatch(/^Alice swapped/);
    expect(text).toContain('3♠');
    expect(text).toContain('K♥');
    expect(text).toContain('open card 1');
    expect(text).toContain('middle card 3');
  });

  it('a swap of all three, a pass, a reshuffle', () => {
    expect(describeEvent({ type: 'swappedAll', seat: 2, given: row('2C 3C 4C'), taken: row('7S 8S 9S') }, NAMES, EN)).toBe(
      'Carol swapped all three open cards (2♣ 3♣ 4♣) with the middle row (7♠ 8♠ 9♠).',
    );
    expect(describeEvent({ type: 'passed', seat: 1 }, NAMES, EN)).toBe('Bob passed.');
    expect(describeEvent({ type: 'reshuffled', seat: 1, cards: 31 }, NAMES, EN)).toMatch(/31 discarded cards were shuffled/);
    expect(describeEvent({ type: 'reshuffled', seat: 1, cards: 1 }, NAMES, EN)).toBe('The draw pile was empty: the 1 discarded card was shuffled into a new draw pile.');
  });

  it('the start, rounds and the showdown', () => {
    expect(describeEvent({ type: 'gameStarted', players: NAMES, rounds: 5, startPlayer: 1 }, NAMES, EN)).toBe('New game: Alice, Bob and Carol, 5 rounds. Bob starts.');
    expect(describeEvent({ type: 'roundStarted', round: 2, rounds: 5 }, NAMES, EN)).toBe('Round 2 of 5 begins.');
    const showdown = describeEvent(
      {
        type: 'gameEnded',
        hands: [{ seat: 0, name: 'Alice', cards: [c('AS'), c('AD'), c('2C'), c('3C'), c('4C')], category: 1 }],
      },
      NAMES,
      EN,
    );
    expect(showdown).toBe('Game over. Alice: A♠ A♦ 2♣ 3♣ 4♣ (One Pair).');
  });

  it('is silent on turn bookkeeping', () => {
    expect(describeEvent({ type: 'turnStarted', seat: 0, round: 1 }, NAMES, EN)).toBeNull();
    expect(describeEvent({ type: 'turnEnded', seat: 0 }, NAMES, EN)).toBeNull();
  });

  it('has an ASCII mode', () => {
    const event: GameEvent = { type: 'shifted', seat: 0, direction: 'left', discarded: c('TC'), drawn: c('QD') };
    expect(describeEvent(event, NAMES, { ascii: true, text: coreEn })).toBe('Alice shifted the middle row left: 10c was discarded, Qd came in.');
  });

  it('falls back to a seat number for an unknown seat', () => {
    expect(describeEvent({ type: 'passed', seat: 5 }, NAMES, EN)).toBe('Seat 6 passed.');
  });
});

describe('describeLog', () => {
  it('narrates a game without ever naming a hidden card before the showdown', () => {
    let state: GameState = newGame({ players: NAMES, rounds: 3, seed: 12 });
    for (let i = 0; !state.finished; i++) {
      if (i > 1000) throw new Error('the game does not end');
      state = applyAction(state, legalActions(state)[(i * 3) % 13]!).state;
    }
    const lines = describeLog(state.log, NAMES, EN);
    const showdown = lines.pop()!;
    expect(showdown).toMatch(/^Game over\./);
    expect(lines[0]).toMatch(/^New game/);
    const hidden = state.players.flatMap((p) => p.hidden.map((card) => formatCard(card)));
    for (const line of lines) {
      // Cards in a line are separated by spaces, parentheses, commas or a colon.
      const tokens = line.split(/[\s(),:.]+/u);
      for (const card of hidden) expect(tokens).not.toContain(card);
    }
    for (const card of hidden) expect(showdown).toContain(card);
    // Only events with a sentence become lines.
    expect(lines.length + 1).toBe(state.log.filter((e) => e.type !== 'turnStarted' && e.type !== 'turnEnded').length);
  });
});

describe('listNames', () => {
  it('joins names in English', () => {
    expect(listNames([], coreEn)).toBe('');
    expect(listNames(['Ann'], coreEn)).toBe('Ann');
    expect(listNames(['Ann', 'Bob'], coreEn)).toBe('Ann and Bob');
    expect(listNames(['Ann', 'Bob', 'Cy', 'Dee'], coreEn)).toBe('Ann, Bob, Cy and Dee');
  });
});
