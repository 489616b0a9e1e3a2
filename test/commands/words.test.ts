/** The command line's words (src/commands/words*.ts). */

import { describe, expect, it } from '@jest/globals';
import { cliWords } from '../../src/commands/words.js';

describe('lines of the command line', () => {
  it('start in lower case where the screens write a sentence, but keep a German noun and anything else as it is', () => {
    expect(cliWords('en').error.asLine('The name "Ann" is taken twice')).toBe('the name "Ann" is taken twice');
    expect(cliWords('en').error.asLine('A player name cannot be empty')).toBe('a player name cannot be empty');
    expect(cliWords('en').error.asLine('"Ann" is taken')).toBe('"Ann" is taken');
    expect(cliWords('en').error.asLine('ENOENT')).toBe('ENOENT');
    expect(cliWords('de').error.asLine('Ein Spielername darf nicht leer sein')).toBe('ein Spielername darf nicht leer sein');
    expect(cliWords('de').error.asLine('Spieler fehlen')).toBe('Spieler fehlen');
  });
});
