import { describe, expect, it } from '@jest/globals';
import { isLegal, newGame } from '../../src/core/game.js';
import { hintSeed } from '../../src/bots/hint.js';
import { Rng } from '../../src/core/random.js';
import type { GameState, PlayerState } from '../../src/core/types.js';
import { playerView } from '../../src/core/view.js';
import { chooseBotAction, suggestMove, type ReasonCode } from '../../src/bots/index.js';
import { randomPoint, stateAfterReshuffle } from './helpers.js';

/** The same game, except that the cards the seat cannot see are dealt anew among the other seats' hidden places and the pile. */
function permuteUnseen(state: GameState, me: number, rng: Rng): GameState {
  const unseen = [...state.players.flatMap((player, seat) => (seat === me ? [] : [...player.hidden])), ...state.drawPile];
  rng.shuffle(unseen);
  let next = 0;
  const players: PlayerState[] = state.players.map((player, seat) => (seat === me ? player : { ...player, hidden: [unseen[next++]!, unseen[next++]!] }));
  return { ...state, players, drawPile: unseen.slice(next) };
}

const REASON_CODES: readonly ReasonCode['code'][] = [
  'makesPair',
  'improvesCategory',
  'makesFlushDraw',
  'makesStraightDraw',
  'keepsFlushDraw',
  'keepsStraightDraw',
  'looksForCard',
  'keepsHand',
  'improvesChances',
  'givesUpHand',
];

const positions: GameState[] = [
  randomPoint({ seed: 11, players: 2, rounds: 4, actions: 3 }),
  randomPoint({ seed: 12, players: 3, rounds: 3, actions: 10, strictOrder: true }),
  randomPoint({ seed: 13, players: 4, rounds: 2, actions: 13, tiebreak: 'kickers' }),
  randomPoint({ seed: 14, players: 2, rounds: 2, actions: 6 }),
  stateAfterReshuffle(6, 3),
];

describe('suggestMove', () => {
  it.each(positions.map((state, i) => [i, state] as const))(
    'position %i: suggests a legal action with a chance and a reason, blind to the cards the seat cannot see',
    (i, state) => {
      const me = state.currentPlayer;
      const view = playerView(state, me);
      const suggestion = suggestMove(view, 42 + i);
      expect(isLegal(state, { ...suggestion.action, seat: me })).toBe(true);
      expect(suggestion.winChance).toBeGreaterThanOrEqual(0);
      expect(suggestion.winChance).toBeLessThanOrEqual(1);
      expect(REASON_CODES).toContain(suggestion.reason.code);
      // It is the hard player's own move.
      expect(suggestion.action).toEqual(chooseBotAction('hard', view, 42 + i));

      const rng = Rng.fromSeed(1000 + i);
      for (let variant = 0; variant < 2; variant++) {
        const other = permuteUnseen(state, me, rng);
        expect(other.drawPile).not.toEqual(state.drawPile);
        const sameView = playerView(other, me);
        expect(sameView).toEqual(view);
        expect(suggestMove(sameView, 42 + i)).toEqual(suggestion);
      }
    },
  );

  it('a swap that breaks a made hand says so, not that it makes a draw', () => {
    // Seed 7: Ann holds 6♦ 8♦ hidden and 10♦ Q♦ K♦ open, a flush; the middle holds 2♦ 10♥ A♥.
    const state = newGame({ players: ['Ann', 'Bob'], rounds: 2, seed: '7', startPlayer: 0 });
    const view = playerView(state, 0);
    expect(view.players[0]!.open.every((card) => card.suit === 'D')).toBe(true);
    const suggestion = suggestMove(view, hintSeed(view));
    const swapped = suggestion.action.type === 'swap' && view.middle[suggestion.action.middle]!.suit !== 'D';
    expect(suggestion.reason).toEqual(swapped ? { code: 'givesUpHand', category: 5 } : expect.anything());
    expect(suggestion.reason.code).not.toBe('makesFlushDraw');
  });

  it('gives the reason that fits the move', () => {
    // Ann holds 9♣ 9♦ hidden and 2♠ 5♥ K♦ open; the middle holds 9♥, which makes three of a kind.
    const state = randomPoint({ seed: 3, players: 2, rounds: 3, actions: 0 });
    const me = state.currentPlayer;
    const card = (rank: number, suit: 'C' | 'D' | 'H' | 'S') => ({ rank, suit }) as GameState['middle'][number];
    const used = new Set(['9C', '9D', '2S', '5H', 'KD', '9H', '3C', '4D']);
    const key = (c: { rank: number; suit: string }) => `${c.rank === 13 ? 'K' : c.rank}${c.suit}`;
    const rest = state.drawPile
      .concat(
        state.players.flatMap((p) => [...p.hidden, ...p.open]),
        state.middle,
      )
      .filter((c) => !used.has(key(c)));
    const players = state.players.map((p, seat) =>
      seat === me
        ? { ...p, hidden: [card(9, 'C'), card(9, 'D')] as const, open: [card(2, 'S'), card(5, 'H'), card(13, 'D')] as const }
        : { ...p, hidden: [rest[0]!, rest[1]!] as const, open: [rest[2]!, rest[3]!, rest[4]!] as const },
    );
    const fixed = { ...state, players, middle: [card(3, 'C'), card(9, 'H'), card(4, 'D')] as const, drawPile: rest.slice(5) } as GameState;
    const suggestion = suggestMove(playerView(fixed, me), 7);
    expect(suggestion.action).toMatchObject({ type: 'swap', middle: 1 });
    expect(suggestion.reason).toEqual({ code: 'improvesCategory', from: 1, to: 3 });
  });
});
