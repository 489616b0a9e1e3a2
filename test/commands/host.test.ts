/** `shift-poker host`'s options: its seats, its defaults and the one-line refusals. */

import { describe, expect, it } from '@jest/globals';
import { parseSeats, resolveHostOptions } from '../../src/commands/host/options.js';
import { UsageError } from '../../src/usage.js';

describe('host options', () => {
  it('parses seats', () => {
    expect(parseSeats('local:Ann,remote,bot:hard', () => 'me', 'en')).toEqual([{ kind: 'local', name: 'Ann' }, { kind: 'remote' }, { kind: 'bot', level: 'hard' }]);
    expect(parseSeats('local,remote', () => 'me', 'en')[0]).toEqual({ kind: 'local', name: 'me' });
  });

  it.each([
    ['remote', /2 to 4 seats/],
    ['remote,remote,remote,remote,remote', /2 to 4 seats/],
    ['local,local,remote', /at most one local/],
    ['local,bot', /at least one remote/],
    ['remote,robot', /not local\[:name\]/],
    ['remote,bot:genius', /unknown level/],
    ['local:Maximiliane-Theresa,remote', /^--seats: .*Maximiliane-Theresa.*16/],
    ['local:Bot Medium,remote', /^--seats: "Bot Medium" is what computer players are called/],
  ])('refuses --seats %j', (spec, message) => {
    expect(() => parseSeats(spec, () => 'me', 'en')).toThrow(UsageError);
    expect(() => parseSeats(spec, () => 'me', 'en')).toThrow(message);
  });

  it('has defaults and refuses bad values in one line', () => {
    const config = resolveHostOptions({ listen: '127.0.0.1' }, () => 'me', 'en');
    expect(config).toMatchObject({ port: 2222, rounds: 3, games: null, seatTimeoutMs: 120_000, botLevel: 'medium', resume: null });
    expect(resolveHostOptions({ listen: '127.0.0.1', resume: true }, () => 'me', 'en').resume).toEqual({ file: null });
    expect(() => resolveHostOptions({ listen: 'example.com' }, () => 'me', 'en')).toThrow(/--listen/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', port: '70000' }, () => 'me', 'en')).toThrow(/--port/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', password: 'x', authorizedKeys: 'f' }, () => 'me', 'en')).toThrow(/not both/);
    expect(() => resolveHostOptions({ listen: '127.0.0.1', games: '0' }, () => 'me', 'en')).toThrow(/--games/);
  });
});
