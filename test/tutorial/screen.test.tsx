/** The tutorial's screen: the seat screen's keys play the lesson, r and n are the tutorial's own, and the panel says what the lesson says. */

import { describe, expect, it } from '@jest/globals';
import { render } from 'ink-testing-library';
import React, { act } from 'react';
import type { KeyPress } from '../../src/term/keys.js';
import { LESSONS } from '../../src/tutorial/lessons.js';
import { lessonState, seatContext, tutorialKey, type TutorialSettings, type TutorialState, type TutorialStep } from '../../src/tutorial/screen.js';
import { TutorialApp, panelLines, withPanel } from '../../src/tutorial/TutorialApp.js';
import { displayWidth } from '../../src/core/names.js';
import { seatScreenModel } from '../../src/seat/model.js';
import { LAYOUT_WIDTH } from '../../src/term/layout.js';
import { lineText } from '../../src/term/lines.js';
import { lessonText } from '../../src/tutorial/text.js';
import { LocaleProvider } from '../../src/term/locale.js';

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

function stateOf(step: TutorialStep): TutorialState {
  if (!('state' in step)) throw new Error('the tutorial ended');
  return step.state;
}

function panel(state: TutorialState): string {
  return panelLines(state, 'en').map(lineText).join('\n');
}

describe('the tutorial screen', () => {
  it('plays the lesson with the seat screen\'s keys and judges it when the turn is over', () => {
    const start = lessonState(0);
    expect(panel(start)).toContain('Try: Shift the middle row');
    const done = stateOf(pressing(start, [{ kind: 'left' }, char('p')]));
    expect(done.run.verdict?.done).toBe(true);
    expect(panel(done)).toContain('Well done. Every turn is exactly two actions');
    // The turn stays on screen until Enter, as at the hotseat.
    expect(done.seat.turnDone).toBe(true);
    expect(stateOf(tutorialKey(done, { kind: 'enter' }, SETTINGS)).seat.turnDone).toBe(false);
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
    const over = stateOf(pressing(lessonState(6), [char('p'), char('p'), { kind: 'enter' }]));
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
  it.each(['en', 'de'] as const)('in %s fits the layout\'s width in every lesson, before and after the verdict', (lang) => {
    for (let index = 0; index < LESSONS.length; index++) {
      const start = lessonState(index);
      const judged = stateOf(pressing(start, [char('p'), char('p'), { kind: 'enter' }, char('p'), char('p')]));
      expect(judged.run.verdict).not.toBeNull();
      for (const state of [start, judged]) {
        const wide = panelLines(state, lang).filter((line) => displayWidth(lineText(line)) > LAYOUT_WIDTH - 1);
        expect(wide).toEqual([]);
      }
    }
  });

  it('leaves the results without a seed to replay and without a match around them: no seed deals a lesson', () => {
    const over = stateOf(pressing(lessonState(7), [char('p'), char('p'), { kind: 'enter' }]));
    const model = withPanel(seatScreenModel(over.seat, seatContext(over, SETTINGS)), 4, []);
    expect(model.kind).toBe('results');
    if (model.kind !== 'results') return;
    expect(model.results.seed).toBe('');
    expect(model.results.match).toBeUndefined();
  });
});

describe('the tutorial app', () => {
  it('draws the lesson above the table, and the ranking of a last-round lesson with its verdict', async () => {
    const ends: unknown[] = [];
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang="en">
          <TutorialApp ascii={false} lang="en" onExit={(end) => ends.push(end)} />
        </LocaleProvider>,
      );
    });
    expect(app.lastFrame()).toMatch(/Lesson 1 of 8[\s\S]*Middle row[\s\S]*Your hand/u);
    for (const key of ['n', 'n', 'n', 'n', 'n', 'n']) {
      await act(async () => {
        app.stdin.write(key);
      });
    }
    expect(app.lastFrame()).toContain('Lesson 7 of 8: The last round');
    for (const key of ['s', '1', '1', 'p', '\r']) {
      await act(async () => {
        app.stdin.write(key);
      });
    }
    const frame = app.lastFrame()!;
    expect(frame).toContain('Well done. After the last round every hand is shown and ranked');
    expect(frame).toMatch(/Three of a Kind/u);
    // Nothing replays a lesson: its results name no seed.
    expect(frame).not.toMatch(/--seed/u);
    expect(ends).toEqual([]);
    await act(async () => {
      app.unmount();
    });
  });

  it.each(['en', 'de'] as const)('its help (?) names the tutorial\'s keys, not a game\'s "n next game" (%s)', async (lang) => {
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang={lang}>
          <TutorialApp ascii={false} lang={lang} onExit={() => undefined} />
        </LocaleProvider>,
      );
    });
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
    let app!: ReturnType<typeof render>;
    await act(async () => {
      app = render(
        <LocaleProvider lang={lang}>
          <TutorialApp ascii={false} lang={lang} onExit={() => undefined} />
        </LocaleProvider>,
      );
    });
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
