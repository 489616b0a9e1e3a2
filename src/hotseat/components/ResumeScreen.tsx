/**
 * The question before a new game: resume the unfinished saved match (Enter),
 * start anew (n), discard it (d, asked again first) or quit (q).
 */

import { Box } from 'ink';
import React from 'react';
import type { ResumePrompt } from '../controller.js';
import { LAYOUT_WIDTH, wrapText } from '../../term/layout.js';
import { matchWords } from '../../room/words.js';
import { seatWords } from '../../seat/words.js';
import { useLang } from '../../term/locale.js';
import { LinesView, seg, type Line } from '../../term/lines.js';

export function ResumeScreen({ prompt, ascii }: { readonly prompt: ResumePrompt; readonly ascii: boolean }): React.JSX.Element {
  const lang = useLang();
  const words = matchWords(lang);
  const screen = seatWords(lang).screen;
  const lines: Line[] = [[seg(' SHIFT POKER', { dim: true })], []];
  if (prompt.notice !== null) {
    // The line names a file, whose path may be long: wrapped, never cut.
    lines.push(
      [seg(` ${prompt.refused === true ? words.resumeRefused : words.resumeBadFile}`, { bold: true })],
      ...wrapText(prompt.notice, LAYOUT_WIDTH - 2, 2).map((line) => [seg(` ${line}`)]),
      [],
    );
  }
  if (prompt.label !== null) {
    lines.push(
      [seg(` ${words.resumeTitle}:`, { bold: true })],
      // Four long names and the position do not fit one line: wrapped, never cut.
      ...wrapText(prompt.label, LAYOUT_WIDTH - 4, 2).map((line) => [seg(`   ${line}`)]),
      [],
    );
    if (prompt.confirmDiscard === true && prompt.players != null) {
      const question = wrapText(`${words.discardQuestion(prompt.players)} ${screen.quitShort}`, LAYOUT_WIDTH - 2, 2);
      lines.push(...question.map((line) => [seg(` ${line}`, { bold: true })]));
    } else {
      lines.push([
        seg(' '),
        seg('Enter', { bold: true }),
        seg(words.resumeEnter),
        seg('n', { bold: true }),
        seg(words.resumeNew),
        ...(prompt.players == null ? [] : [seg('d', { bold: true }), seg(words.resumeDiscard)]),
        seg('q', { bold: true }),
        seg(words.resumeQuit),
      ]);
    }
  } else {
    lines.push([seg(' '), seg('Enter', { bold: true }), seg(words.resumeNewOnly), seg('q', { bold: true }), seg(words.resumeQuit)]);
  }
  // The label is the saved match's names and position: plain text, no card.
  void ascii;
  return (
    <Box flexDirection="column">
      <LinesView lines={lines} />
    </Box>
  );
}
