/**
 * A match whose saves fail says so on every seat's screen, in that screen's
 * language, and stops saying it once a save works again.
 */

import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React from 'react';
import { chooseBotAction } from '../../src/bots/index.js';
import type { Lang } from '../../src/i18n/catalog.js';
import { MatchRunner, type SeatPlan } from '../../src/room/runner.js';
import { InThreadSeat } from '../../src/remote/session.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { waitFor } from '../support/wait.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const opened: { unmount: () => void; match: MatchRunner }[] = [];
afterEach(() => {
  for (const { unmount, match } of opened.splice(0)) {
    unmount();
    match.close();
  }
});

function hostedMatch(seats: readonly SeatPlan[]): MatchRunner {
  return MatchRunner.plan(
    seats,
    { rounds: 3, games: null, tiebreak: 'category', strictOrder: false, seed: 'saving-line' },
    // Bots wait long enough not to move while the screen is looked at.
    { seatTimeoutMs: 60_000, botLevel: 'easy', botDelayMs: 60_000, spectators: true, now: () => Date.UTC(2026, 10, 24), newSeed: () => 'unused', decide: chooseBotAction },
  );
}

/** The seat screen of Ann at a new match; `shows` waits until the screen holds what it is told (or no longer does). */
async function seatScreen(lang: Lang, seats: readonly SeatPlan[]): Promise<{ match: MatchRunner; frame: () => string; shows: (text: string, held?: boolean) => Promise<string> }> {
  const match = hostedMatch(seats);
  const joined = match.join('Ann', null);
  if (!joined.ok) throw new Error('not seated');
  const app = render(
    <LocaleProvider lang={lang}>
      <InThreadSeat match={match} seat={joined.seat} ascii={false} standInLevel="easy" onLeave={() => undefined} />
    </LocaleProvider>,
  );
  opened.push({ unmount: app.unmount, match });
  const frame = (): string => app.lastFrame() ?? '';
  const shows = (text: string, held = true): Promise<string> =>
    waitFor(
      () => {
        const now = frame();
        return now.includes(text) === held ? now : null;
      },
      { what: () => `${held ? '' : 'no '}${JSON.stringify(text)} on the screen:\n${frame()}` },
    );
  // Drawn: Ann's name is on the screen.
  await shows('Ann');
  return { match, frame, shows };
}

const PLAYING: readonly SeatPlan[] = [{ kind: 'remote' }, { kind: 'bot', level: 'easy' }];

describe('a match whose saves fail', () => {
  it('says so on the seat screen in English, with the cause, until a save works again', async () => {
    const { match, frame, shows } = await seatScreen('en', PLAYING);
    expect(match.phase).toBe('playing');
    expect(frame()).not.toContain('Cannot save');
    match.setSaving({ ok: false, errno: 'ENOSPC' });
    await shows(' ! Cannot save the match right now; play goes on (the disk is full).');
    match.setSaving({ ok: true });
    await shows('Cannot save', false);
  });

  it('says so in German on a German screen', async () => {
    const { match, shows } = await seatScreen('de', PLAYING);
    match.setSaving({ ok: false, errno: 'ENOSPC' });
    const line = (await shows(' ! ')).split('\n').find((row) => row.includes(' ! '));
    expect(line).toContain(' ! Speichern gerade nicht möglich; es geht weiter (die Festplatte ist voll).');
    expect(strayEnglish(line!)).toBeNull();
  });

  it('says so while the table waits for players too, an unknown cause by its code', async () => {
    const { match, shows } = await seatScreen('de', [{ kind: 'remote' }, { kind: 'remote' }]);
    expect(match.phase).toBe('lobby');
    match.setSaving({ ok: false, errno: 'EACCES' });
    await shows(' ! Speichern gerade nicht möglich; es geht weiter (keine Berechtigung).');
    match.setSaving({ ok: false, errno: 'EXDEV' });
    await shows('es geht weiter (EXDEV).');
  });
});
