/**
 * The English words of the hotseat: the next-player screen, the setup
 * screen and the summary printed on leaving. Their shape is `UiWords`,
 * which every other language fills in (words.de.ts); words.ts gives them
 * by language.
 */

import { b, type Rich } from '../i18n/rich.js';
import { coreEn } from '../i18n/words.en.js';

export const uiEn = {
  barrier: {
    next: (p: { name: string }): Rich => ['Next: ', b(p.name)],
    round: (p: { round: number; rounds: number }): string => `Round ${p.round}/${p.rounds}`,
    onlyYou: (p: { name: string }): Rich => ['Press ', b('Space'), ' when only ', b(p.name), ' can see the screen.'],
    keys: [b('Space'), ' start the turn   ', b('?'), ' help   ', b('q'), ' quit'] as Rich,
  },
  setup: {
    title: 'New game',
    players: (p: { min: number; max: number }): string => `Players (${p.min}-${p.max}), in seating order:`,
    nobody: 'nobody yet',
    /** Beside a computer player's name on the setup screen: what it is (the German says what it does, its name saying "Bot" and the level already). */
    computerSeat: (p: { level: string; description: string }): string => ` (computer, ${p.level})`,
    namePrompt: (p: { number: number }): string => `Name of player ${p.number}: `,
    nameHint: (p: { dot: string }): string => `Enter adds the name ${p.dot} Enter on an empty line: menu (computer players, start)`,
    menuHint: (p: { upDown: string; dot: string }): string => `${p.upDown} choose ${p.dot} Enter select`,
    botHint: (p: { level: string; description: string }): string => `${p.level}: ${p.description}`,
    roundsPrompt: (p: { min: number; max: number; default: number }): string => `Rounds (${p.min}-${p.max}), Enter for ${p.default}: `,
    backToPlayers: 'Esc back to the players',
    quitKey: 'q quit',
    /** One line on the setup screen of a first start (nothing saved yet). */
    tutorialOffer: (p: { command: string }): string => `New to the game? Lessons: ${p.command}`,
    /** No game exists yet: the question is about leaving the program. */
    quitQuestion: 'Quit Shift Poker?',
    quitKeys: [b('y'), ' quit   ', b('n'), ' back to the setup'] as Rich,
    menu: {
      start: 'Start the game',
      human: 'Add a player (type a name)',
      bot: (p: { level: string }): string => `Add a computer player: ${p.level}`,
      remove: 'Remove the last player',
      quit: 'Quit',
    },
    message: {
      nameTooWide: (p: { max: number }): string => `A name can be at most ${p.max} columns wide.`,
      /** Enter on a name that lost what did not fit: it is not seated yet. */
      nameCut: (p: { max: number }): string => `A name can be at most ${p.max} columns wide: the rest was left out. Enter takes the name as it stands, Backspace changes it.`,
      typeAName: 'Type a name and press Enter (an empty line opens the menu).',
      useArrows: 'Choose with the Up and Down keys and press Enter.',
      needPlayers: (p: { min: number; max: number }): string => `A game needs ${p.min} to ${p.max} players: add a player first.`,
      typeRounds: (p: { min: number; max: number; default: number }): string => `Type a number from ${p.min} to ${p.max}, or press Enter for ${p.default}.`,
      roundsRange: (p: { min: number; max: number; got: string }): string => `Rounds must be a whole number from ${p.min} to ${p.max}, got ${p.got}.`,
    },
  },
  /** The plain-text summary printed after leaving the game. */
  summary: {
    label: 'Shift Poker',
    labelNumbered: (p: { number: number }): string => `Shift Poker, game ${p.number}`,
    finished: (p: { label: string; rounds: number; seed: string }): string => `${p.label} - final ranking (${coreEn.count.rounds(p.rounds)}, seed ${p.seed}):`,
    quit: (p: { label: string; round: number; rounds: number; seed: string }): string => `${p.label} - quit in round ${p.round} of ${p.rounds}, standings so far (seed ${p.seed}):`,
    tie: ' (tie)',
    replay: 'Replay',
    replayFromStart: 'Replay from the start',
  },
};

export type UiWords = typeof uiEn;
