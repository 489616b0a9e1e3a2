/**
 * The words of `shift-poker host` in every language (words.en.ts sets their
 * shape, words.de.ts is the German), and the lines that word what the match
 * and the host key report as codes. The host's terminal speaks the host's
 * language; each player's screen, and the refusal or goodbye written to
 * their ssh client, speaks the language their client sends (LANG, LC_*),
 * else the host's.
 */

import { coreWords } from '../i18n/catalog.js';
import { byLanguage, type Lang } from '../i18n/lang.js';
import { safeText } from '../i18n/safeText.js';
import type { JoinRefusal, NoticeEvent } from '../room/runner.js';
import { errnoText } from '../record/words.js';
import type { HostKeyProblem } from './ssh/hostKey.js';
import { remoteDe } from './words.de.js';
import { remoteEn, type RemoteWords } from './words.en.js';

export type { RemoteWords } from './words.en.js';

/** The words of `host` and its players' screens in `lang`. */
export const remoteWords = byLanguage<RemoteWords>({ en: remoteEn, de: remoteDe });

/** Why a connection gets no seat at the hosted match. */
export function describeRefusal(refusal: JoinRefusal, lang: Lang, port: number | null = null): string {
  const words = remoteWords(lang).join;
  switch (refusal.code) {
    case 'closed':
      return words.closed;
    case 'nameTaken':
      return words.nameTaken(refusal.name, port);
    case 'lookalike':
      return words.lookalike(refusal.name, refusal.other, port);
    case 'otherKey':
      return words.otherKey(refusal.name);
    case 'held':
      return words.held(refusal.name);
    case 'inUse':
      return words.inUse(refusal.name);
    case 'sameKey':
      return words.sameKey(refusal.other);
    case 'full':
      return words.full;
    case 'started':
      return words.started;
  }
}

/** A notice of the host's (who left, who is back, where a bot stands in) as the log of one screen words it. */
export function describeNotice(notice: NoticeEvent, lang: Lang): string {
  const words = remoteWords(lang).notices;
  switch (notice.code) {
    case 'left':
      return words.left(notice.name, notice.seconds);
    case 'botTakesOver':
      return words.botTakesOver(notice.name, coreWords(lang).bots.level[notice.level]);
    case 'back':
      return words.back(notice.name);
    case 'backFromBot':
      return words.backFromBot(notice.name);
  }
}

/** Why the host key cannot be used, in the host's language. */
export function describeHostKeyProblem(problem: HostKeyProblem, lang: Lang): string {
  const words = remoteWords(lang).usage;
  const file = safeText(problem.file);
  switch (problem.code) {
    case 'unreadable':
      return words.hostKeyUnreadable(file, errnoText(problem.errno, lang));
    case 'cannotCreate':
      return words.hostKeyCannotCreate(file, errnoText(problem.errno, lang));
    case 'notAKey':
      return words.hostKeyNotAKey(file);
  }
}
