const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  ],
};
// file-type and its helpers ship ESM only: let swc turn them into CommonJS for jest (the app bundles them natively).
const esmOnly = ['file-type', 'strtok3', 'token-types', '@tokenizer/inflate', 'uint8array-extras', '@borewit/text-codec'];
const common = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Jest's runtime, with V8's code cache of each module kept from one test file to the next in a worker (the file says why).
  runtime: '<rootDir>/tests/support/jest-runtime.js',
};

/**
 * Three projects:
 * - unit: pure logic in lib/ (no I/O)
 * - db: the embedded MongoDB-compatible server (packages/embedded-mongo/test), driven through the official driver and
 *   Mongoose, and the app's models on it (tests/embedded-mongo)
 * - api: HTTP tests against the built app, a real database and a loopback SMTP server (started in globalSetup)
 */
/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60000,
  // Three on the 2-core machine: the API tests spend part of their time waiting on the app and database processes, so
  // a third worker fills the idle CPU (jest step 142 → 119 s, CPU busy 78% → 88%: docs/measurements.md); a fourth
  // adds little (116 s).
  maxWorkers: 3,
  // A worker's exit after its last file: its 'exit' event comes 1–5 ms after jest's end message, the process is gone
  // 590–780 ms after it in one measured run (V8 letting go of ~320–360 MB of heap; docs/measurements.md). Past jest's
  // 500 ms it was killed with "failed to exit gracefully", which reads as a leak; a real one (an open connection)
  // still holds a worker past 3 s and is reported.
  workerGracefulExitTimeout: 3000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    { ...common, displayName: 'db', testMatch: ['<rootDir>/packages/embedded-mongo/test/**/*.test.ts', '<rootDir>/tests/embedded-mongo/**/*.test.ts'] },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/api-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/api-global-teardown.ts',
      // Closes each file's database connection after the file (tests/support/api-test-environment.ts says why).
      testEnvironment: '<rootDir>/tests/support/api-test-environment.ts',
    },
  ],
};
