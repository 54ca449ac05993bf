import { type Executor } from '../../db/database.ts';

export interface AuditEntry {
  /** The operator who acted; null for the system (start-up, command line). */
  adminId: number | null;
  /** What was done, `entity.verb`: `result.declare`, `result.revert`, `admin.login` … */
  action: string;
  /** The kind of business row: `result`, `admin` … */
  entity: string;
  entityId: string | number;
  /** The row's relevant state before and after (stored as JSON; omit for none). */
  before?: unknown;
  after?: unknown;
  ip: string;
  now: number;
}

/**
 * Writes one `audit_log` row (every operator write: who, what, before, after, when; docs/api.md#the-operator-api). Call it with the
 * transaction of the write it records, so the change and its record commit or fail together.
 */
export async function recordAudit(trx: Executor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action.slice(0, 64),
      entity: entry.entity.slice(0, 32),
      entity_id: String(entry.entityId).slice(0, 64),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip.slice(0, 64),
      created_at: entry.now,
    })
    .execute();
}
