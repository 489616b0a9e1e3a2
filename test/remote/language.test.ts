/**
 * The language of each ssh client: its screen, the refusal or goodbye written
 * to it and the host's notices in its log follow the LANG / LC_* it sends,
 * else the host's language; the host's language does not change.
 */

import { describe, expect, it } from '@jest/globals';
import { englishSentenceIn } from '../i18n/englishSentences.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { PASSWORD, startTestHost } from './helpers.js';
import { sshRuns, type Player } from '../support/ssh.js';
import { KEYS } from '../support/keyBytes.js';

// Ink's act() warnings are for component tests; these screens run as in the real server.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const GERMAN = { LANG: 'de_DE.UTF-8' };

const ssh = sshRuns({ password: PASSWORD });

function join(name: string, env: Record<string, string> = {}): Promise<Player> {
  return ssh.join(name, { env });
}

/** A German screen or line holds no word of the English UI once the players' names are left out. */
function expectGerman(text: string, ...names: string[]): void {
  let words = text;
  for (const name of names) words = words.replaceAll(name, '');
  expect([text, strayEnglish(words), englishSentenceIn(words)]).toEqual([text, null, null]);
}

describe('each ssh client in its own language', () => {
  it('a German client gets a German lobby while the host and a client that names no language stay English', async () => {
    await ssh.serve(startTestHost({ seats: [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }] }));
    const anna = await join('Anna', GERMAN);
    const carl = await join('Carl');
    const lobby = await anna.waitFor(/Carl/u);
    expect(lobby).toContain('SHIFT POKER · Warten auf Spieler');
    expect(lobby).toContain('Das Spiel beginnt, sobald alle Plätze besetzt sind');
    expect(lobby).toMatch(/1\. Anna\s+\(du\)/u);
    expect(lobby).toContain('freier Platz');
    expectGerman(lobby, 'Anna', 'Carl');
    await carl.waitFor('Waiting for players');
    expect(await carl.screen()).toMatch(/1\. Anna\s+2\. Carl\s+\(you\)/su);
  });

  it("a refusal is written in the client's language", async () => {
    await ssh.serve(startTestHost({ seats: [{ kind: 'local', name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }] }));
    await join('Anna');
    const german = await join('ANNA', { LC_ALL: 'de_AT.UTF-8', LANG: 'en_US.UTF-8' });
    await german.closedAt;
    expect(german.raw).toContain('„ANNA“ ist an diesem Tisch schon verbunden.');
    expectGerman(german.raw, 'ANNA');
    const taken = await join('host', GERMAN);
    await taken.closedAt;
    expect(taken.raw).toContain('Der Name „host“ ist an diesem Tisch vergeben');
    expectGerman(taken.raw.replace(/\([^)]*\)/gu, ''), 'host');
    const english = await join('HOST', { LANG: 'C.UTF-8' });
    await english.closedAt;
    expect(english.raw).toContain('The name "HOST" is taken at this table');
    // A Cyrillic а: a different name that reads like Anna's, refused with one line.
    const lookalike = await join('\u0430nna', GERMAN);
    await lookalike.closedAt;
    expect(lookalike.raw).toContain('Der Name „\u0430nna“ sieht aus wie „Anna“ an diesem Tisch');
    const englishLookalike = await join('\u0410NNA');
    await englishLookalike.closedAt;
    expect(englishLookalike.raw).toContain('The name "\u0410NNA" looks like "Anna" at this table');
  });

  it('under a German host, a client that names no language reads German, and one that asks for C reads English', async () => {
    await ssh.serve(startTestHost({ lang: 'de', seats: [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }] }));
    const anna = await join('Anna');
    const lobby = await anna.waitFor('Warten auf Spieler');
    expectGerman(lobby, 'Anna');
    const bob = await join('Bob', { LC_ALL: 'C' });
    await bob.waitFor('Waiting for players');
    const refused = await join('bob');
    await refused.closedAt;
    expect(refused.raw).toMatch(/„bob“ ist an diesem Tisch schon verbunden/u);
  });

  it("in the game: the German player's table, the host's notices and the goodbye are German, the other player's English", async () => {
    await ssh.serve(startTestHost());
    const anna = await join('Anna', GERMAN);
    const bob = await join('Bob');
    const table = await anna.waitFor('Deine Hand');
    expectGerman(table, 'Anna', 'Bob');
    await bob.waitFor('Your hand');
    bob.press(KEYS.ctrlC);
    await bob.closedAt;
    // The way back: the seat waits, and the port the host listens on.
    expect(bob.raw).toMatch(/Bye! Your seat waits for you while the host runs: ssh -p \d+ Bob@<address> brings you back\./u);
    const notice = await anna.waitFor(/Bob ist gegangen\./u);
    expect(notice).toMatch(/\* Bob ist gegangen\. Ein Bot übernimmt, falls Bob nicht binnen 60 s/u);
    expectGerman(notice, 'Anna', 'Bob');
    anna.press('q');
    await anna.waitFor('Den Tisch verlassen?');
    // The German screen asks for j (ja).
    await anna.waitFor('j gehen');
    anna.press('j');
    await anna.closedAt;
    expect(anna.raw).toMatch(/Tschüss! Dein Platz wartet auf dich, solange der Host läuft: ssh -p \d+ Anna@<adresse> bringt dich zurück\./u);
  });
});
