/**
 * Carrying out what a seat screen asks of the table, once for every front
 * end: the hotseat sends its seats' commands to its table, an ssh seat to
 * the match runner, each through its SeatPort (port.ts). What comes of a
 * command goes back to the screen as the seat screen's own messages: a
 * refusal as `refused`, a worked-out hint as `hintReady`.
 */

import type { CommandAnswer } from '../room/link.js';
import type { HintState, SeatMsg, TableCommand } from './model.js';
import type { PortAnswer, SeatPort } from './port.js';
import { workOutHint } from './workOutHint.js';

/** What the table's answer to a command tells the seat screen. */
export type SeatAnswer = Extract<SeatMsg, { readonly type: 'refused' | 'hintReady' }>;

/** The seat screen a command came from, as its front end holds it. */
export interface SeatScreenLink {
  /** The hint the screen waits for now, or null. */
  wanted(): HintState | null;
  /** Feeds an answer to the screen (its front end hands it to seatReducer). */
  answer(msg: SeatAnswer): void;
  /** Whether the screen is gone (nothing more to answer). */
  gone?(): boolean;
}

export function carryOut(command: TableCommand, port: SeatPort, screen: SeatScreenLink): void {
  if (command.type === 'hint') {
    const view = port.seatView(command.position.seat);
    if (view === null) return;
    void workOutHint(command.position, view, {
      wanted: () => screen.wanted(),
      suggest: (seatView) => port.suggest(seatView),
      deliver: (position, suggestion) => screen.answer({ type: 'hintReady', position, suggestion }),
      gone: () => screen.gone?.() === true,
    });
    return;
  }
  const heard = (result: CommandAnswer | null): void => {
    // Stale: the table moved on before the command reached it (a key typed
    // before the screen showed the change, a hint noted as the game moved on,
    // n on the results of a game gone by): the screen shows the change itself.
    if (result !== null && !result.ok && result.error.code !== 'staleVersion' && screen.gone?.() !== true) screen.answer({ type: 'refused', error: result.error, command });
  };
  const answer = sent(command, port);
  // At one keyboard the answer is here at once, and the screen hears it before the next key.
  if (answer instanceof Promise) void answer.then(heard);
  else heard(answer);
}

function sent(command: Exclude<TableCommand, { readonly type: 'hint' }>, port: SeatPort): PortAnswer {
  switch (command.type) {
    case 'act':
      return port.act(command.seat, command.action, command.version);
    case 'noteHint':
      return port.noteHint(command.seat, command.version);
    case 'next':
      return port.nextGame(command.version);
    case 'endMatch':
      return port.endMatch(command.version);
  }
}
