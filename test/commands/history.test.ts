/** `history` and `replay` over a data directory of saved matches: the listing (narrowed to the terminal), --json, and replay's refusals. */

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runHistory } from '../../src/commands/history/listMatches.js';
import { localMinute } from '../../src/commands/history/table.js';
import { displayWidth } from '../../src/core/playerNames.js';
import { autosave } from '../../src/record/autosave.js';
import { currentHolder, SYSTEM_PROBE } from '../../src/record/holder.js';
import { createStore } from '../../src/record/store.js';
import { runCli, type CliRun } from '../cliRun.js';
import { expectOk, humans, startTable, step, testDeps } from '../table/helpers.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shift-poker-history-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI in-process with captured output. */
function cli(...args: string[]): Promise<CliRun> {
  return runCli(args);
}

describe('history and replay', () => {
  it('history on a terminal too narrow for its rows puts each file under its row and wraps the players in their column', () => {
    const store = createStore({ dir });
    const deps = testDeps();
    autosave(startTable({ seats: humans('Ann', 'Ben'), games: 1 }, deps), store);
    let narrow = '';
    const tty = { isTTY: true, columns: 80, write: (text: string) => (narrow += text) };
    const four = startTable({ seats: humans('Maximilianus_Abc', 'Bartholomew_Long', 'Christophorus_Xy', 'Dorothea_Maria_K'), games: 2 }, deps);
    autosave(four, store);
    runHistory(store, false, { stdout: tty }, 'en');
    const rows = narrow.trimEnd().split('\n');
    for (const row of rows) expect(displayWidth(row)).toBeLessThanOrEqual(80);
    expect(rows[0]).toMatch(/^Started {11}Players \(points\) +Games {3}State$/u);
    expect(rows[1]).toBe('  File');
    expect(rows[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}Maximilianus_Abc 0, Bartholomew_Long 0, +0 of 2 {2}unfinished$/u);
    expect(rows[3]).toMatch(/^ {18}Christophorus_Xy 0, Dorothea_Maria_K 0$/u);
    expect(rows[4]).toMatch(/^ {2}\/.*match-.*\.json$/u);
    expect(rows.filter((row) => row.startsWith('  /'))).toHaveLength(2);
    for (const heading of ['Players', 'Games', 'State']) {
      const column = rows[0]!.indexOf(heading);
      for (const row of rows.filter((line) => /^\d{4}/u.test(line))) expect(row[column - 1] === ' ' && row[column] !== ' ').toBe(true);
    }
    // Where the rows fit (or on no terminal), one line a match as before.
    let wide = '';
    runHistory(store, false, { stdout: { isTTY: true, columns: 200, write: (text: string) => (wide += text) } }, 'en');
    expect(wide.trimEnd().split('\n')).toHaveLength(3);
    expect(wide.split('\n')[0]).toMatch(/State {7}File$/u);
  });

  it('history in German wraps the players after their semicolons, and at 50 columns puts the state on a line of its own', () => {
    const store = createStore({ dir });
    const deps = testDeps();
    autosave(startTable({ seats: humans('Maximilianus_Abc', 'Bartholomew_Long', 'Christophorus_Xy', 'Dorothea_Maria_K'), games: 2 }, deps), store);
    const listing = (columns: number, lang: 'en' | 'de'): string[] => {
      let text = '';
      runHistory(store, false, { stdout: { isTTY: true, columns, write: (more: string) => (text += more) } }, lang);
      return text.trimEnd().split('\n');
    };
    const german = listing(80, 'de');
    for (const row of german) expect(displayWidth(row)).toBeLessThanOrEqual(80);
    // Broken after each semicolon, which stays with its player.
    expect(german[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d {2}Maximilianus_Abc 0; +0 von 2 {2}nicht beendet$/u);
    expect(german.slice(3, 5).map((row) => row.trim())).toEqual(['Bartholomew_Long 0;', 'Christophorus_Xy 0; Dorothea_Maria_K 0']);
    const narrow = listing(50, 'en');
    // Every line but the file's, whose path is as long as the data directory makes it.
    for (const row of narrow.filter((line) => !line.startsWith('  /'))) expect(displayWidth(row)).toBeLessThanOrEqual(50);
    expect(narrow[0]).toMatch(/^Started {11}Players \(points\) +Games$/u);
    expect(narrow.slice(1, 3)).toEqual(['  State', '  File']);
    expect(narrow).toContain('  unfinished');
  });

  it('history lists matches newest first and replay --json prints the latest finished match', async () => {
    const store = createStore({ dir });
    const deps = testDeps();
    const finished = startTable({ seats: humans('Ann', 'Ben'), games: 1 }, deps);
    const saved = autosave(finished, store);
    while (await step(finished, 1));
    const open = startTable({ seats: humans('Cy', 'Di'), games: 3 }, deps);
    const openSave = autosave(open, store);
    expectOk(open.act(open.currentSeat!, { type: 'pass' }));

    expect(store.list().map((entry) => entry.file)).toEqual([openSave.file(), saved.file()]);
    expect(store.latestUnfinished()?.file).toBe(openSave.file());

    const history = await cli('history', '--data-dir', dir);
    expect(history.code).toBe(0);
    const lines = history.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const started = localMinute(open.toRecord().startedAt);
    expect(started).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // A table: headings, then a row a match, newest first, each column starting where its heading does.
    expect(lines[0]).toMatch(/^Started {11}Players \(points\) +Games {3}State {7}File$/u);
    expect(lines[1]).toMatch(new RegExp(`^${started}  Cy 0, Di 0 +0 of 3  unfinished  ${openSave.file()}$`, 'u'));
    expect(lines[2]).toMatch(/ {2}Ann (1|0|0\.5), Ben (1|0|0\.5) +1 of 1 {2}finished {3}/u);
    for (const heading of ['Players', 'Games', 'State', 'File']) {
      const column = lines[0]!.indexOf(heading);
      expect(lines[1]![column - 1]).toBe(' ');
      expect(lines[1]![column]).not.toBe(' ');
      expect(lines[2]![column]).not.toBe(' ');
    }
    const json = JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout) as { finished: boolean; openIn: unknown }[];
    expect(json.map((entry) => entry.finished)).toEqual([false, true]);
    expect(json.map((entry) => entry.openIn)).toEqual([null, null]);

    // Open in another program now (the test runner's parent holds it): said in the State column and in --json.
    const other = { ...currentHolder('play'), pid: process.ppid, started: SYSTEM_PROBE.startTime(process.ppid) };
    writeFileSync(`${openSave.file()}.lock`, JSON.stringify(other));
    const openLines = (await cli('history', '--data-dir', dir)).stdout.split('\n');
    expect(openLines[1]).toMatch(new RegExp(`  open in another terminal  ${openSave.file()}$`, 'u'));
    expect((await cli('history', '--data-dir', dir, '--lang', 'de')).stdout.split('\n')[1]).toContain('in einem anderen Terminal offen');
    const openJson = JSON.parse((await cli('history', '--json', '--data-dir', dir)).stdout) as { openIn: unknown }[];
    expect(openJson[0]!.openIn).toEqual({ program: 'play', pid: process.ppid, host: other.host });
    rmSync(`${openSave.file()}.lock`);

    const replay = await cli('replay', '--json', '--data-dir', dir);
    expect(replay.code).toBe(0);
    const match = JSON.parse(replay.stdout) as { file: string; games: { events: { type: string }[]; ranking: unknown[] }[] };
    expect(match.file).toBe(saved.file());
    expect(match.games[0]!.events.at(-1)!.type).toBe('gameEnded');
    expect(match.games[0]!.ranking).toHaveLength(2);

    const refused = await cli('replay', openSave.file()!, '--json');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^shift-poker: .*: the match is not finished, so it is not replayed .*\n$/);
    expect(refused.stdout).toBe('');

    // Without --json the replay is a screen: it needs a terminal, like the game.
    const withoutJson = await cli('replay', '--data-dir', dir);
    expect(withoutJson.code).toBe(1);
    expect(withoutJson.stderr).toMatch(/^shift-poker: the replay needs an interactive terminal .*'shift-poker replay --json'\)?\n$/);
    // A match with no finished game yet is refused first, in one line, terminal or not.
    const unfinished = await cli('replay', openSave.file()!);
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toMatch(/^shift-poker: .*: no game of the match is finished yet, so nothing is replayed .*\n$/);
  });
});
