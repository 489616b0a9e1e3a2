/**
 * `tutorial [lesson]`: a lesson to begin with by its number, one that does
 * not exist pointing at the tutorial's own help, which lists them; and the
 * line after its last lesson, naming the commands as the player started the
 * program, in its language and mode.
 */

import { describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import type { CliIo } from '../../src/commands/io.js';
import { firstLesson } from '../../src/commands/tutorial/tutorialCommand.js';
import { runTutorialCommand } from '../../src/commands/tutorial/startTutorial.js';
import { LESSONS } from '../../src/tutorial/lessons.js';
import { runCli } from '../cliRun.js';

describe('shift-poker tutorial [lesson]', () => {
  it('takes a lesson by its number, none meaning the first', () => {
    expect(firstLesson(undefined, { lang: 'en' })).toBe(0);
    expect(firstLesson('5', { lang: 'en' })).toBe(4);
    expect(firstLesson(String(LESSONS.length), { lang: 'en' })).toBe(LESSONS.length - 1);
  });

  it.each(['0', String(LESSONS.length + 1), 'two', '1.5', '-1'])("refuses lesson %s, pointing at the tutorial's own help", async (lesson) => {
    const { code, stderr } = await runCli(['tutorial', lesson], { LANG: 'C' });
    expect(code).toBe(2);
    expect(stderr).toContain(`there is no lesson "${lesson}": the lessons are numbered 1 to ${LESSONS.length}`);
    expect(stderr).toMatch(/\(see '.*shift-poker tutorial --help'\)\n$/u);
  });

  it('says so in German too', async () => {
    const { code, stderr } = await runCli(['tutorial', '99'], { LANG: 'de_DE.UTF-8' });
    expect(code).toBe(2);
    expect(stderr).toContain(`es gibt keine Lektion „99“: die Lektionen sind von 1 bis ${LESSONS.length} nummeriert`);
    expect(stderr).toContain('tutorial --help');
  });

  it('lists every lesson by number and title in its --help', async () => {
    const { code, stdout } = await runCli(['tutorial', '--help'], { LANG: 'C' });
    expect(code).toBe(0);
    expect(stdout).toMatch(/\[lesson\]/u);
    expect(stdout).toContain('Lessons:');
    expect(stdout).toContain('   1  A turn is two actions');
    expect(stdout).toContain(`   ${LESSONS.length}  Who wins: shared places`);
  });
});

describe('the end of the tutorial', () => {
  it.each([
    ['en', 'npm start -- --screen-reader', "Start a game with 'npm start -- --screen-reader', or repeat it with 'npm start -- --screen-reader tutorial'."],
    [
      'de',
      'npm start -- --lang de --screen-reader',
      "gib 'npm start -- --lang de --screen-reader' ein, für die Lektionen noch mal 'npm start -- --lang de --screen-reader tutorial'.",
    ],
  ] as const)('in %s begins its commands as the player started: %s', async (lang, invoked, expected) => {
    const stdin = new PassThrough();
    let out = '';
    const stdout = new PassThrough();
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const io = { stdin, stdout, stderr: new PassThrough() } as unknown as CliIo;
    const done = runTutorialCommand({ ascii: false, screenReader: true, lang }, { io, lang, invoked, onExitCode: () => {} });
    // "next" ("weiter") skips each lesson; after the last it finishes.
    stdin.end(`${lang === 'de' ? 'weiter' : 'next'}\n`.repeat(LESSONS.length));
    expect(await done).toBe(0);
    expect(out).toContain(expected);
    expect(out).not.toContain("'shift-poker");
  });
});
