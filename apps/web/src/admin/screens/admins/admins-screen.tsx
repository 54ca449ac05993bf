import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toString as renderQrSvg } from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type AdminAccount,
  type AdminChanges,
  type AdminRole,
  adminsQueryKey,
  createAdmin,
  disableTotp,
  enableTotp,
  setUpTotp,
  totpStatusQueryKey,
  updateAdmin,
  useAdmins,
  useTotpStatus,
} from '../../api/auth.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { useAdmin, usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant } from '../../lib/format.ts';

const ROLE_HINTS: Record<AdminRole, string> = {
  viewer: 'reads everything, changes nothing',
  operator: 'also declares results, approves funds, edits markets and players',
  owner: 'also manages operator accounts',
};

/** A QR code of the authenticator link, drawn as SVG in the browser. */
function QrImage({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    renderQrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => isCurrent && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => isCurrent && setSrc(null));
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return src ? (
    <img className={ui.qr} src={src} alt="QR code for your authenticator app" />
  ) : (
    <div className={`${ui.qr} ${ui.loadingRow}`} />
  );
}

function TwoFactor() {
  const admin = useAdmin();
  const queryClient = useQueryClient();
  const status = useTotpStatus();
  const [code, setCode] = useState('');
  const [offCode, setOffCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isConfirmingOff, setIsConfirmingOff] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: totpStatusQueryKey });
  const setup = useMutation({ mutationFn: setUpTotp });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: () => {
      setup.reset();
      setCode('');
      setMessage('Two-step login is on: the console asks for a code at every login.');
      refresh();
    },
  });
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      setOffCode('');
      setIsConfirmingOff(false);
      setMessage('Two-step login is off.');
      refresh();
    },
  });

  function submitEnable(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setCodeError('Enter the 6-digit code');
    setCodeError(null);
    enable.mutate({ code });
  }

  function submitDisable(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(offCode)) return setCodeError('Enter the 6-digit code');
    setCodeError(null);
    setIsConfirmingOff(true);
  }

  return (
    <Panel title="Two-step login (your account)">
      <p className={ui.muted}>
        Signed in as <strong>{admin.username}</strong> ({admin.role}). With two-step login, the console also asks for
        the 6-digit code of an authenticator app (Google Authenticator, Authy, 1Password…).
      </p>
      {message ? (
        <p className={ui.success} role="status">
          {message}
        </p>
      ) : null}
      <QueryState query={status} rows={1}>
        {({ enabled }) =>
          enabled ? (
            <form className={ui.toolbar} onSubmit={submitDisable} noValidate aria-label="Turn off two-step login">
              <p style={{ flexBasis: '100%', maxWidth: 'none' }}>
                <Badge tone="good">On</Badge> Logins to this account need a code.
              </p>
              <FormField label="Current code, to turn it off" error={codeError}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={offCode}
                    onChange={(e) => setOffCode(e.target.value.replace(/\D/g, ''))}
                  />
                )}
              </FormField>
              <Button type="submit" variant="outline" className={`${ui.small} ${ui.dangerOutline} ${ui.toolbarButton}`}>
                Turn off
              </Button>
            </form>
          ) : setup.data ? (
            <form className={ui.form} onSubmit={submitEnable} noValidate aria-label="Turn on two-step login">
              <p>1. Scan this code with your authenticator app, or type the key.</p>
              <QrImage value={setup.data.otpauthUrl} />
              <p>
                Key: <code className={ui.mono}>{setup.data.secret}</code>
              </p>
              <p>2. Enter the code the app shows.</p>
              <div className={ui.toolbar}>
                <FormField label="6-digit code" error={codeError}>
                  {(control) => (
                    <input
                      {...control}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      value={code}
                      onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                    />
                  )}
                </FormField>
                <Button type="submit" className={`${ui.small} ${ui.toolbarButton}`} disabled={enable.isPending}>
                  Turn on
                </Button>
              </div>
              {enable.isError ? (
                <p className={ui.alert} role="alert">
                  {errorMessage(enable.error)}
                </p>
              ) : null}
            </form>
          ) : (
            <div className={ui.form}>
              <p>
                <Badge>Off</Badge> The password alone opens this account.
              </p>
              <Button
                className={ui.small}
                style={{ justifySelf: 'start' }}
                onClick={() => setup.mutate()}
                disabled={setup.isPending}
              >
                {setup.isPending ? 'Preparing…' : 'Set up two-step login'}
              </Button>
              {setup.isError ? (
                <p className={ui.alert} role="alert">
                  {errorMessage(setup.error)}
                </p>
              ) : null}
            </div>
          )
        }
      </QueryState>
      <ConfirmDialog
        title="Turn off two-step login?"
        isOpen={isConfirmingOff}
        onClose={() => {
          setIsConfirmingOff(false);
          disable.reset();
        }}
        onConfirm={() => disable.mutate({ code: offCode })}
        confirmLabel="Turn off"
        tone="danger"
        isBusy={disable.isPending}
        error={disable.isError ? errorMessage(disable.error) : null}
      >
        <p>Your password alone will open the console again.</p>
      </ConfirmDialog>
    </Panel>
  );
}

type AccountChange = { account: AdminAccount; changes: AdminChanges } | null;

function Accounts() {
  const me = useAdmin();
  const admins = useAdmins(true);
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminRole>('operator');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [pending, setPending] = useState<AccountChange>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: () => {
      setUsername('');
      setPassword('');
      refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ account, changes }: NonNullable<AccountChange>) => updateAdmin(account.id, changes),
    onSuccess: () => {
      setPending(null);
      refresh();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/^[a-zA-Z0-9._-]{3,64}$/.test(username.trim()))
      next.username = 'Username must be 3-64 characters: letters, digits, dot, dash or underscore';
    if (password.length < 10) next.password = 'Password must be at least 10 characters';
    setErrors(next);
    if (Object.keys(next).length === 0) create.mutate({ username: username.trim(), password, role });
  }

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
                    const isActive = account.active;
                    return (
                      <tr key={account.id}>
                        <td className={ui.cellMain}>
                          <strong>{account.username}</strong>
                          {isSelf ? <span className={ui.muted}> (you)</span> : null}
                        </td>
                        <td data-label="Role">
                          <select
                            className={ui.input}
                            style={{ minHeight: 34, width: 'auto' }}
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
                          {isActive ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Disabled</Badge>}
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
                                className={`${ui.small} ${isActive ? ui.dangerOutline : ''}`}
                                onClick={() => setPending({ account, changes: { active: !isActive } })}
                                aria-label={`${isActive ? 'Disable' : 'Enable'} ${account.username}`}
                              >
                                {isActive ? 'Disable' : 'Enable'}
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
      <Panel title="New operator account">
        <form className={ui.form} onSubmit={submit} noValidate aria-label="New operator account">
          <div className={ui.formGrid}>
            <FormField label="Username" error={errors.username}>
              {(control) => (
                <input {...control} autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
              )}
            </FormField>
            <FormField label="Password" hint="At least 10 characters" error={errors.password}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <FormField label="Role" hint={ROLE_HINTS[role]}>
              {(control) => (
                <select {...control} value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
                  <option value="viewer">viewer</option>
                  <option value="operator">operator</option>
                  <option value="owner">owner</option>
                </select>
              )}
            </FormField>
          </div>
          <Button type="submit" className={ui.small} style={{ justifySelf: 'start' }} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create account'}
          </Button>
          {create.isError ? (
            <p className={ui.alert} role="alert">
              {errorMessage(create.error)}
            </p>
          ) : null}
          {create.isSuccess ? (
            <p className={ui.success} role="status">
              Account created.
            </p>
          ) : null}
        </form>
      </Panel>
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

/** Operator accounts (owners) and two-factor sign-in (everyone). */
export default function AdminsScreen() {
  const { isOwner } = usePermissions();
  return (
    <>
      <PageHeader
        title="Admins & 2FA"
        subtitle={isOwner ? 'Operator accounts and your own sign-in.' : 'Your own sign-in.'}
      />
      <TwoFactor />
      {isOwner ? <Accounts /> : null}
    </>
  );
}
