/**
 * Every German catalog holds to the glossary (src/i18n/glossary.de.ts): one
 * German word for each game term, none of the variants it names. The
 * catalogs are found on disk, so a part added later is held to it too.
 */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GLOSSARY_DE, glossaryViolations } from '../../src/i18n/glossary.de.js';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** Every German catalog under src/, as paths from the root. */
function germanCatalogs(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'words.de.ts')
    .map((file) => path.join('src', file))
    .sort();
}

/**
 * An argument any sentence of a catalog can be called with: every field of
 * it is again such a value, calling it gives one, and it reads as 2 as a
 * number and "2" as text. A sentence that needs more (a list to map, a
 * known key) throws, and its source text is still read.
 */
const SAMPLE: unknown = new Proxy(function sample() {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 2 : '2') : key === Symbol.iterator ? undefined : SAMPLE),
  apply: () => SAMPLE,
});

/** Every text in `value` with where it stands: strings, the source of functions and what they give, nested objects and lists. */
function texts(value: unknown, at: string, out: { at: string; text: string }[], depth = 0): void {
  if (depth > 12) return;
  if (typeof value === 'string') out.push({ at, text: value });
  else if (typeof value === 'function') {
    out.push({ at: `${at} (source)`, text: value.toString() });
    for (const argument of [SAMPLE, 0, 1, 3]) {
      try {
        texts(value(argument, argument, argument), `${at}(…)`, out, depth + 1);
      } catch {
        // A sentence that needs a real argument: its source above is what is read.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, index) => texts(item, `${at}[${index}]`, out, depth + 1));
  else if (value !== null && typeof value === 'object' && value !== SAMPLE) {
    for (const [key, item] of Object.entries(value)) texts(item, `${at}.${key}`, out, depth + 1);
  }
}

/** The glossary's variants found in `file`'s catalogs, one line each. */
async function violationsOf(file: string): Promise<string[]> {
  const module = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, unknown>;
  const found: { at: string; text: string }[] = [];
  for (const [name, value] of Object.entries(module)) texts(value, `${file}: ${name}`, found);
  return [
    ...new Set(
      found.flatMap(({ at, text }) =>
        glossaryViolations(text).map((violation) => `${at}: "${violation.found}" (${violation.term}: say "${violation.german}", not ${violation.word})`),
      ),
    ),
  ];
}

describe('the German glossary', () => {
  it("is found: there are German catalogs to check, the command line's among them", () => {
    expect(germanCatalogs()).toEqual(expect.arrayContaining(['src/commands/words.de.ts', 'src/i18n/words.de.ts', 'src/seat/words.de.ts', 'src/tutorial/words.de.ts']));
  });

  it.each(germanCatalogs())('%s uses no variant the glossary rules out', async (file) => {
    expect(await violationsOf(file)).toEqual([]);
  });

  it('README.de.md uses no variant the glossary rules out', () => {
    const readme = readFileSync(path.join(ROOT, 'README.de.md'), 'utf8');
    const lines = readme.split('\n').flatMap((line, index) => glossaryViolations(line).map((violation) => `${index + 1}: "${violation.found}" in ${line.trim()}`));
    expect(lines).toEqual([]);
  });

  it('finds what it is there to find (the check is not vacuous)', () => {
    const samples: Record<string, string> = {
      'Dein Blatt ist ein Flush.': 'hand',
      'das beste Pokerblatt': 'hand',
      'Lektionen: shift-poker tutorial. Kurs: shift-poker tutorial': 'tutorial, course',
      Ablage: 'discard pile',
      'gegen Karte 2 der Mitte': 'a card of the middle',
      'die Karte der Mitte wählen': 'a card of the middle',
      'Nochmal spielen': 'again',
      'dein Buben-Paar gegen Bens Ass-Paar': 'a pair of jacks',
      'Tippe links oder rechts.': 'type a command',
      'Versuch: Schiebe die Mitte': 'a task in a lesson',
      'Zug: ←/→ schieben': 'action',
      'Alice hat die Karten nach links geschoben': 'shift',
      'Alice hat mit der Mitte alle drei getauscht': 'swap',
      'Nur die Kategorie zählt': 'hand category',
      'Züge: links oder rechts': 'action',
      'Spieler in Sitzreihenfolge': 'seat',
      'Partie beendet. Endstand:': 'ranking (the places after a game)',
      'noch einmal versuchen': 'again',
      'behält den Flush-Draw in Herz': 'flush draw (four cards of one suit)',
      'Bot Leicht (Bot, Leicht)': 'bot, computer player',
      'Drücke die Leertaste': 'press a key',
    };
    for (const [text, term] of Object.entries(samples)) expect(glossaryViolations(text).map((violation) => violation.term)).toContain(term);
    // And what it must let through.
    for (const text of [
      'Ablagestapel',
      'Deine Hand',
      'die Mittelkarte 2',
      'noch mal spielen',
      'ein Paar Buben',
      'Gib tipp ein für einen Tipp.',
      'Handbuch',
      'die Endkarte der Mitte',
      'Drück die Leertaste',
      'Enter drücken',
      'Gesamtwertung',
      'Nachziehstapel',
      'startPlayerDrawn',
    ]) {
      expect(glossaryViolations(text)).toEqual([]);
    }
  });

  it('names one German word per term, and never a word it rules out elsewhere', () => {
    const terms = GLOSSARY_DE.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of GLOSSARY_DE) expect(glossaryViolations(entry.german)).toEqual([]);
  });
});
