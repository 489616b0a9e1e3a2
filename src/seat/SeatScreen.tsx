/**
 * One seat's screen, drawn from its model (model.ts) alone: the table, the
 * results, the help or the whole game log, inside a box no taller than the
 * terminal minus one line. The hotseat, every ssh player, every spectator
 * and the host's own seat draw their tables with this.
 */

import React from 'react';
import { fullLogRows, type TerminalSize } from '../term/layout.js';
import { ScreenFrame } from '../term/ScreenFrame.js';
import type { SeatScreenModel } from './model.js';
import { GameLogScreen, HelpScreen, ResultsScreen } from './screens.js';
import { TableScreen } from './TableScreen.js';

export function SeatScreen({ model, size, ascii }: { readonly model: SeatScreenModel; readonly size: TerminalSize; readonly ascii: boolean }): React.JSX.Element {
  return (
    <ScreenFrame size={size} ascii={ascii}>
      {model.kind === 'tooSmall' ? null : <SeatBody model={model} size={size} ascii={ascii} />}
    </ScreenFrame>
  );
}

/** The screen inside the frame (also for front ends that draw their own frame around it). */
export function SeatBody({
  model,
  size,
  ascii,
  tutorialCommand,
}: {
  readonly model: Exclude<SeatScreenModel, { kind: 'tooSmall' }>;
  readonly size: TerminalSize;
  readonly ascii: boolean;
  /** The command that starts the lessons, as the player started this program (HelpScreen's; `shift-poker tutorial` when absent). */
  readonly tutorialCommand?: string;
}): React.JSX.Element {
  switch (model.kind) {
    case 'help':
      return (
        <HelpScreen
          strictOrder={model.strictOrder}
          tiebreak={model.tiebreak}
          barriers={model.barriers}
          hints={model.hints}
          ascii={ascii}
          exit={model.exit}
          {...(model.frontKeys === undefined ? {} : { frontKeys: model.frontKeys })}
          {...(tutorialCommand === undefined ? {} : { tutorialCommand })}
        />
      );
    case 'log':
      return <GameLogScreen lines={model.lines} first={model.first} total={model.total} height={fullLogRows(size)} ascii={ascii} />;
    case 'table':
      return <TableScreen table={model.table} quitting={model.quitting} size={size} />;
    case 'results':
      return <ResultsScreen results={model.results} />;
  }
}
