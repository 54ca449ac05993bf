import { type Unit } from './db/units.ts';
import { writeBidAlone, writeBidBatch } from './modules/bids/group-commit.ts';

/**
 * Every unit of work the writer thread can run (db/units.ts, ADR 025). A unit missing here runs on
 * PostgreSQL and in memory, and fails on a SQLite file: the writer-thread tests run each one on a file.
 */
export const writeUnits: readonly Unit<never, unknown>[] = [writeBidBatch, writeBidAlone] as unknown as readonly Unit<
  never,
  unknown
>[];
