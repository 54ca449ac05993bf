import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type AuditEntry, type AuditFilter, useAudit } from '../../api/audit.ts';
import { useAdmins } from '../../api/auth.ts';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { auditDiff } from '../../lib/audit-diff.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import styles from './audit-screen.module.css';

const ENTITIES = [
  'market',
  'result',
  'rate',
  'settings',
  'user',
  'wallet_adjustment',
  'fund_request',
  'withdraw_request',
  'notice',
  'admin',
];
const DEFAULT_PAGE_SIZE = 50;

function Diff({ entry }: { entry: AuditEntry }) {
  const rows = auditDiff(entry.before, entry.after);
  if (rows.length === 0) return <p className={ui.muted}>No recorded values.</p>;
  return (
    <table className={`${ui.table} ${styles.diff}`} aria-label={`Changes of entry ${entry.id}`}>
      <thead>
        <tr>
          <th>Field</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.isChanged ? styles.diffChanged : undefined}>
            <td className={ui.mono}>{row.key}</td>
            <td className={ui.wrapCell}>
              <pre className={`${styles.pre} ${row.isChanged && row.before ? ui.negative : ''}`}>
                {row.before || '—'}
              </pre>
            </td>
            <td className={ui.wrapCell}>
              <pre className={`${styles.pre} ${row.isChanged && row.after ? ui.positive : ''}`}>{row.after || '—'}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An action name that may break after its dots ("withdraw_request.<break>payout_export") when the table is narrow. */
function ActionName({ action }: { action: string }) {
  const parts = action.split('.');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Every operator write: who, what, before and after, when; filterable by entity, operator and dates. */
export default function AuditScreen() {
  const { isOwner } = usePermissions();
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', adminId: '', from: '', to: '', page: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const audit = useAudit(filter);
  const admins = useAdmins(isOwner);
  const change = (changes: Partial<AuditFilter>) => setFilter((f) => ({ ...f, page: 1, ...changes }));

  return (
    <>
      <PageHeader title="Audit log" subtitle="Every write made through the operator API." />
      <div className={ui.toolbar}>
        <FormField label="Entity">
          {(control) => (
            <select {...control} value={filter.entity} onChange={(e) => change({ entity: e.target.value })}>
              <option value="">All</option>
              {ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {entity.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isOwner && admins.data ? (
          <FormField label="Operator">
            {(control) => (
              <select {...control} value={filter.adminId} onChange={(e) => change({ adminId: e.target.value })}>
                <option value="">Everyone</option>
                {admins.data.map((admin) => (
                  <option key={admin.id} value={admin.id}>
                    {admin.username}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <FormField label="From">
          {(control) => (
            <input {...control} type="date" value={filter.from} onChange={(e) => change({ from: e.target.value })} />
          )}
        </FormField>
        <FormField label="To">
          {(control) => (
            <input {...control} type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} />
          )}
        </FormField>
      </div>
      <QueryState query={audit} rows={8} empty="No entries match." isEmpty={(data) => data.items.length === 0}>
        {(data) => {
          const pageSize = Math.max(DEFAULT_PAGE_SIZE, data.items.length);
          const pages = Math.max(1, Math.ceil(data.total / pageSize));
          return (
            <>
              <div className={ui.tableWrap}>
                <table className={`${ui.table} ${ui.stack}`}>
                  <thead>
                    <tr>
                      <th>When</th>
                      <th>Operator</th>
                      <th>Action</th>
                      <th>Entity</th>
                      <th>IP</th>
                      <th>
                        <span className="visually-hidden">Changes</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((entry) => (
                      <Fragment key={entry.id}>
                        <tr>
                          <td data-label="When">{formatInstant(entry.createdAt)}</td>
                          <td data-label="Operator">
                            {entry.admin === null ? <span className={ui.muted}>system</span> : entry.admin.username}
                          </td>
                          <td data-label="Action" className={`${ui.mono} ${ui.wrapText}`}>
                            <ActionName action={entry.action} />
                          </td>
                          <td className={`${ui.cellMain} ${ui.wrapText}`}>
                            {entry.entity}
                            {entry.entityId !== '' ? <span className={ui.muted}> #{entry.entityId}</span> : null}
                          </td>
                          <td data-label="IP" className={ui.muted}>
                            {entry.ip || '—'}
                          </td>
                          <td className={ui.cellActions}>
                            <div className={ui.rowActions}>
                              <Button
                                variant="ghost"
                                className={ui.small}
                                aria-expanded={openId === entry.id}
                                onClick={() => setOpenId((id) => (id === entry.id ? null : entry.id))}
                              >
                                {openId === entry.id ? 'Hide changes' : 'Changes'}
                              </Button>
                            </div>
                          </td>
                        </tr>
                        {openId === entry.id ? (
                          <tr>
                            <td colSpan={6} className={styles.diffCell}>
                              <Diff entry={entry} />
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className={ui.pager}>
                <span>
                  {formatMoney(data.total)} entries · page {data.page} of {pages}
                </span>
                <span className={ui.actions}>
                  <Button
                    variant="outline"
                    className={ui.small}
                    disabled={filter.page <= 1}
                    onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
                  >
                    Previous
                  </Button>
                  <Button
                    variant="outline"
                    className={ui.small}
                    disabled={filter.page >= pages}
                    onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
                  >
                    Next
                  </Button>
                </span>
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
