/** The tutorial's screen: the seat screen's keys play the lesson, r and n are the tutorial's own, and the panel says what the lesson says. */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import type { KeyPress } from '../../src/term/keys.js';
import { LESSONS } from '../../src/tutorial/lessons.js';
import {
  hintArrived,
  hintWanted,
  lessonState,
  partnerStep,
  partnerWaiting,
  seatContext,
  tutorialKey,
  type TutorialSettings,
  type TutorialState,
  type TutorialStep,
} from '../../src/tutorial/screen.js';
import { TutorialApp, panelLines, withPanel } from '../../src/tutorial/TutorialApp.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { seatScreenModel } from '../../src/seat/model.js';
import { LAYOUT_WIDTH } from '../../src/term/layout.js';
import { lineText } from '../../src/term/lines.js';
import { lessonText } from '../../src/tutorial/text.js';
import { LocaleProvider } from '../../src/term/locale.js';
import { nextTurn, waitFor } from '../support/wait.js';

/** A turn of the event loop inside act(), so the partner's paced moves render as they come. */
function inAct(): Promise<void> {
  return act(async () => {
    await nextTurn();
  });
}

/** The tutorial app on a test terminal, in `lang`, with `props` over a quiet default (no exit heard). */
async function renderTutorial(lang: 'en' | 'de', props: Partial<React.ComponentProps<typeof TutorialApp>> = {}): Promise<ReturnType<typeof render>> {
  let app!: ReturnType<typeof render>;
  await act(async () => {
    app = render(
      <LocaleProvider lang={lang}>
        <TutorialApp ascii={false} lang={lang} onExit={() => undefined} {...props} />
      </LocaleProvider>,
    );
  });
  return app;
}

/** Each key typed in turn, each in an act() of its own. */
async function typeKeys(app: ReturnType<typeof render>, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await act(async () => {
      app.stdin.write(key);
    });
  }
}

const SETTINGS: TutorialSettings = { size: { columns: 80, rows: 24 }, ascii: false, lang: 'en' };

function char(c: string): KeyPress {
  return { kind: 'char', char: c };
}

function pressing(state: TutorialState, keys: readonly KeyPress[]): TutorialStep {
  let step: TutorialStep = { state };
  for (const key of keys) {
    if (!('state' in step)) return step;
    step = tutorialKey(step.state, key, SETTINGS);
  }
  return step;
}

/** The partner's turn played out, as the app paces it. */
function partnerPlays(state: TutorialState): TutorialState {
  let current = state;
  while (partnerWaiting(current)) current = partnerStep(current, SETTINGS);
  return current;
}

function benSaid(state: TutorialState): number {
  return state.run.state.log.filter((event) => 'seat' in event && event.seat === 1 && event.type === 'passed').length;
}

function stateOf(step: TutorialStep): TutorialState {
  if (!('state' in step)) throw new Error('the tutorial ended');
  return step.state;
}

function panel(state: TutorialState): string {
  return panelLines(state, 'en').map(lineText).join('\n');
}

describe('the tutorial screen', () => {
  it("plays the lesson with the seat screen's keys and judges it when the turn is over", () => {
    const start = lessonState(0);
    expect(panel(start)).toContain('Try: Shift the middle row');
    const done = stateOf(pressing(start, [{ kind: 'left' }, char('p')]));
    expect(done.run.verdict?.done).toBe(true);
    expect(panel(done)).toContain('Well done. Every turn is exactly two actions');
    // The turn stays on screen until Enter, as at the hotseat.
    expect(done.seat.turnDone).toBe(true);
    expect(stateOf(tutorialKey(done, { kind: 'enter' }, SETTINGS)).seat.turnDone).toBe(false);
  });

  it("lets the partner move only once Enter has ended the player's turn, one action at a time", () => {
    const done = stateOf(pressing(lessonState(0), [{ kind: 'left' }, char('p')]));
    // The turn is on screen, waiting for Enter: Ben has not moved, and is not about to.
    expect(done.seat.turnDone).toBe(true);
    expect(benSaid(done)).toBe(0);
    expect(partnerWaiting(done)).toBe(false);
    expect(partnerStep(done, SETTINGS)).toBe(done);
    const ended = stateOf(tutorialKey(done, { kind: 'enter' }, SETTINGS));
    expect(benSaid(ended)).toBe(0);
    expect(partnerWaiting(ended)).toBe(true);
    const first = partnerStep(ended, SETTINGS);
    expect(benSaid(first)).toBe(1);
    expect(first.run.state.log.some((event) => event.type === 'roundStarted' && event.round === 2)).toBe(false);
    const second = partnerStep(first, SETTINGS);
    expect(benSaid(second)).toBe(2);
    expect(partnerWaiting(second)).toBe(false);
    expect(second.run.state.currentPlayer).toBe(0);
    // The help over the table holds the partner back.
    const helped = stateOf(tutorialKey(ended, char('?'), SETTINGS));
    expect(partnerWaiting(helped)).toBe(false);
  });

  it('teaches the hint in its own lesson: h before it says where it comes, in it and after it shows one', () => {
    const hintLesson = LESSONS.findIndex((lesson) => lesson.id === 'hint');
    const early = stateOf(tutorialKey(lessonState(2), char('h'), SETTINGS));
    expect(early.seat.message).toEqual({ code: 'worded', text: `Hints come in lesson ${hintLesson + 1}, which shows how to ask for one.` });
    expect(hintWanted(early)).toBeNull();
    for (let index = 0; index < LESSONS.length; index++) expect(seatContext(lessonState(index), SETTINGS).view.hintsAllowed).toBe(index >= hintLesson);

    const asked = stateOf(tutorialKey(lessonState(hintLesson), char('h'), SETTINGS));
    const wanted = hintWanted(asked)!;
    expect(wanted.view.viewer).toBe(0);
    const suggestion = { action: { type: 'pass' }, winChance: 0.5, reason: { code: 'keepsHand', category: 1 } } as const;
    const shown = hintArrived(asked, wanted.position, suggestion, SETTINGS);
    expect(shown.seat.hint?.suggestion).toEqual(suggestion);
    expect(shown.run.hints).toHaveLength(1);
    expect(hintWanted(shown)).toBeNull();
    const model = seatScreenModel(shown.seat, seatContext(shown, SETTINGS));
    if (model.kind !== 'table') throw new Error(model.kind);
    expect(model.table.hint?.suggestion).toEqual(suggestion);
    // Noted in the log, as a table notes one.
    expect(model.table.log).toContain('Ann used a hint.');
    const done = stateOf(pressing(shown, [char('p'), char('p')]));
    expect(done.run.verdict?.done).toBe(true);
    // Without asking, the same moves miss it.
    const missed = stateOf(pressing(lessonState(hintLesson), [char('p'), char('p')]));
    expect(missed.run.verdict?.done).toBe(false);
    expect(lessonText(missed.run, 'en').text).toContain('without asking for a hint');
  });

  it('explains a miss with what the player did and the category they hold', () => {
    const missed = stateOf(pressing(lessonState(2), [char('p'), char('p')]));
    expect(lessonText(missed.run, 'en').text).toContain('Not quite. You did: pass, then pass, and your hand is High Card.');
    expect(lessonText(missed.run, 'de').text).toContain('Nicht ganz. Deine Aktionen: passen, dann passen, und deine Hand ist Höchste Karte.');
  });

  it('r repeats the lesson from its deal, n goes to the next, and n after the last ends the tutorial as finished', () => {
    const played = stateOf(pressing(lessonState(0), [{ kind: 'left' }]));
    const repeated = stateOf(tutorialKey(played, char('r'), SETTINGS));
    expect(repeated.run.state).toEqual(lessonState(0).run.state);
    expect(stateOf(tutorialKey(played, char('n'), SETTINGS)).index).toBe(1);
    expect(tutorialKey(lessonState(LESSONS.length - 1), char('n'), SETTINGS)).toEqual({ exitCode: 0, finished: true });
  });

  it('r and n pick cards while a swap is being chosen, and do nothing under the help', () => {
    const picking = stateOf(pressing(lessonState(2), [char('s')]));
    expect(stateOf(tutorialKey(picking, char('n'), SETTINGS)).index).toBe(2);
    const help = stateOf(tutorialKey(lessonState(0), char('?'), SETTINGS));
    expect(help.seat.overlay).toBe('help');
    expect(stateOf(tutorialKey(help, char('n'), SETTINGS)).index).toBe(0);
  });

  it('a refused action says why and changes nothing', () => {
    const over = partnerPlays(stateOf(pressing(lessonState(7), [char('p'), char('p'), { kind: 'enter' }])));
    expect(over.run.state.finished).toBe(true);
    const pressed = stateOf(tutorialKey(over, char('p'), SETTINGS));
    expect(pressed.run).toBe(over.run);
  });

  it('q asks first and then quits; Ctrl+C quits at once with 130', () => {
    const asking = stateOf(tutorialKey(lessonState(0), char('q'), SETTINGS));
    expect(asking.seat.overlay).toBe('quit');
    expect(tutorialKey(asking, char('y'), SETTINGS)).toEqual({ exitCode: 0, finished: false });
    expect(tutorialKey(lessonState(0), { kind: 'ctrlC' }, SETTINGS)).toEqual({ exitCode: 130, finished: false });
  });
});

describe('the tutorial panel', () => {
  it.each(['en', 'de'] as const)("in %s fits the layout's width in every lesson, before and after the verdict", (lang) => {
    for (let index = 0; index < LESSONS.length; index++) {
      const start = lessonState(index);
      const passed = partnerPlays(stateOf(pressing(start, [char('p'), char('p'), { kind: 'enter' }])));
      const judged = passed.run.verdict === null ? stateOf(pressing(passed, [char('p'), char('p')])) : passed;
      expect(judged.run.verdict).not.toBeNull();
      for (const state of [start, judged]) {
        const wide = panelLines(state, lang).filter((line) => displayWidth(lineText(line)) > LAYOUT_WIDTH - 1);
        expect(wide).toEqual([]);
      }
    }
  });

  it('leaves the results without a seed to replay and without a match around them: no seed deals a lesson', () => {
    const over = partnerPlays(stateOf(pressing(lessonState(8), [char('p'), char('p'), { kind: 'enter' }])));
    const model = withPanel(seatScreenModel(over.seat, seatContext(over, SETTINGS)), 4, []);
    expect(model.kind).toBe('results');
    if (model.kind !== 'results') return;
    expect(model.results.seed).toBe('');
    expect(model.results.match).toBeUndefined();
  });

  it.each(['en', 'de'] as const)("names the next lesson under the results, not a game's next game (%s)", async (lang) => {
    const app = await renderTutorial(lang, { partnerPaceMs: 1 });
    // Lesson 8 (the last round): two passes, Enter, Ben's turn, the results.
    await typeKeys(app, ['n', 'n', 'n', 'n', 'n', 'n', 'n', 'p', 'p', '\r']);
    await waitFor(() => /1\.\s+Ann/u.test(app.lastFrame()!), { what: () => app.lastFrame()!, between: inAct });
    // A key the results do not take: a game's message would say "Press n for the next game".
    await act(async () => {
      app.stdin.write('x');
    });
    const frame = app.lastFrame()!;
    expect(frame).toContain(lang === 'en' ? 'n next lesson' : 'n nächste Lektion');
    expect(frame).not.toMatch(lang === 'en' ? /next game|match is over/u : /nächstes? Spiel|Partie ist beendet/u);
    await act(async () => {
      app.unmount();
    });
  });
});

describe('the tutorial app', () => {
  it('draws the lesson above the table, and the ranking of a last-round lesson with its verdict', async () => {
    const ends: unknown[] = [];
    const app = await renderTutorial('en', { onExit: (end) => ends.push(end), partnerPaceMs: 1 });
    expect(app.lastFrame()).toMatch(/Lesson 1 of 9[\s\S]*Middle row[\s\S]*Your hand/u);
    await typeKeys(app, ['n', 'n', 'n', 'n', 'n', 'n', 'n']);
    expect(app.lastFrame()).toContain('Lesson 8 of 9: The last round');
    await typeKeys(app, ['s', '1', '1', 'p', '\r']);
    // Ben's turn comes after Enter, paced; then the showdown.
    const frame = await waitFor(() => (app.lastFrame()!.includes('Well done.') ? app.lastFrame()! : null), { what: () => app.lastFrame()!, between: inAct });
    expect(frame).toContain('Well done. After the last round every hand is shown and ranked');
    expect(frame).toMatch(/Three of a Kind/u);
    // Nothing replays a lesson: its results name no seed.
    expect(frame).not.toMatch(/--seed/u);
    expect(ends).toEqual([]);
    await act(async () => {
      app.unmount();
    });
  });

  it('shows a hint in the hint lesson, worked out by its suggest, and drawn under the table', async () => {
    const hintLesson = LESSONS.findIndex((lesson) => lesson.id === 'hint');
    const asked: unknown[] = [];
    const app = await renderTutorial('en', {
      first: hintLesson,
      suggest: async (view) => {
        asked.push(view.viewer);
        return { action: { type: 'pass' }, winChance: 0.42, reason: { code: 'keepsHand', category: 1 } };
      },
    });
    expect(app.lastFrame()).toContain(`Lesson ${hintLesson + 1} of ${LESSONS.length}: Asking for a hint`);
    await act(async () => {
      app.stdin.write('h');
    });
    const frame = await waitFor(() => (app.lastFrame()!.includes('about 42% to win') ? app.lastFrame()! : null), { what: () => app.lastFrame()!, between: inAct });
    expect(frame).toContain('Ann used a hint.');
    expect(asked).toEqual([0]);
    await act(async () => {
      app.unmount();
    });
  });

  it.each(['en', 'de'] as const)('its help (?) names the tutorial\'s keys, not a game\'s "n next game" (%s)', async (lang) => {
    const app = await renderTutorial(lang);
    await act(async () => {
      app.stdin.write('?');
    });
    // Whole, within 80 columns.
    for (const line of app.lastFrame()!.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(LAYOUT_WIDTH);
    const help = app.lastFrame()!.replace(/\n +/gu, ' ');
    expect(help).toContain(lang === 'de' ? 'l der ganze Verlauf, sobald sie vorbei ist' : 'l the whole log once it is over');
    expect(help).toContain(lang === 'de' ? 'Hilfe' : 'Help');
    expect(help).toContain(lang === 'de' ? 'n geht zur nächsten (oder überspringt diese)' : 'n goes on to the next (or skips this one)');
    expect(help).toContain(lang === 'de' ? 'r wiederholt sie' : 'r repeats it');
    expect(help).not.toContain(lang === 'de' ? 'n nächstes Spiel' : 'n next game');
    await act(async () => {
      app.unmount();
    });
  });

  it.each(['en', 'de'] as const)('q asks to quit the lesson, not a game (%s)', async (lang) => {
    const app = await renderTutorial(lang);
    await act(async () => {
      app.stdin.write('q');
    });
    const frame = app.lastFrame()!;
    expect(frame).toContain(lang === 'de' ? 'Lektion beenden? (j/n)' : 'Quit the lesson? (y/n)');
    expect(frame).toContain(lang === 'de' ? 'j Lektion beenden   n weiterspielen' : 'y quit the lesson   n keep playing');
    expect(frame).not.toContain(lang === 'de' ? 'Spiel beenden' : 'the game');
    await act(async () => {
      app.unmount();
    });
  });
});
