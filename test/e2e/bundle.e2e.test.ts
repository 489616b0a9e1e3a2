/**
 * The built bundle is split so that each command loads only what it needs:
 * the entry (dist/cli.bundle.js) and what it imports statically must hold
 * none of the UI (React, Ink, Yoga), the bots, the record schema (zod), the
 * ssh host (ssh2), the PostgreSQL driver (pg), Unicode's table of look-alike characters or any German
 * words (the entry's own German is loaded when German is spoken, a
 * feature's German comes with the feature); the UI must not bring the bots or zod along
 * statically (the bots load once a bot is seated, a hint loads them too).
 * Found by following the static imports between the built files, and
 * recognised by text that only that code contains.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const DIST = new URL('../../dist/', import.meta.url);

function read(file: string): string {
  return readFileSync(new URL(file, DIST), 'utf8');
}

/** `file` and every file it imports statically (`import … from"./x.js"`, `import"./x.js"`), not with import(). */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const match of read(name).matchAll(/\bimport\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+\w+\s+from\s*|\w+\s+from\s*)?"\.\/([\w.-]+\.js)"/g)) {
      visit(match[1]!);
    }
  };
  visit(file);
  return seen;
}

/** Text that only the named code contains. */
const MARKERS = {
  react: 'react.transitional.element',
  ink: 'ink-root',
  yoga: 'yoga',
  zod: 'ZodError',
  bots: 'A computer player needs the view of its own seat',
  ssh2: 'ssh-userauth',
  /** node-postgres, for `serve --store postgres://…` only. */
  pg: 'SCRAM-SERVER-FIRST-MESSAGE',
  /** Unicode's confusables (unhomoglyph), for look-alike names at the ssh host and server: Greek Alpha looks like A. */
  confusables: '\\u0391:"A"',
  /** The German words of the core (cards, hands, the log): the entry loads them only when German is spoken. */
  german: 'hat gepasst',
  /** The German words of the command line (--help, usage errors): loaded the same way. */
  germanCommandLine: 'an einer Tastatur oder gegen Bots',
} as const;

/** German of the core, of the command line, of the seat screen and of a feature (matches): none of it is in the entry. */
const GERMAN = ['hat gepasst', 'an einer Tastatur oder gegen Bots', 'Links/Rechts', 'Partie beendet'] as const;

function contents(files: Iterable<string>): string {
  return [...files].map(read).join('\n');
}

/** The chunk that holds `marker` (each marker is in exactly one). */
function chunkWith(marker: string): string {
  const chunks = readdirSync(DIST).filter((name) => /^chunk-.*\.js$/.test(name) && read(name).includes(marker));
  expect(chunks).toHaveLength(1);
  return chunks[0]!;
}

describe('the split bundle', () => {
  it('is built', () => {
    expect(existsSync(new URL('cli.bundle.js', DIST))).toBe(true);
  });

  it('loads the command-line parser without the UI, the bots, the record schema, the host or another language', () => {
    const entry = contents(staticClosure('cli.bundle.js'));
    expect(entry).toContain('print the version and exit');
    for (const marker of [...Object.values(MARKERS), ...GERMAN]) expect(entry).not.toContain(marker);
  });

  it('has every marker in a chunk of its own, which the entry reaches only by import()', () => {
    for (const marker of Object.values(MARKERS)) expect(chunkWith(marker)).toMatch(/^chunk-/);
  });

  it('loads the UI without the bots or the record schema', () => {
    const ui = contents(staticClosure(chunkWith(MARKERS.ink)));
    expect(ui).toContain(MARKERS.react);
    expect(ui).not.toContain(MARKERS.bots);
    expect(ui).not.toContain(MARKERS.zod);
    expect(ui).not.toContain(MARKERS.confusables);
  });

  it("leaves out Ink's React DevTools bridge (scripts/bundling.js), which only DEV=true would load", () => {
    const built = contents(readdirSync(DIST).filter((name) => name.endsWith('.js')));
    // Ink's own code is there, its message about DEV=true included; the bridge and its window polyfill are not.
    expect(built).toContain(MARKERS.ink);
    expect(built).toContain('The environment variable DEV is set to true');
    expect(built).not.toContain('connectToDevTools');
    expect(built).not.toContain('__REACT_DEVTOOLS_COMPONENT_FILTERS__');
  });

  it('loads node-postgres only on PostgreSQL: neither a server on files nor its table threads reach it statically', () => {
    // The server's start on PostgreSQL (pgServe.ts: the key of the processes' notifications) is in its chunk.
    const server = contents(staticClosure(chunkWith('cluster_notify_key')));
    expect(server).not.toContain(MARKERS.pg);
    const shard = contents(staticClosure('shard-worker.js'));
    // A table thread has the store's code (its SQL), but not the driver.
    expect(shard).toContain('shift_poker_records');
    expect(shard).not.toContain(MARKERS.pg);
    // A screen thread only draws: neither the store nor its driver.
    const screen = contents(staticClosure('screen-worker.js'));
    expect(screen).toContain(MARKERS.ink);
    expect(screen).not.toContain('shift_poker_records');
    expect(screen).not.toContain(MARKERS.pg);
  });

  it('loads node-postgres for history and replay only with --store: the code that reads the store reaches it by import() alone', () => {
    const readers = readdirSync(DIST).filter((name) => name.endsWith('.js') && read(name).includes('readStoreMatches'));
    expect(readers.length).toBeGreaterThan(0);
    for (const reader of readers) expect(contents(staticClosure(reader))).not.toContain(MARKERS.pg);
  });

  it('keeps the worker threads able to decide: each of their entries reaches the bots statically', () => {
    for (const worker of ['sim-worker.js', 'bot-worker.js']) expect(contents(staticClosure(worker))).toContain(MARKERS.bots);
  });
});
