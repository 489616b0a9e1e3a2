/**
 * A connection's seat screen context, from its seat's snapshot of the hosted
 * match: the seat screen (src/seat) draws and decides everything else. Null
 * in the lobby, which is the host's own screen.
 */

import type { BotLevel } from '../bots/levels.js';
import type { Seat } from '../core/types.js';
import type { Lang } from '../i18n/lang.js';
import { safeText } from '../i18n/safeText.js';
import { REMOTE_FRONT, type SeatContext } from '../seat/model.js';
import type { TerminalSize } from '../term/layout.js';
import type { SeatSnapshot } from '../room/runner.js';
import { recordWords } from '../record/words.js';
import { describeNotice, remoteWords } from './words.js';

export function remoteSeatContext(
  snapshot: SeatSnapshot,
  seat: Seat | null,
  options: {
    readonly size: TerminalSize;
    readonly ascii: boolean;
    readonly lang: Lang;
    readonly standInLevel: BotLevel;
    /** How the host started the program (invocation.ts), on the host's own seat only: its replay line begins with it. */
    readonly program?: string;
  },
): SeatContext | null {
  const view = snapshot.view;
  if (snapshot.phase === 'lobby' || view === null) return null;
  const names = snapshot.seats.map((status) => status.name ?? '');
  return {
    view,
    seat,
    watching: seat === null,
    size: options.size,
    ascii: options.ascii,
    lang: options.lang,
    front: REMOTE_FRONT,
    ...(options.program === undefined ? {} : { program: options.program }),
    bots: snapshot.seats.map((status) => status.level ?? (status.standIn ? options.standInLevel : null)),
    standIn: seat !== null && snapshot.seats[seat]!.standIn,
    // The host's notes (who left, who is back, where a bot stands in), where they happened in the log.
    notes: snapshot.notices.map((notice) => ({ logLength: notice.logLength, text: `* ${describeNotice(notice.event, options.lang)}` })),
    warning: savingWarning(snapshot, options.lang),
    ratings: snapshot.ratings,
    readiness: {
      ready: seat !== null && snapshot.seats[seat]!.ready,
      waitingFor: snapshot.seats.flatMap((status, index) => (status.kind !== 'bot' && status.connected && !status.standIn && !status.ready ? [names[index]!] : [])),
    },
  };
}

/**
 * The line every seat's screen shows while the match's saves fail (null
 * while it is saved), in that screen's language: the cause in words where
 * there are some (players need no errno code; the server's log has it).
 */
export function savingWarning(snapshot: SeatSnapshot, lang: Lang): string | null {
  if (snapshot.saving.ok) return null;
  return remoteWords(lang).saving.failing(recordWords(lang).errno(snapshot.saving.errno) ?? safeText(snapshot.saving.errno));
}
