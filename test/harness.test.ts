/**
 * The rules of the test harness itself (test/support/wait.ts): a unit test
 * waits for a condition or moves Jest's fake clock, never for a length of
 * time, so that it is as fast as the code under test and fails only when
 * that code does. Only the end-to-end project, driving other processes,
 * may sleep.
 */

import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const TEST = import.meta.dirname;

interface Project {
  readonly displayName: string;
  readonly testRegex?: readonly string[];
}

/** The patterns of the test files Jest runs in its e2e project (jest.config.js). */
async function endToEndPatterns(): Promise<RegExp[]> {
  // Imported by URL: the configuration is JavaScript, with no types for the compiler to check.
  const config = ((await import(new URL('../jest.config.js', import.meta.url).href)) as { default: { projects: readonly Project[] } }).default;
  const e2e = config.projects.find((project) => project.displayName === 'e2e');
  if (e2e?.testRegex === undefined) throw new Error('jest.config.js has no e2e project with a testRegex');
  return e2e.testRegex.map((pattern) => new RegExp(pattern, 'u'));
}

/** Every TypeScript file under test/ but the harness's own (test/support/). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(TEST, 'support') ? [] : testFiles(full);
    return /\.tsx?$/u.test(entry.name) ? [full] : [];
  });
}

/** What in `text` waits on the clock: the harness's sleep, or a timer of the test's own. */
function clockWaits(text: string): string[] {
  const sleeps = /import \{[^}]*\bsleep\b[^}]*\} from '[./]*support\/wait\.js'/u.test(text) ? ['sleep'] : [];
  const timers = [...text.matchAll(/(?<![\w.])(setTimeout|setInterval)\(/gu)].map((match) => match[1]!);
  return [...sleeps, ...timers];
}

describe('the unit tests', () => {
  it('never wait on the clock: only end-to-end tests may sleep', async () => {
    const e2e = await endToEndPatterns();
    const unit = testFiles(TEST).filter((file) => !e2e.some((pattern) => pattern.test(file)));
    const waiting = unit.flatMap((file) => clockWaits(readFileSync(file, 'utf8')).map((wait) => `${path.relative(TEST, file)}: ${wait}`));
    expect(waiting).toEqual([]);
    // The check sees what it looks for: an end-to-end test sleeps.
    const sleepers = testFiles(TEST).filter((file) => e2e.some((pattern) => pattern.test(file)) && clockWaits(readFileSync(file, 'utf8')).includes('sleep'));
    expect(sleepers.length).toBeGreaterThan(0);
  });
});
