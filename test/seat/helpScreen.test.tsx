/** The help (?) names the tutorial on its title line, in every language, within the title line's width. */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { displayWidth } from '../../src/core/playerNames.js';
import { LANGUAGES } from '../../src/i18n/lang.js';
import { HelpScreen } from '../../src/seat/screens.js';
import { frameHeight, LAYOUT_WIDTH } from '../../src/term/layout.js';
import { glyphs } from '../../src/term/glyphs.js';
import { tutorialWords } from '../../src/tutorial/words.js';
import { LocaleProvider } from '../../src/term/locale.js';

describe('the help screen', () => {
  it.each([...LANGUAGES])('in %s names `shift-poker tutorial` beside its title or just below it, within the width of the title line', async (lang) => {
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang={lang}>
          <HelpScreen strictOrder={false} tiebreak="category" barriers={true} />
        </LocaleProvider>,
      );
    });
    const lines = app.lastFrame()!.split('\n');
    expect(lines.slice(0, 2).join('\n')).toContain('shift-poker tutorial');
    // Title and closing keys (and the lessons, where they fit) share the line without running past the width the title line is padded to.
    expect(displayWidth(lines[0]!.trimEnd())).toBe(LAYOUT_WIDTH - 3);
    expect(displayWidth(lines[1]!.trimEnd())).toBeLessThanOrEqual(LAYOUT_WIDTH - 3);
    await act(async () => {
      app.unmount();
    });
  });

  it('names the lessons as the player started the program, whole on a line of its own where it does not fit beside the title', async () => {
    const frame = async (tutorialCommand: string): Promise<string[]> => {
      let app!: ReturnType<typeof render>;
      await act(async () => {
        app = render(
          <LocaleProvider lang="de">
            <HelpScreen strictOrder={false} tiebreak="category" barriers={true} tutorialCommand={tutorialCommand} />
          </LocaleProvider>,
        );
      });
      const lines = app.lastFrame()!.split('\n');
      await act(async () => {
        app.unmount();
      });
      return lines;
    };
    const short = await frame('npm start -- tutorial');
    expect(short.slice(0, 2).join('\n')).toContain('Lektionen: npm start -- tutorial');
    expect(short.join('\n')).not.toContain('shift-poker');
    const long = await frame('npm start -- --lang de --screen-reader tutorial');
    expect(long[1]).toContain('Lektionen: npm start -- --lang de --screen-reader tutorial');
    for (const line of long.slice(0, 2)) expect(displayWidth(line.trimEnd())).toBeLessThanOrEqual(LAYOUT_WIDTH - 3);
  });

  // At its tallest: in a game of people at one keyboard (the barrier's two lines) with kickers and strict order; in a lesson,
  // with its own keys and kickers; key names in words (--ascii) or not.
  it.each([...LANGUAGES].flatMap((lang) => [false, true].map((ascii) => [lang, ascii] as const)))(
    'in %s (ascii %s) fits a 24-row terminal at its tallest, in a game and in a lesson',
    async (lang, ascii) => {
      const lesson = { strictOrder: false, barriers: false, frontKeys: tutorialWords(lang).helpKeys({ dot: glyphs(ascii, lang).dot }) };
      for (const settings of [{ strictOrder: true, barriers: true }, lesson]) {
        let app!: ReturnType<typeof render>;
        await act(async () => {
          app = render(
            <LocaleProvider lang={lang}>
              <HelpScreen tiebreak="kickers" ascii={ascii} {...settings} />
            </LocaleProvider>,
          );
        });
        expect(app.lastFrame()!.split('\n').length).toBeLessThanOrEqual(frameHeight({ columns: 80, rows: 24 }));
        await act(async () => {
          app.unmount();
        });
      }
    },
  );
});
