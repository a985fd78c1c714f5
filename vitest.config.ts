import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Rule-test fixture trees (test/rules/<id>/<group>/<case>/…) are scanned, never run.
    exclude: ['**/node_modules/**', 'test/rules/*/*/*/**'],
    setupFiles: ['test/support/load-parsers.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
