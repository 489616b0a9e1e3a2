/**
 * The screen-reader mode's stream of sentences at a real table: what is
 * said as the game goes (each event once, the prompt on a human's turn,
 * one sentence a bot move after the mode's delay, the barrier between two
 * humans) and what typed lines ask for and do.
 */

import { describe, expect, it } from '@jest/globals';
import type { Suggestion } from '../../src/bots/suggest.js';
import type { PlayerView } from '../../src/core/view.js';
import { parseLine } from '../../src/reader/commands.js';
import { ReaderGame } from '../../src/reader/readerGame.js';
import type { ReaderSource } from '../../src/reader/source.js';
import { cardsWords, eventSentence } from '../../src/reader/sentences.js';
import type { Table } from '../../src/table/index.js';
import { bot, humans, startTable } from '../table/helpers.js';
import { waitFor } from '../support/wait.js';
import { keyboardAt, listen, type Heard } from './helpers.js';

const ANN_VS_BOT = (): Table => startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 1, seed: 'reader' });
const MOVES_EN = 'Type left, right, swap with your card and a middle card (swap 1 3), all, or pass.';
const NEXT_BEN = 'Next: Ben. Press Space and Enter when only Ben is listening.';
const TOO_SOON_BEN = 'Too soon. When only Ben is listening, wait a moment, then press Space and Enter.';

/** Ann and Ben at one keyboard, Ann's turn opened and her first action (a shift) made: her pass hands over to Ben. */
function annsSecondAction(): { readonly table: Table; readonly heard: Heard; readonly ben: string } {
  const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1, seed: 'reader', firstPlayer: 0 });
  const heard = listen(table, 'en');
  heard.fresh();
  expect(heard.type(' ')[0]).toBe('Your turn, Ann.');
  heard.type('left');
  return { table, heard, ben: cardsWords(table.view(1).game.players[1]!.hidden!, 'en') };
}

/** Plays the match to its end: every human turn left then pass, every bot move let through. */
async function playOut(heard: Heard, table: Table): Promise<void> {
  while (table.phase === 'playing') {
    const view = table.view(null);
    if (view.seats[view.game.currentPlayer]!.kind === 'bot') await heard.botMoves();
    else heard.type(view.game.actionsTaken === 0 ? 'left' : 'pass');
  }
}

describe('the stream of sentences', () => {
  it("opens with the game, the round and the human's turn: hand and middle row in words", () => {
    const heard = listen(ANN_VS_BOT(), 'en');
    expect(heard.fresh()).toEqual([
      'New game: Ann and Bot Easy, 2 rounds. Ann begins.',
      'Round 1 of 2.',
      'Your turn, Ann.',
      'You hold: One Pair. Your hand: six of diamonds, three of spades, hidden; three of diamonds, ten of hearts, ace of diamonds, open.',
      'Middle row: eight of spades, king of spades, seven of hearts.',
      MOVES_EN,
    ]);
  });

  it("says a move once, then the second action; a bot's move one sentence each, after the mode's delay", async () => {
    const table = ANN_VS_BOT();
    const heard = listen(table, 'en');
    heard.fresh();
    // Of the prompt only what changed: the middle row, not the hand or the moves said a moment ago.
    expect(heard.type('left')).toEqual([
      'Ann shifts left: eight of spades out, two of diamonds in.',
      'Second action, Ann.',
      'Middle row: king of spades, seven of hearts, two of diamonds.',
    ]);
    expect(heard.type('pass')).toEqual(['Ann passes.']);
    expect(heard.delays).toEqual([1500]);
    expect(await heard.botMoves()).toEqual(['Bot Easy swaps five of clubs, own card 1, for king of spades, middle card 1.']);
    expect(await heard.botMoves()).toEqual([
      'Bot Easy swaps five of diamonds, own card 3, for seven of hearts, middle card 2.',
      'Last round, 2 of 2.',
      'Your turn, Ann.',
      'Middle row: five of clubs, five of diamonds, two of diamonds.',
    ]);
    expect(heard.delays).toEqual([1500, 1500]);
  });

  it('says every event of a whole game exactly once, then the showdown, places and scores', async () => {
    const table = ANN_VS_BOT();
    const heard = listen(table, 'en');
    await playOut(heard, table);
    const names = ['Ann', 'Bot Easy'];
    const events = table.view(null).game.log.flatMap((event) => eventSentence(event, names, 'en') ?? []);
    expect(events.length).toBeGreaterThan(8);
    for (const sentence of events) expect(heard.lines.filter((line) => line === sentence)).toHaveLength(events.filter((e) => e === sentence).length);
    const ranking = table.view(null).ranking!;
    const end = heard.lines.slice(heard.lines.indexOf('Game over. Showdown:'));
    expect(end).toHaveLength(1 + 2 + new Set(ranking.map((entry) => entry.place)).size + 2);
    for (const entry of ranking) expect(end.some((line) => line.startsWith(`${entry.name}: `) && line.includes(cardsWords(entry.cards, 'en')))).toBe(true);
    expect(end.at(-2)).toMatch(/^Scores: Ann [\d.]+; Bot Easy [\d.]+\.$/u);
    expect(end.at(-1)).toBe('Match over. Type quit to leave.');
    heard.fresh();
    expect(heard.type('swap 1 3')).toEqual(['Match over. Type quit to leave.']);
  });

  it('deals the next game on next, and says it from its start', async () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 2, seed: 'reader' });
    const heard = listen(table, 'en');
    await playOut(heard, table);
    expect(heard.lines.at(-1)).toBe('Type next for the next game, or quit.');
    heard.fresh();
    const next = heard.type('next');
    expect(next[0]).toMatch(/^New game: Ann and Bot Easy, 2 rounds\. (?:Ann|Bot Easy) begins\.$/u);
    expect(next[1]).toBe('Round 1 of 2.');
    expect(table.view(null).gameNumber).toBe(2);
  });

  it('between games, says once what to type for a move typed there, however many keys it stands for', async () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 2, seed: 'reader' });
    const heard = listen(table, 'en');
    await playOut(heard, table);
    for (const line of ['swap 1 3 extra', 'all']) {
      heard.fresh();
      expect(heard.type(line)).toEqual(['Type next for the next game, or quit.']);
    }
    expect(table.view(null).gameNumber).toBe(1);
  });

  it('joining a game under way (a resumed match, back at an ssh seat) says where it stands, not every move again', async () => {
    const table = ANN_VS_BOT();
    const first = listen(table, 'en');
    first.type('left');
    first.type('pass');
    await first.botMoves();
    first.reader.stop();
    const again = listen(table, 'en').fresh();
    expect(again[0]).toBe('Game 1 under way.');
    expect(again[1]).toMatch(/^Bot Easy's turn, action 2 of 2, round 1 of 2\.$/u);
    // Where the table stands: the middle row too, which no prompt of this keyboard's says while a bot is to move.
    expect(again.at(-2)).toBe(`Middle row: ${cardsWords(table.view(null).game.middle, 'en')}.`);
    expect(again.at(-1)).toBe('Scores: Ann 0; Bot Easy 0.');
    expect(again.some((line) => line.startsWith('Ann shifts left'))).toBe(false);
    // A game not yet played is said from its start.
    expect(listen(ANN_VS_BOT(), 'en').fresh()[0]).toBe('New game: Ann and Bot Easy, 2 rounds. Ann begins.');
  });

  it('after a pass says only whose action it is; repeat says the whole prompt again, the hand with its category', () => {
    const heard = listen(ANN_VS_BOT(), 'en');
    const prompt = heard.fresh().slice(2);
    expect(heard.type('pass')).toEqual(['Ann passes.', 'Second action, Ann.']);
    expect(heard.type('repeat')).toEqual(['Second action, Ann.', ...prompt.slice(1)]);
    expect(heard.type('hand')).toEqual([prompt[1]]);
  });

  it('after a swap says the hand again, with the category it makes now, and the middle row', () => {
    const table = ANN_VS_BOT();
    const heard = listen(table, 'en');
    heard.fresh();
    const said = heard.type('swap 1 3');
    expect(said[0]).toBe('Ann swaps three of diamonds, own card 1, for seven of hearts, middle card 3.');
    expect(said[1]).toBe('Second action, Ann.');
    expect(said[2]).toBe('You hold: High Card. Your hand: six of diamonds, three of spades, hidden; seven of hearts, ten of hearts, ace of diamonds, open.');
    expect(said[3]).toBe('Middle row: eight of spades, king of spades, three of diamonds.');
    expect(said).toHaveLength(4);
  });

  it('a hand asked for is not said again by the next prompt while it is unchanged', async () => {
    const heard = listen(ANN_VS_BOT(), 'en');
    heard.fresh();
    heard.type('left');
    // The swap ends the turn: its new hand is said on the next prompt, unless asked for before.
    heard.type('swap 1 3');
    const hand = heard.type('hand');
    expect(hand).toHaveLength(1);
    expect(hand[0]).toMatch(/^You hold: .*\. Your hand: /u);
    await heard.botMoves();
    const prompt = await heard.botMoves();
    expect(prompt).toContain('Your turn, Ann.');
    expect(prompt).not.toContain(hand[0]);
    expect(prompt.some((line) => line.startsWith('Middle row: '))).toBe(true);
  });

  it('joining at a turn of this keyboard says the turn once: the round, then "Your turn"', async () => {
    const table = ANN_VS_BOT();
    const first = listen(table, 'en');
    first.type('left');
    first.type('pass');
    await first.botMoves();
    await first.botMoves();
    first.reader.stop();
    const again = listen(table, 'en').fresh();
    expect(again[0]).toBe('Game 1 under way.');
    expect(again[1]).toBe('Last round, 2 of 2.');
    expect(again.filter((line) => /turn/u.test(line))).toEqual(['Your turn, Ann.']);
    expect(again.slice(again.indexOf('Your turn, Ann.') + 1)).toHaveLength(3);
  });

  it("keeps the next human's hidden cards back until only a line of Space opens the barrier", () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 1, seed: 'reader', firstPlayer: 0 });
    const heard = listen(table, 'en');
    expect(heard.fresh().at(-1)).toBe('Next: Ann. Press Space and Enter when only Ann is listening.');
    expect(heard.type('')).toEqual(['Only Space and Enter go on, for Ann.']);
    expect(heard.type('hand')).toEqual(['Only Space and Enter go on, for Ann.']);
    expect(heard.type(' ')[0]).toBe('Your turn, Ann.');
    heard.type('left');
    const ben = cardsWords(table.view(1).game.players[1]!.hidden!, 'en');
    expect(heard.type('pass')).toEqual(['Ann passes.', 'Next: Ben. Press Space and Enter when only Ben is listening.']);
    expect(heard.lines.join('\n')).not.toContain(ben);
    const opened = heard.type(' ');
    expect(opened[0]).toBe('Your turn, Ben.');
    expect(opened[1]).toContain(`Your hand: ${ben}, hidden;`);
  });

  it('a new game between two players begins behind a barrier, even for the player who ended the last one', () => {
    const table = startTable({ seats: humans('Ann', 'Ben'), rounds: 2, games: 2, seed: 'reader', firstPlayer: 0 });
    const heard = listen(table, 'en');
    while (table.phase === 'playing') {
      heard.type(' ');
      heard.type('left');
      heard.type('pass');
    }
    // Ben ended game 1, and game 2 is his to begin: whoever types next, his cards wait for the barrier.
    expect(table.currentSeat).toBe(null);
    heard.fresh();
    const next = heard.type('next');
    expect(table.currentSeat).toBe(1);
    const ben = cardsWords(table.view(1).game.players[1]!.hidden!, 'en');
    expect(next.at(-1)).toBe('Next: Ben. Press Space and Enter when only Ben is listening.');
    expect(next.join('\n')).not.toContain(ben);
    expect(heard.type(' ')[1]).toContain(`Your hand: ${ben}, hidden;`);
  });

  it('lines of Space typed on and on across the turn before, or a second after the barrier, open nothing; one after a pause does', () => {
    const { heard, ben } = annsSecondAction();
    // Space on and on, every half second, from Ann's own turn on.
    expect(heard.type(' ', 500)).toEqual([]);
    expect(heard.type('pass', 500).at(-1)).toBe(NEXT_BEN);
    expect(heard.type(' ', 500)).toEqual([TOO_SOON_BEN]);
    // Past the moment the barrier takes to be heard, but half a second after the line before it.
    expect(heard.type(' ', 700)).toEqual([TOO_SOON_BEN]);
    // Ann, typing on out of habit a little later: still within moments of her last Space.
    expect(heard.type(' ', 1500)).toEqual([TOO_SOON_BEN]);
    expect(heard.lines.join('\n')).not.toContain(ben);
    const opened = heard.type(' ', 3000);
    expect(opened[0]).toBe('Your turn, Ben.');
    expect(opened[1]).toContain(`Your hand: ${ben}, hidden;`);
  });

  it('a line of Space within a second of the barrier (before it could be heard out) opens nothing; a second and more after, it opens', () => {
    const { heard } = annsSecondAction();
    expect(heard.type('pass').at(-1)).toBe(NEXT_BEN);
    expect(heard.type(' ', 700)).toEqual([TOO_SOON_BEN]);
    // A second pause of its own after that: the one before was a Space too.
    expect(heard.type(' ', 2600)[0]).toBe('Your turn, Ben.');
    const other = annsSecondAction().heard;
    other.type('pass');
    expect(other.type(' ', 1200)[0]).toBe('Your turn, Ben.');
  });

  it('between turns of several players at one keyboard, hand says that no hand is said now', () => {
    const table = startTable({ seats: [bot('Bot Easy', 'easy'), ...humans('Ann', 'Ben')], rounds: 2, games: 1, seed: 'reader', firstPlayer: 0 });
    const heard = listen(table, 'en');
    heard.fresh();
    expect(heard.type('hand')).toEqual(['No hand is said between turns: each player hears their own at their turn. Type open for the open cards, or turn.']);
  });

  it('a line of Space typed before the barrier could be heard, or right after another, opens nothing (seat/barrier.ts)', () => {
    const { heard, ben } = annsSecondAction();
    expect(heard.type('pass').at(-1)).toBe(NEXT_BEN);
    // Typed ahead: it comes 80 ms after the barrier was said, too soon to answer it.
    expect(heard.type(' ', 80)).toEqual([TOO_SOON_BEN]);
    // Again and again, each within moments of the one before: a Space held down, or typed on and on.
    expect(heard.type(' ', 400)).toEqual([TOO_SOON_BEN]);
    expect(heard.type(' ', 400)).toEqual([TOO_SOON_BEN]);
    expect(heard.lines.join('\n')).not.toContain(ben);
    // A new press once the keys were let go.
    const opened = heard.type(' ', 3000);
    expect(opened[0]).toBe('Your turn, Ben.');
    expect(opened[1]).toContain(`Your hand: ${ben}, hidden;`);
  });
});

/** A reader at `source` for the seats in `keyboard` (none: a spectator), hearing what it says. */
function readerAt(source: ReaderSource, keyboard: readonly number[]): { readonly said: string[]; readonly reader: ReaderGame } {
  const said: string[] = [];
  const reader = new ReaderGame({
    source,
    keyboard,
    lang: 'en',
    saved: true,
    say: (line) => said.push(line),
    now: () => 0,
    exit: () => undefined,
  });
  return { said, reader };
}

describe('typed lines', () => {
  it("a spectator's hand: none, and where to hear the cards instead (not the turn)", () => {
    const table = ANN_VS_BOT();
    const { said, reader } = readerAt(keyboardAt(table), []);
    said.length = 0;
    reader.input('hand');
    expect(said).toEqual(['You are watching: you hold no cards. Type open for the open cards, or turn.']);
  });

  it('at a table waiting for its players a question about the game is answered short; repeat says the waiting paragraph', () => {
    const table = ANN_VS_BOT();
    const waiting = 'Table ABCD. Seated: Ann (you). 3 seats open. The match starts when every seat is taken.';
    const source: ReaderSource = { ...keyboardAt(table), view: () => null, context: () => null, waiting: () => waiting };
    const { said, reader } = readerAt(source, [0]);
    expect(said).toEqual([waiting]);
    for (const line of ['hand', 'scores', 'left']) {
      said.length = 0;
      reader.input(line);
      expect(said).toEqual(['The match has not started yet. Type repeat to hear who sits at the table.']);
    }
    said.length = 0;
    reader.input('repeat');
    expect(said).toEqual([waiting]);
  });

  it('answer what is asked without saying an event again', () => {
    const heard = listen(ANN_VS_BOT(), 'en');
    heard.fresh();
    expect(heard.type('middle')).toEqual(['Middle row: eight of spades, king of spades, seven of hearts.']);
    expect(heard.type('o')).toEqual(['Ann: three of diamonds, ten of hearts, ace of diamonds.', 'Bot Easy: five of clubs, king of hearts, five of diamonds.']);
    expect(heard.type('scores')).toEqual(['Scores: Ann 0; Bot Easy 0.']);
    expect(heard.type('turn')).toEqual(["Ann's turn, action 1 of 2, round 1 of 2."]);
    expect(heard.type('repeat')[0]).toBe('Your turn, Ann.');
    expect(heard.type('dance')).toEqual(['Not a command: dance. Type help for the commands.']);
    expect(heard.type('help')[0]).toBe('Commands, each followed by Enter.');
  });

  it('make moves through the seat model: a swap over two lines, its refusals in words', () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 1, seed: 'reader', strictOrder: true });
    const heard = listen(table, 'en');
    heard.fresh();
    expect(heard.type('swap 1 3')[0]).toMatch(/shift/iu);
    expect(table.view(null).game.log.some((event) => event.type === 'swapped')).toBe(false);
    heard.type('right');
    expect(heard.type('swap')).toEqual(['Swap: which of your open cards, 1, 2 or 3? Type its number, or another command to cancel.']);
    expect(heard.type('1')).toEqual(['Swap your card 1: for which middle card, 1, 2 or 3?']);
    expect(heard.type('3')[0]).toMatch(/^Ann swaps .*, own card 1, for .*, middle card 3\.$/u);
  });

  it('keep a swap begun over a hint, which is asked for while picking; card numbers where no swap is begun say how to begin one', async () => {
    const table = ANN_VS_BOT();
    const suggest = (): Promise<Suggestion> => Promise.resolve({ action: { type: 'swap', own: 2, middle: 1 }, winChance: 0.43, reason: { code: 'makesPair', rank: 13 } });
    const heard = listen(table, 'en', 1500, suggest);
    heard.fresh();
    expect(heard.type('2 2')).toEqual(['No swap begun: type swap with your card and a middle card, as in swap 1 3.']);
    heard.type('swap');
    heard.type('hint');
    await waitFor(() => heard.lines.some((line) => line.startsWith('Hint:')), { what: 'the hint said' });
    heard.fresh();
    expect(heard.type('3 2')[0]).toMatch(/^Ann swaps .*, own card 3, for .*, middle card 2\.$/u);
  });

  it("ask for a hint: the move in words, the chance and the reason, worked out from the seat's own view", async () => {
    const table = ANN_VS_BOT();
    const seen: PlayerView[] = [];
    const suggest = (view: PlayerView): Promise<Suggestion> => {
      seen.push(view);
      return Promise.resolve({ action: { type: 'swap', own: 2, middle: 1 }, winChance: 0.43, reason: { code: 'makesPair', rank: 13 } });
    };
    const heard = listen(table, 'en', 1500, suggest);
    heard.fresh();
    heard.type('hint');
    await waitFor(() => heard.lines.some((line) => line.startsWith('Hint:')), { what: 'the hint said' });
    expect(heard.fresh()).toEqual([
      expect.stringMatching(/^Hint: swap your ace of diamonds, own card 3, for the king of spades, middle card 2\. About 43% to win from here: .+\.$/u),
    ]);
    // Worked out from Ann's own view: the bot's hidden cards are not in it.
    expect(seen.map((view) => view.viewer)).toEqual([0]);
    expect(seen[0]!.players[1]!.hidden).toBeNull();
    // Asked again, with nothing changed: said again, not worked out again.
    expect(heard.type('hint')).toEqual([expect.stringMatching(/^Hint: swap your ace of diamonds, own card 3, for the king of spades, middle card 2\./u)]);
    expect(seen).toHaveLength(1);
    // repeat says the turn's prompt again, as the commands say, not the hint; the German word asks in German.
    expect(heard.type('repeat')[0]).toBe('Your turn, Ann.');
    const german = listen(ANN_VS_BOT(), 'de', 1500, suggest);
    german.fresh();
    german.type('tipp');
    await waitFor(() => german.lines.some((line) => line.startsWith('Tipp:')), { what: 'der Tipp' });
    expect(german.fresh()).toEqual([expect.stringMatching(/^Tipp: eigene Karte 3, Karo-Ass, gegen Mittelkarte 2, Pik-König, tauschen\. Etwa 43/u)]);
  });

  it('a swap left half-made is asked about in words and cancelled by the next command: only the swap typed whole is made', () => {
    const table = ANN_VS_BOT();
    const heard = listen(table, 'en');
    heard.fresh();
    expect(heard.type('swap')).toEqual(['Swap: which of your open cards, 1, 2 or 3? Type its number, or another command to cancel.']);
    expect(heard.type('1')).toEqual(['Swap your card 1: for which middle card, 1, 2 or 3?']);
    // Another swap typed whole: the half-made one is dropped, not finished with its numbers.
    const made = heard.type('swap 2 3');
    expect(made[0]).toBe('Ann swaps ten of hearts, own card 2, for seven of hearts, middle card 3.');
    // A swap takes two numbers: a third is not kept for the next move.
    heard.type('pass');
    expect(table.view(null).game.log.filter((event) => event.type === 'swapped')).toHaveLength(1);
    // Numbers beyond the cards say how cards are numbered.
    const fresh = listen(ANN_VS_BOT(), 'en');
    fresh.fresh();
    expect(fresh.type('swap 4 1')).toEqual(['Cards are numbered 1, 2 and 3 from the left.']);
    expect(fresh.type('swap')).toHaveLength(1);
    expect(fresh.type('0')).toEqual(['Cards are numbered 1, 2 and 3 from the left.']);
    expect(fresh.type('swap 1 3 2')[0]).toBe('Ann swaps three of diamonds, own card 1, for seven of hearts, middle card 3.');
    expect(fresh.lines.some((line) => /please wait|Esc|press \?/u.test(line))).toBe(false);
  });

  it('under --strict-order the prompt names the moves allowed now', () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 1, seed: 'reader', strictOrder: true });
    const heard = listen(table, 'en');
    expect(heard.fresh().at(-1)).toBe('Strict order: a shift comes first. Type left or right.');
    expect(heard.type('left').at(-1)).toBe('Strict order: now a swap or a pass. Type swap with your card and a middle card (swap 1 3), all, or pass.');
  });

  it('take the German words in German', () => {
    const heard = listen(ANN_VS_BOT(), 'de');
    expect(heard.fresh()).toContain('Du hast: Ein Paar. Deine Hand: Karo-Sechs, Pik-Drei, verdeckt; Karo-Drei, Herz-Zehn, Karo-Ass, offen.');
    expect(heard.type('links')[0]).toBe('Ann schiebt nach links: Pik-Acht raus, Karo-Zwei rein.');
    expect(heard.type('punkte')).toEqual(['Punkte: Ann 0; Bot Easy 0.']);
    expect(heard.type('left')).toEqual(['Kein Befehl: left. Gib hilfe ein für die Befehle.']);
  });

  it('help says the match is saved after every move only where it is (not under --no-save)', () => {
    const listener = listen(ANN_VS_BOT(), 'en');
    listener.fresh();
    const saved = listener.type('help');
    expect(saved.at(-1)).toBe('Between games: next. To leave: quit; the match is saved after every move.');
    const unsaved = listen(ANN_VS_BOT(), 'en', 1500, undefined, false);
    unsaved.fresh();
    const help = unsaved.type('help');
    expect(help.slice(0, -1)).toEqual(saved.slice(0, -1));
    expect(help.at(-1)).toBe('Between games: next. To leave: quit; this match is not saved (--no-save).');
    const german = listen(ANN_VS_BOT(), 'de', 1500, undefined, false);
    german.fresh();
    expect(german.type('hilfe').at(-1)).toBe('Zwischen den Spielen: weiter. Zum Verlassen: beenden; diese Partie wird nicht gespeichert (--no-save).');
  });

  it('quit only as the whole word, so that one slipped key ends nothing', () => {
    const heard = listen(ANN_VS_BOT(), 'en');
    heard.type('q');
    expect(heard.exits).toEqual([]);
    heard.type('quit');
    expect(heard.exits).toEqual([0]);
  });

  it("quit on the results of an open-ended match ends it, as the drawn hotseat's q does; mid-game, or with games left, it stays open to resume", async () => {
    const openEnded = (): Table => startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: null, seed: 'reader' });
    const finished = openEnded();
    const heard = listen(finished, 'en');
    await playOut(heard, finished);
    expect(finished.phase).toBe('betweenGames');
    heard.type('quit');
    expect(heard.exits).toEqual([0]);
    expect(finished.phase).toBe('matchOver');
    expect(finished.toRecord().endedAt).not.toBeNull();
    // Nothing more is said once the player has quit (the match's end is theirs).
    expect(heard.fresh()).not.toContain('Match over. Type quit to leave.');

    const midGame = openEnded();
    const leaving = listen(midGame, 'en');
    leaving.type('left');
    leaving.type('quit');
    expect(midGame.phase).toBe('playing');
    expect(midGame.toRecord().endedAt).toBeNull();

    const gamesLeft = startTable({ seats: [...humans('Ann'), bot('Bot Easy', 'easy')], rounds: 2, games: 2, seed: 'reader' });
    const between = listen(gamesLeft, 'en');
    await playOut(between, gamesLeft);
    between.type('quit');
    expect(gamesLeft.phase).toBe('betweenGames');
    expect(gamesLeft.toRecord().endedAt).toBeNull();
  });

  it('are read as keys of the seat model, and a line of spaces as Space', () => {
    expect(parseLine('swap 1 3', 'en')).toEqual({
      verb: 'keys',
      keys: [
        { kind: 'char', char: 's' },
        { kind: 'char', char: '1' },
        { kind: 'char', char: '3' },
      ],
    });
    expect(parseLine(' Left ', 'en')).toEqual({ verb: 'keys', keys: [{ kind: 'left' }] });
    expect(parseLine('all', 'en')).toEqual({
      verb: 'keys',
      keys: [
        { kind: 'char', char: 'a' },
        { kind: 'char', char: 'a' },
      ],
    });
    expect(parseLine('  ', 'en')).toEqual({ verb: 'open' });
    expect(parseLine('', 'en')).toEqual({ verb: 'empty' });
    expect(parseLine('tausch 2 1', 'de')).toEqual({
      verb: 'keys',
      keys: [
        { kind: 'char', char: 's' },
        { kind: 'char', char: '2' },
        { kind: 'char', char: '1' },
      ],
    });
  });

  it('take an arrow key pressed before Enter as the shift it means, and never say back an escape sequence', () => {
    expect(parseLine('\u001B[D', 'en')).toEqual({ verb: 'keys', keys: [{ kind: 'left' }] });
    expect(parseLine('\u001BOC', 'en')).toEqual({ verb: 'keys', keys: [{ kind: 'right' }] });
    expect(parseLine('\u001B[A', 'en')).toEqual({ verb: 'unknown', typed: '' });
    expect(parseLine('pa\u001B[31mss\u0007', 'en')).toEqual({ verb: 'keys', keys: [{ kind: 'char', char: 'p' }] });
    // Esc pressed before a word leaves the word whole; a function key's sequence (Esc O P: F1) goes whole.
    expect(parseLine('\u001Bhilfe', 'de')).toEqual({ verb: 'help' });
    expect(parseLine('\u001BOPhand', 'en')).toEqual({ verb: 'hand' });
    expect(parseLine('x'.repeat(3000), 'en')).toEqual({ verb: 'unknown', typed: `${'x'.repeat(39)}…` });
  });

  it('part words at a tab as at a space, and take a line of tabs alone as nothing typed', () => {
    expect(parseLine('swap\t1\t3', 'en')).toEqual(parseLine('swap 1 3', 'en'));
    expect(parseLine('\tpass\t', 'en')).toEqual(parseLine('pass', 'en'));
    expect(parseLine('\t\t', 'en')).toEqual({ verb: 'empty' });
  });
});

describe('a game whose end could not be saved', () => {
  it('says that saving fails once; holds the results back (the saved match would deal the game again) until typing saves it', async () => {
    const table = ANN_VS_BOT();
    let tell: (line: string | null) => void = () => undefined;
    let diskFull = true;
    const saving = {
      onWarning: (listener: (line: string | null) => void) => {
        tell = listener;
        return () => undefined;
      },
      retry: () => {
        if (diskFull) return false;
        tell(null);
        return true;
      },
      // As the hotseat's match answers it: the game is over and its end, not saved, is held while the disk is full.
      resultsHeld: () => diskFull && table.phase !== 'playing',
    };
    const heard = listen(table, 'en', 1500, undefined, true, saving);
    heard.fresh();
    tell('The match is no longer saved (the disk is full, ENOSPC); the game goes on.');
    expect(heard.fresh()).toEqual(['The match is no longer saved (the disk is full, ENOSPC); the game goes on.']);
    // The help says how the match is kept now, not that it is saved after every move.
    expect(heard.type('help').at(-1)).toBe('Between games: next. To leave: quit; saving fails now, and is tried again after every move.');
    const from = heard.lines.length;
    await playOut(heard, table);
    heard.fresh();
    const end = heard.lines.slice(from);
    expect(end.at(-1)).toBe(
      'Game over, but its end could not be saved, so the saved match may deal this game again: its results are said once it is saved. Type anything to try saving again, or quit.',
    );
    expect(end.some((line) => line.startsWith('Game over. Showdown') || line.startsWith('Scores:') || line.startsWith('Match over'))).toBe(false);
    // Nothing of the outcome while the disk is full: not the scores, not the open cards.
    for (const typed of ['scores', 'open', 'next', 'repeat']) expect(heard.type(typed)).toEqual(['Still not saved. Type anything to try again, or quit.']);
    diskFull = false;
    const results = heard.type('x');
    expect(results[0]).toBe('Saved again.');
    expect(results[1]).toBe('Game over. Showdown:');
    expect(results.at(-2)).toMatch(/^Scores: Ann [\d.]+; Bot Easy [\d.]+\.$/u);
    expect(results.at(-1)).toBe('Match over. Type quit to leave.');
    expect(heard.type('help').at(-1)).toBe('Between games: next. To leave: quit; the match is saved after every move.');
  });
});
