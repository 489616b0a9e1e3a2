import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../../src/i18n/catalog.js';
import { parseServeCommand, type CommandProblem } from '../../../src/remote/serve/commands.js';
import { defaultTableSpec } from '../../../src/remote/serve/tableSpec.js';
import { describeCommandProblem } from '../../../src/remote/serve/words.js';

describe('the commands of ssh -t', () => {
  it('no command is the lobby; join, watch and quick take what they need', () => {
    expect(parseServeCommand(null, 'en')).toEqual({ ok: true, command: { kind: 'lobby' } });
    expect(parseServeCommand('  ', 'en')).toEqual({ ok: true, command: { kind: 'lobby' } });
    expect(parseServeCommand('join k7pq', 'en')).toEqual({ ok: true, command: { kind: 'join', code: 'K7PQ' } });
    expect(parseServeCommand('WATCH K7PQ2X', 'en')).toEqual({ ok: true, command: { kind: 'watch', code: 'K7PQ2X' } });
    expect(parseServeCommand('quick', 'de')).toEqual({ ok: true, command: { kind: 'quick' } });
    expect(parseServeCommand('top', 'en')).toEqual({ ok: true, command: { kind: 'top' } });
    expect(parseServeCommand(' ME ', 'de')).toEqual({ ok: true, command: { kind: 'me' } });
    expect(parseServeCommand('top 10', 'en')).toEqual({ ok: false, problem: { code: 'extra', command: 'top', got: '10' } });
    expect(parseServeCommand('me ann', 'en')).toEqual({ ok: false, problem: { code: 'extra', command: 'me', got: 'ann' } });
  });

  it('new makes the table its options say, bots in the last seats', () => {
    const made = parseServeCommand('new --seats 4 --bot hard --bot=easy -r 5 --games 3 --private --tiebreak kickers --strict-order --no-hints', 'de');
    expect(made).toEqual({
      ok: true,
      command: {
        kind: 'new',
        spec: {
          ...defaultTableSpec('de'),
          seats: [{ kind: 'player' }, { kind: 'player' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'easy' }],
          rounds: 5,
          games: 3,
          private: true,
          tiebreak: 'kickers',
          strictOrder: true,
          hints: false,
        },
      },
    });
    expect(parseServeCommand('new', 'en')).toEqual({ ok: true, command: { kind: 'new', spec: defaultTableSpec('en') } });
    // Without --seats: the opener, one more player and the bots.
    const bots = parseServeCommand('new --bot medium --bot medium', 'en');
    expect(bots.ok && bots.command.kind === 'new' && bots.command.spec.seats.map((seat) => seat.kind)).toEqual(['player', 'player', 'bot', 'bot']);
  });

  it.each<[string, CommandProblem]>([
    ['ls -la', { code: 'unknown', got: 'ls' }],
    ['join', { code: 'missingCode', command: 'join' }],
    ['watch K0PQ', { code: 'notACode', command: 'watch', got: 'K0PQ' }],
    ['join K7PQ now', { code: 'extra', command: 'join', got: 'now' }],
    ['quick please', { code: 'extra', command: 'quick', got: 'please' }],
    ['new --seats', { code: 'missingValue', option: '--seats' }],
    ['new --seats two', { code: 'notANumber', option: '--seats', got: 'two' }],
    ['new --seats 9', { code: 'spec', problem: { code: 'seats', min: 2, max: 4, got: 9 } }],
    ['new --rounds 1', { code: 'spec', problem: { code: 'rounds', min: 2, max: 7, got: 1 } }],
    ['new --games 100', { code: 'spec', problem: { code: 'games', min: 1, max: 99, got: 100 } }],
    ['new --games 1000', { code: 'spec', problem: { code: 'games', min: 1, max: 99, got: 1000 } }],
    [`join ZZZZ${' '.repeat(195)}EXTRA`, { code: 'tooLong', max: 200 }],
    ['new --bot godlike', { code: 'botLevel', got: 'godlike', levels: ['random', 'easy', 'medium', 'hard'] }],
    ['new --seats 2 --bot easy --bot easy', { code: 'tooManyBots', seats: 2 }],
    ['new --tiebreak coin', { code: 'tiebreak', got: 'coin' }],
    ['new --colour red', { code: 'unknownOption', option: '--colour' }],
    ['new --private=yes', { code: 'unknownOption', option: '--private=yes' }],
    ['new table', { code: 'extra', command: 'new', got: 'table' }],
  ])('%s is refused: one line in every language', (command, problem) => {
    expect(parseServeCommand(command, 'en')).toEqual({ ok: false, problem });
    for (const lang of LANGUAGES) {
      const line = describeCommandProblem(problem, lang);
      expect(line).not.toMatch(/\n|undefined|\[object/u);
      expect(line.length).toBeGreaterThan(10);
    }
  });

  it('shows what a client sent only as harmless text', () => {
    const parsed = parseServeCommand('\u001B]0;pwned\u0007', 'en');
    expect(parsed.ok).toBe(false);
    const line = describeCommandProblem(!parsed.ok ? parsed.problem : (undefined as never), 'en');
    expect(line).not.toMatch(/[\u0000-\u001F\u007F]/u);
  });
});
