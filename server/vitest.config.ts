import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server suite: real PostgreSQL (embedded, or DATABASE_URL in CI), one fresh database per
// test file, cloned from a migrated template that the global setup prepares once.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
