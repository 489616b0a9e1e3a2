/**
 * Who gets which seat when `host --resume` brings a match back: the record
 * says who owns each seat (table/seats.ts), and the host's command line may
 * not hand a seat to anyone else. The terminal's seat is the host's own; a
 * key-bound seat goes back to its key (MatchRunner.resume). A match played at
 * one keyboard (several seats of the terminal) or on a server (seats held
 * by addresses) is not the host's to go on with. `--seats` given with
 * `--resume` must describe the saved match, or the host is told what would.
 *
 * A record saved before owners were says nothing of them: with `--seats`
 * the host names their own seat, and the others go to the room's password
 * and their names as before (with authorized keys, whose owners cannot be
 * known, they are held for a stand-in bot); without `--seats` no seat is
 * the host's and every seat is held, so nobody gets a seat by typing a name.
 */

import type { MatchRecord } from '../table/index.js';
import { sameName, type SeatPlan } from '../room/runner.js';

export type HostResumeOwners =
  { readonly ok: true; readonly localName: string | null; readonly unknownOwner: 'held' | 'name' } | { readonly ok: false; readonly problem: HostResumeProblem };

export type HostResumeProblem =
  | { readonly code: 'notHostable'; readonly by: 'terminal' | 'serve' }
  /** Seats belong to ssh keys, and no --authorized-keys was given to let them in. */
  | { readonly code: 'needsKeys' }
  /** `seats`: the saved match's seats in --seats form. */
  | { readonly code: 'seatsDisagree'; readonly seats: string };

export interface HostSeatsGiven {
  readonly seats: readonly SeatPlan[];
  readonly seatsGiven: boolean;
  readonly authorizedKeys: string | null;
}

export function hostResumeOwners(record: MatchRecord, given: HostSeatsGiven): HostResumeOwners {
  if (record.program === 'serve') return refused({ code: 'notHostable', by: 'serve' });
  if (record.program === 'play') return refused({ code: 'notHostable', by: 'terminal' });
  const owners = record.owners;
  if (owners === undefined) return legacyOwners(record, given);
  if (owners.some((owner) => owner?.kind === 'address')) return refused({ code: 'notHostable', by: 'serve' });
  const terminals = owners.flatMap((owner, index) => (owner?.kind === 'terminal' ? [index] : []));
  if (terminals.length > 1) return refused({ code: 'notHostable', by: 'terminal' });
  // A password room never learns a key: seats that belong to keys could never be taken back.
  if (given.authorizedKeys === null && owners.some((owner) => owner?.kind === 'key')) return refused({ code: 'needsKeys' });
  const local = terminals[0] ?? null;
  if (given.seatsGiven && !seatsFit(record, given.seats, local)) return refused({ code: 'seatsDisagree', seats: seatsText(record, local) });
  return { ok: true, localName: local === null ? null : record.seats[local]!.name, unknownOwner: 'held' };
}

/**
 * The players whose seats belong to a key that `listed` (the keys of
 * --authorized-keys, as ssh sends them: base64 of the public key) does not
 * hold: they could never log in to take their seats back.
 */
export function seatsWithoutListedKey(record: MatchRecord, listed: ReadonlySet<string>): string[] {
  return record.seats.flatMap((seat, index) => {
    const owner = record.owners?.[index];
    return owner?.kind === 'key' && !listed.has(owner.key) ? [seat.name] : [];
  });
}

function legacyOwners(record: MatchRecord, given: HostSeatsGiven): HostResumeOwners {
  if (!given.seatsGiven) return { ok: true, localName: null, unknownOwner: 'held' };
  const plan = given.seats.find((seat) => seat.kind === 'local');
  const local = plan?.kind === 'local' ? record.seats.findIndex((seat) => seat.kind === 'human' && sameName(seat.name, plan.name)) : -1;
  if ((plan !== undefined && local === -1) || !seatsFit(record, given.seats, local === -1 ? null : local)) {
    return refused({ code: 'seatsDisagree', seats: seatsText(record, local === -1 ? null : local) });
  }
  return { ok: true, localName: local === -1 ? null : record.seats[local]!.name, unknownOwner: given.authorizedKeys === null ? 'name' : 'held' };
}

/** Whether --seats describes the saved match: as many seats, bots where its bots are, the host's seat where the host's is. */
function seatsFit(record: MatchRecord, seats: readonly SeatPlan[], local: number | null): boolean {
  return (
    seats.length === record.seats.length &&
    seats.every((plan, index) => {
      const seat = record.seats[index]!;
      if (seat.kind === 'bot') return plan.kind === 'bot';
      if (index === local) return plan.kind === 'local' && sameName(plan.name, seat.name);
      return plan.kind === 'remote';
    })
  );
}

/** The saved match's seats as --seats would give them. */
function seatsText(record: MatchRecord, local: number | null): string {
  return `--seats ${record.seats.map((seat, index) => (seat.kind === 'bot' ? `bot:${seat.level}` : index === local ? `local:${seat.name}` : 'remote')).join(',')}`;
}

function refused(problem: HostResumeProblem): HostResumeOwners {
  return { ok: false, problem };
}
