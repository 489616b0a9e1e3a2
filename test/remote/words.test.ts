import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import { cliWords } from '../../src/commands/words.js';
import type { JoinRefusal, NoticeEvent } from '../../src/room/runner.js';
import { describeNameRefusal, describeServeRefusal, serveWords } from '../../src/remote/serve/words.js';
import { BOT_LEVELS } from '../../src/bots/levels.js';
import { coreWords } from '../../src/i18n/catalog.js';
import { remoteDe } from '../../src/remote/words.de.js';
import { describeNotice, describeRefusal, remoteWords } from '../../src/remote/words.js';
import { strayEnglish } from '../i18n/englishWords.js';

/**
 * Every entry of a catalog part as text: strings as they are, lists joined,
 * functions called with numbers, or with lists where they need them.
 */
function everyText(part: unknown, at = ''): [string, string][] {
  if (typeof part === 'string') return [[at, part]];
  if (Array.isArray(part)) return [[at, part.join('')]];
  if (typeof part === 'function') {
    const call = (value: unknown): unknown => (part as (...args: unknown[]) => unknown)(...Array<unknown>(part.length).fill(value));
    let result: unknown;
    try {
      result = call(2);
    } catch {
      result = call(['Ann', 'Bob']);
    }
    return everyText(result, at);
  }
  return Object.entries(part as object).flatMap(([key, value]) => everyText(value, `${at}.${key}`));
}

/** What a German line may hold besides words: option flags, seat specs, ssh commands and quoted values. */
const notWords = (text: string): string => text.replace(/--[\w-]+|\S*[[<@]\S*|\S+:\S+|„[^“]*“/gu, ' ');

const REFUSALS: readonly JoinRefusal[] = [
  { code: 'closed' },
  { code: 'nameTaken', name: 'Ann' },
  { code: 'lookalike', name: 'Ann', other: 'Bob' },
  { code: 'otherKey', name: 'Ann' },
  { code: 'inUse', name: 'Ann' },
  { code: 'full' },
  { code: 'started' },
];

const NOTICES: readonly NoticeEvent[] = [
  { code: 'left', name: 'Ann', seconds: 60 },
  { code: 'botTakesOver', name: 'Ann', level: 'hard' },
  { code: 'back', name: 'Ann' },
  { code: 'backFromBot', name: 'Ann' },
];

describe('the words of the host', () => {
  it('every entry gives text in every language', () => {
    for (const lang of LANGUAGES) {
      // The host's --help is the command line's (cli.host), counted with the host's words as it was before.
      const texts = [...everyText(remoteWords(lang)), ...everyText(cliWords(lang).host)];
      expect(texts.length).toBeGreaterThan(90);
      for (const [at, text] of texts) expect([at, text.trim().length > 0]).toEqual([at, true]);
    }
  });

  it('German has no word of the English UI, refusals and notices included', () => {
    const german: [string, string][] = [
      ...everyText(remoteDe),
      ...everyText(cliWords('de').host),
      ...REFUSALS.map((refusal): [string, string] => [refusal.code, describeRefusal(refusal, 'de')]),
      ...NOTICES.map((notice): [string, string] => [notice.code, describeNotice(notice, 'de')]),
    ];
    for (const [at, text] of german) expect([at, text, strayEnglish(notWords(text))]).toEqual([at, text, null]);
  });

  it("refusals and notices name the player, and word a bot's level in the reader's language", () => {
    for (const lang of LANGUAGES) {
      for (const refusal of REFUSALS.filter((entry) => 'name' in entry)) {
        expect(describeRefusal(refusal, lang)).toContain('Ann');
      }
    }
    expect(describeNotice(NOTICES[1]!, 'de')).toBe('Ann ist abwesend: ein Bot (Schwer) spielt bis zur Rückkehr.');
    expect(describeNotice(NOTICES[1]!, 'en')).toBe('Ann is away: a hard bot plays for them until they return.');
  });

  it('a look-alike name is refused with one line that names both, in English and German', () => {
    const refusal: JoinRefusal = { code: 'lookalike', name: '\u0430lice', other: 'alice' };
    expect(describeRefusal(refusal, 'en')).toBe('The name "\u0430lice" looks like "alice" at this table: connect with another name (ssh -p <port> othername@<address>).');
    expect(describeRefusal(refusal, 'de')).toBe(
      'Der Name „\u0430lice“ sieht aus wie „alice“ an diesem Tisch: mit einem anderen Namen verbinden (ssh -p <port> andername@<adresse>).',
    );
  });

  it('so does the server, for a name on the server and at a table', () => {
    const reason = { code: 'lookalike', name: '\u0430lice', other: 'alice' } as const;
    expect(describeNameRefusal(reason, 'en')).toBe('The name "\u0430lice" looks like "alice", another player\'s name on this server: connect with another name.');
    expect(describeNameRefusal(reason, 'de')).toBe(
      'Der Name „\u0430lice“ sieht aus wie „alice“, der Name eines anderen Spielers auf diesem Server: mit einem anderen Namen verbinden.',
    );
    expect(describeServeRefusal(reason, 'en', null)).toBe('The name "\u0430lice" looks like "alice" at that table: connect with another name.');
    expect(describeServeRefusal(reason, 'de', null)).toBe('Der Name „\u0430lice“ sieht aus wie „alice“ an diesem Tisch: mit einem anderen Namen verbinden.');
    for (const text of [describeNameRefusal(reason, 'de'), describeServeRefusal(reason, 'de', null)]) {
      expect(strayEnglish(notWords(text))).toBeNull();
    }
  });
});

describe('the words of a table waiting on serve', () => {
  it.each(LANGUAGES)('the line on bots filling the open seats is a sentence that begins upper case (%s)', (lang) => {
    for (const level of BOT_LEVELS) {
      const line = serveWords(lang).room.fillsIn(19, coreWords(lang).bots.level[level]);
      expect(line).toMatch(/^\p{Lu}/u);
      expect(line).toContain('19');
    }
  });
});
