/**
 * Honest levels: `expert` measured about even with `hard` heads-up and behind
 * it at three and four players (docs/bots.md), so no list a player chooses
 * from offers it. It stays a level `simulate` measures, and a match saved
 * with an expert bot loads and plays on with it.
 */

import { describe, expect, it } from '@jest/globals';
import { BOT_LEVELS, PLAYABLE_LEVELS } from '../../src/bots/levels.js';
import { parseRecordText } from '../../src/record/load.js';
import { serializeRecord } from '../../src/record/serialize.js';
import { parseServeCommand } from '../../src/remote/serve/commands.js';
import { changed, type FormField } from '../../src/remote/serve/lobbyModel.js';
import { defaultTableSpec } from '../../src/remote/serve/tableSpec.js';
import { menuItems } from '../../src/hotseat/setup.js';
import { runCli } from '../cliRun.js';
import { bot, humans, startTable, step, testDeps } from '../table/helpers.js';

const CHOICES = 'random, easy, medium, hard';

describe('the levels a player chooses from', () => {
  it('are random, easy, medium and hard; every level a bot plays at adds expert', () => {
    expect(PLAYABLE_LEVELS).toEqual(['random', 'easy', 'medium', 'hard']);
    expect(BOT_LEVELS).toEqual([...PLAYABLE_LEVELS, 'expert']);
  });

  it('are the setup menu’s bots', () => {
    const levels = menuItems({ seats: [] }).flatMap((item) => (item.id === 'bot' ? [item.level] : []));
    expect(levels).toEqual(PLAYABLE_LEVELS);
  });

  it.each([
    [['--bot', 'expert'], '--bot'],
    [['host', '--bot-level', 'expert'], '--bot-level'],
    [['serve', '--bot-level', 'expert'], '--bot-level'],
  ])('%j is refused in one line that lists the others', async (args, option) => {
    const run = await runCli(args, { LANG: 'C' });
    expect(run.code).not.toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('expert');
    expect(lines[0]).toContain(CHOICES);
    expect(lines[0]).not.toMatch(/hard, expert/u);
    expect(run.stderr).toContain(option === '--bot' ? 'bot' : '--bot-level');
  });

  it.each([[[]], [['host']], [['serve']]])('%j --help lists them and no other', async (command) => {
    const run = await runCli([...command, '--help'], { LANG: 'C' });
    // Commander wraps the help at 80 columns.
    expect(run.stdout.replace(/\s+/gu, ' ')).toContain(CHOICES);
    expect(run.stdout).not.toContain('expert');
  });

  it('are the levels of a table opened by a typed command on serve', () => {
    expect(parseServeCommand('new --bot expert', 'en')).toEqual({ ok: false, problem: { code: 'botLevel', got: 'expert', levels: PLAYABLE_LEVELS } });
    expect(parseServeCommand('new --bot hard', 'en').ok).toBe(true);
  });

  it('are what ←/→ go through on a seat of the lobby’s form, all the way round', () => {
    const field: FormField = { kind: 'seat', index: 1 };
    let spec = defaultTableSpec('en');
    const seen: string[] = [];
    for (let i = 0; i < 2 * (PLAYABLE_LEVELS.length + 1); i += 1) {
      spec = changed(spec, field, 1);
      const seat = spec.seats[1]!;
      seen.push(seat.kind === 'bot' ? seat.level : seat.kind);
    }
    expect(new Set(seen)).toEqual(new Set(['player', ...PLAYABLE_LEVELS]));
  });
});

describe('expert, the measurement level', () => {
  it('is still measured by simulate', async () => {
    const run = await runCli(['simulate', '--players', 'expert,hard', '--games', '2', '--seed', '7', '--jobs', '1'], { LANG: 'C' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^\d +expert +\d/mu);
  });

  it('plays on in a match saved with one: the record loads and the table goes on', async () => {
    const table = startTable({ seats: [...humans('Ann'), bot('Bot Expert', 'expert')], rounds: 2, games: 1, seed: 'expert-kept' }, testDeps());
    while (await step(table, 99));
    const text = serializeRecord(table.toRecord());
    const loaded = parseRecordText(text, 'kept.json');
    expect(loaded.ok).toBe(true);
    expect(text).toContain('"level": "expert"');
  });
});
