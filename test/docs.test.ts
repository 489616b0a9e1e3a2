/** The README and the pages under docs/: every relative link leads to a file that exists, and to a heading in it. */

import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { glossaryTable } from '../src/i18n/glossary.de.js';
import { seatWords } from '../src/seat/words.js';

const ROOT = path.join(import.meta.dirname, '..');
const PAGES = [
  'README.md',
  'README.de.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/gu, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /gu, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/gu, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gmu)].map((match) => anchor(match[1]!)));
}

/** Every [text](target) outside code blocks whose target is no web address. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/gu, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/gu)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/u.test(target));
}

describe('the documentation', () => {
  it.each(PAGES)('%s: every link resolves', (page) => {
    const from = path.join(ROOT, page);
    const broken: string[] = [];
    for (const target of relativeLinks(from)) {
      const [file = '', hash] = target.split('#');
      const resolved = file === '' ? from : path.resolve(path.dirname(from), file);
      if (!existsSync(resolved)) broken.push(`${target}: no such file`);
      else if (hash !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(hash)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it('the README stays short and links every page under docs/', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThan(220);
    // It starts with the two commands a newcomer runs.
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    for (const page of PAGES.filter((name) => name.startsWith('docs/'))) expect(relativeLinks(path.join(ROOT, 'README.md'))).toContain(page);
  });

  it("README.de.md follows the README's plan: as short, the same sections in the same order, every page under docs/ linked", () => {
    const levels = (file: string): string[] =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8')
          .replace(/```[\s\S]*?```/gu, '')
          .matchAll(/^(#{1,6}) /gmu),
      ].map((match) => match[1]!);
    const german = readFileSync(path.join(ROOT, 'README.de.md'), 'utf8');
    expect(german.split('\n').length).toBeLessThan(220);
    expect(levels('README.de.md')).toEqual(levels('README.md'));
    expect(german).toContain('npm install && npm start');
    for (const page of PAGES.filter((name) => name.startsWith('docs/'))) expect(relativeLinks(path.join(ROOT, 'README.de.md'))).toContain(page);
    // The quit question is answered with j in German.
    expect(german).toMatch(/^\| `q` \|.*`j`/mu);
  });

  it('the check finds a broken link (it is not vacuous)', () => {
    expect(relativeLinks(path.join(ROOT, 'README.md')).length).toBeGreaterThan(5);
    expect(anchorsOf(path.join(ROOT, 'README.md')).has('hints')).toBe(true);
    expect(anchorsOf(path.join(ROOT, 'README.md')).has('no-such-heading')).toBe(false);
  });

  it('docs/languages.md names the yes key the German quit question shows', () => {
    const yes = /^\((\w)\//u.exec(seatWords('de').screen.quitShort)![1]!;
    expect(yes).toBe('j');
    const text = readFileSync(path.join(ROOT, 'docs/languages.md'), 'utf8').replace(/\s+/gu, ' ');
    expect(text).toContain(`shows \`${yes}\``);
    expect(text).not.toContain('(`y`/`n` included)');
  });

  it('docs/languages.md shows the German glossary as src/i18n/glossary.de.ts has it, row for row', () => {
    const text = readFileSync(path.join(ROOT, 'docs/languages.md'), 'utf8');
    const table = glossaryTable();
    expect(table.split('\n').length).toBeGreaterThan(20);
    expect(text).toContain(`\n${table}\n`);
  });

  it('docs/development.md has a line for every folder of src/ in its picture and its layers, and its key press path names files that exist', () => {
    const text = readFileSync(path.join(ROOT, 'docs', 'development.md'), 'utf8');
    const [picture = '', layers = '', keyPath = ''] = [...text.matchAll(/```\n([\s\S]*?)```/gu)].map((match) => match[1]!);
    const src = path.join(ROOT, 'src');
    const folders = readdirSync(src, { withFileTypes: true })
      // A folder git keeps (an empty one left by a move is no part of the house).
      .filter((entry) => entry.isDirectory() && readdirSync(path.join(src, entry.name)).length > 0)
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    const undrawn = folders.filter((folder) => !new RegExp(`^src/${folder}/ `, 'mu').test(picture));
    expect(undrawn).toEqual([]);
    const unlayered = folders.filter((folder) => !new RegExp(`(^|[ ,])${folder}([ ,]|$)`, 'mu').test(layers));
    expect(unlayered).toEqual([]);
    const named = [...keyPath.matchAll(/\b([a-z]+\/[\w/]+\.tsx?)\b/gu)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(8);
    expect(named.filter((file) => !existsSync(path.join(src, file)))).toEqual([]);
  });
});
