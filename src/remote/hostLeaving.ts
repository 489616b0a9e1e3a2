/**
 * What the host prints once it has stopped, as leaving a game at one
 * keyboard does (hotseat/summary.ts): the standings of the games played (the
 * final ranking once the match is over), where the match is saved, and the
 * command that brings it back, beginning as the host was started and
 * carrying where the host was (its data directory, port, address, keys).
 */

import path from 'node:path';
import { coreWords, type Lang } from '../i18n/catalog.js';
import { safeText } from '../i18n/safeText.js';
import { COMMAND_NAME } from '../invocation.js';
import { matchWords } from '../room/words.js';
import type { ResumeNote } from '../record/leaving.js';
import { recordWords } from '../record/words.js';
import { standingsLines } from '../seat/matchText.js';
import { DEFAULT_HOST_PLACE, hostResumeCommand, type HostPlace } from '../shellCommand.js';
import type { MatchRecord } from '../table/index.js';
import type { HostConfig } from './config.js';
import { remoteWords } from './words.js';

export function hostLeavingLines(note: ResumeNote, record: MatchRecord, lang: Lang, program: string = COMMAND_NAME, place: HostPlace = DEFAULT_HOST_PLACE): string[] {
  const lines: string[] = [];
  const standingsText = hostStandings(record, lang);
  if (standingsText !== null) lines.push(standingsText);
  const line = hostResumeLine(note, record, lang);
  if (line !== null) lines.push(line);
  // Saved unfinished ('over' is a match nothing can go on with).
  if (note.kind === 'saved' || note.kind === 'savedEarlier') lines.push(remoteWords(lang).host.resumeWith(hostResumeCommand(note.file, program, place)));
  return lines;
}

/** Where the host ran, as `host --resume` must be told to come back to it: what was given, the paths made absolute. */
export function hostPlace(config: Pick<HostConfig, 'dataDir' | 'port' | 'portGiven' | 'listen' | 'listenGiven' | 'authorizedKeys'>): HostPlace {
  return {
    dataDir: config.dataDir === null ? null : path.resolve(config.dataDir),
    port: config.portGiven ? config.port : null,
    listen: config.listenGiven ? config.listen : null,
    authorizedKeys: config.authorizedKeys === null ? null : path.resolve(config.authorizedKeys),
  };
}

/** The standings after the games finished so far; null before any game ended. */
function hostStandings(record: MatchRecord, lang: Lang): string | null {
  const finished = record.games.filter((game) => game.ranking !== null).length;
  if (finished === 0) return null;
  const names = record.seats.map((seat) => safeText(seat.name));
  // In columns, as leaving a game at one keyboard prints them (hotseat/summary.ts).
  return [matchWords(lang).summaryStandingsTitle(finished), ...standingsLines(names, record.scores, coreWords(lang).number)].join('\n');
}

/** The host's line about its match's file: saved (or over and saved), saved only up to an earlier position, or nothing. */
function hostResumeLine(note: ResumeNote, record: MatchRecord, lang: Lang): string | null {
  const words = remoteWords(lang);
  switch (note.kind) {
    case 'none':
      return null;
    case 'saved':
    case 'over':
      return words.host.saved(safeText(note.file));
    case 'savedEarlier':
      return words.host.savedEarlier(safeText(note.file), { ...note.position, rounds: record.options.rounds });
    case 'elsewhere':
      return matchWords(lang).openElsewhere(
        safeText(note.file),
        recordWords(lang).openIn(note.holder.program, note.holder.pid, note.holder.host === null ? null : safeText(note.holder.host)),
      );
  }
}
