import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** True when a migration runs on PostgreSQL; everything else here is written once for both engines. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing primary key `id`: `bigserial` on PostgreSQL, `integer … autoincrement` on SQLite. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Whole numbers that may grow large (points, epoch milliseconds): bigint on both engines. */
export const big = 'bigint' as const;

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

