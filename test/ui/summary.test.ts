import { describe, expect, it } from '@jest/globals';
import { formatCard } from '../../src/core/cards.js';
import { replayGames } from '../../src/table/index.js';
import { matchSummary } from '../../src/ui/summary.js';
import { startTable } from '../table/helpers.js';

/** A two-player match saved half-way through its first game. */
function halfPlayed() {
  const table = startTable({ games: null });
  const seat = table.view(null).game.currentPlayer;
  const result = table.act(seat, { type: 'pass' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return table.toRecord();
}

describe('the summary printed when a match is left', () => {
  it('keeps the hidden cards and the seed of a resumable game to itself', () => {
    const record = halfPlayed();
    const [game] = replayGames(record);
    const summary = matchSummary(record, { ascii: true, resumeCommand: 'shift-poker --resume' })!;
    expect(summary).toContain('unfinished and saved');
    expect(summary).toContain('shift-poker --resume');
    expect(summary).not.toContain(record.games[0]!.seed);
    for (const player of game!.players) {
      for (const card of player.hidden) expect(summary).not.toContain(formatCard(card, { ascii: true }));
    }
  });

  it('shows the standings so far and the replay command when the match is not saved', () => {
    const record = halfPlayed();
    const summary = matchSummary(record, { ascii: true })!;
    expect(summary).toContain('standings so far');
    expect(summary).toContain(`--seed ${record.games[0]!.seed}`);
  });

  it('names the command that resumes the match, as given', () => {
    const command = "shift-poker --resume --data-dir '/tmp/my saves'";
    const summary = matchSummary(halfPlayed(), { ascii: true, resumeCommand: command })!;
    expect(summary).toContain(`Go on with: ${command}`);
  });

  it('speaks German when asked', () => {
    const summary = matchSummary(halfPlayed(), { ascii: true, resumeCommand: 'shift-poker --resume', lang: 'de' })!;
    expect(summary).toContain('unbeendet und gespeichert');
  });
});
