// Full random games per second through the public engine: 4 players,
// 7 rounds, every action picked at random (seeded) from legalActions() and
// played with applyAction(), then the final ranking(). Each game starts
// from its own seed, so every repetition plays the same games.
//
//   node bench/games.bench.js [--games N] [--reps N]
import { Rng, applyAction, legalActions, newGame, ranking } from '../dist/index.js';
import { environment, formatCount, measure, printRows } from './harness.js';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}
const GAMES = option('games', 2_000);
const REPS = option('reps', 5);
const PLAYERS = ['Ann', 'Ben', 'Cid', 'Dee'];
const ROUNDS = 7;
const ACTIONS_PER_GAME = PLAYERS.length * ROUNDS * 2;

function playGames() {
  let checksum = 0;
  for (let game = 0; game < GAMES; game++) {
    const choose = Rng.fromSeed(game);
    let state = newGame({ players: PLAYERS, rounds: ROUNDS, seed: game });
    while (!state.finished) {
      const legal = legalActions(state);
      state = applyAction(state, legal[choose.int(legal.length)]).state;
    }
    const result = ranking(state);
    // Depends on every game's outcome, so none of the work can be skipped.
    checksum += result[0].seat * 10 + result[0].category + state.drawPile.length;
  }
  return checksum;
}

const result = measure(playGames, { warmups: 1, reps: REPS });
const gamesPerSecond = GAMES / result.median;
console.log(
  `${environment()}; ${formatCount(GAMES)} games of ${PLAYERS.length} players x ${ROUNDS} rounds ` +
    `(${ACTIONS_PER_GAME} actions each), median of ${REPS} timed runs after 1 warm-up`,
);
printRows([
  ['full random games', `${formatCount(gamesPerSecond)} games/s   (best run ${formatCount(GAMES / result.best)}, checksum ${result.checksum})`],
  ['actions through applyAction', `${formatCount(gamesPerSecond * ACTIONS_PER_GAME)} actions/s`],
]);
