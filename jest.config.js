/**
 * Jest runs the TypeScript sources directly, as native ES modules (Ink is
 * ESM-only), in two projects: `unit` (the sources alone) and `e2e` (the
 * built program in a pseudo-terminal, worker threads from dist/, real ssh
 * clients). `npm test` runs both; `npm test -- --selectProjects unit` the
 * first alone. Before `e2e` runs, a build older than the sources is rebuilt
 * (test/support/freshBuild.js), so it never tests an old program. The
 * dependencies are read as installed, patched by patch-package (patches/),
 * as the bundle reads them.
 */

/** Suites that run what `npm run build` made. */
const BUILT = ['\\.e2e\\.test\\.tsx?$', '/test/remote/botDecider\\.test\\.ts$', '/test/sim/workers\\.test\\.ts$'];

const common = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.test.json' }],
  },
  setupFiles: ['<rootDir>/test/setup.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};

export default {
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testPathIgnorePatterns: ['/node_modules/', ...BUILT] },
    { ...common, displayName: 'e2e', testRegex: BUILT, testMatch: undefined, globalSetup: '<rootDir>/test/support/freshBuild.js' },
  ],
};
