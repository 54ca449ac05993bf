import { type Executor } from '../../db/database.ts';

/** All SQL of reading the audit log. */

export interface AuditFilter {
  entity?: string | undefined;
  adminId?: number | undefined;
  /** Instants [start, end). */
  start?: number | undefined;
  end?: number | undefined;
}

export interface AuditRow {
  id: number;
  adminId: number | null;
  username: string | null;
  action: string;
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string;
  createdAt: number;
}

function filtered(db: Executor, f: AuditFilter) {
  let q = db.selectFrom('audit_log').leftJoin('admins', 'admins.id', 'audit_log.admin_id');
  if (f.entity !== undefined) q = q.where('audit_log.entity', '=', f.entity);
  if (f.adminId !== undefined) q = q.where('audit_log.admin_id', '=', f.adminId);
  if (f.start !== undefined) q = q.where('audit_log.created_at', '>=', f.start);
  if (f.end !== undefined) q = q.where('audit_log.created_at', '<', f.end);
  return q;
}

/** One page of audit rows, newest first, with the operator's username, and how many match in all. */
export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AuditRow[]; total: number }> {
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .select([
      'audit_log.id',
      'audit_log.admin_id',
      'admins.username',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.ip',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: Number(r.id),
      adminId: r.admin_id === null ? null : Number(r.admin_id),
      username: r.username,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      beforeJson: r.before_json,
      afterJson: r.after_json,
      ip: r.ip,
      createdAt: Number(r.created_at),
    })),
  };
}
