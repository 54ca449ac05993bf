import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Result feeds (ADR 032).
 *
 * `feed_sources`: per market, the pages the server reads a result from — the URL, how to read it (a
 * JSON path, or a CSS selector with an optional pattern), and the poller's state for it (consecutive
 * failures and when it may be fetched next, for the backoff).
 *
 * `feed_markets`: per market, how the sources are judged — the quorum (null: all of at least two),
 * whether a result the quorum held for `auto_after_seconds` is declared automatically, and who
 * switched that on (the declaration is made in their name).
 *
 * `feed_observations`: what each source said at each fetch during a session's window — the digits it
 * read (null when none), the text they were read from, the SHA-256 of the body, or why nothing was read.
 * The agreement rule reads these; a declaration from feeds names the agreeing ones in the chain.
 *
 * `result_chain.evidence`: a feed declaration's sources (URL, fetch time, SHA-256), hashed into its
 * entry; null on every other entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('feed_sources'))
    .addColumn('market_id', big, notNull)
    .addColumn('label', 'varchar(60)', notNull)
    .addColumn('url', 'varchar(2000)', notNull)
    .addColumn('reader', 'varchar(4)', notNull)
    .addColumn('json_path', 'varchar(200)')
    .addColumn('selector', 'varchar(200)')
    .addColumn('pattern', 'varchar(200)')
    .addColumn('active', 'integer', notNull)
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_fetch_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  await db.schema.createIndex('feed_sources_market').on('feed_sources').columns(['market_id', 'id']).execute();

  await db.schema
    .createTable('feed_markets')
    .addColumn('market_id', big, (c) => c.primaryKey())
    .addColumn('quorum', 'integer')
    .addColumn('auto_declare', 'integer', notNull)
    .addColumn('auto_after_seconds', 'integer', notNull)
    .addColumn('auto_by', big)
    .addColumn('updated_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('feed_observations'))
    .addColumn('source_id', big, notNull)
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('fetched_at', big, notNull)
    .addColumn('url', 'varchar(2000)', notNull)
    .addColumn('status', 'varchar(8)', notNull)
    .addColumn('digits', 'varchar(3)')
    .addColumn('text', 'varchar(200)')
    .addColumn('sha256', 'varchar(64)')
    .addColumn('error', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('feed_observations_draw')
    .on('feed_observations')
    .columns(['market_id', 'draw_date', 'session', 'fetched_at'])
    .execute();
  await db.schema
    .createIndex('feed_observations_source')
    .on('feed_observations')
    .columns(['source_id', 'id'])
    .execute();

  await db.schema.alterTable('result_chain').addColumn('evidence', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('result_chain').dropColumn('evidence').execute();
  await db.schema.dropTable('feed_observations').execute();
  await db.schema.dropTable('feed_markets').execute();
  await db.schema.dropTable('feed_sources').execute();
}
