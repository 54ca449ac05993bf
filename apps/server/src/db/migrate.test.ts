import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from './migrate.ts';

describe('the migrations list', () => {
  it('runs every migration file of the folder, in the order of their names', () => {
    // A file written but never listed is a migration that never runs (2026-11-28-30 was one).
    const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
    const files = readdirSync(folder)
      .filter((f) => /^\d{4}-\d{2}-\d{2}-\d{2}-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect([...MIGRATION_NAMES]).toEqual(files);
  });
});
