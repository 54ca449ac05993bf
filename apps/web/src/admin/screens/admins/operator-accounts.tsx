import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type AdminAccount,
  type AdminChanges,
  type AdminRole,
  adminsQueryKey,
  updateAdmin,
  useAdmins,
} from '../../api/auth.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { useAdmin } from '../../lib/admin-session.tsx';
import { formatInstant } from '../../lib/format.ts';
import styles from './admins-screen.module.css';
import { NewOperatorForm } from './new-operator-form.tsx';
import { ROLE_HINTS } from './role-hints.ts';

type AccountChange = { account: AdminAccount; changes: AdminChanges } | null;

/** Operator accounts (owner only): role, enable or disable, reset 2FA, each after a confirmation; a new account. */
export function OperatorAccounts() {
  const me = useAdmin();
  const admins = useAdmins(true);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<AccountChange>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
  const update = useMutation({
    mutationFn: ({ account, changes }: NonNullable<AccountChange>) => updateAdmin(account.id, changes),
    onSuccess: () => {
      setPending(null);
      refresh();
    },
  });

  return (
    <>
      <Panel title="Operator accounts">
        <QueryState query={admins} empty="No operator accounts." isEmpty={(items) => items.length === 0}>
          {(items) => (
            <div className={ui.tableWrap}>
              <table className={`${ui.table} ${ui.stack}`}>
                <thead>
                  <tr>
                    <th>Username</th>
                    <th>Role</th>
                    <th>Status</th>
                    <th>2FA</th>
                    <th>Created</th>
                    <th>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((account) => {
                    const isSelf = account.id === me.id;
                    return (
                      <tr key={account.id}>
                        <td className={ui.cellMain}>
                          <strong>{account.username}</strong>
                          {isSelf ? <span className={ui.muted}> (you)</span> : null}
                        </td>
                        <td data-label="Role">
                          <select
                            className={`${ui.input} ${styles.roleSelect}`}
                            aria-label={`Role of ${account.username}`}
                            value={account.role}
                            disabled={isSelf}
                            onChange={(e) => setPending({ account, changes: { role: e.target.value as AdminRole } })}
                          >
                            <option value="viewer">viewer</option>
                            <option value="operator">operator</option>
                            <option value="owner">owner</option>
                          </select>
                        </td>
                        <td data-label="Status">
                          {account.active ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Disabled</Badge>}
                        </td>
                        <td data-label="2FA">{account.totp ? <Badge tone="good">On</Badge> : <Badge>Off</Badge>}</td>
                        <td data-label="Created" className={ui.muted}>
                          {formatInstant(account.createdAt)}
                        </td>
                        <td className={ui.cellActions}>
                          {isSelf ? null : (
                            <div className={ui.rowActions}>
                              {account.totp ? (
                                <Button
                                  variant="outline"
                                  className={ui.small}
                                  onClick={() => setPending({ account, changes: { totp: false } })}
                                  aria-label={`Reset two-step login of ${account.username}`}
                                >
                                  Reset 2FA
                                </Button>
                              ) : null}
                              <Button
                                variant="outline"
                                className={`${ui.small} ${account.active ? ui.dangerOutline : ''}`}
                                onClick={() => setPending({ account, changes: { active: !account.active } })}
                                aria-label={`${account.active ? 'Disable' : 'Enable'} ${account.username}`}
                              >
                                {account.active ? 'Disable' : 'Enable'}
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Panel>
      <NewOperatorForm onCreated={refresh} />
      <ConfirmDialog
        title={
          pending?.changes.role
            ? `Make ${pending.account.username} ${pending.changes.role}?`
            : pending?.changes.totp === false
              ? `Reset two-step login of ${pending.account.username}?`
              : `${pending?.changes.active ? 'Enable' : 'Disable'} ${pending?.account.username ?? ''}?`
        }
        isOpen={pending !== null}
        onClose={() => {
          setPending(null);
          update.reset();
        }}
        onConfirm={() => pending && update.mutate(pending)}
        confirmLabel={
          pending?.changes.role
            ? 'Change role'
            : pending?.changes.totp === false
              ? 'Reset 2FA'
              : pending?.changes.active
                ? 'Enable'
                : 'Disable'
        }
        tone={pending?.changes.active === false || pending?.changes.totp === false ? 'danger' : 'primary'}
        isBusy={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
      >
        <p>
          {pending?.changes.role
            ? `A ${pending.changes.role} ${ROLE_HINTS[pending.changes.role]}.`
            : pending?.changes.totp === false
              ? 'The password alone opens the account until its owner sets up two-step login again (e.g. after a lost phone).'
              : pending?.changes.active
                ? 'The account can log in again.'
                : 'The account cannot log in any more; its open sessions end.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
