/**
 * The hotseat's own screens around the seat screens: the barrier between
 * players and the setup. None of them gets more than it shows.
 */

import { Box, Text } from 'ink';
import React from 'react';
import { MAX_PLAYERS, MIN_PLAYERS, MIN_ROUNDS, MAX_ROUNDS } from '../../core/types.js';
import { LAYOUT_WIDTH, wrapText } from '../../term/layout.js';
import { useLang } from '../../term/locale.js';
import { messageText, type UiMessage } from '../../seat/messages.js';
import { DEFAULT_ROUNDS, menuItems, menuLabel, nextHumanSeat, setupMessageText, type SetupState } from '../setup.js';
import { glyphs } from '../../term/glyphs.js';
import { LinesView, LineView, plain, richSegs, seg, wrapLine, type Line } from '../../term/lines.js';
import { seatWords } from '../../seat/words.js';
import { uiWords } from '../words.js';
import { coreWords } from '../../i18n/catalog.js';
import type { Rich } from '../../i18n/rich.js';

function QuitPrompt({ question, keys }: { readonly question: string; readonly keys: Rich }): React.JSX.Element {
  return <LineView line={[seg(` ${question} `, { bold: true }), ...richSegs(keys)]} />;
}

/** Hides everything: only the next player's name and the round. */
/** The barrier's box is 64 columns wide; its text has what the border and the padding leave. */
const BARRIER_WIDTH = 64;
const BARRIER_TEXT_WIDTH = BARRIER_WIDTH - 2 - 4;

export function BarrierScreen({
  name,
  round,
  rounds,
  message = null,
  note = null,
  quitting,
  ascii,
}: {
  readonly name: string;
  readonly round: number;
  readonly rounds: number;
  /** Why Space did not open it yet, or null. */
  readonly message?: UiMessage | null;
  /** A line about a saved match the typed game did not resume (HotseatMatch.note): below the box, which says only whose turn it is. */
  readonly note?: string | null;
  readonly quitting: boolean;
  readonly ascii: boolean;
}): React.JSX.Element {
  const lang = useLang();
  return (
    <Box flexDirection="column">
      <LineView line={[seg(` ${seatWords(lang).screen.title}`, { dim: true })]} />
      <Box marginTop={4} marginLeft={8} width={BARRIER_WIDTH} flexDirection="column" borderStyle={ascii ? 'classic' : 'round'} paddingX={2} paddingY={1}>
        <LineView line={richSegs(uiWords(lang).barrier.next({ name }))} />
        <LineView line={plain(uiWords(lang).barrier.round({ round, rounds }))} />
        <Text> </Text>
        <LinesView lines={wrapLine(richSegs(uiWords(lang).barrier.onlyYou({ name })), BARRIER_TEXT_WIDTH)} />
        {message === null ? null : (
          <LinesView lines={wrapText(messageText(message, lang, glyphs(ascii, lang), []), BARRIER_TEXT_WIDTH).map((line) => [seg(line, { bold: true })])} />
        )}
      </Box>
      <Box marginTop={1} marginLeft={8}>
        {quitting ? <QuitPrompt question={seatWords(lang).screen.quitQuestion} keys={seatWords(lang).screen.quitKeys} /> : <LineView line={richSegs(uiWords(lang).barrier.keys)} />}
      </Box>
      {note === null ? null : (
        // Its path may be wider than a line: broken only after a separator (wrapText).
        <Box marginTop={1} flexDirection="column">
          <LinesView lines={wrapText(note, LAYOUT_WIDTH - 1).map((line) => [seg(` ${line}`)])} />
        </Box>
      )}
    </Box>
  );
}

export function SetupScreen({
  setup,
  quitting,
  ascii = false,
  note = null,
}: {
  readonly setup: SetupState;
  readonly quitting: boolean;
  readonly ascii?: boolean;
  /** A line about a saved match the typed game did not resume (HotseatMatch.note). */
  readonly note?: string | null;
}): React.JSX.Element {
  const lang = useLang();
  const words = uiWords(lang).setup;
  const { dot, upDown } = glyphs(ascii, lang);
  const lines: Line[] = [[seg(` ${seatWords(lang).screen.title} ${dot} ${words.title}`, { bold: true })], []];
  lines.push(plain(` ${words.players({ min: MIN_PLAYERS, max: MAX_PLAYERS })}`));
  if (setup.seats.length === 0) lines.push([seg(`   ${words.nobody}`, { dim: true })]);
  setup.seats.forEach((seat, index) => {
    const bots = coreWords(lang).bots;
    const label = seat.bot === null ? '' : words.computerSeat({ level: bots.level[seat.bot], description: bots.description[seat.bot] });
    lines.push([seg(`   ${index + 1}. `), seg(seat.name, { bold: true }), seg(label, { dim: true })]);
  });
  lines.push([]);
  switch (setup.step) {
    case 'names':
      lines.push([seg(` ${words.namePrompt({ number: nextHumanSeat(setup.seats) + 1 })}`), seg(setup.input, { bold: true }), seg('_')]);
      lines.push([seg(` ${words.nameHint({ dot })}`, { dim: true })]);
      break;
    case 'menu': {
      const items = menuItems(setup);
      const selected = Math.min(setup.menuIndex, items.length - 1);
      items.forEach((item, index) => {
        const active = index === selected;
        lines.push([seg(active ? ' > ' : '   ', { bold: true }), seg(menuLabel(item, lang), { bold: active, color: active ? 'cyan' : undefined })]);
      });
      const current = items[selected]!;
      lines.push([seg(` ${words.menuHint({ upDown, dot })}`, { dim: true })]);
      if (current.id === 'bot') {
        const hint = words.botHint({ level: coreWords(lang).bots.level[current.level], description: coreWords(lang).bots.description[current.level] });
        lines.push([seg(` ${hint}`, { dim: true })]);
      }
      break;
    }
    case 'rounds':
      lines.push([seg(` ${words.roundsPrompt({ min: MIN_ROUNDS, max: MAX_ROUNDS, default: DEFAULT_ROUNDS })}`), seg(setup.input, { bold: true }), seg('_')]);
      lines.push([seg(` ${setup.askSeats ? words.backToPlayers : words.quitKey}`, { dim: true })]);
      break;
  }
  lines.push([]);
  if (note !== null) {
    // It names a file, whose path may be long: wrapped, never cut.
    lines.push(...wrapText(note, LAYOUT_WIDTH - 1).map((line) => [seg(` ${line}`)]), []);
  }
  if (setup.message !== null) {
    // A long problem (a taken name in German) wraps under itself rather than being cut.
    const message = wrapLine(plain(setupMessageText(setup.message, lang)), LAYOUT_WIDTH - 3);
    message.forEach((line, index) => lines.push([seg(index === 0 ? ' ! ' : '   ', { bold: true, color: 'yellow' }), ...line]));
  }
  return (
    <Box flexDirection="column" width={LAYOUT_WIDTH}>
      <LinesView lines={lines} />
      {quitting ? <QuitPrompt question={words.quitQuestion} keys={words.quitKeys} /> : null}
    </Box>
  );
}
