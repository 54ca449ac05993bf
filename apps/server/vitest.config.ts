import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database; files run in parallel workers.
    // PANA_TEST_DB=postgres runs the same files on PostgreSQL: the global setup starts one embedded
    // server per run (or uses PANA_TEST_PG_URL) and every test app gets a database of its own.
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
