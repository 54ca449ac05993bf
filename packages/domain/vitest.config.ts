import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Exhaustive and property tests (every digit subset, fast-check bounded by numRuns) take a second
    // on a quiet machine and many on a loaded one: time never fails them, only a wrong answer does.
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      // Every line of the rules runs in a test; `npm test` fails below this.
      thresholds: { lines: 100 },
    },
  },
});
