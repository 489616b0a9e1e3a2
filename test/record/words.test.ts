import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../src/i18n/catalog.js';
import type { Lang } from '../../src/i18n/lang.js';
import { recordDe } from '../../src/record/words.de.js';
import { recordEn } from '../../src/record/words.en.js';
import { describeRecordError, describeSaveError, formatPath, recordWords, type RecordWords } from '../../src/record/words.js';
import type { IllegalActionProblem } from '../../src/core/errors.js';
import type { RecordError, RecordFault } from '../../src/record/errors.js';
import type { SchemaFault } from '../../src/record/schemaFault.js';
import type { ReplayRefusal } from '../../src/table/errors.js';
import { strayEnglish } from '../i18n/englishWords.js';
import { MATCH_OPTIONS_PROBLEMS } from '../table/problems.js';

const FILE = '/data/match-20250301-140500-0123456789ab.json';

/** At least one of each schema issue: the type checker asks for every issue the union has. */
const SCHEMA_FAULTS: { readonly [I in SchemaFault['issue']]: readonly Extract<SchemaFault, { issue: I }>[] } = {
  invalid_type: (['number', 'int', 'string', 'array', 'object', 'boolean', 'other'] as const).map((expected) => ({
    kind: 'schema',
    issue: 'invalid_type',
    expected,
  })),
  too_big: (['number', 'string', 'array', 'other'] as const).map((origin) => ({ kind: 'schema', issue: 'too_big', origin, maximum: 3 })),
  too_small: (['number', 'string', 'array', 'other'] as const).flatMap((origin) => [
    { kind: 'schema', issue: 'too_small', origin, minimum: 1 },
    { kind: 'schema', issue: 'too_small', origin, minimum: 2 },
  ]),
  invalid_format: [{ kind: 'schema', issue: 'invalid_format' }],
  unrecognized_keys: [
    { kind: 'schema', issue: 'unrecognized_keys', keys: ['foo'] },
    { kind: 'schema', issue: 'unrecognized_keys', keys: ['foo', 'bar'] },
  ],
  invalid_value: [
    { kind: 'schema', issue: 'invalid_value', values: ['false'] },
    { kind: 'schema', issue: 'invalid_value', values: ['"x"', '"y"'] },
  ],
  other: [{ kind: 'schema', issue: 'other' }],
};

/** At least one of every fault a record can have (the type checker asks for every kind). */
const FAULTS: { readonly [K in RecordFault['kind']]: readonly Extract<RecordFault, { kind: K }>[] } = {
  schema: Object.values(SCHEMA_FAULTS).flat(),
  setup: MATCH_OPTIONS_PROBLEMS.map((problem) => ({ kind: 'setup', problem })),
  noGames: [{ kind: 'noGames' }],
  tooManyGames: [{ kind: 'tooManyGames', recorded: 3, games: 2 }],
  seedDoesNotFollow: [{ kind: 'seedDoesNotFollow', game: 2 }],
  startPlayerDrawn: [{ kind: 'startPlayerDrawn', seat: 1 }],
  startPlayerChosen: [{ kind: 'startPlayerChosen', seat: 0 }],
  startPlayerRotates: [{ kind: 'startPlayerRotates', game: 2, seat: 0 }],
  hintsOffYetUsed: [{ kind: 'hintsOffYetUsed' }],
  ownersDoNotFit: [{ kind: 'ownersDoNotFit' }],
  departedDoesNotFit: [{ kind: 'departedDoesNotFit' }],
  hintsOutOfOrder: [{ kind: 'hintsOutOfOrder' }],
  hintNotPossible: [{ kind: 'hintNotPossible', seat: '2' }],
  unfinishedGameFollowed: [{ kind: 'unfinishedGameFollowed', game: 1 }],
  wrongRanking: [{ kind: 'wrongRanking', game: 1 }],
  rankingTooEarly: [{ kind: 'rankingTooEarly', game: 1 }],
  endedAtMissing: [{ kind: 'endedAtMissing' }],
  endedAtTooEarly: [{ kind: 'endedAtTooEarly' }],
  scoresDoNotFollow: [{ kind: 'scoresDoNotFollow', expected: [1.5, 0.5, 0] }],
  notReplayable: [{ kind: 'notReplayable', detail: 'x' }],
};

/** At least one of every refusal of a recorded action, the rules' every reason among them. */
const REFUSALS: { readonly [K in ReplayRefusal['kind']]: readonly Extract<ReplayRefusal, { kind: K }>[] } = {
  gameAlreadyOver: [{ kind: 'gameAlreadyOver' }],
  noSuchSeat: [{ kind: 'noSuchSeat', seat: '7' }],
  notYourTurn: [{ kind: 'notYourTurn', seat: 'Ann', current: 'Bob' }],
  rules: (
    [
      { code: 'malformed', detail: { field: 'action' } },
      { code: 'malformed', detail: { field: 'direction', value: '"up"' } },
      { code: 'malformed', detail: { field: 'seat', value: '9' } },
      { code: 'gameOver' },
      { code: 'notYourTurn', seat: 0, seatName: 'Ann', current: 1, currentName: 'Bob' },
      { code: 'notYourTurn', seat: 5, seatName: null, current: 1, currentName: 'Bob' },
      { code: 'shiftFirst' },
      { code: 'swapOrPassSecond' },
    ] satisfies IllegalActionProblem[]
  ).map((problem) => ({ kind: 'rules', problem }) as const),
};

/**
 * One of every record error, every fault and refusal among them. The data
 * holds no words of any language: the place in the record is the JSON's own
 * names, and every detail is a code with data.
 */
const ERRORS: readonly RecordError[] = [
  { code: 'unreadable', file: FILE, errno: 'EACCES' },
  { code: 'unreadable', file: FILE, errno: 'EWHATEVER' },
  { code: 'tooLarge', file: FILE, bytes: 9_000_000, limit: 8_388_608 },
  { code: 'notJson', file: FILE, detail: 'Unexpected token' },
  { code: 'truncated', file: FILE, empty: true },
  { code: 'truncated', file: FILE, empty: false },
  { code: 'unknownFormat', file: FILE, found: null },
  { code: 'unknownFormat', file: FILE, found: 'x-y' },
  { code: 'unknownVersion', file: FILE, found: 7 },
  { code: 'invalid', file: FILE, path: [], fault: { kind: 'noGames' } },
  ...Object.values(FAULTS)
    .flat()
    .map((fault): RecordError => ({ code: 'invalid', file: FILE, path: ['games', 0, 'actions'], fault })),
  ...Object.values(REFUSALS)
    .flat()
    .map((refusal): RecordError => ({ code: 'illegalAction', file: FILE, game: 2, action: 5, refusal })),
];

/** Signs of a sentence not filled in: a placeholder, a missing value, a stray object. */
const UNFILLED = /\$\{|\{\{|undefined|null|NaN|\[object/u;

/** Every entry of a record catalog, called with sample data. */
function everyEntry(words: RecordWords): string[] {
  return [
    words.unreadable(FILE, 'EIO'),
    words.tooLarge(FILE, 2, 1),
    words.notJson(FILE),
    words.truncated(FILE, true),
    words.truncated(FILE, false),
    words.unknownFormat(FILE, null),
    words.unknownFormat(FILE, 'x'),
    words.unknownVersion(FILE, '2'),
    words.invalid(FILE, 'games[0]', '…'),
    words.illegalAction(FILE, 1, 2, '…'),
    words.fault({ kind: 'noGames' }),
    words.refusal({ kind: 'gameAlreadyOver' }),
    words.saveFailed(FILE, 'EROFS'),
    words.topLevel,
    words.errno('ENOSPC')!,
    words.noSavedMatches('/data'),
    words.damaged('x'),
    ...Object.values(words.historyHeader),
    words.historyPlayers([
      { name: 'Ann', score: 1 },
      { name: 'Bob', score: 0.5 },
    ]),
    words.historyGames(1, null),
    words.historyGames(1, 3),
    words.historyState(true),
    words.historyState(false),
    words.historyState(false, 'play'),
    words.historyState(false, 'serve'),
    words.openIn('play', 4242, null),
    words.openIn('host', 4242, 'elsewhere'),
    words.noFinishedMatch('/data'),
    words.notFinished(FILE),
  ];
}

describe('the words of saved matches', () => {
  it('every entry gives text in every language', () => {
    for (const lang of LANGUAGES) {
      for (const text of everyEntry(recordWords(lang))) expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(recordEn.errno('EWHATEVER')).toBeNull();
  });

  it('words every record error, fault and refusal in every language, with nothing left unfilled', () => {
    for (const lang of LANGUAGES) {
      const lines = ERRORS.map((error) => describeRecordError(error, lang));
      for (const line of lines) expect([line, UNFILLED.test(line.replaceAll(FILE, ''))]).toEqual([line, false]);
    }
  });

  it('keeps the English of the checks as it was, and words them in German', () => {
    const line = (error: RecordError, lang: Lang): string => describeRecordError(error, lang);
    const seed: RecordError = { code: 'invalid', file: FILE, path: ['games', 1, 'seed'], fault: { kind: 'seedDoesNotFollow', game: 2 } };
    expect(line(seed, 'en')).toBe(`${FILE}: the saved match is damaged at games[1].seed: game 2's seed does not follow from the match's seed`);
    expect(line(seed, 'de')).toBe(`${FILE}: die gespeicherte Partie ist beschädigt bei games[1].seed: der Seed von Spiel 2 folgt nicht aus dem Seed der Partie`);
    const scores: RecordError = { code: 'invalid', file: FILE, path: ['scores'], fault: { kind: 'scoresDoNotFollow', expected: [1.5, 0.5, 0] } };
    expect(line(scores, 'en')).toBe(`${FILE}: the saved match is damaged at scores: the scores do not follow from the rankings (expected 1.5, 0.5, 0)`);
    expect(line(scores, 'de')).toBe(`${FILE}: die gespeicherte Partie ist beschädigt bei scores: die Punkte folgen nicht aus den Rangfolgen (erwartet: 1,5; 0,5; 0)`);
    const turn: RecordError = { code: 'illegalAction', file: FILE, game: 2, action: 3, refusal: { kind: 'notYourTurn', seat: 'Ann', current: 'Bob' } };
    expect(line(turn, 'en')).toBe(`${FILE}: the saved match is damaged: game 2, action 3 is not allowed (It is Bob's turn, not Ann's)`);
    expect(line(turn, 'de')).toBe(`${FILE}: die gespeicherte Partie ist beschädigt: in Spiel 2 ist Aktion 3 nicht erlaubt (Bob ist am Zug, nicht Ann)`);
    const type: RecordError = { code: 'invalid', file: FILE, path: ['scores', 0], fault: { kind: 'schema', issue: 'invalid_type', expected: 'number' } };
    expect(line(type, 'en')).toBe(`${FILE}: the saved match is damaged at scores[0]: expected a number`);
    expect(line(type, 'de')).toBe(`${FILE}: die gespeicherte Partie ist beschädigt bei scores[0]: erwartet: eine Zahl`);
  });

  it('German has no word of the English UI, in the entries or in any record error', () => {
    const german = [...everyEntry(recordDe), ...ERRORS.map((error) => describeRecordError(error, 'de'))];
    for (const line of german) expect([line, strayEnglish(line.replaceAll(FILE, '').replace('games[0].actions', ''))]).toEqual([line, null]);
    expect(describeSaveError({ code: 'saveFailed', file: FILE, errno: 'ENOSPC' }, 'de')).toBe(
      `die Partie ließ sich nicht in ${FILE} speichern (die Festplatte ist voll, ENOSPC); das Spiel geht ohne Speichern weiter`,
    );
  });

  it('each error is one line naming the file, its name made safe, in both languages', () => {
    const file = '/tmp/\u001B[2J\u202Ex\nname.json';
    for (const lang of LANGUAGES) {
      for (const error of ERRORS) {
        const line = describeRecordError({ ...error, file }, lang);
        expect(line).toContain('/tmp/?[2J?x?name.json');
        expect(line).not.toMatch(/[\u0000-\u001F\u202E]/u);
      }
    }
    expect(describeRecordError(ERRORS[0]!, 'en')).toBe(`${FILE}: cannot read the saved match (permission denied, EACCES)`);
    expect(describeRecordError(ERRORS[1]!, 'de')).toBe(`${FILE}: die gespeicherte Partie lässt sich nicht lesen (EWHATEVER)`);
  });

  it('history counts the games played of the total, and of an open-ended match those so far', () => {
    expect(recordEn.historyGames(1, null)).toBe('1 so far');
    expect(recordEn.historyGames(0, null)).toBe('none so far');
    expect(recordEn.historyGames(2, 5)).toBe('2 of 5');
    expect(recordDe.historyGames(1, null)).toBe('bisher 1');
    expect(recordDe.historyGames(0, null)).toBe('bisher keins');
    expect(recordDe.historyGames(2, 5)).toBe('2 von 5');
    expect(
      recordDe.historyPlayers([
        { name: 'Ann', score: 0.5 },
        { name: 'Ben', score: 1 },
      ]),
    ).toBe('Ann 0,5; Ben 1');
  });

  it("names the place in a record in the reader's language", () => {
    expect(formatPath(['games', 0, 'actions', 3], 'en')).toBe('games[0].actions[3]');
    expect(formatPath([], 'en')).toBe('the top level');
    expect(describeRecordError(ERRORS[9]!, 'de')).toBe(`${FILE}: die gespeicherte Partie ist beschädigt bei oberster Ebene: eine Partie hat mindestens ein Spiel`);
  });
});
