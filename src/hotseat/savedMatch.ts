/**
 * A match played at this terminal and saved after every action: ties the
 * terminal UI's match (hotseatMatch.ts) to the record layer's store. Decides
 * what to offer before a new game (the newest unfinished match; a newest
 * file that cannot be read is named in one line), resumes a match from its
 * file, and keeps the file up to date while playing. Saving never stops the
 * game: the first failure becomes one warning line on the screen.
 */

import type { SaveError } from '../record/errors.js';
import type { SavedCopy } from '../record/leaving.js';
import { safeText } from '../i18n/safeText.js';
import { openMatchFile, type MatchFile } from '../room/matchFile.js';
import { seenFromHere } from '../record/holder.js';
import { openWhere } from '../record/openWhere.js';
import { removeSavedMatch } from '../record/remove.js';
import { defaultDataDir } from '../record/paths.js';
import { damagedNewest, type Store } from '../record/store.js';
import { Table, replayGames, type MatchRecord } from '../table/index.js';
import { ratingChangesOf, type RatingChange } from '../record/ratings.js';
import { currentRatings, ratingsAfterMatch } from '../record/ratingsFile.js';
import { glyphs } from '../term/glyphs.js';
import { resumeCommand, resumeFileCommand } from '../shellCommand.js';
import type { Lang } from '../i18n/lang.js';
import { matchWords } from '../room/words.js';
import { describeRecordError, errnoText } from '../record/words.js';
import type { LaunchOptions } from './options.js';
import { COMMAND_NAME } from '../invocation.js';
import { uiWords } from './words.js';
import { localTableDeps, startTable, type HotseatMatch, type ResumeOffer } from './hotseatMatch.js';

export interface SavedMatchDeps {
  readonly now: () => number;
  readonly newSeed: () => string;
}

/** What to play: a new match (maybe after the resume question) or a match read from a file. */
export type MatchPlan = { readonly kind: 'new' } | { readonly kind: 'resume'; readonly file: string; readonly record: MatchRecord };

/** Why `--resume` cannot go ahead: one line. */
export class ResumeFailure extends Error {
  override readonly name = 'ResumeFailure';
}

/**
 * Why this program may not go on with a saved match, or null when it may:
 * another program has it open (one match, one writer: record/claim.ts), or
 * it was played over ssh, where its seats belong to their players' keys and
 * addresses (a terminal that took it over would show their hidden cards).
 */
function resumeRefusal(store: Store, file: string, record: MatchRecord, lang: Lang, program: string = COMMAND_NAME): string | null {
  const words = matchWords(lang);
  const holder = store.openElsewhere(file);
  if (holder !== null) return words.openElsewhere(safeText(file), openWhere(holder, lang));
  return playedElsewhere(file, record, lang, program);
}

/** Why a match is not this terminal's to go on with (a server's table, a match over ssh), or null. */
function playedElsewhere(file: string, record: MatchRecord, lang: Lang, program: string): string | null {
  const words = matchWords(lang);
  if (record.program === 'serve') return words.playedOnServer(safeText(file));
  if (playedOverSsh(record)) return words.playedOverSsh(safeText(file), program);
  return null;
}

/** Whether the match is played over ssh: by its program, else (a record saved before that was) by a seat of an ssh player's. */
function playedOverSsh(record: MatchRecord): boolean {
  if (record.program !== undefined) return record.program !== 'play';
  return record.owners?.some((owner) => owner !== null && owner.kind !== 'terminal') === true;
}

/**
 * The match `--resume [file]` asks for: the file's (which must be readable,
 * unfinished and free to go on with here), or the newest such one. Throws
 * ResumeFailure, worded in `lang`.
 */
export function planResume(store: Store, file: string | null, lang: Lang, program: string = COMMAND_NAME): MatchPlan {
  const words = matchWords(lang);
  if (file === null) {
    const { taken: latest, newest } = store.newestUnfinished((found) => resumeRefusal(store, found.file, found.record, lang, program) === null);
    // Matches there are, but none to go on with here: say why of the newest.
    if (latest === null && newest !== null) throw new ResumeFailure(resumeRefusal(store, newest.file, newest.record, lang, program)!);
    if (latest === null) {
      // The match may be in the newest file, which cannot be read: name it rather than say there is none.
      const damaged = damagedNewest(store);
      if (damaged !== null) throw new ResumeFailure(words.noUnfinishedMatchDamaged(safeText(store.dir), describeRecordError(damaged, lang)));
      throw new ResumeFailure(words.noUnfinishedMatch(safeText(store.dir)));
    }
    return { kind: 'resume', file: latest.file, record: latest.record };
  }
  const loaded = store.load(file);
  if (!loaded.ok) throw new ResumeFailure(describeRecordError(loaded.error, lang));
  if (loaded.record.endedAt !== null) throw new ResumeFailure(words.matchAlreadyOver(safeText(loaded.file)));
  const refusal = resumeRefusal(store, loaded.file, loaded.record, lang, program);
  if (refusal !== null) throw new ResumeFailure(refusal);
  return { kind: 'resume', file: loaded.file, record: loaded.record };
}

/** "Alice, Bob, Bot Hard · game 2, round 3/5 · saved 4 minutes ago" */
export function resumeLabel(record: MatchRecord, nowMs: number, ascii: boolean, lang: Lang): string {
  const words = matchWords(lang);
  const last = replayGames(record).at(-1)!;
  const position = { game: record.games.length, round: last.finished ? null : last.round, rounds: record.options.rounds };
  return words.resumeLabel(
    record.seats.map((seat) => seat.name),
    position,
    words.timeAgo(Date.parse(record.updatedAt), nowMs),
    glyphs(ascii).dot,
  );
}

/** The one line shown when saving failed: why, without the file's path (which could not fit). */
function saveWarning(error: SaveError, lang: Lang): string {
  return matchWords(lang).saveWarning(errnoText(error.errno, lang));
}

export function savedMatch(options: LaunchOptions, store: Store | null, plan: MatchPlan, deps: SavedMatchDeps): HotseatMatch {
  const words = matchWords(options.lang);
  const tableDeps = localTableDeps(deps);
  let warning: string | null = null;
  /** The match rated as it ended (ratingChanges), by when it ended. */
  let rated: { readonly endedAt: string | null; readonly changes: RatingChange[] } | null = null;
  const listeners = new Set<(line: string | null) => void>();
  const warn = (line: string | null): void => {
    warning = line;
    for (const listener of [...listeners]) listener(line);
  };
  let current: Table | null = null;
  // What the match's file holds now: what leaving it may show depends on it.
  let savedCopy: () => SavedCopy | null = () => null;
  /** The match's file while this terminal has it open (one match, one writer: room/matchFile.ts). */
  let opened: MatchFile | null = null;
  const keepSaved = (table: Table, resumedFrom?: SavedCopy): Table => {
    if (store !== null) {
      const result = openMatchFile(table, store, {
        program: 'play',
        ...(resumedFrom === undefined ? {} : { resumedFrom }),
        // One line on the screen while saving fails (told when it starts, not after every action), gone once it works again.
        onFailing: (error) => warn(error === null ? null : saveWarning(error, options.lang)),
      });
      const file = resumedFrom?.file ?? null;
      if (!result.ok) {
        const shown = safeText(file ?? store.dir);
        throw new ResumeFailure(result.holder === null ? words.changedSince(shown) : words.openElsewhere(shown, openWhere(result.holder, options.lang)));
      }
      opened?.close();
      opened = result.match;
      current = table;
      savedCopy = result.match.savedCopy;
    } else {
      current = table;
      // Not saved (--no-save): a file it was resumed from still holds the match as it was read.
      const copy = resumedFrom ?? null;
      savedCopy = () => copy;
    }
    return table;
  };
  const resume = (file: string, record: MatchRecord): Table => {
    const refusal = playedElsewhere(file, record, options.lang, options.program ?? COMMAND_NAME);
    if (refusal !== null) throw new ResumeFailure(refusal);
    // Another program may have it open (or have opened it since the question was asked).
    const holder = store?.openElsewhere(file) ?? null;
    if (holder !== null) throw new ResumeFailure(words.openElsewhere(safeText(file), openWhere(holder, options.lang)));
    const replayed = Table.fromRecord(record, tableDeps);
    // A loaded record has been replayed once already.
    if (!replayed.ok) throw new ResumeFailure(words.cannotResume(safeText(file)));
    return keepSaved(replayed.value, { file, record });
  };

  let offer: ResumeOffer | null = null;
  let notice: string | null = null;
  if (plan.kind === 'new' && store !== null) {
    const newest = store.newest();
    if (newest !== null && !newest.ok) notice = describeRecordError(newest.error, options.lang);
    // The newest match this terminal may go on with: none open in another program, none played over ssh.
    const unfinished = store.newestUnfinished((found) => resumeRefusal(store, found.file, found.record, options.lang, options.program) === null).taken;
    if (unfinished !== null) {
      const { file } = unfinished;
      offer = {
        label: resumeLabel(unfinished.record, deps.now(), options.ascii, options.lang),
        ...discardOffer(file, unfinished.record, options.lang),
        resume: () => {
          // Read again: the file may have changed since the question was asked.
          const loaded = store.load(file);
          if (!loaded.ok) return { ok: false, message: describeRecordError(loaded.error, options.lang) };
          if (loaded.record.endedAt !== null) return { ok: false, message: words.matchAlreadyOver(safeText(file)) };
          try {
            return { ok: true, table: resume(file, loaded.record) };
          } catch (error) {
            return { ok: false, message: error instanceof Error ? error.message : String(error) };
          }
        },
      };
    }
  }

  return {
    table: plan.kind === 'resume' ? resume(plan.file, plan.record) : null,
    offer,
    notice,
    start: (seats, rounds) => keepSaved(startTable(options, seats, rounds, tableDeps)),
    current: () => current,
    savedCopy: () => savedCopy(),
    leave: () => opened?.close(),
    openElsewhere: () => {
      const holder = opened === null || store === null ? null : store.openElsewhere(opened.file);
      return holder === null ? null : seenFromHere(holder);
    },
    // --resume alone takes the newest unfinished match (in the default directory; elsewhere with its --data-dir): said only
    // where this is the one unfinished match there, since another may be saved after it; else the file is named.
    ...(store === null
      ? {}
      : {
          resumeCommand: (file: string) => {
            const unfinished = store.unfinished();
            return unfinished.length === 1 && unfinished[0]!.file === file
              ? resumeCommand(store.dir === defaultDataDir() ? null : store.dir, options.program)
              : resumeFileCommand(file, options.program);
          },
        }),
    // The ratings kept beside the records, this match (saved, over) rated last: each player's rating before and after it.
    ...(store === null
      ? {}
      : {
          ratingChanges: (record: MatchRecord) => {
            // Asked as the match ends (its final standings) and again as the program leaves: rated once.
            if (rated !== null && rated.endedAt === record.endedAt) return rated.changes;
            // Only a match its file holds as over is rated: one whose last saves failed is not over there, and a rating
            // kept for it would disagree with the records it is derived from.
            if (record.endedAt === null || savedCopy()?.record.endedAt !== record.endedAt) return null;
            // Its own file known, the match is rated on top of the kept ratings alone (the directory is for `players`).
            const ratings = opened === null ? currentRatings(store) : ratingsAfterMatch(store, opened.file, record);
            rated = { endedAt: record.endedAt, changes: ratingChangesOf(record, ratings) };
            return rated.changes;
          },
        }),
    saving: {
      onWarning: (listener) => {
        listeners.add(listener);
        // A failure before the screen listened (the first save) is shown too.
        if (warning !== null) listener(warning);
        return () => {
          listeners.delete(listener);
        };
      },
      retry: () => opened?.retry() ?? true,
      resultsHeld: () => {
        if (opened === null || current === null || current.phase === 'playing') return false;
        // The one policy of what may be shown (record/leaving.ts), as leaving the match asks it.
        return opened.leaving().showGame.at(-1) !== true;
      },
    },
  };
}

/**
 * What the resume question needs to offer discarding the match in `file`:
 * the file, its players (the confirmation names them) and the removal itself, refused
 * while another program has the match open.
 */
function discardOffer(file: string, record: MatchRecord, lang: Lang): Pick<ResumeOffer, 'file' | 'players' | 'discard'> {
  const words = matchWords(lang);
  return {
    file,
    players: record.seats.map((seat) => seat.name),
    discard: () => {
      const removed = removeSavedMatch(file);
      if (removed.ok) return { ok: true };
      const why = removed.code === 'open' ? words.discardOpen(openWhere(removed.holder, lang)) : errnoText(removed.errno, lang);
      return { ok: false, message: words.discardFailed(safeText(file), why) };
    },
  };
}

/**
 * A first start: nothing was ever saved where matches are kept, and nothing
 * is offered or reported instead. Then the setup screen offers the tutorial
 * in one line (HotseatMatch.note); it is only mentioned, never started.
 */
export function firstStartMatch(hotseat: HotseatMatch, store: Store, lang: Lang, program = COMMAND_NAME): HotseatMatch {
  const busy = hotseat.table !== null || hotseat.offer !== null || hotseat.notice !== null || hotseat.note != null;
  if (busy || store.newest() !== null) return hotseat;
  return { ...hotseat, note: uiWords(lang).setup.tutorialOffer({ command: `${program} tutorial` }) };
}

/**
 * The hotseat of a game typed on the command line (players, bots, or an
 * option that shapes a new match): the command line wins, so the unfinished
 * match is not offered; instead one line on the first screen says it is
 * still saved and how to go on with it. `--resume` alone would not do: it
 * takes the newest unfinished match, and the new one is saved from its first
 * deal, so the line names the file.
 */
export function typedGameMatch(hotseat: HotseatMatch, lang: Lang, program?: string): HotseatMatch {
  const offer = hotseat.offer;
  if (offer === null || offer.file === undefined || offer.players === undefined) return hotseat;
  const command = resumeFileCommand(offer.file, program);
  return { ...hotseat, offer: null, note: matchWords(lang).typedGameNote(offer.players.map(safeText), command) };
}
