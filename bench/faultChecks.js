// What bench/cluster-faults.bench.js checks of a whole run's history (this
// file is not a benchmark itself: bench/run.js only runs files ending in
// .bench.js). Pure functions of what was recorded: the store as it was
// polled, what each player's and watcher's screen showed, how each server
// process ended. Each returns a list of violations (strings), empty when the
// run kept its promises. `engine` is the rules engine (newGame, applyAction,
// formatCard: the built library's), so that the deals are worked out from
// the stored seeds as the server works them out.

/** The card tokens on a line of a screen ("A♥", "10♦"). */
export const cardTokens = (text) => text.match(/(?:10|[2-9JQKA])[♠♥♦♣]/gu) ?? [];

/**
 * Each match's stored versions form one line: a version never goes back,
 * one version is one record, and a later record holds every game and
 * action of an earlier one (a move, once stored, is never taken back or
 * replaced; a game, once dealt, never dealt with another seed).
 * `samples`: { key, version, record } in the order they were read.
 */
export function storedLine(samples) {
  const violations = [];
  const last = new Map();
  for (const sample of samples) {
    const before = last.get(sample.key);
    last.set(sample.key, sample);
    if (before === undefined) continue;
    const where = `${sample.key}: version ${before.version} then ${sample.version}`;
    if (sample.version < before.version) violations.push(`${where}: the stored version went back`);
    else if (sample.version === before.version) {
      if (JSON.stringify(sample.record) !== JSON.stringify(before.record)) violations.push(`${where}: one version stored with two records`);
    } else {
      const problem = extends_(before.record, sample.record);
      if (problem !== null) violations.push(`${where}: ${problem}`);
    }
  }
  return violations;
}

/** Null if `later` holds everything of `earlier`, else what it lacks. */
function extends_(earlier, later) {
  if (later.games.length < earlier.games.length) return `game ${earlier.games.length} is gone`;
  for (const [index, game] of earlier.games.entries()) {
    const next = later.games[index];
    if (next.seed !== game.seed) return `game ${index + 1} was dealt again with another seed`;
    if (next.actions.length < game.actions.length) return `game ${index + 1} lost actions`;
    for (const [at, action] of game.actions.entries()) {
      if (JSON.stringify(next.actions[at]) !== JSON.stringify(action)) return `game ${index + 1}, action ${at + 1} was replaced`;
    }
  }
  return null;
}

/** Every game of `record` replayed: for game g (1-based), the state after each number of its actions. */
export function replayed(record, engine) {
  return record.games.map((game) => {
    const states = [
      engine.newGame({
        players: record.seats.map((seat) => seat.name),
        rounds: record.options.rounds,
        seed: game.seed,
        tiebreak: record.options.tiebreak,
        strictOrder: record.options.strictOrder,
        startPlayer: game.startPlayer,
      }),
    ];
    for (const { action } of game.actions) states.push(engine.applyAction(states.at(-1), action).state);
    return states;
  });
}

/**
 * What the screens showed against what the store holds in the end:
 * - a deal once: every hidden pair a player saw in a game is the one the
 *   stored seed deals that seat (a game dealt twice shows two);
 * - secrecy: before a game's results, no screen shows a card of another
 *   seat's hidden pair (watchers: of any seat's);
 * - shown is stored: where a screen showed a game after k of its actions,
 *   the stored game after k actions has that middle row.
 * `samples`: { table, viewer (a player's name, or null: a watcher), game,
 * over, hidden (the viewer's pair as shown, or null), tokens (every card on
 * the screen), turn (the header's round, player and action, or null),
 * middle (tokens) };
 * `records`: the final record of each table, by code.
 */
export function screensAgainstStore(samples, records, engine) {
  const violations = [];
  const games = new Map();
  const gamesOf = (table) => {
    if (!games.has(table)) games.set(table, records.has(table) ? replayed(records.get(table), engine) : null);
    return games.get(table);
  };
  const pairs = new Map();
  for (const sample of samples) {
    const states = gamesOf(sample.table)?.[sample.game - 1];
    const where = `table ${sample.table}, game ${sample.game}, ${sample.viewer ?? 'a watcher'}`;
    if (states === undefined || states === null) {
      violations.push(`${where}: shown, but the store holds no such game`);
      continue;
    }
    const deal = states[0];
    const seat = sample.viewer === null ? -1 : deal.players.findIndex((player) => player.name === sample.viewer);
    if (sample.hidden !== null && seat !== -1) {
      const dealt = deal.players[seat].hidden.map((card) => engine.formatCard(card)).join(' ');
      const key = `${where}`;
      const seen = pairs.get(key) ?? new Set();
      seen.add(sample.hidden);
      pairs.set(key, seen);
      if (sample.hidden !== dealt) violations.push(`${where}: shown the hidden pair ${sample.hidden}, the stored deal gives ${dealt}`);
    }
    if (!sample.over) {
      const others = deal.players.flatMap((player, index) => (index === seat ? [] : player.hidden.map((card) => engine.formatCard(card))));
      const leaked = sample.tokens.filter((token) => others.includes(token));
      if (leaked.length > 0) violations.push(`${where}: shown ${leaked.join(' ')}, another seat's hidden card, before the results`);
    }
    const position = positionOf(sample.turn, deal, records.get(sample.table).games[sample.game - 1].startPlayer);
    if (position !== null && sample.middle.length === 3) {
      const state = states[position];
      if (state === undefined) violations.push(`${where}: shown after ${position} actions, the store holds ${states.length - 1}`);
      else {
        const stored = state.middle.map((card) => engine.formatCard(card)).join(' ');
        if (stored !== sample.middle.join(' ')) violations.push(`${where}: shown the middle row ${sample.middle.join(' ')} after ${position} actions, stored ${stored}`);
      }
    }
  }
  for (const [where, seen] of pairs) if (seen.size > 1) violations.push(`${where}: dealt more than once (${[...seen].join(' / ')})`);
  return [...new Set(violations)];
}

/** How many actions of a game were taken when its header says `turn` (round, whose turn, which action). */
function positionOf(turn, deal, startPlayer) {
  if (turn === null || turn === undefined) return null;
  const seat = deal.players.findIndex((player) => player.name === turn.name);
  if (seat === -1) return null;
  const players = deal.players.length;
  return ((turn.round - 1) * players + ((seat - startPlayer + players) % players)) * 2 + (turn.action - 1);
}

/**
 * Every server process is alive at the end, or ended by the harness (a
 * kill, or stopped at the end), or by its own decision (its lease ran out:
 * it said so and exited with 1; or, started while PostgreSQL was away, it
 * said so in one line and exited with 1). Nothing else on standard error.
 * `ends`: { id, code, signal, byHarness, log, errors }.
 */
export function processEnds(ends) {
  const violations = [];
  for (const end of ends) {
    // Started while PostgreSQL was away: it said so in one line and exited, as it should (the supervisor tries again).
    const refusedAtStart = end.code === 1 && end.errors.length === 1 && /^shift-poker: cannot use PostgreSQL at /u.test(end.errors[0]);
    if (refusedAtStart) continue;
    // The first lines, enough for an uncaught error's place and message.
    for (const error of end.errors) violations.push(`process ${end.id} wrote to standard error: ${error.split('\n').slice(0, 6).join(' | ').slice(0, 600)}`);
    for (const line of end.log) if (line.includes('Internal error, not handled')) violations.push(`process ${end.id}: ${line.slice(0, 600)}`);
    if (end.byHarness) continue;
    const own = end.code === 1 && end.log.some((line) => line.includes('lease ran out in PostgreSQL'));
    if (!own) violations.push(`process ${end.id} ended by itself (${end.code ?? end.signal}): ${end.log.at(-1) ?? ''}`);
  }
  return violations;
}
