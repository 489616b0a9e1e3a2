/** The line editing of the screen-reader mode over ssh: echo, Backspace, Enter, leaving, escape sequences, long lines. */

import { describe, expect, it } from '@jest/globals';
import { LineChannel, LineEditor, MAX_LINE_TOKENS, sentenceWriter } from '../../src/reader/lineEditor.js';

describe('the line editor', () => {
  it('echoes what is typed and hands over the line at Enter (CR, LF or CR LF, one line each)', () => {
    const editor = new LineEditor();
    expect(editor.feed('le')).toEqual({ echo: 'le', lines: [], leave: false });
    expect(editor.feed('ft\r')).toEqual({ echo: 'ft\r\n', lines: ['left'], leave: false });
    expect(editor.feed('pass\r\nhand\n')).toEqual({ echo: 'pass\r\nhand\r\n', lines: ['pass', 'hand'], leave: false });
    expect(editor.feed('\r')).toEqual({ echo: '\r\n', lines: [''], leave: false });
  });

  it('takes Backspace back one whole character, two columns for a wide one, a joined emoji at once', () => {
    const editor = new LineEditor();
    editor.feed('ab');
    expect(editor.feed('\u007F').echo).toBe('\b \b');
    editor.feed('漢👩‍💻');
    expect(editor.feed('\u007F').echo).toBe('\b \b\b \b');
    expect(editor.echoed).toBe('a漢');
    expect(editor.feed('\b').echo).toBe('\b \b\b \b');
    expect(editor.feed('\r').lines).toEqual(['a']);
    // Nothing to take back: nothing echoed.
    expect(editor.feed('\u007F').echo).toBe('');
  });

  it('keeps an arrow key in the line unechoed (the reader reads it as the shift it means), and drops other control keys', () => {
    const editor = new LineEditor();
    const edited = editor.feed('\u001B[D\t\u0007\r');
    expect(edited.echo).toBe('\r\n');
    expect(edited.lines).toEqual(['\u001B[D']);
  });

  it('drops a string sequence (a window title) and bytes that were no UTF-8 whole: nothing of them echoed or kept', () => {
    const editor = new LineEditor();
    const edited = editor.feed('a\u001B]0;evil\u0007b\u001BP1$r\u001B\\c\uFFFDd\r');
    expect(edited.echo).toBe('abcd\r\n');
    expect(edited.lines).toEqual(['abcd']);
  });

  it('leaves on Ctrl+C, and on Ctrl+D only when the line is empty', () => {
    expect(new LineEditor().feed('ab\u0003').leave).toBe(true);
    const editor = new LineEditor();
    expect(editor.feed('ab\u0004').leave).toBe(false);
    expect(editor.feed('\r\u0004').leave).toBe(true);
  });

  it('collects at most MAX_LINE_TOKENS characters of a line: a pasted page is not kept', () => {
    const editor = new LineEditor();
    const edited = editor.feed(`${'y'.repeat(MAX_LINE_TOKENS + 50)}\r`);
    expect(edited.lines).toEqual(['y'.repeat(MAX_LINE_TOKENS)]);
    expect(edited.echo).toBe(`${'y'.repeat(MAX_LINE_TOKENS)}\r\n`);
  });
});

describe('sentences between typed keys', () => {
  it('writes the sentences said together at once, and the half-typed line once below them', async () => {
    const editor = new LineEditor();
    const written: string[] = [];
    const say = sentenceWriter(editor, (text) => written.push(text));
    say('Ann passes.');
    await Promise.resolve();
    expect(written).toEqual(['Ann passes.\r\n']);
    editor.feed('le');
    say('Ben shifts left.');
    say('Your turn, Ann.');
    await Promise.resolve();
    expect(written[1]).toBe('\r\nBen shifts left.\r\nYour turn, Ann.\r\nle');
  });
});

describe('a line channel', () => {
  it('ends a half-typed line before leaving, so that the goodbye starts a line of its own', () => {
    const written: string[] = [];
    let left = 0;
    const channel = new LineChannel({ write: (text) => written.push(text), onLine: () => undefined, onLeave: () => (left += 1) });
    channel.input('lef\u0003');
    expect(written.join('')).toBe('lef\r\n');
    expect(left).toBe(1);
  });
});
