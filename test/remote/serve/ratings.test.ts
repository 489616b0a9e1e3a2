/**
 * `ssh -t server top` and `me` over real SSH connections
 * (remote/serve/serveRatings.ts): drawn until a key, or said in sentences
 * with `sr`; `me` is the key the player logged in with, and a login
 * without one is told it plays unrated. The ratings on files come from the
 * data directory's records (diskRatings).
 */

import { describe, expect, it } from '@jest/globals';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
import { rmSync } from 'node:fs';
import { createStore } from '../../../src/record/store.js';
import { foldRatings, leaderboard, type PlayerId, type PlayerRating } from '../../../src/record/ratings.js';
import { playerProfile, type PlayerProfile } from '../../../src/record/playerProfile.js';
import { diskRatings, fitRatingsScreen, type ServeRatings } from '../../../src/remote/serve/serveRatings.js';
import { displayWidth } from '../../../src/core/playerNames.js';
import { describeStorageProblem } from '../../../src/remote/serve/words.js';
import { ratedIdOf } from '../../../src/remote/serve/ratingBook.js';
import { humans, startTable, step, testDeps } from '../../table/helpers.js';
import { readableKeyPair } from '../../support/keys.js';
import { sshRuns } from '../../support/ssh.js';
import { startTestServer } from './helpers.js';
import { tempDirsRemovedAfterEach } from '../../support/tempDirs.js';

const freshDir = tempDirsRemovedAfterEach('serve-ratings');

const ssh = sshRuns({ password: 'anything' });
const { join } = ssh;

const rated = (id: string, name: string, mu: number, matches: number, wins: number): PlayerRating => ({
  id,
  name,
  bot: id.startsWith('bot:') ? 'hard' : null,
  mu,
  sigma: 3,
  matches,
  wins,
  lastPlayed: '2026-01-02T10:00:00.000Z',
  history: [1500, 1540, 1580],
});

/** Ratings as a server keeps them, and who asked for a profile. */
function fakeRatings(): ServeRatings & { readonly asked: PlayerId[] } {
  const players = [rated('key:SHA256:ann', 'Ann', 30, 7, 5), rated('bot:hard', 'Bot Hard', 27, 9, 3)];
  const asked: PlayerId[] = [];
  return {
    asked,
    leaderboard: async () => players,
    kept: async () => players,
    async profile(id) {
      asked.push(id);
      const profile: PlayerProfile = {
        rating: { ...players[0]!, id },
        versus: [{ id: 'bot:hard', name: 'Bot Hard', bot: 'hard', matches: 4, above: 3, below: 1 }],
        bestHand: 'flush',
        longestStreak: 2,
      };
      return profile;
    },
  };
}

describe('top and me', () => {
  it('top is drawn until a key; sr top says it in sentences and ends', async () => {
    await ssh.serve(startTestServer({ ratings: fakeRatings() }));
    const drawn = await join('Ann', { command: 'top' });
    const screen = await drawn.waitFor('Press any key to leave.');
    expect(screen).toContain('Ratings at this server, best first');
    expect(screen).toMatch(/1\.\s+Ann\s+1700\s+7\s+5/u);
    expect(screen).toMatch(/2\.\s+Bot Hard\s+1580\s+9\s+3/u);
    drawn.press('q');
    await drawn.closedAt;
    const said = await join('Bob', { command: 'sr top' });
    await said.closedAt;
    expect(said.raw).toContain('1. Ann: rating 1700, 7 matches, 5 won.');
    expect(said.raw).toContain('2. Bot Hard: rating 1580, 9 matches, 3 won.');
  });

  it('me is the profile of the key the player logged in with; without a key they are told they play unrated; in German too', async () => {
    const ratings = fakeRatings();
    await ssh.serve(startTestServer({ ratings }));
    const key = readableKeyPair();
    const mine = await join('Ann', { command: 'sr me', config: { privateKey: key.private, password: undefined } });
    await mine.closedAt;
    expect(ratings.asked).toHaveLength(1);
    // The key as the records keep their owners: the public key's base64.
    expect(ratings.asked).toEqual([`key:${key.public.split(' ')[1]}`]);
    expect(mine.raw).toContain('Ann: rating 1700.');
    expect(mine.raw).toContain('7 matches, 5 won; longest run of wins 2.');
    expect(mine.raw).toContain('Best hand: Flush.');
    expect(mine.raw).toContain('Against Bot Hard: 4 matches, ahead 3, behind 1.');
    const drawn = await join('Ann', { command: 'me', config: { privateKey: key.private, password: undefined } });
    await drawn.waitFor('Press any key to leave.');
    expect(await drawn.screen()).toContain('Rating after each of the last 3 matches: 1500, 1540, 1580.');
    drawn.press(' ');
    await drawn.closedAt;
    const open = await join('Cid', { command: 'sr me' });
    await open.closedAt;
    expect(open.raw).toContain('You logged in without a key, so you play unrated here');
    expect(ratings.asked).toHaveLength(2);
    const german = await join('Dee', { command: 'sr top', env: { LANG: 'de_DE.UTF-8' } });
    await german.closedAt;
    expect(german.raw).toContain('1. Ann: Wertungszahl 1700, 7 Partien, 5 gewonnen.');
  });

  it('a server without ratings says so', async () => {
    await ssh.serve(startTestServer());
    const said = await join('Ann', { command: 'sr top' });
    await said.closedAt;
    expect(said.raw).toContain('No rated matches here yet');
  });
});

describe('an open login', () => {
  it('is told once, in the lobby, that it plays unrated; a login with a key is not', async () => {
    await ssh.serve(startTestServer());
    const open = await join('Ann');
    await open.waitFor('You logged in without a key: your matches here are not rated.');
    // Any key puts it away, for good.
    open.press('?');
    open.press('\u001B');
    await open.waitFor(/^(?![\s\S]*without a key)[\s\S]*Lobby/u);
    const key = readableKeyPair();
    const keyed = await join('Ben', { config: { privateKey: key.private, password: undefined } });
    await keyed.waitFor('Lobby');
    expect(keyed.raw).not.toContain('without a key');
    const said = await join('Cid', { command: 'sr' });
    await said.waitFor('without a key');
    expect(said.raw.split('You logged in without a key: your matches here are not rated.')).toHaveLength(2);
  });
});

describe('the ratings of a server on files', () => {
  it('are its records folded; a key is its player, an address plays unrated', async () => {
    const dir = freshDir();
    const store = createStore({ dir });
    let clock = Date.UTC(2026, 0, 1);
    const records = [];
    for (const owners of [
      [
        { kind: 'key', key: 'SHA256:ann' },
        { kind: 'key', key: 'SHA256:ben' },
      ],
      [
        { kind: 'key', key: 'SHA256:ann' },
        { kind: 'address', address: '10.0.0.1' },
        { kind: 'key', key: 'SHA256:ben' },
      ],
    ] as const) {
      const table = startTable({ seats: humans(...['Ann', 'Cid', 'Ben'].slice(0, owners.length)), owners, rounds: 2, games: 1 }, testDeps({ now: () => (clock += 1000) }));
      let salt = 0;
      while (await step(table, salt++));
      expect(store.save(table.toRecord()).ok).toBe(true);
      records.push(table.toRecord());
    }
    const ratings = diskRatings(store);
    expect(await ratings.leaderboard()).toEqual(leaderboard(foldRatings(records)));
    expect((await ratings.leaderboard()).map((player) => player.id).sort()).toEqual(['key:SHA256:ann', 'key:SHA256:ben']);
    const ann = await ratings.profile('key:SHA256:ann');
    expect(ann?.rating.matches).toBe(2);
    // Made from Ann's matches alone, as the kept lines name them: what every record would make.
    expect(ann).toEqual(playerProfile(records, foldRatings(records).players.get('key:SHA256:ann')!));
    // Asked again with no match rated since: made once, not read again (the match files gone, it is the same).
    for (const file of store.matchFiles()) rmSync(file);
    expect(await ratings.profile('key:SHA256:ann')).toEqual(ann);
    expect(await ratings.profile('key:SHA256:nobody')).toBeNull();
    expect(ratedIdOf('SHA256:ann')).toBe('key:SHA256:ann');
    expect(ratedIdOf('address:10.0.0.1')).toBeNull();
  });
});

describe("the server's log", () => {
  it('says which finished match was saved without its rating, and what rates it, in English and German', () => {
    const problem = { code: 'savedUnrated', file: 'match-20261129-120000-0123456789ab.json' } as const;
    expect(describeStorageProblem(problem, 'en')).toBe(
      "The finished match match-20261129-120000-0123456789ab.json is saved, but not rated (its players' ratings changed under every try); serve --migrate rates it.",
    );
    expect(describeStorageProblem(problem, 'de')).toMatch(/^Die beendete Partie match-20261129-120000-0123456789ab\.json ist gespeichert, aber nicht gewertet .*serve --migrate/u);
  });
});

describe('top and me, drawn', () => {
  it('fit the window: lines wrapped between words, as many as the frame holds, the key that leaves last; a small window is asked to grow', () => {
    const history = `Rating after each of the last 10 matches: ${Array.from({ length: 10 }, (_, index) => 1443 - index * 31).join(', ')}. ▁▂▃▄▅▆▇█▇▆`;
    const lines = fitRatingsScreen(['Ann: rating 1443.', history], { columns: 80, rows: 24 }, 'en', false);
    for (const line of lines) expect(displayWidth(line)).toBeLessThan(80);
    for (const number of history.match(/\d{4}/gu)!) expect(lines.some((line) => line.includes(number))).toBe(true);
    expect(lines.at(-1)).toBe('Press any key to leave.');
    const many = Array.from({ length: 30 }, (_, index) => `${index + 1}. Player ${index + 1}`);
    const fitted = fitRatingsScreen(many, { columns: 80, rows: 24 }, 'en', false);
    expect(fitted.length).toBeLessThanOrEqual(23);
    expect(fitted[0]).toBe('1. Player 1');
    expect(fitted).toContain('…');
    expect(fitted.at(-1)).toBe('Press any key to leave.');
    expect(fitRatingsScreen(many, { columns: 40, rows: 10 }, 'en', false).join(' ')).toBe('Please enlarge the terminal (need 80×24, have 40×10).');
  });
});
