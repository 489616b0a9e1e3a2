/**
 * A host in this process, on 127.0.0.1 and a port the system picks, for
 * players who connect with ssh2 clients (test/support/ssh.ts: sshRuns).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseBotAction } from '../../src/bots/index.js';
import type { Card } from '../../src/core/cards.js';
import { formatCard } from '../../src/core/cards.js';
import type { Lang } from '../../src/i18n/catalog.js';
import type { SavedCopy } from '../../src/record/leaving.js';
import { autosave } from '../../src/record/autosave.js';
import { createStore, type Store } from '../../src/record/store.js';
import { MatchRunner, type RunnerOptions, type MatchSettings, type SeatPlan } from '../../src/room/runner.js';
import { startHostServer, type Authentication, type HostServer, type HostServerOptions, type ServerLimits } from '../../src/remote/hostServer.js';
import { Table, type MatchRecord } from '../../src/table/index.js';
import { testHostKey } from '../support/keys.js';
import { LOOPBACK } from '../support/ssh.js';

export const PASSWORD = 'test-room-pass';

export interface TestHost {
  readonly match: MatchRunner;
  readonly server: HostServer;
  readonly port: number;
  readonly dir: string;
  readonly store: Store;
  /** The file the match is saved to, once it started. */
  savedFile(): string | null;
  stop(): Promise<void>;
}

export interface HostSetup {
  readonly seats?: readonly SeatPlan[];
  readonly settings?: Partial<MatchSettings>;
  readonly match?: Partial<RunnerOptions>;
  readonly limits?: Partial<ServerLimits>;
  readonly auth?: Authentication;
  readonly dir?: string;
  /** Bring back the latest unfinished match saved in `dir`. */
  readonly resume?: boolean;
  /** The host's language (English unless given, whatever the environment of the tests). */
  readonly lang?: Lang;
  /** How a failed login's answer is held back (default: the server's timer). */
  readonly holdBack?: HostServerOptions['holdBack'];
}

export async function startTestHost(setup: HostSetup = {}): Promise<TestHost> {
  const dir = setup.dir ?? mkdtempSync(path.join(tmpdir(), 'shift-poker-host-'));
  const store = createStore({ dir });
  let file: string | null = null;
  let resumedFrom: SavedCopy | null = null;
  let stopSaving: (() => void) | null = null;
  const onTable = (table: Table): void => {
    const saving = autosave(table, store, resumedFrom === null ? {} : { resumedFrom });
    file = saving.file();
    stopSaving = saving.stop;
  };
  let seeds = 0;
  const options: RunnerOptions = {
    seatTimeoutMs: 60_000,
    botLevel: 'medium',
    botDelayMs: 0,
    spectators: false,
    now: () => Date.now(),
    newSeed: () => `test-seed-${++seeds}`,
    decide: chooseBotAction,
    onTable,
    ...setup.match,
  };
  let match: MatchRunner;
  if (setup.resume) {
    const latest = store.latestUnfinished();
    if (latest === null) throw new Error('nothing to resume');
    file = latest.file;
    resumedFrom = { file: latest.file, record: latest.record };
    const resumed = MatchRunner.resume(latest.record, options, { localName: null, unknownOwner: 'name' });
    if (!resumed.ok) throw new Error(resumed.reason);
    match = resumed.match;
  } else {
    match = MatchRunner.plan(
      setup.seats ?? [{ kind: 'remote' }, { kind: 'remote' }],
      { rounds: 2, games: 1, tiebreak: 'category', strictOrder: false, seed: 'remote-test', ...setup.settings },
      options,
    );
  }
  const server = await startHostServer(
    {
      match,
      hostKey: testHostKey(),
      auth: setup.auth ?? { kind: 'password', password: PASSWORD },
      standInLevel: options.botLevel,
      limits: { failureDelayMs: 50, ...setup.limits },
      lang: setup.lang ?? 'en',
      ...(setup.holdBack === undefined ? {} : { holdBack: setup.holdBack }),
    },
    { host: LOOPBACK, port: 0 },
  );
  return {
    match,
    server,
    port: server.address.port,
    dir,
    store,
    savedFile: () => file,
    stop: async () => {
      stopSaving?.();
      match.close();
      await server.close();
      if (setup.dir === undefined && !setup.resume) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each human seat's hidden cards by name, as a saved record says (the test may look; no player's screen may). */
export function hiddenBySeat(record: MatchRecord, format: (card: Card) => string = (card) => formatCard(card)): Map<string, string[]> {
  const restored = Table.fromRecord(record, { now: () => 0, newSeed: () => 'unused' });
  if (!restored.ok) throw new Error('a saved match cannot be replayed');
  const table = restored.value;
  const hidden = new Map<string, string[]>();
  table.seats.forEach((seat, index) => {
    if (seat.kind === 'human') hidden.set(seat.name, table.view(index).game.players[index]!.hidden!.map(format));
  });
  return hidden;
}

/** How a card looks on screen, with suit symbols and in ASCII. */
export function cardFaces(card: Card): string[] {
  return [formatCard(card), formatCard(card, { ascii: true })];
}
