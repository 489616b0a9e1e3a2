import { COMMANDS } from '../src/commands/help.js';
import { describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveLaunchOptions } from '../src/commands/game/options.js';
import { runCli, type CliRun } from './cliRun.js';
import { tempDirsRemovedAfterEach } from './support/tempDirs.js';
import { strayEnglish } from './i18n/englishWords.js';

/** Runs main() in-process with captured output and a stdin that is not a terminal. */
function run(...args: string[]): Promise<CliRun> {
  return runCli(args);
}

/** The same, with the given environment (its LANG and LC_* choose the language). */
function runIn(env: Record<string, string | undefined>, ...args: string[]): Promise<CliRun> {
  return runCli(args, env);
}

const defaults = { bot: [] as string[], tiebreak: 'category' as const, color: true, save: true };

describe('command line usage errors', () => {
  it.each([
    [['Alice', '-r', '3'], /too few players: 1 \(a game seats 2 to 4; add a name or --bot <level>\) \(see/],
    [['simulte'], /too few players: 1 \(.*\) \(did you mean simulate\?\) \(see/],
    [['histroy', '-r', '3'], /too few players: 1 \(.*\) \(did you mean history\?\) \(see/],
    [['hist'], /too few players: 1 \(.*\) \(did you mean history\?\) \(see/],
    // Every command is guessed, and with the options of the command meant (which the game lacks) too.
    [['tutoral'], /too few players: 1 \(.*\) \(did you mean tutorial\?\) \(see/],
    [['simulte', '--players', 'hard,medium'], /unknown option '--players' \(did you mean simulate\?\) \(see/],
    [['histroy', '--limit', '2'], /unknown option '--limit' \(did you mean history\?\) \(see/],
    [['serv', '--port', '2222'], /unknown option '--port' \(did you mean serve\?\) \(see/],
    [['Alice', '--players', 'x'], /unknown option '--players' \(see/],
    [['A', 'B', 'C', 'D', 'E', '-r', '3'], /too many players: 5/],
    [['A', 'B', 'C', '--bot', 'easy', '--bot', 'hard'], /too many players: 5/],
    [['Alice', 'alice', '-r', '3'], /taken twice/],
    [['Bartholomew Longname', 'Bartholomew Longbottom', '-r', '3'], /the name "Bartholomew Longname" is too long \(at most 16 columns\)/],
    [['Alice', '\u304A\u304A\u304A\u304A\u304A\u304A\u304A\u304A\u304A', '-r', '3'], /is too long \(at most 16 columns\)/],
    [['Alice', '   ', '-r', '3'], /cannot be empty/],
    [['Alice', '\u001B[2J', '-r', '3'], /cannot be empty/],
    [['Alice', 'Bob', '-r', '9'], /--rounds must be from 2 to 7, got 9/],
    [['Alice', 'Bob', '-r', '1'], /--rounds must be from 2 to 7, got 1/],
    [['Alice', 'Bob', '-r', 'three'], /--rounds must be a whole number, got "three"/],
    [['Alice', 'Bob', '-r', '2.5'], /--rounds must be a whole number/],
    [['Alice', 'Bob', '--seed', ''], /--seed: a seed must not be empty/],
    [['Alice', 'Bob', '--seed', 'x'.repeat(201)], /--seed: a seed must be at most 200 characters long/],
    [['Alice', 'Bob', '--seed', 'a\nb'], /--seed: a seed must not contain control characters, got "a\\nb"/],
    [['Alice', 'Bob', '--seed', '\u001B[2J'], /--seed: a seed must not contain control characters, got "\\u001b\[2J"/],
    [['Alice', 'Bob', '--seed', 'rtl\u202Etext'], /--seed: a seed must not contain control characters/],
    [['Alice', 'Bob', '--rounds', '\u001B[2J'], /--rounds must be a whole number, got "\\u001b\[2J"/],
    [['Alice', 'Bob', '--frobnicate'], /unknown option '--frobnicate'/],
    [['Alice', '--bot', 'genius'], /unknown --bot level "genius"/],
    [['Alice', 'Bob', '--tiebreak', 'suits'], /--tiebreak/],
    [['Alice', 'Bob', '--delay', '-5'], /--delay/],
    [['Alice', 'Bob', '--games', '0'], /--games must be from 1 to 99, got 0/],
    [['Alice', 'Bob', '--games', '100'], /--games must be from 1 to 99, got 100/],
    [['Alice', 'Bob', '--games', 'two'], /--games must be a whole number, got "two"/],
    [['Alice', 'Bob', '--resume'], /--resume goes on with the saved match's players and rules; leave out player names/],
    [['--resume', '--rounds', '3'], /leave out --rounds/],
    [['--resume', '--bot', 'easy'], /leave out --bot/],
    [['--resume', '--seed', 'x'], /leave out --seed/],
    [['--resume', '--games', '2'], /leave out --games/],
    [['--resume', '--strict-order'], /leave out --strict-order/],
    [['--resume', '--tiebreak', 'category'], /leave out --tiebreak/],
    [['--resume', '--first-player', '1'], /leave out --first-player/],
    [['--first-player', '1'], /--first-player needs the players on the command line/],
    [['Alice', 'Bob', '--first-player', '3'], /--first-player must be from 1 to 2, got 3/],
    [['Alice', '--bot', 'easy', '--bot', 'hard', '--first-player', '0'], /--first-player must be from 1 to 3, got 0/],
    [['Alice', 'Bob', '--first-player', 'Bob'], /--first-player must be a whole number, got "Bob"/],
    [['--data-dir', ' ', 'Alice', 'Bob'], /--data-dir must name a directory/],
  ])('%j is refused with one line and exit code 2', async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/see 'shift-poker --help'/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(result.stdout).toBe('');
  });
});

describe('the guess at a mistyped command', () => {
  it('knows every command the help lists', async () => {
    const help = (await run('--help')).stdout;
    const listed = help
      .slice(help.indexOf('Commands:'), help.indexOf('Examples:'))
      .split('\n')
      .flatMap((line) => /^ {2}([a-z]+)\b/u.exec(line)?.[1] ?? []);
    expect(listed.length).toBeGreaterThanOrEqual(7);
    expect([...COMMANDS].sort()).toEqual([...listed].sort());
  });
});

describe('help, version and the terminal check', () => {
  it('prints help without a terminal', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: shift-poker \[options\] \[command\] \[players\.\.\.\]/);
    for (const option of ['--rounds', '--seed', '--bot', '--tiebreak', '--strict-order', '--ascii', '--no-color', '--delay']) {
      expect(result.stdout).toContain(option);
    }
  });

  it('names every key of the game, h included, in lines that fit 80 columns, in both languages', async () => {
    for (const lang of ['en', 'de']) {
      const help = (await run('--lang', lang, '--help')).stdout;
      const keys = help.slice(help.lastIndexOf('\n\n')).replace(/\s+/gu, ' ');
      expect(keys).toMatch(lang === 'en' ? /p pass, h hint, \? help, q quit,/u : /p passen, h Tipp, \? Hilfe, q beenden,/u);
      // Enter (which ends a turn) and Space (which opens the next player's) are keys of the game too.
      expect(keys).toMatch(lang === 'en' ? /Enter end the turn, Space start the next player's turn\./u : /Enter Zug beenden, Leertaste Zug des nächsten Spielers beginnen\./u);
      for (const line of help.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
    }
  });

  it('"help" shows the help instead of seating a player called help', async () => {
    const result = await run('help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: shift-poker \[options\] \[command\] \[players\.\.\.\]/);
    expect(result.stderr).toBe('');
  });

  it('"help --help", "help -h" and "help help" show the main help on standard output', async () => {
    for (const args of [
      ['help', '--help'],
      ['help', '-h'],
      ['help', 'help'],
      ['--lang', 'de', 'help', '--help'],
    ]) {
      const result = await run(...args);
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^(Usage|Aufruf): shift-poker /u);
    }
  });

  it('"help simulate" shows the help of simulate', async () => {
    const result = await run('help', 'simulate');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: shift-poker simulate \[options\]/);
    expect(result.stdout).toContain('--games');
  });

  it('"help" with a topic that is no command: one line, exit 2, in the chosen language', async () => {
    const english = await run('help', 'nothere');
    expect(english.code).toBe(2);
    expect(english.stdout).toBe('');
    expect(english.stderr).toBe("shift-poker: unknown command 'nothere' (see 'shift-poker --help')\n");
    const german = await run('--lang', 'de', 'help', 'simulat');
    expect(german.code).toBe(2);
    expect(german.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(german.stderr).toMatch(/^shift-poker: unbekannter Befehl „simulat“/);
  });

  it('a name of exactly 16 columns is accepted as it is', () => {
    const options = resolveLaunchOptions(['Sixteen chars ok', 'Bob'], { ...defaults }, 'en');
    expect(options.seats.map((seat) => seat.name)).toEqual(['Sixteen chars ok', 'Bob']);
  });

  it('prints the package version', async () => {
    const result = await run('--version');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('refuses to start a game without a terminal, with exit code 1', async () => {
    const result = await run('Alice', 'Bob', '--rounds', '2');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/needs an interactive terminal/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('--resume', () => {
  it('allows display options, and names a file it cannot read in one line with exit code 1', async () => {
    const missing = '/nonexistent-dir/match.json';
    const result = await run('--resume', missing, '--ascii', '--no-color', '--delay', '0');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`shift-poker: ${missing}: cannot read the saved match (no such file, ENOENT)\n`);
  });
});

describe('the simulate subcommand', () => {
  it('keeps its own --seed and --rounds apart from the game options', async () => {
    const result = await run('simulate', '--games', '3', '--seed', '11', '--rounds', '2', '--players', 'random,easy', '--json');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { games: number; seed: string; rounds: number; results: unknown[] };
    expect([json.games, json.seed, json.rounds, json.results.length]).toEqual([3, '11', 2, 2]);
  });

  it('refuses bad input with one line pointing at its own help, exit code 2', async () => {
    const result = await run('simulate', '--players', 'hard,wizard');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/"wizard" is not a level .*see 'shift-poker simulate --help'/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('the help of every command', () => {
  const GERMAN = { LANG: 'de_DE.UTF-8' };

  it('fits 80 columns in every language', async () => {
    for (const env of [{}, GERMAN]) {
      for (const command of [[], ['simulate'], ['history'], ['replay'], ['host'], ['serve']]) {
        const help = await runIn(env, ...command, '--help');
        expect(help.code).toBe(0);
        for (const line of help.stdout.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
      }
    }
  });

  it('serve: its options and commands in German', async () => {
    const help = await runIn(GERMAN, 'serve', '--help');
    expect(help.stdout).toMatch(/^Aufruf: shift-poker serve \[Optionen\]\n\neinen Server vieler Tische betreiben/u);
    expect(help.stdout).toContain('ssh -t -p 2222 bob@server join K7PQ');
    const wrong = await runIn(GERMAN, 'serve', '--max-tables', '0');
    expect([wrong.code, wrong.stderr]).toEqual([2, 'shift-poker: --max-tables muss zwischen 1 und 10000 liegen, angegeben: 0 (siehe „shift-poker serve --help“)\n']);
  });
});

describe('usage errors of a command', () => {
  it("point at that command's own help, also after options before the command word", async () => {
    for (const [command, args] of [
      ['history', ['history', '--frobnicate']],
      ['replay', ['replay', 'a', 'b']],
      ['host', ['host', '--port', 'x']],
      ['serve', ['serve', '--max-tables', '0']],
      // A --lang given is kept in the command pointed at (invocation.ts carriedInvocation).
      ['--lang en simulate', ['--lang', 'en', 'simulate', '--jobs', '0']],
    ] as const) {
      const result = await run(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`\\(see 'shift-poker ${command} --help'\\)\n$`, 'u'));
    }
    expect((await run('Alice', '--frobnicate')).stderr).toMatch(/\(see 'shift-poker --help'\)\n$/u);
  });
});

describe('the language of the command line', () => {
  it('an unknown --lang is a usage error that lists the languages', async () => {
    for (const args of [
      ['--lang', 'xx'],
      ['Alice', 'Bob', '--lang=klingon'],
      ['simulate', '--lang', 'fr'],
    ]) {
      const result = await run(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^shift-poker: unknown --lang "[a-z]+" \(available: en, de\) \(see 'shift-poker( simulate)? --help'\)\n$/u);
      expect(result.stdout).toBe('');
    }
  });

  it("--help in German describes every option in German, commander's headings included", async () => {
    const result = await run('--lang', 'de', '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Aufruf: shift-poker \[Optionen\] \[Befehl\] \[Spieler\.\.\.\]/u);
    for (const text of [
      'Optionen:',
      'Argumente:',
      'Befehle:',
      'Anzahl der Runden',
      'Bot hinzufügen',
      '(Standard: keiner)',
      '(Auswahl: „category“, „kickers“, Standard: „category“)',
      'diese Hilfe zeigen und beenden',
      'Version ausgeben und beenden',
      'simulate [Optionen]',
      'help [befehl]',
      'Hilfe zum Spiel oder zu einem Befehl zeigen',
      'Beispiele:',
      'Tasten im Spiel:',
    ]) {
      // Compared with the line breaks of the help's columns taken out: they move with the longest command name.
      expect(result.stdout.replace(/\s+/gu, ' ')).toContain(text);
    }
    for (const english of ['Usage:', 'Options:', 'Commands:', 'default:', 'display help', 'number of rounds', 'Examples:']) {
      expect(result.stdout).not.toContain(english);
    }
  });

  it('the environment chooses German as POSIX programs do, and --lang wins over it', async () => {
    const german = await runIn({ LANG: 'de_AT.UTF-8' }, 'help', 'simulate');
    expect(german.stdout).toMatch(/^Aufruf: shift-poker simulate \[Optionen\]/u);
    expect(german.stdout).toContain('Anzahl der Spiele (Standard 200)');
    const english = await runIn({ LANG: 'de_DE.UTF-8' }, '--lang', 'en', '--help');
    expect(english.stdout).toMatch(/^Usage: shift-poker/u);
    const own = await runIn({ LC_ALL: 'C', SHIFT_POKER_LANG: 'de' }, '--help');
    expect(own.stdout).toMatch(/^Aufruf:/u);
  });

  it("usage errors speak German too, one line each, commander's included", async () => {
    const cases: [string[], RegExp][] = [
      [['Alice', '-r', '3'], /zu wenige Spieler: 1/u],
      [['Alice', 'alice', '-r', '3'], /„alice“ ist schon vergeben/u],
      [['Alice', 'Bob', '-r', '9'], /--rounds muss zwischen 2 und 7 liegen, angegeben: 9/u],
      [['Alice', 'Bob', '--seed', ''], /--seed: ein Seed darf nicht leer sein/u],
      [['Alice', 'Bob', '--frobnicate'], /unbekannte Option „--frobnicate“/u],
      [['Alice', 'Bob', '--tiebreak', 'suits'], /Option „--tiebreak <modus>“: „suits“ ist ungültig/u],
      [['Alice', '--bot', 'genius'], /unbekannte Stufe für --bot: „genius“/u],
      [['simulate', '--games', '0'], /--games muss zwischen 1 und 1000000 liegen, angegeben: 0/u],
    ];
    for (const [args, message] of cases) {
      const result = await runIn({ LANG: 'de_DE.UTF-8' }, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/\(siehe „shift-poker( simulate)? --help“\)\n$/u);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    const noTerminal = await runIn({ LANG: 'de_DE.UTF-8' }, 'Alice', 'Bob');
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toMatch(/das Spiel braucht ein interaktives Terminal/u);
  });

  it('German computer players get German names', () => {
    const options = resolveLaunchOptions(['Alice'], { ...defaults, bot: ['hard', 'hard'] }, 'de');
    expect(options.seats.map((seat) => seat.name)).toEqual(['Alice', 'Bot Schwer', 'Bot Schwer 2']);
  });
});

describe('German one-liners beyond the game', () => {
  const GERMAN = { LANG: 'de_DE.UTF-8' };
  const emptyDir = (): string => mkdtempSync(path.join(tmpdir(), 'sp-'));
  /** German output holds no word of the English UI once the paths and the flags (not words) are left out. */
  const expectGerman = (text: string, ...paths: string[]): void => {
    let words = text;
    for (const dir of paths) words = words.replaceAll(dir, '');
    words = words.replace(/(?:^|\s)--?[\w-]+/gu, ' ');
    expect([text, strayEnglish(words)]).toEqual([text, null]);
  };
  const FIXTURES = path.join(import.meta.dirname, 'record', 'fixtures');
  /** A data directory with the fixture `name` saved as a match file. */
  const dirWith = (name: string): { dir: string; file: string } => {
    const dir = emptyDir();
    const file = path.join(dir, 'match-20250301-140500-0123456789ab.json');
    copyFileSync(path.join(FIXTURES, name), file);
    return { dir, file };
  };

  it('--data-dir that is empty (exit 2) or a regular file (exit 1) is one line for a game, history, replay, host and serve alike', async () => {
    for (const command of ['history', 'replay', 'host', 'serve']) {
      const empty = await runIn({}, command, '--data-dir', '');
      expect(empty.code).toBe(2);
      expect(empty.stderr).toMatch(new RegExp(`^shift-poker: --data-dir must name a directory \\(see 'shift-poker ${command} --help'\\)\n$`, 'u'));
    }
    const file = path.join(emptyDir(), 'plain');
    writeFileSync(file, '');
    for (const command of [['history'], ['replay'], ['serve'], ['host'], ['Ann', 'Bob']]) {
      const notADirectory = await runIn({}, ...command, '--data-dir', file);
      expect([notADirectory.code, notADirectory.stdout, notADirectory.stderr]).toEqual([1, '', `shift-poker: --data-dir: ${file} is not a directory\n`]);
    }
  });

  it('history: an empty data directory, and a damaged file listed in German', async () => {
    const dir = emptyDir();
    const empty = await runIn(GERMAN, 'history', '--data-dir', dir);
    expect([empty.code, empty.stdout, empty.stderr]).toEqual([0, `Keine gespeicherten Partien in ${dir}.\n`, '']);
    expectGerman(empty.stdout, dir);
    for (const name of ['not-json.json', 'truncated.json', 'unknown-format.json', 'unknown-version.json']) {
      const damaged = dirWith(name);
      const result = await runIn(GERMAN, '--lang', 'de', 'history', '--data-dir', damaged.dir);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^beschädigt: ${damaged.file}: .+\n$`, 'u'));
      expectGerman(result.stdout, damaged.dir);
    }
  });

  /** A data directory with the golden record, damaged by `damage`, saved as a match file. */
  const dirWithDamaged = (damage: (record: Record<string, any>) => void): { dir: string; file: string } => {
    const { dir, file } = dirWith('valid.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
    damage(record);
    writeFileSync(file, JSON.stringify(record));
    return { dir, file };
  };

  it("a damaged match's detail is German too, in history and --resume, with the English exit codes", async () => {
    const damaged: [string, { dir: string; file: string }, RegExp][] = [
      ['seed', dirWithDamaged((r) => (r.games[1].seed = 'other')), /bei games\[1\]\.seed: der Seed von Spiel 2 folgt nicht aus dem Seed der Partie$/u],
      ['scores', dirWithDamaged((r) => (r.scores[2] = 1)), /bei scores: die Punkte folgen nicht aus den Rangfolgen \(erwartet: 0; 0; 2\)$/u],
      ['type', dirWithDamaged((r) => (r.scores[0] = 'x')), /bei scores\[0\]: erwartet: eine Zahl$/u],
      ['schema fixture', dirWith('schema-invalid.json'), /bei games\[1\]\.actions\[4\]\.seat: .+$/u],
      ['turn fixture', dirWith('illegal-action.json'), /: in Spiel 2 ist Aktion 3 nicht erlaubt \(.+ ist am Zug, nicht .+\)$/u],
    ];
    for (const [name, { dir, file }, detail] of damaged) {
      for (const args of [
        ['history', '--data-dir', dir],
        ['--resume', file],
      ]) {
        const english = await runIn(GERMAN, '--lang', 'en', ...args);
        const german = await runIn(GERMAN, '--lang', 'de', ...args);
        const line = (german.stdout + german.stderr).trimEnd();
        expect([name, args[0], german.code]).toEqual([name, args[0], english.code]);
        expect([name, line]).toEqual([name, expect.stringMatching(detail)]);
        expect(line.split('\n')).toHaveLength(1);
        // The place in the file is the JSON's own names, and the players' names are theirs: not words of either language.
        const names = (JSON.parse(readFileSync(file, 'utf8')) as { seats: { name: string }[] }).seats.map((seat) => seat.name);
        expectGerman(
          names.reduce((text, player) => text.replaceAll(player, ''), line.replace(/ bei [\w.[\]]+:/u, ' bei:')),
          dir,
        );
      }
    }
  });

  it('history lists a saved match in German, with the language from --lang after the command too', async () => {
    const { dir, file } = dirWith('valid.json');
    const result = await runIn({}, 'history', '--data-dir', dir, '--lang', 'de');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Begonnen +Spieler \(Punkte\) +Spiele +Stand +Datei\n/u);
    expect(result.stdout).toMatch(/ \d+ von \d+ +(?:beendet|nicht beendet) +/u);
    expect(result.stdout).toContain(file);
  });

  it('replay and --resume refuse in German with their exit codes', async () => {
    const dir = emptyDir();
    const cases: [string[], number, RegExp][] = [
      [['replay', '--data-dir', dir], 1, /^shift-poker: keine beendete Partie in .+ gespeichert\n$/u],
      [['replay', path.join(dir, 'x.json')], 1, /^shift-poker: .+: die gespeicherte Partie lässt sich nicht lesen \(Datei nicht gefunden, ENOENT\)\n$/u],
      [['--resume', '--data-dir', dir], 1, /^shift-poker: keine nicht beendete Partie in .+ gespeichert\n$/u],
      [['--resume', dirWith('not-json.json').file], 1, /^shift-poker: .+: keine gespeicherte Partie \(die Datei ist kein JSON\)\n$/u],
      [['--resume', '--data-dir', dir, 'Alice'], 2, /^shift-poker: --resume setzt die gespeicherte Partie mit ihren Spielern und Regeln fort; Spielernamen weglassen \(siehe/u],
      [['--data-dir', ' ', 'Alice', 'Bob'], 2, /^shift-poker: --data-dir muss ein Verzeichnis nennen \(siehe/u],
      [['Alice', 'Bob', '--games', '100'], 2, /^shift-poker: --games muss zwischen 1 und 99 liegen, angegeben: 100 \(siehe/u],
    ];
    for (const [args, code, message] of cases) {
      const result = await runIn(GERMAN, ...args);
      expect([args, result.code]).toEqual([args, code]);
      expect(result.stderr).toMatch(message);
      expectGerman(result.stderr, dir, tmpdir());
    }
  });

  it('replay takes --no-color, as the game does', async () => {
    const { dir } = dirWith('valid.json');
    const result = await run('replay', '--json', '--no-color', '--data-dir', dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toBeDefined();
  });

  it('replay without a terminal says so in German', async () => {
    // The fixture is a finished match: replay finds it, then needs a terminal.
    const { dir } = dirWith('valid.json');
    const result = await runIn(GERMAN, 'replay', '--data-dir', dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^shift-poker: die Wiederholung braucht ein interaktives Terminal .*\n$/u);
    expectGerman(result.stderr.replace(/'.*'/u, ''));
  });

  it("commander's own errors are German one-liners with exit code 2", async () => {
    const cases: [string[], RegExp][] = [
      [['--frobnicate'], /^shift-poker: unbekannte Option „--frobnicate“ \(siehe „shift-poker --help“\)\n$/u],
      [['--sed', '1'], /^shift-poker: unbekannte Option „--sed“ \(Meintest du --seed\?\) \(siehe/u],
      [['--rounds'], /^shift-poker: bei der Option „-r, --rounds <n>“ fehlt der Wert \(siehe/u],
      [['history', 'extra'], /^shift-poker: zu viele Argumente für „history“: erlaubt sind keine, angegeben: 1 \(siehe/u],
      [['replay', 'a', 'b'], /^shift-poker: zu viele Argumente für „replay“: erlaubt sind höchstens 1, angegeben: 2 \(siehe/u],
      [['history', '--frobnicate'], /^shift-poker: unbekannte Option „--frobnicate“ \(siehe/u],
      [['simulate', '--players'], /^shift-poker: bei der Option „-p, --players <stufen>“ fehlt der Wert \(siehe/u],
    ];
    for (const [args, message] of cases) {
      const result = await runIn({ LC_ALL: 'de_AT.UTF-8' }, ...args);
      expect([args, result.code, result.stdout]).toEqual([args, 2, '']);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expectGerman(result.stderr.replace(/'[^']*'/gu, ''));
    }
    const english = await run('--frobnicate');
    expect(english.stderr).toBe("shift-poker: unknown option '--frobnicate' (see 'shift-poker --help')\n");
  });

  it('German help quotes in one style, „…“, also in the notes commander adds (choices, defaults)', async () => {
    for (const command of [[], ['simulate'], ['history'], ['replay'], ['host']]) {
      const result = await runIn(GERMAN, ...command, '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(/["']/u);
    }
    expect((await runIn(GERMAN, 'host', '--help')).stdout.replace(/\s+/gu, ' ')).toContain('(Auswahl: „category“, „kickers“)');
  });

  it("replay's help speaks of the games that are over (a match still being played shows those), in both languages", async () => {
    const english = await run('replay', '--help');
    expect(english.stdout.replace(/\s+/gu, ' ')).toContain('step through the games of a saved match that are over, or print a finished match as JSON');
    const german = await runIn(GERMAN, 'replay', '--help');
    expect(german.stdout.replace(/\s+/gu, ' ')).toContain('die beendeten Spiele einer gespeicherten Partie Zug für Zug zeigen');
  });

  it('--help of history and replay is German', async () => {
    for (const command of ['history', 'replay']) {
      const result = await runIn(GERMAN, command, '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Aufruf: shift-poker ${command} \\[Optionen\\]`, 'u'));
      expect(result.stdout).toContain('Optionen:');
      expectGerman(result.stdout.replace(/SHIFT_POKER_LANG|LC_\w+|LANG/gu, ''));
    }
  });

  it('host: --help, usage errors and the missing terminal in German', async () => {
    const help = await runIn(GERMAN, 'host', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Aufruf: shift-poker host \[Optionen\]\n\nein Spiel anbieten, dem andere mit ssh beitreten/u);
    expect(help.stdout).toContain('--seats <plätze>');
    // The values options take (level codes, seat specs) are not words.
    expectGerman(help.stdout.replace(/random,\s+easy,\s+medium,\s+hard|SHIFT_POKER_LANG|LC_\w+|LANG|authorized_keys|\S+:\S+|„[^“]*“|"[^"]*"/gu, ''));
    const cases: [string[], number, RegExp][] = [
      [['host', '--seats', 'remote'], 2, /^shift-poker: --seats braucht 2 bis 4 Plätze, angegeben: 1 \(siehe/u],
      [['host', '--seats', 'local:,remote'], 2, /^shift-poker: --seats: ein Spielername darf nicht leer sein \(siehe/u],
      [['host', '--port', 'x'], 2, /^shift-poker: --port muss eine ganze Zahl sein, angegeben: „x“ \(siehe/u],
      [['host', '--frobnicate'], 2, /^shift-poker: unbekannte Option „--frobnicate“ \(siehe/u],
      [['host', '--listen', '127.0.0.1'], 1, /^shift-poker: der Host braucht ein interaktives Terminal/u],
    ];
    for (const [args, code, message] of cases) {
      const result = await runIn(GERMAN, ...args);
      expect([args, result.code]).toEqual([args, code]);
      expect(result.stderr).toMatch(message);
      expectGerman(result.stderr.replace(/'[^']*'|„[^“]*“/gu, ''));
    }
    const english = await run('host', '--seats', 'local:,remote');
    expect(english.stderr).toMatch(/^shift-poker: --seats: a player name cannot be empty/u);
  });
});

describe('an option written before the name of a command', () => {
  const beforeDirs = tempDirsRemovedAfterEach('before');
  it('is taken by the command where it has that option, and refused in one line where it has not', async () => {
    const dir = beforeDirs();
    const before = await run('--data-dir', dir, 'players');
    expect(before.code).toBe(0);
    expect(before.stdout).toContain(dir);
    expect(before.stdout).toBe((await run('players', '--data-dir', dir)).stdout);
    // Its own value, given after its name, wins.
    const both = await run('--data-dir', path.join(dir, 'not-this'), 'players', '--data-dir', dir);
    expect(both.stdout).toContain(dir);
    expect(both.stdout).not.toContain('not-this');
    const refused = await run('-r', '3', 'players');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/option '-r\/--rounds' does not go with 'players' \(a command's options follow its name\)/);
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(refused.stdout).toBe('');
  });
});

describe('a data directory that cannot be read', () => {
  const dirs = tempDirsRemovedAfterEach('unreadable');
  it('is said to be so in one line with a non-zero exit, by players and history, not listed as empty', async () => {
    // A symbolic link to itself: unreadable even to root, as which tests may run.
    const loop = path.join(dirs(), 'loop');
    symlinkSync(loop, loop);
    for (const command of ['players', 'history']) {
      const result = await run(command, '--data-dir', loop);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/cannot read the saved matches in .*loop: a symbolic link that leads round in a circle, ELOOP/u);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stdout).toBe('');
    }
  });
});
