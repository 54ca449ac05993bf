import { type Kysely, sql } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * Whose payment is it (ADR 011): a UTR claim is credited on its own only when the payment's payer VPA
 * is one of the claimant's. Two lookups by payer, both indexed:
 * - `payment_numbers_number`: the players who saved a number (their withdrawal UPI numbers, each proved
 *   by a code sent to it), found from the number part of a VPA such as `98xxxxxxxx@ybl`;
 * - `payment_notifications_payer_vpa`: earlier payments from the same VPA, compared without case
 *   (`lower(payer_vpa)`: VPAs are case-insensitive), as the query writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('payment_numbers_number').on('payment_numbers').columns(['number']).execute();
  await db.schema
    .createIndex('payment_notifications_payer_vpa')
    .on('payment_notifications')
    .expression(sql`lower(payer_vpa)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_notifications_payer_vpa').execute();
  await db.schema.dropIndex('payment_numbers_number').execute();
}
