/**
 * The sentence a server's table says in the screen-reader mode while it
 * waits for its players: who sits there, how others get in (typed, for
 * someone who types commands: no key of the drawn lobby), and how it starts.
 */

import { describe, expect, it } from '@jest/globals';
import type { SeatSnapshot, SeatStatus } from '../../src/room/runner.js';
import { waitingSentence } from '../../src/remote/readerSession.js';
import type { WaitingRoomInfo } from '../../src/room/link.js';

const seat = (name: string | null): SeatStatus => ({ kind: 'remote', name, level: null, connected: name !== null, standIn: false, ready: false });

/** A table of two seats, Ann's taken: only what the sentence reads of a seat's snapshot. */
const snapshot = { phase: 'lobby', seats: [seat('Ann'), seat(null)] } as unknown as SeatSnapshot;

const room = (mayStart: boolean): WaitingRoomInfo => ({ code: 'JPE8', private: false, quick: false, fillsAt: null, botLevel: 'easy', mayStart });

describe('a waiting table in sentences', () => {
  it('tells how others join in words typed in the lobby, each sentence ended, then how to start now', () => {
    const said = waitingSentence(snapshot, 0, room(true), 2222, 'en');
    expect(said).toBe(
      'Table JPE8. Waiting for players. Seated: Ann (you). 1 seat open. The match starts when every seat is taken. ' +
        'Others join by typing join JPE8 in the lobby, or with: ssh -t -p 2222 <name>@<server> join JPE8. ' +
        'Type start to begin now: bots take the open seats.',
    );
    expect(said).not.toMatch(/\bwith j\b/u);
  });

  it('says it in German, and without the start for whoever may not start the table', () => {
    const said = waitingSentence(snapshot, 1, room(false), 2222, 'de');
    expect(said).toContain('Andere geben in der Lobby join JPE8 ein, oder treten bei mit: ssh -t -p 2222 <name>@<server> join JPE8.');
    expect(said).not.toMatch(/mit j\b/u);
    expect(said.endsWith('join JPE8.')).toBe(true);
  });
});
