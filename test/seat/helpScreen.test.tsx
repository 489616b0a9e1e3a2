/** The help (?) names the tutorial on its title line, in every language, within the title line's width. */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import { displayWidth } from '../../src/core/names.js';
import { LANGUAGES } from '../../src/i18n/lang.js';
import { HelpScreen } from '../../src/seat/screens.js';
import { LAYOUT_WIDTH } from '../../src/term/layout.js';
import { LocaleProvider } from '../../src/term/locale.js';

describe('the help screen', () => {
  it.each([...LANGUAGES])('in %s names `shift-poker tutorial` beside its title, within the width of the title line', async (lang) => {
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang={lang}>
          <HelpScreen strictOrder={false} tiebreak="category" barriers={true} />
        </LocaleProvider>,
      );
    });
    const lines = app.lastFrame()!.split('\n');
    expect(lines[0]).toContain('shift-poker tutorial');
    // Title, the tutorial and the closing keys share the line without running past the width the title line is padded to.
    expect(displayWidth(lines[0]!.trimEnd())).toBe(LAYOUT_WIDTH - 3);
    await act(async () => {
      app.unmount();
    });
  });
});
