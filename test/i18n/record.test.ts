import { describe, expect, it } from '@jest/globals';
import { CATALOGS, LANGUAGES } from '../../src/i18n/catalog.js';
import { describeRecordError, describeSaveError, formatPath, recordDe, recordEn, type RecordWords } from '../../src/i18n/record.js';
import type { RecordError } from '../../src/record/errors.js';
import { strayEnglish } from './englishWords.js';

const FILE = '/data/match-20250301-140500-0123456789ab.json';

/**
 * One of every record error. The data holds no words of any language: the
 * place in the record is the JSON's own names, and the detail of `invalid`
 * and `illegalAction` is the checker's (see the README on what stays English).
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
  { code: 'invalid', file: FILE, path: ['games', 0, 'actions'], reason: '…' },
  { code: 'invalid', file: FILE, path: [], reason: '…' },
  { code: 'illegalAction', file: FILE, game: 2, action: 5, reason: '…' },
];

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
    words.saveFailed(FILE, 'EROFS'),
    words.topLevel,
    words.errno('ENOSPC')!,
    words.historyDescription,
    words.historyJson,
    words.dataDir,
    words.noSavedMatches('/data'),
    words.damaged('x'),
    words.historyLine({ date: '2025-03-01 14:05', players: ['Ann', 'Bob'], gamesPlayed: 1, games: null, scores: [1, 0.5], finished: true, file: FILE }),
    words.historyLine({ date: '2025-03-01 14:05', players: ['Ann', 'Bob'], gamesPlayed: 1, games: 3, scores: [1, 0], finished: false, file: FILE }),
    words.replayDescription,
    words.replayFile,
    words.replayJson,
    words.replayAscii,
    words.noFinishedMatch('/data'),
    words.notFinished(FILE),
  ];
}

describe('the words of saved matches', () => {
  it('every entry gives text in every language', () => {
    for (const lang of LANGUAGES) {
      for (const text of everyEntry(CATALOGS[lang].record)) expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(recordEn.errno('EWHATEVER')).toBeNull();
  });

  it('German has no word of the English UI, in the entries or in any record error', () => {
    const german = [...everyEntry(recordDe), ...ERRORS.map((error) => describeRecordError(error, recordDe))];
    for (const line of german) expect([line, strayEnglish(line.replaceAll(FILE, '').replace('games[0].actions', ''))]).toEqual([line, null]);
    expect(describeSaveError({ code: 'saveFailed', file: FILE, errno: 'ENOSPC' }, recordDe)).toBe(
      `die Partie ließ sich nicht in ${FILE} speichern (die Festplatte ist voll, ENOSPC); das Spiel geht ohne Speichern weiter`,
    );
  });

  it('each error is one line naming the file, its name made safe, in both languages', () => {
    const file = '/tmp/\u001B[2J\u202Ex\nname.json';
    for (const lang of LANGUAGES) {
      for (const error of ERRORS) {
        const line = describeRecordError({ ...error, file }, CATALOGS[lang].record);
        expect(line).toContain('/tmp/?[2J?x?name.json');
        expect(line).not.toMatch(/[\u0000-\u001F\u202E]/u);
      }
    }
    expect(describeRecordError(ERRORS[0]!)).toBe(`${FILE}: cannot read the saved match (permission denied, EACCES)`);
    expect(describeRecordError(ERRORS[1]!, recordDe)).toBe(`${FILE}: die gespeicherte Partie lässt sich nicht lesen (EWHATEVER)`);
  });

  it('a history line counts the games of an open-ended match in words, not as "1/open-ended"', () => {
    const line = (games: number | null, gamesPlayed: number) => ({ date: 'd', players: ['Ann'], gamesPlayed, games, scores: [0], finished: false, file: 'f' });
    expect(recordEn.historyLine(line(null, 1))).toContain('  1 game (open-ended)  ');
    expect(recordEn.historyLine(line(null, 0))).toContain('  0 games (open-ended)  ');
    expect(recordEn.historyLine(line(5, 2))).toContain('  2/5 games  ');
    expect(recordDe.historyLine(line(null, 1))).toContain('  1 Spiel (offen)  ');
    expect(recordDe.historyLine(line(null, 3))).toContain('  3 Spiele (offen)  ');
  });

  it('names the place in a record in the reader\'s language', () => {
    expect(formatPath(['games', 0, 'actions', 3])).toBe('games[0].actions[3]');
    expect(formatPath([])).toBe('the top level');
    expect(describeRecordError(ERRORS[10]!, recordDe)).toBe(`${FILE}: die gespeicherte Partie ist beschädigt bei oberster Ebene: …`);
  });
});
