import { describe, expect, it } from '@jest/globals';
import { newGame } from '../src/core/game.js';
import fc from 'fast-check';
import { displayWidth } from '../src/core/playerNames.js';
import { replayCommand, resumeCommand, resumeFileCommand, seedOptions, shellLines } from '../src/shellCommand.js';
import { shellWord } from '../src/shellWord.js';
import { chosenStartPlayer } from '../src/table/startPlayer.js';
import { setupReducer, type SetupState } from '../src/hotseat/setup.js';

const base = { rounds: 3, tiebreak: 'category', strictOrder: false, seed: 42 } as const;

describe('shellWord', () => {
  it('leaves plain words alone and single-quotes anything else', () => {
    expect(shellWord('Alice')).toBe('Alice');
    expect(shellWord('3f2a.b_c-d')).toBe('3f2a.b_c-d');
    expect(shellWord('/home/ann/saves')).toBe('/home/ann/saves');
    expect(shellWord('Ann Lee')).toBe("'Ann Lee'");
    expect(shellWord('Jürgen')).toBe("'Jürgen'");
    expect(shellWord("O'Neil")).toBe("'O'\\''Neil'");
    expect(shellWord('$(rm -rf ~)')).toBe("'$(rm -rf ~)'");
    expect(shellWord('')).toBe("''");
  });
});

describe('seedOptions', () => {
  it('names the seed, quoted for the shell, and the first player (from 1) only when one is given', () => {
    expect(seedOptions(7, null)).toBe('--seed 7');
    expect(seedOptions('Friday night', 2)).toBe("--seed 'Friday night' --first-player 3");
  });
});

describe('replayCommand', () => {
  const two = [
    { name: 'Alice', bot: null },
    { name: 'Bob', bot: null },
  ] as const;

  it('names who starts only where the seed alone would draw another seat', () => {
    const drawn = newGame({ players: ['Alice', 'Bob'], rounds: 3, seed: 42 }).startPlayer;
    expect(chosenStartPlayer(['Alice', 'Bob'], 3, 42, drawn)).toBeNull();
    expect(chosenStartPlayer(['Alice', 'Bob'], 3, 42, 1 - drawn)).toBe(1 - drawn);
    expect(replayCommand({ ...base, seats: two, startPlayer: drawn })).toBe('shift-poker Alice Bob --rounds 3 --seed 42');
    expect(replayCommand({ ...base, seats: two, startPlayer: 1 - drawn })).toBe(`shift-poker Alice Bob --rounds 3 --seed 42 --first-player ${2 - drawn}`);
  });

  it('begins every command the way the program was started', () => {
    expect(replayCommand({ ...base, seats: two, program: 'npm start --' })).toBe('npm start -- Alice Bob --rounds 3 --seed 42');
    expect(resumeCommand(null, 'npx shift-poker')).toBe('npx shift-poker --resume');
    expect(resumeCommand('/my saves', 'node bin/shift-poker.js')).toBe("node bin/shift-poker.js --resume --data-dir '/my saves'");
    expect(resumeFileCommand('/s/m.json', 'npm start --')).toBe('npm start -- --resume /s/m.json');
  });

  it('names players, rounds and seed', () => {
    expect(
      replayCommand({
        ...base,
        seats: [
          { name: 'Alice', bot: null },
          { name: 'Bob', bot: null },
        ],
      }),
    ).toBe('shift-poker Alice Bob --rounds 3 --seed 42');
  });

  it('adds computer players in seat order, the variants, and quotes what the shell would split', () => {
    const command = replayCommand({
      seats: [
        { name: 'Ann Lee', bot: null },
        { name: 'Bot Hard', bot: 'hard' },
        { name: 'Bot Easy', bot: 'easy' },
      ],
      rounds: 5,
      tiebreak: 'kickers',
      strictOrder: true,
      seed: '3f2a 9',
    });
    expect(command).toBe("shift-poker 'Ann Lee' --bot hard --bot easy --rounds 5 --tiebreak kickers --strict-order --seed '3f2a 9'");
  });

  it('treats the seed as opaque text', () => {
    const seats = [
      { name: 'A', bot: null },
      { name: 'B', bot: null },
    ];
    expect(replayCommand({ ...base, seats, seed: '0123456789abcdef0123456789abcdef' })).toMatch(/ --seed 0123456789abcdef0123456789abcdef$/u);
  });

  it('puts the names after "--" when one begins with a dash, so it is not read as an option', () => {
    expect(
      replayCommand({
        ...base,
        seats: [
          { name: '-x', bot: null },
          { name: 'Bob', bot: null },
        ],
      }),
    ).toBe('shift-poker --rounds 3 --seed 42 -- -x Bob');
  });
});

describe('setup seats humans before computer players, as the command line does', () => {
  it('a name typed after a computer player was added sits before it', () => {
    const state: SetupState = {
      seats: [
        { name: 'Alice', bot: null },
        { name: 'Bot Hard', bot: 'hard' },
      ],
      step: 'names',
      askSeats: true,
      askRounds: false,
      input: 'Bob',
      menuIndex: 0,
      message: null,
    };
    const outcome = setupReducer(state, { kind: 'enter' });
    expect(outcome.kind).toBe('continue');
    if (outcome.kind !== 'continue') return;
    expect(outcome.state.seats.map((seat) => seat.name)).toEqual(['Alice', 'Bob', 'Bot Hard']);
  });
});

describe('shellLines', () => {
  /** The command the lines make once pasted: each continuation (" \" at a line's end, the next line's indent) joined back. */
  const pasted = (lines: readonly string[]): string => lines.map((line) => line.replace(/ \\$/u, '').trimStart()).join(' ');

  it('breaks a command between its words only, a quoted name (with a quote inside) one word, every line within the width', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 16 }), { minLength: 2, maxLength: 4 }), fc.integer({ min: 30, max: 80 }), (names, width) => {
        const command = replayCommand({ ...base, seats: names.map((name) => ({ name, bot: null })) });
        const lines = shellLines(`Replay this deal: ${command}`, width, 2);
        if (lines === null) return;
        for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
        expect(pasted(lines)).toBe(`Replay this deal: ${command}`);
      }),
    );
    expect(shellLines("Replay: shift-poker 'Ann Lee' 'O'\\''Neil' --rounds 3", 30, 2)).toEqual(['Replay: shift-poker \\', "  'Ann Lee' 'O'\\''Neil' \\", '  --rounds 3']);
  });

  it('gives no lines where one word is wider than a line (a long path the program was started by)', () => {
    expect(shellLines(`node /${'a'.repeat(80)}/bin/shift-poker --seed 7`, 76, 2)).toBeNull();
  });
});
