/**
 * Runs `shift-poker host`: the host key, the password or authorized keys,
 * the match (new, or resumed from its saved file), saving after every
 * action, the SSH server, and the host's own screen until the host stops.
 */

import { BOT_NAME_LABELS } from '../i18n/botNames.js';
import path from 'node:path';
import { render } from '../term/ink.js';
import React from 'react';
import { randomSeed } from '../randomSeed.js';
import { leavingDisclosure, openedElsewhere, type SavedCopy } from '../record/leaving.js';
import { CommandFailure } from '../usage.js';
import { LANGUAGES, loadLanguage, type Lang } from '../i18n/catalog.js';
import { matchWords } from '../room/words.js';
import { describeRecordError, errnoText } from '../record/words.js';
import { remoteWords, type RemoteWords } from './words.js';
import { safeText } from '../i18n/safeText.js';
import { LocaleProvider } from '../term/locale.js';
import { defaultDataDir } from '../record/paths.js';
import { createStore, damagedNewest, type Store } from '../record/store.js';
import { openMatchFile, type MatchFile } from '../room/matchFile.js';
import { seenFromHere } from '../record/holder.js';
import { openWhere } from '../record/openWhere.js';
import { hostResumeOwners, seatsWithoutListedKey, type HostResumeProblem } from './hostResume.js';
import type { MatchRecord, Table } from '../table/index.js';
import { exitProgram, HANG_UP_EXIT_CODE, takeTerminal } from '../terminal.js';
import { workerDecider } from './botDecider.js';
import { HostApp } from './HostApp.js';
import { MatchRunner, type RunnerOptions, type SavingState } from '../room/runner.js';
import { joinAddresses } from './addresses.js';
import { COMMAND_NAME } from '../invocation.js';
import { hostLeavingLines, hostPlace } from './hostLeaving.js';
import type { HostConfig } from './config.js';
import { authentication, serverHostKey } from './auth.js';
import { startHostServer } from './hostServer.js';

/** The streams the host runs on: its own terminal. */
export interface HostCommandIo {
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

/** Runs the host; its terminal and every message to the host speak `lang` (players' screens their own). */
export async function runHost(config: HostConfig, io: HostCommandIo, lang: Lang, program: string = COMMAND_NAME): Promise<number> {
  // Every language is loaded: each player's screen speaks what their ssh client asks for.
  await Promise.all(LANGUAGES.map(loadLanguage));
  const words = remoteWords(lang);
  if (!io.stdin.isTTY || !io.stdout.isTTY) throw new CommandFailure(words.usage.noTerminal);
  const dir = config.dataDir ?? defaultDataDir();
  const store = createStore(config.dataDir === null ? { dir, ownsDir: true } : { dir });
  const hostKey = serverHostKey(dir, lang);
  const auth = authentication(config, lang);

  let resumedFrom: SavedCopy | null = null;
  let warning: string | null = null;
  /** The match's file while the host has it open (room/matchFile.ts: claimed, saved after every action). */
  let opened: MatchFile | null = null;
  // The first save happens as the match is made (its table started or resumed), before it can be told.
  let savingState: SavingState = { ok: true };
  let tellMatch = (_state: SavingState): void => undefined;
  // A save done as the match is made (its table started or resumed) comes before the runner exists: told once it does.
  let storedEarly: number | null = null;
  let tellStored = (version: number): void => {
    storedEarly = version;
  };
  const decider = workerDecider();
  const options: RunnerOptions = {
    program: 'host',
    seatTimeoutMs: config.seatTimeoutMs,
    botLevel: config.botLevel,
    botDelayMs: config.botDelayMs,
    spectators: config.spectators,
    now: () => Date.now(),
    newSeed: randomSeed,
    decide: decider.decide,
    suggest: decider.suggest,
    // The bots are named in the host's language ("Bot Leicht").
    botNameLabels: BOT_NAME_LABELS[lang],
    // What the players see is on disk; while it cannot be, the match holds (every screen says why).
    storedBeforeShown: true,
    onTable: (table: Table) => {
      const result = openMatchFile(table, store, {
        program: 'host',
        ...(resumedFrom === null ? {} : { resumedFrom }),
        onStored: (version) => tellStored(version),
        // The host's screen and every player's say so while saving fails, and stop once it works again.
        onFailing: (error) => {
          warning = error === null ? null : words.host.saveWarning(errnoText(error.errno, lang));
          savingState = error === null ? { ok: true } : { ok: false, errno: error.errno };
          tellMatch(savingState);
        },
      });
      // Only when another program opened the match since it was checked below: one line, nothing written.
      if (!result.ok) {
        const file = safeText(resumedFrom?.file ?? store.dir);
        throw new CommandFailure(result.holder === null ? matchWords(lang).changedSince(file) : matchWords(lang).openElsewhere(file, openWhere(result.holder, lang)));
      }
      opened = result.match;
    },
  };

  let match: MatchRunner;
  if (config.resume !== null) {
    const loaded = config.resume.file === null ? newestToHost(store, config, lang) : loadFile(store, config.resume.file, lang);
    if (loaded === null) {
      // The match may be in the newest file, which cannot be read: name it rather than say there is none.
      const damaged = damagedNewest(store);
      if (damaged !== null) throw new CommandFailure(words.usage.noSavedMatchDamaged(safeText(store.dir), describeRecordError(damaged, lang)));
      throw new CommandFailure(words.usage.noSavedMatch(safeText(store.dir)));
    }
    const owners = hostResumeOwners(loaded.record, config);
    if (!owners.ok) throw new CommandFailure(describeHostResumeProblem(owners.problem, safeText(loaded.file), words, program));
    if (auth.auth.kind === 'keys') {
      const listed = new Set(auth.auth.keys.map((key) => key.getPublicSSH().toString('base64')));
      const missing = seatsWithoutListedKey(loaded.record, listed);
      if (missing.length > 0) throw new CommandFailure(words.usage.keysMissing(safeText(loaded.file), missing.map(safeText)));
    }
    const holder = store.openElsewhere(loaded.file);
    if (holder !== null) throw new CommandFailure(matchWords(lang).openElsewhere(safeText(loaded.file), openWhere(holder, lang)));
    resumedFrom = { file: loaded.file, record: loaded.record };
    const resumed = MatchRunner.resume(loaded.record, options, { localName: owners.localName, unknownOwner: owners.unknownOwner });
    if (!resumed.ok) throw new CommandFailure(words.usage.cannotLoad(words.host[resumed.reason]));
    match = resumed.match;
  } else {
    match = MatchRunner.plan(
      config.seats,
      { rounds: config.rounds, games: config.games, tiebreak: config.tiebreak, strictOrder: config.strictOrder, seed: config.seed, hints: config.hints },
      options,
    );
  }
  match.setSaving(savingState);
  tellMatch = (state) => match.setSaving(state);
  tellStored = (version) => match.stored(version);
  if (storedEarly !== null) match.stored(storedEarly);

  let server;
  try {
    server = await startHostServer({ match, hostKey: hostKey.privateKey, auth: auth.auth, standInLevel: config.botLevel, lang }, { host: config.listen, port: config.port });
  } catch (error) {
    match.close();
    await decider.close();
    const why = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
    throw new CommandFailure(words.usage.listenFailed(config.listen, config.port, why));
  }

  // A signal (or an error) stops the host as q does: every player is told and
  // the listener closed, then the program ends with the signal's exit code.
  let stopped: number | null = null;
  let stop = (): void => undefined;
  const terminal = takeTerminal(io.stdout, io.stdin, (exitCode, message) => {
    if (message) io.stderr.write(`shift-poker: ${message}\n`);
    if (stopped !== null) return;
    stopped = exitCode;
    stop();
  });
  try {
    await new Promise<void>((resolve) => {
      stop = () => {
        instance.unmount();
        resolve();
      };
      const instance = render(
        <LocaleProvider lang={lang}>
          <HostApp
            match={match}
            info={{
              port: server.address.port,
              addresses: joinAddresses(config.listen),
              password: auth.password,
              keyCount: auth.keyCount,
              fingerprint: hostKey.fingerprint,
              // Named only once the file holds the match.
              savedFile: () => (opened as MatchFile | null)?.savedCopy()?.file ?? null,
              warning: () => warning,
            }}
            ascii={false}
            standInLevel={config.botLevel}
            program={program}
            onQuit={() => {
              instance.unmount();
              resolve();
            }}
          />
        </LocaleProvider>,
        { stdin: io.stdin, stdout: io.stdout, stderr: io.stderr, exitOnCtrlC: false, patchConsole: false },
      );
    });
  } finally {
    match.endBetweenGames();
    const file = opened as MatchFile | null;
    file?.close();
    match.close();
    await server.close();
    await decider.close();
    await file?.flush();
    terminal.restore();
  }
  // The record is saved after every action: nothing is lost however the program ends now; after a hang-up nobody reads more.
  if (stopped === HANG_UP_EXIT_CODE) exitProgram(stopped);
  io.stdout.write(`${words.host.stopped}\n`);
  // What the file holds is said as leaving a local game says it (record/leaving.ts).
  const table = match.table;
  const copy = (opened as MatchFile | null)?.savedCopy() ?? null;
  if (table !== null) {
    const record = table.toRecord();
    const disclosure = leavingDisclosure(record, copy);
    const holder = opened === null ? null : store.openElsewhere((opened as MatchFile).file);
    const note = (holder === null ? disclosure : openedElsewhere(disclosure, seenFromHere(holder))).resume;
    for (const line of hostLeavingLines(note, record, lang, program, hostPlace(config))) io.stdout.write(`${line}\n`);
  }
  return stopped ?? 0;
}

/** The newest unfinished match this host may go on with: not open in another program, its seats not another program's kind. */
function newestToHost(store: Store, config: HostConfig, lang: Lang): { readonly file: string; readonly record: MatchRecord } | null {
  const { taken, newest } = store.newestUnfinished((found) => store.openElsewhere(found.file) === null && hostResumeOwners(found.record, config).ok);
  if (taken !== null) return taken;
  // None to go on with: the newest says why in one line.
  if (newest === null) return null;
  const holder = store.openElsewhere(newest.file);
  if (holder !== null) throw new CommandFailure(matchWords(lang).openElsewhere(safeText(newest.file), openWhere(holder, lang)));
  return newest;
}

/** Why the saved match cannot be hosted as asked, in one line. */
function describeHostResumeProblem(problem: HostResumeProblem, file: string, words: RemoteWords, program: string): string {
  switch (problem.code) {
    case 'notHostable':
      return words.usage.notHostable(file, problem.by, program);
    case 'seatsDisagree':
      return words.usage.seatsDisagree(problem.seats);
    case 'needsKeys':
      return words.usage.needsKeys(file);
  }
}

function loadFile(store: ReturnType<typeof createStore>, file: string, lang: Lang) {
  const loaded = store.load(file);
  if (!loaded.ok) throw new CommandFailure(remoteWords(lang).usage.cannotLoad(describeRecordError(loaded.error, lang)));
  return { file: path.resolve(file), record: loaded.record };
}
