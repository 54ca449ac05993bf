import { type Db } from '../../db/database.ts';
import { parseJsonColumn } from '../../db/sql-text.ts';
import { type Clock } from '../../lib/clock.ts';
import { indiaDayBounds } from '../../lib/india-days.ts';
import * as repo from './audit-repository.ts';
import { dateRange, PAGE_SIZE } from './query-params.ts';

export interface AuditDeps {
  db: Db;
  clock: Clock;
}

export interface AuditItem {
  id: number;
  /** The operator who acted; null for the system (start-up, command line). */
  admin: { id: number; username: string } | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: number;
}

/**
 * `GET /admin/api/audit`: 50 rows a page, newest first, filtered by entity, operator and India dates
 * (from and to included; either may be left out).
 */
export async function listAuditLog(
  deps: AuditDeps,
  query: {
    entity?: string | undefined;
    adminId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page?: number | undefined;
  },
): Promise<{ items: AuditItem[]; total: number; page: number }> {
  const page = query.page ?? 1;
  let start: number | undefined;
  let end: number | undefined;
  if (query.from !== undefined || query.to !== undefined) {
    // A lone `from` runs to today, a lone `to` covers that day only; at most 366 days either way.
    const range = dateRange(query.from, query.to, deps.clock.now());
    ({ start, end } = indiaDayBounds(range.from, range.to));
  }
  const entity = query.entity?.trim() || undefined;
  const { items, total } = await repo.listAudit(
    deps.db,
    { entity, adminId: query.adminId, start, end },
    page,
    PAGE_SIZE,
  );
  return {
    page,
    total,
    items: items.map((r) => ({
      id: r.id,
      // An operator row deleted since: still shown by id.
      admin: r.adminId === null ? null : { id: r.adminId, username: r.username ?? `#${r.adminId}` },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: parseJsonColumn(r.beforeJson),
      after: parseJsonColumn(r.afterJson),
      ip: r.ip,
      createdAt: r.createdAt,
    })),
  };
}
