import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { type Db } from './database.ts';
import * as m20261123_01 from './migrations/2026-11-23-01-accounts-markets-wallets.ts';
import * as m20261123_02 from './migrations/2026-11-23-02-bids-results.ts';
import * as m20261123_20 from './migrations/2026-11-23-20-funds.ts';
import * as m20261123_30 from './migrations/2026-11-23-30-console.ts';
import * as m20261124_01 from './migrations/2026-11-24-01-ledger-reference.ts';
import * as m20261124_02 from './migrations/2026-11-24-02-pending-bid-groups.ts';
import * as m20261124_03 from './migrations/2026-11-24-03-bids-draw-index.ts';
import * as m20261124_04 from './migrations/2026-11-24-04-bid-entry-type.ts';
import * as m20261125_01 from './migrations/2026-11-25-01-draw-totals.ts';
import * as m20261125_10 from './migrations/2026-11-25-10-automatic-deposits.ts';
import * as m20261125_20 from './migrations/2026-11-25-20-bank-payouts.ts';
import * as m20261125_40 from './migrations/2026-11-25-40-notifications.ts';
import * as m20261125_50 from './migrations/2026-11-25-50-event-tickets.ts';
import * as m20261125_60 from './migrations/2026-11-25-60-boards-and-saved-slips.ts';
import * as m20261126_10 from './migrations/2026-11-26-10-operator-limits.ts';
import * as m20261126_20 from './migrations/2026-11-26-20-player-limits.ts';
import * as m20261126_30 from './migrations/2026-11-26-30-result-chain.ts';
import * as m20261127_10 from './migrations/2026-11-27-10-player-language.ts';
import * as m20261127_50 from './migrations/2026-11-27-50-session-expiry-index.ts';
import * as m20261127_60 from './migrations/2026-11-27-60-bid-submissions-user-time.ts';
import * as m20261128_10 from './migrations/2026-11-28-10-one-time-codes.ts';
import * as m20261128_40 from './migrations/2026-11-28-40-payout-exports.ts';
import * as m20261128_45 from './migrations/2026-11-28-45-payer-vpa-lookups.ts';
import * as m20261128_50 from './migrations/2026-11-28-50-agents.ts';
import * as m20261128_60 from './migrations/2026-11-28-60-tickets.ts';
import * as m20261128_70 from './migrations/2026-11-28-70-chart-import.ts';
import * as m20261128_80 from './migrations/2026-11-28-80-feeds.ts';
import * as m20261128_90 from './migrations/2026-11-28-90-statement-lines.ts';
import * as m20261128_95 from './migrations/2026-11-28-95-agent-cashouts.ts';

/**
 * Every migration, in order. They are imported statically (not read from a folder) so the bundled
 * server carries them. Names are dated; a released migration is never edited, only followed.
 */
const migrations: Record<string, Migration> = {
  '2026-11-23-01-accounts-markets-wallets': m20261123_01,
  '2026-11-23-02-bids-results': m20261123_02,
  '2026-11-23-20-funds': m20261123_20,
  '2026-11-23-30-console': m20261123_30,
  '2026-11-24-01-ledger-reference': m20261124_01,
  '2026-11-24-02-pending-bid-groups': m20261124_02,
  '2026-11-24-03-bids-draw-index': m20261124_03,
  '2026-11-24-04-bid-entry-type': m20261124_04,
  '2026-11-25-01-draw-totals': m20261125_01,
  '2026-11-25-10-automatic-deposits': m20261125_10,
  '2026-11-25-20-bank-payouts': m20261125_20,
  '2026-11-25-40-notifications': m20261125_40,
  '2026-11-25-50-event-tickets': m20261125_50,
  '2026-11-25-60-boards-and-saved-slips': m20261125_60,
  '2026-11-26-10-operator-limits': m20261126_10,
  '2026-11-26-20-player-limits': m20261126_20,
  '2026-11-26-30-result-chain': m20261126_30,
  '2026-11-27-10-player-language': m20261127_10,
  '2026-11-27-50-session-expiry-index': m20261127_50,
  '2026-11-27-60-bid-submissions-user-time': m20261127_60,
  '2026-11-28-10-one-time-codes': m20261128_10,
  '2026-11-28-40-payout-exports': m20261128_40,
  // Written with ADR 011's claims but left out of this list until 2026-11-28; named after 28-40 so a
  // database that already ran 28-40 takes it in order.
  '2026-11-28-45-payer-vpa-lookups': m20261128_45,
  '2026-11-28-50-agents': m20261128_50,
  '2026-11-28-60-tickets': m20261128_60,
  '2026-11-28-70-chart-import': m20261128_70,
  '2026-11-28-80-feeds': m20261128_80,
  '2026-11-28-90-statement-lines': m20261128_90,
  '2026-11-28-95-agent-cashouts': m20261128_95,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of every migration this list runs, in order (a test holds it to the folder). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** Brings the schema to the migration `name` (tests of a migration over existing rows). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema to the latest version; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
