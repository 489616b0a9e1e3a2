/** What the host prints once stopped: the standings so far, where the match is saved, and the command that brings it back. */

import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { resolveHostOptions } from '../../src/commands/host/options.js';
import { hostLeavingLines, hostPlace } from '../../src/remote/hostLeaving.js';
import type { Table } from '../../src/table/index.js';
import { humans, startTable } from '../table/helpers.js';

/** Plays passes until `games` games of the match are over. */
function playGames(table: Table, games: number): void {
  while (table.toRecord().games.filter((game) => game.ranking !== null).length < games) {
    const view = table.view(null);
    if (view.phase === 'betweenGames') {
      const next = table.nextGame();
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      continue;
    }
    const result = table.act(view.game.currentPlayer, { type: 'pass' });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
  }
}

describe('the host once stopped', () => {
  it('prints the standings so far and the host --resume command, beginning as the host was started', () => {
    const table = startTable({ games: 3 });
    playGames(table, 1);
    const record = table.toRecord();
    const lines = hostLeavingLines({ kind: 'saved', file: '/saves/my match.json' }, record, 'en', 'npm start -- --lang de').join('\n');
    expect(lines).toMatch(/standings after 1 game:\n1\. {2}(Alice|Bob {2}) {2}1\n2\. {2}(Alice|Bob {2}) {2}0/u);
    expect(lines).toContain('Saved to /saves/my match.json');
    expect(lines).toContain("Go on with it: npm start -- --lang de host --resume '/saves/my match.json'");
  });

  it('in German; and a match that is over has nothing to go on with', () => {
    const table = startTable({ games: 1 });
    playGames(table, 1);
    const lines = hostLeavingLines({ kind: 'over', file: 'f.json' }, table.toRecord(), 'de').join('\n');
    expect(lines).toContain('Stand der Partie nach 1 Spiel:');
    expect(lines).not.toContain('--resume');
    const saved = hostLeavingLines({ kind: 'saved', file: 'f.json' }, startTable({ games: 3 }).toRecord(), 'de').join('\n');
    expect(saved).toBe('Gespeichert in f.json\nWeiter geht es mit: shift-poker host --resume f.json');
  });

  it('prints the standings in columns, names of any width', () => {
    const table = startTable({ seats: humans('Al', 'Bernadette', 'Cy'), games: 3 });
    playGames(table, 1);
    const [, ...rows] = hostLeavingLines({ kind: 'none' }, table.toRecord(), 'en')[0]!.split('\n');
    expect(rows).toHaveLength(3);
    // Every score starts in the same column.
    expect(new Set(rows.map((row) => row.search(/\S+$/u)))).toEqual(new Set([rows[0]!.search(/\S+$/u)]));
    expect(rows.some((row) => row.includes('Bernadette  '))).toBe(true);
  });

  it('the host --resume line carries where the host was: its data directory (the host key), port, address and keys, never the password', () => {
    const config = resolveHostOptions({ dataDir: 'my saves', port: '2299', listen: '127.0.0.1', authorizedKeys: 'keys.txt' }, () => 'Host', 'en');
    const lines = hostLeavingLines({ kind: 'saved', file: '/saves/m.json' }, startTable({ games: 3 }).toRecord(), 'en', 'shift-poker', hostPlace(config));
    const dir = path.resolve('my saves');
    expect(lines).toContain(
      `Go on with it: shift-poker host --resume /saves/m.json --data-dir '${dir}' --port 2299 --listen 127.0.0.1 --authorized-keys ${path.resolve('keys.txt')}`,
    );
    const withPassword = resolveHostOptions({ dataDir: '/d', password: 'secret' }, () => 'Host', 'en');
    const told = hostLeavingLines({ kind: 'saved', file: 'f.json' }, startTable({ games: 3 }).toRecord(), 'en', 'shift-poker', hostPlace(withPassword));
    expect(told).toContain('Go on with it: shift-poker host --resume f.json --data-dir /d');
    // Options not given stay out: the defaults come back by themselves.
    const plain = hostLeavingLines(
      { kind: 'saved', file: 'f.json' },
      startTable({ games: 3 }).toRecord(),
      'en',
      'shift-poker',
      hostPlace(resolveHostOptions({}, () => 'Host', 'en')),
    );
    expect(plain).toContain('Go on with it: shift-poker host --resume f.json');
  });
});
