import { type Family, GENESIS_HASH, hashChainEntry, type ResultChainFields, type Session } from '@pana/domain';
import { type Kysely } from 'kysely';
import { big, notNull } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * The result chain (ADR 019). `result_chain`: one row per declaration or revert, its
 * sequence number the primary key (two appends can never take the same number), with the hash of
 * the entry before it and its own. `result_chain_head`: one row (id 1) holding the last sequence
 * number and hash; an append updates it first, so concurrent appends queue on its row lock.
 *
 * The results declared before this migration are entered here, oldest declaration first (then by
 * market, date and session), as declarations by operator 0: who declared them is not recorded with
 * the result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('result_chain')
    .addColumn('seq', big, (c) => c.primaryKey())
    .addColumn('action', 'varchar(8)', notNull)
    .addColumn('market_id', big, notNull)
    .addColumn('market_name', 'varchar(100)', notNull)
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('digits', 'varchar(3)', notNull)
    .addColumn('at', big, notNull)
    .addColumn('operator_id', big, notNull)
    .addColumn('prev_hash', 'varchar(64)', notNull)
    .addColumn('hash', 'varchar(64)', notNull)
    .execute();
  await db.schema
    .createTable('result_chain_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', big, notNull)
    .addColumn('hash', 'varchar(64)', notNull)
    .execute();

  const rows: Array<{
    market_id: number;
    name: string;
    kind: Family;
    draw_date: string;
    open_pana: string | null;
    close_pana: string | null;
    jodi: string | null;
    open_declared_at: number | null;
    close_declared_at: number | null;
    updated_at: number;
  }> = await db
    .selectFrom('results as r')
    .innerJoin('markets as m', 'm.id', 'r.market_id')
    .select([
      'r.market_id',
      'm.name',
      'm.kind',
      'r.draw_date',
      'r.open_pana',
      'r.close_pana',
      'r.jodi',
      'r.open_declared_at',
      'r.close_declared_at',
      'r.updated_at',
    ])
    .execute();
  type Declared = Omit<ResultChainFields, 'seq' | 'prevHash'>;
  const declared: Declared[] = [];
  for (const r of rows) {
    const base = {
      action: 'declare' as const,
      marketId: Number(r.market_id),
      marketName: r.name,
      family: r.kind,
      drawDate: r.draw_date,
      operatorId: 0,
    };
    const at = (v: number | null) => Number(v ?? r.updated_at);
    const add = (session: Session, digits: string | null, when: number | null) => {
      if (digits) declared.push({ ...base, session, digits, at: at(when) });
    };
    if (r.kind === 'gali') add('close', r.jodi, r.open_declared_at);
    else {
      add('open', r.open_pana, r.open_declared_at);
      if (r.kind === 'main') add('close', r.close_pana, r.close_declared_at);
    }
  }
  declared.sort(
    (a, b) =>
      a.at - b.at ||
      a.marketId - b.marketId ||
      a.drawDate.localeCompare(b.drawDate) ||
      (a.session === b.session ? 0 : a.session === 'open' ? -1 : 1),
  );

  let prevHash = GENESIS_HASH;
  let seq = 0;
  const batch: Array<Record<string, unknown>> = [];
  const flush = async () => {
    if (batch.length > 0) await db.insertInto('result_chain').values(batch.splice(0)).execute();
  };
  for (const d of declared) {
    seq += 1;
    const fields: ResultChainFields = { ...d, seq, prevHash };
    const hash = await hashChainEntry(fields);
    batch.push({
      seq,
      action: d.action,
      market_id: d.marketId,
      market_name: d.marketName,
      family: d.family,
      draw_date: d.drawDate,
      session: d.session,
      digits: d.digits,
      at: d.at,
      operator_id: 0,
      prev_hash: prevHash,
      hash,
    });
    prevHash = hash;
    if (batch.length >= 500) await flush();
  }
  await flush();
  await db.insertInto('result_chain_head').values({ id: 1, seq, hash: prevHash }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('result_chain_head').execute();
  await db.schema.dropTable('result_chain').execute();
}
