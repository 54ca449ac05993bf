import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own fresh database; files run in parallel workers.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
