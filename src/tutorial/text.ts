/**
 * A lesson's text at the moment: its heading, then what to try, or once
 * judged why it matters (or what happened instead). Plain sentences, for
 * any front end to show or say.
 */

import { HAND_CATEGORY_CODES } from '../core/hand.js';
import { coreWords } from '../i18n/catalog.js';
import type { Lang } from '../i18n/lang.js';
import type { LessonRun } from './course.js';
import { LESSONS } from './lessons.js';
import { tutorialWords } from './words.js';

export interface LessonText {
  readonly heading: string;
  /** What to try; once judged, why it matters or what happened instead. */
  readonly text: string;
  /** Null until judged; then whether the goal was reached. */
  readonly done: boolean | null;
  /** The keys of the tutorial itself (the last lesson's n finishes). */
  readonly keys: string;
  readonly seats: string;
}

/** `said`: for the screen-reader mode, whose moves are typed words, not keys. */
export function lessonText(run: LessonRun, lang: Lang, said = false): LessonText {
  const words = tutorialWords(lang);
  const index = LESSONS.indexOf(run.lesson);
  const lesson = words.lessons[run.lesson.id];
  const heading = words.heading({ number: index + 1, total: LESSONS.length, title: lesson.title });
  const keys = index + 1 < LESSONS.length ? words.keys : words.lastKeys;
  const { verdict } = run;
  if (verdict === null) return { heading, text: words.tryLabel + (said ? lesson.said : lesson.goal), done: null, keys, seats: words.seats };
  if (verdict.done) return { heading, text: words.doneLabel + lesson.why, done: true, keys, seats: words.seats };
  const category = coreWords(lang).categories[HAND_CATEGORY_CODES[verdict.outcome.category]];
  const actionNames = coreWords(lang).actionNames;
  const missed = lesson.missed({ did: words.did(verdict.outcome.actions.map((type) => actionNames[type])), category });
  return { heading, text: `${words.missedLabel}${missed} ${lesson.why}`, done: false, keys, seats: words.seats };
}
