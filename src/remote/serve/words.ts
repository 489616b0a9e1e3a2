/**
 * The words of `shift-poker serve` in every language (words.en.ts sets their
 * shape, words.de.ts is the German), and the lines that word what the
 * directory reports as codes and data. Each player reads the language their
 * ssh client sends (LANG, LC_*), else the server's.
 */

import { byLanguage, type Lang } from '../../i18n/lang.js';
import { safeText } from '../../i18n/safeText.js';
import { describeRecordError, errnoText, recordWords } from '../../record/words.js';
import type { ClusterEvent } from './cluster/cluster.js';
import type { CommandProblem } from './commands.js';
import type { StorageProblem } from './storage.js';
import type { TableSpecProblem } from './tableSpec.js';
import type { DirectoryEvent, DirectoryRefusal, NameRefusal } from './tables.js';
import { serveDe } from './words.de.js';
import { serveEn, type ServeWords } from './words.en.js';

export type { ServeWords } from './words.en.js';

/** The words of `serve` and of what players read at the server, in `lang`. */
export const serveWords = byLanguage<ServeWords>({ en: serveEn, de: serveDe });

/** Why a table specification cannot be opened. */
function describeSpecProblem(problem: TableSpecProblem, lang: Lang): string {
  const words = serveWords(lang);
  switch (problem.code) {
    case 'seats':
      return words.spec.seats(problem.min, problem.max, problem.got);
    case 'firstSeat':
      return words.spec.firstSeat;
    case 'rounds':
      return words.spec.rounds(problem.min, problem.max, problem.got);
    case 'games':
      return words.spec.games(problem.min, problem.max, problem.got);
    case 'botLevel':
      return words.spec.botLevel(problem.got);
  }
}

/** Why the directory refused a seat, a watch or a new table; `command`: asked for as an ssh command for table `table`. */
export function describeServeRefusal(reason: DirectoryRefusal, lang: Lang, command: { readonly table: string } | null): string {
  const words = serveWords(lang);
  if (reason.code === 'started' && command !== null) return words.refusals.startedCommand(command.table);
  switch (reason.code) {
    case 'noSuchTable':
      return words.refusals.noSuchTable(reason.table);
    case 'tooManyTables':
      return words.refusals.tooManyTables(reason.max);
    case 'tooManyUnattended':
      return words.refusals.tooManyUnattended(reason.max);
    case 'codesLocked':
      return words.refusals.codesLocked(reason.seconds);
    case 'spec':
      return words.commands.spec(describeSpecProblem(reason.problem, lang));
    case 'closed':
      return words.refusals.closed;
    case 'nameTaken':
      return words.refusals.nameTaken(reason.name);
    case 'lookalike':
      return words.refusals.lookalike(reason.name, reason.other);
    case 'otherKey':
      return words.refusals.otherKey(reason.name);
    case 'held':
      return words.refusals.held(reason.name);
    case 'inUse':
      return words.refusals.inUse(reason.name);
    case 'sameKey':
      return words.refusals.sameKey(reason.other);
    case 'full':
      return words.refusals.full;
    case 'started':
      return words.refusals.started;
  }
}

/** Why a name cannot come online. */
export function describeNameRefusal(reason: NameRefusal, lang: Lang): string {
  const words = serveWords(lang);
  switch (reason.code) {
    case 'inUse':
      return words.names.inUse(reason.name);
    case 'otherKey':
      return words.names.otherKey(reason.name);
    case 'otherAddress':
      return words.names.otherAddress(reason.name);
    case 'ratedName':
      return words.names.ratedName(reason.name);
    case 'held':
      return words.names.held(reason.name);
    case 'lookalike':
      return words.names.lookalike(reason.name, reason.other);
    case 'storeAway':
      return words.names.storeAway;
  }
}

/** Why an ssh command is not one of the server's, as one line. */
export function describeCommandProblem(problem: CommandProblem, lang: Lang): string {
  const words = serveWords(lang).commands;
  const shown = (value: string): string => safeText(value);
  switch (problem.code) {
    case 'unknown':
      return words.unknown(shown(problem.got));
    case 'tooLong':
      return words.tooLong(problem.max);
    case 'missingCode':
      return words.missingCode(problem.command);
    case 'notACode':
      return words.notACode(problem.command, shown(problem.got));
    case 'extra':
      return words.extra(problem.command, shown(problem.got));
    case 'unknownOption':
      return words.unknownOption(shown(problem.option));
    case 'missingValue':
      return words.missingValue(problem.option);
    case 'notANumber':
      return words.notANumber(problem.option, shown(problem.got));
    case 'botLevel':
      return words.botLevel(shown(problem.got), problem.levels);
    case 'tooManyBots':
      return words.tooManyBots(problem.seats);
    case 'tiebreak':
      return words.tiebreak(shown(problem.got));
    case 'spec':
      return words.spec(describeSpecProblem(problem.problem, lang));
  }
}

/** A line of the server's log for what happened among the processes on one store (cluster/cluster.ts). */
export function describeClusterEvent(event: ClusterEvent, lang: Lang): string {
  const words = serveWords(lang).log;
  switch (event.code) {
    case 'processGone':
      return words.processGone(safeText(event.process), event.tables);
    case 'claimed':
      return words.claimed(event.tables);
    case 'cutOff':
      return words.cutOff(safeText(event.why));
    case 'back':
      return words.back;
    case 'fenced':
      return words.lockTaken;
    case 'orphanRows':
      return words.orphanRows(event.tables);
  }
}

/** A line of the server's log. */
export function describeDirectoryEvent(event: DirectoryEvent, lang: Lang): string {
  const words = serveWords(lang);
  switch (event.code) {
    case 'opened':
      return words.log.opened(event.table, safeText(event.by), event.quick);
    case 'started':
      return words.log.started(event.table);
    case 'ended':
      return words.log.ended(event.table, event.why);
    case 'restored':
      return words.log.restoredTable(event.table);
    case 'notSaved':
      return words.log.notSaved(event.table);
    case 'moved':
      return words.log.tableMoved(event.table);
    case 'rated':
      return words.log.tableRated(event.table, event.players);
  }
}

/** A problem with the server's files, for its log. */
export function describeStorageProblem(problem: StorageProblem, lang: Lang): string {
  const words = serveWords(lang).log;
  switch (problem.code) {
    case 'tableUnreadable':
      return words.tableUnreadable(safeText(problem.file), safeText(problem.detail));
    case 'recordUnreadable':
      return words.recordUnreadable(problem.table, describeRecordError(problem.error, lang));
    case 'saveFailed':
      return words.saveFailed(problem.table, safeText(problem.file), errnoText(problem.errno, lang));
    case 'openElsewhere':
      return words.openElsewhere(
        safeText(problem.file),
        recordWords(lang).openIn(problem.holder.program, problem.holder.pid, problem.holder.host === null ? null : safeText(problem.holder.host)),
      );
    case 'recordElsewhere':
      return words.recordElsewhere(problem.table, safeText(problem.file));
    case 'recordTwice':
      return words.recordTwice(safeText(problem.file), problem.kept, problem.dropped);
    case 'orphan':
      return words.orphan(safeText(problem.file), problem.held);
    case 'notServed':
      return words.notServed(problem.table, safeText(problem.file));
    case 'savedUnrated':
      return words.savedUnrated(safeText(problem.file));
  }
}
