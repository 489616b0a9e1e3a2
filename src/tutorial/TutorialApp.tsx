/**
 * The tutorial on a terminal: the lesson's text above the seat screen of
 * src/seat/, drawn from the tutorial's state (screen.ts) alone. The rules
 * (?) are the seat screen's own help, one key away as in a game.
 */

import { useApp } from 'ink';
import { render } from '../term/ink.js';
import React, { useEffect, useRef, useState } from 'react';
import type { Lang } from '../i18n/lang.js';
import { seatScreenModel, type SeatScreenModel } from '../seat/model.js';
import { COMMAND_NAME } from '../invocation.js';
import { SeatBody } from '../seat/SeatScreen.js';
import { PENDING_INPUT_WAIT_MS, useKeyPresses } from '../term/input/useKeyPresses.js';
import { LAYOUT_WIDTH, wrapText } from '../term/layout.js';
import { LinesView, seg, type Line } from '../term/lines.js';
import { LocaleProvider } from '../term/locale.js';
import { ScreenFrame } from '../term/ScreenFrame.js';
import { useTerminalSize } from '../term/useTerminalSize.js';
import {
  hintArrived,
  hintWanted,
  lessonState,
  PARTNER_PACE_MS,
  partnerStep,
  partnerWaiting,
  seatContext,
  tutorialKey,
  type TutorialEnd,
  type TutorialSettings,
  type TutorialState,
} from './screen.js';
import { LESSONS } from './lessons.js';
import { lessonText } from './text.js';
import { tutorialWords } from './words.js';
import { glyphs } from '../term/glyphs.js';
import type { Rich } from '../i18n/rich.js';
import { lazyHint } from '../bots/lazyHint.js';
import type { Suggestion } from '../bots/suggest.js';
import type { PlayerView } from '../core/view.js';
import { BotPacing, timerClock, type PaceClock } from '../room/pacing.js';

const REAL_CLOCK = timerClock();

/** The lesson's panel: its heading, what to try (or the verdict), the tutorial's keys. */
export function panelLines(state: TutorialState, lang: Lang): Line[] {
  const text = lessonText(state.run, lang);
  const body = wrapText(text.text, LAYOUT_WIDTH - 2).map((line): Line => [seg(` ${line}`, text.done === null ? {} : { color: text.done ? 'cyan' : 'yellow' })]);
  return [[seg(` ${text.heading}`, { bold: true })], ...body, [seg(` ${text.keys}   ${text.seats}`, { dim: true })], []];
}

/**
 * The seat screen's model under the panel: the table's log shortened by the
 * panel's rows, so both fit the terminal; the results without a seed to
 * replay (no seed deals a lesson's layout) and without a match around them.
 */
export function withPanel(model: SeatScreenModel, panelRows: number, frontKeys: Rich, resultsKeys: Rich = frontKeys): SeatScreenModel {
  // The help names the tutorial's keys where a game's names those after a game (n is the next lesson here).
  if (model.kind === 'help') return { ...model, frontKeys };
  if (model.kind === 'table') return { ...model, table: { ...model.table, logHeight: Math.max(1, model.table.logHeight - panelRows) } };
  if (model.kind === 'results') {
    const { match: _match, message, ...alone } = model.results;
    // The key bar names the tutorial's keys: a game's "press n for the next game" or "the match is over" is no message here.
    const kept = message?.code === 'resultsKeys' || message?.code === 'matchOver' ? null : message;
    return { ...model, results: { ...alone, message: kept, seed: '', firstPlayer: null, keys: resultsKeys } };
  }
  return model;
}

export function TutorialApp({
  ascii,
  lang,
  onExit,
  partnerPaceMs = PARTNER_PACE_MS,
  first = 0,
  suggest = lazyHint,
  program = COMMAND_NAME,
  clock = REAL_CLOCK,
}: {
  readonly ascii: boolean;
  readonly lang: Lang;
  readonly onExit: (end: TutorialEnd) => void;
  /** How long the partner takes over each action (see PARTNER_PACE_MS). */
  readonly partnerPaceMs?: number;
  /** The place in LESSONS of the lesson to begin with. */
  readonly first?: number;
  /** Works a hint out from the player's view (the bots' search, loaded when first asked for). */
  readonly suggest?: (view: PlayerView) => Promise<Suggestion>;
  /** How the player started this program (invocation.ts): the help's lessons line begins with it. */
  readonly program?: string;
  /** The clock the partner is paced on (room/pacing.ts); absent: the real one. */
  readonly clock?: PaceClock;
}): React.JSX.Element {
  const size = useTerminalSize();
  const settings: TutorialSettings = { size, ascii, lang };
  const [state, setState] = useState<TutorialState>(() => lessonState(first));
  // Keys arriving before the next render act on the newest state, not the one this render saw.
  const latest = useRef(state);
  latest.current = state;
  // The terminal's size when the partner's step runs, not when its wait began.
  const latestSettings = useRef(settings);
  latestSettings.current = settings;
  useKeyPresses(({ keys }) => {
    let current = latest.current;
    for (const key of keys) {
      const step = tutorialKey(current, key, settings);
      if ('exitCode' in step) {
        onExit(step);
        return;
      }
      current = step.state;
    }
    latest.current = current;
    setState(current);
  }, PENDING_INPUT_WAIT_MS);
  // The partner plays once the player has ended their turn, one action per
  // pace, so each shows in the log before the next (room/pacing.ts). Each
  // action is named by the run it follows: a key that only scrolls or
  // opens nothing does not restart the wait, and a new lesson (r, n) drops
  // the old one's.
  const [pacing] = useState(
    () =>
      new BotPacing(
        clock,
        { delayMs: partnerPaceMs },
        {
          due: () => (partnerWaiting(latest.current) ? { key: latest.current.run } : null),
          play: () => {
            const next = partnerStep(latest.current, latestSettings.current);
            latest.current = next;
            setState(next);
          },
        },
      ),
  );
  const waiting = partnerWaiting(state);
  useEffect(() => {
    pacing.poke();
  }, [pacing, waiting, state.run]);
  useEffect(() => () => pacing.stop(), [pacing]);
  // A hint asked for (h): worked out from the player's own view, after the
  // spinner has had its moment, and shown if the turn is still where it was.
  const wanted = hintWanted(state);
  useEffect(() => {
    if (wanted === null) return;
    let gone = false;
    void Promise.resolve()
      .then(() => suggest(wanted.view))
      .catch(() => null)
      .then((suggestion) => {
        if (gone) return;
        const next = hintArrived(latest.current, wanted.position, suggestion, latestSettings.current);
        latest.current = next;
        setState(next);
      });
    return () => {
      gone = true;
    };
    // One piece of work per hint asked for: the position names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wanted` is a new object every render
  }, [wanted?.position.logLength, wanted?.position.seat, state.run, suggest]);
  const model = seatScreenModel(state.seat, seatContext(state, settings));
  const words = tutorialWords(lang);
  const panel = model.kind === 'help' || model.kind === 'log' ? [] : panelLines(state, lang);
  return (
    <ScreenFrame size={size} ascii={ascii}>
      {model.kind === 'tooSmall' ? null : (
        <>
          <LinesView lines={panel} />
          <SeatBody
            model={
              withPanel(
                model,
                panel.length,
                words.helpKeys({ dot: glyphs(ascii, lang).dot }),
                state.index + 1 < LESSONS.length ? words.resultsKeys : words.lastResultsKeys,
              ) as Exclude<SeatScreenModel, { kind: 'tooSmall' }>
            }
            size={size}
            ascii={ascii}
            tutorialCommand={`${program} tutorial`}
          />
        </>
      )}
    </ScreenFrame>
  );
}

export interface TutorialStreams {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr?: NodeJS.WriteStream;
}

/** Runs the tutorial until the player quits or finishes the last lesson; resolves with how it ended (exit code 130: Ctrl+C). */
export async function runTutorial(
  options: { readonly ascii: boolean; readonly lang: Lang; readonly first?: number; readonly program?: string },
  io: TutorialStreams,
): Promise<TutorialEnd> {
  let end: TutorialEnd = { exitCode: 0, finished: false };
  const instance = render(
    <LocaleProvider lang={options.lang}>
      <Leaving
        ascii={options.ascii}
        lang={options.lang}
        first={options.first ?? 0}
        program={options.program ?? COMMAND_NAME}
        onExit={(how) => {
          end = how;
        }}
      />
    </LocaleProvider>,
    { stdin: io.stdin, stdout: io.stdout, stderr: io.stderr ?? process.stderr, exitOnCtrlC: false, patchConsole: false },
  );
  await instance.waitUntilExit();
  return end;
}

function Leaving({
  ascii,
  lang,
  first,
  program,
  onExit,
}: {
  readonly ascii: boolean;
  readonly lang: Lang;
  readonly first: number;
  readonly program: string;
  readonly onExit: (end: TutorialEnd) => void;
}): React.JSX.Element {
  const { exit } = useApp();
  return (
    <TutorialApp
      ascii={ascii}
      lang={lang}
      first={first}
      program={program}
      onExit={(how) => {
        onExit(how);
        exit();
      }}
    />
  );
}
