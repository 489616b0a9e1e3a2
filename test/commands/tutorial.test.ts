/** `tutorial`: the line after its last lesson names the commands as the player started the program, in its language and mode. */

import { describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import type { CliIo } from '../../src/commands/io.js';
import { runTutorialCommand } from '../../src/commands/tutorial/run.js';

describe('the end of the tutorial', () => {
  it.each([
    ['en', 'npm start -- --screen-reader', "Start a game with 'npm start -- --screen-reader', or repeat it with 'npm start -- --screen-reader tutorial'."],
    ['de', 'npm start -- --lang de --screen-reader', "gib 'npm start -- --lang de --screen-reader' ein, für die Lektionen noch mal 'npm start -- --lang de --screen-reader tutorial'."],
  ] as const)('in %s begins its commands as the player started: %s', async (lang, invoked, expected) => {
    const stdin = new PassThrough();
    let out = '';
    const stdout = new PassThrough();
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const io = { stdin, stdout, stderr: new PassThrough() } as unknown as CliIo;
    const done = runTutorialCommand({ ascii: false, screenReader: true, lang }, { io, lang, invoked, onExitCode: () => {} });
    // "next" ("weiter") skips each of the eight lessons; after the last it finishes.
    stdin.end(`${lang === 'de' ? 'weiter' : 'next'}\n`.repeat(8));
    expect(await done).toBe(0);
    expect(out).toContain(expected);
    expect(out).not.toContain("'shift-poker");
  });
});
