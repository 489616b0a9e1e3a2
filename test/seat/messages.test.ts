/** The message line: a message the screen gives without data fits in one line of 80 columns after its " ! ", in every language. */

import { describe, expect, it } from '@jest/globals';
import { displayWidth } from '../../src/core/playerNames.js';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import { messageText, type UiMessage } from '../../src/seat/messages.js';
import { glyphs } from '../../src/term/glyphs.js';
import { LAYOUT_WIDTH } from '../../src/term/layout.js';

const FIXED: readonly UiMessage[] = [
  { code: 'swapCancelled' },
  { code: 'swapPickOwn' },
  { code: 'swapPickMiddle' },
  { code: 'swapAllConfirm' },
  { code: 'chooseActionFirst', actions: ['shift', 'swap', 'swapAll', 'pass'] },
  { code: 'chooseActionFirst', actions: ['shift'] },
  { code: 'chooseActionFirst', actions: ['swap', 'swapAll', 'pass'] },
  { code: 'firstActionDone' },
  { code: 'pressEnterToEnd' },
  { code: 'pressEnterForResults' },
  { code: 'resultsKeys', exit: 'quit' },
  { code: 'resultsKeys', exit: 'leave' },
  { code: 'watching' },
  { code: 'tableMoved' },
  { code: 'resultsReady' },
  { code: 'youAreReady' },
  { code: 'releaseKeys' },
  { code: 'hintsOff' },
  { code: 'matchOver' },
];

describe('the message line', () => {
  it.each(LANGUAGES)('is never cut for a message without data (%s)', (lang) => {
    const tooWide = FIXED.flatMap((message) => {
      const line = ` ! ${messageText(message, lang, glyphs(false, lang), [])}`;
      return displayWidth(line) <= LAYOUT_WIDTH - 1 ? [] : [`${message.code}: ${line}`];
    });
    expect(tooWide).toEqual([]);
  });
});
