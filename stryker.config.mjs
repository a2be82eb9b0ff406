// Mutation testing of the access rules: sessions, passwords, shop access and the endpoint
// registry. `npm run mutation` (not part of `npm test` or CI: a full run takes long).
// One file only: `npm run mutation -- --mutate server/auth/password.ts`; fewer tests:
// `--testFiles tests/api/auth.test.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts', dir: 'tests', related: true },
  mutate: ['server/auth/**/*.ts', 'server/registry.ts'],
  // The tests of sessions, passwords, access and request checking (each mutant runs only
  // those of them that reach its line).
  testFiles: [
    'tests/unit/*Schema.test.ts',
    ...[
      'access',
      'auth',
      'endpoints',
      'login-limit',
      'notifications',
      'password',
      'products',
      'profile',
      'security',
      'session-lifetime',
      'users',
    ].map((name) => `tests/api/${name}.test.ts`),
  ],
  coverageAnalysis: 'perTest',
  // Each API test file boots a server and a database: one at a time suits a 2-core machine.
  concurrency: 1,
  timeoutMS: 60_000,
  tempDirName: '.stryker-tmp',
  // What the sandbox copy of the project leaves out.
  ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', 'reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  cleanTempDir: 'always',
};
