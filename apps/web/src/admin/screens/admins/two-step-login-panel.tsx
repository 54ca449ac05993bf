import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { disableTotp, enableTotp, setUpTotp, totpStatusQueryKey, useTotpStatus } from '../../api/auth.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { totpCodeFormSchema } from '../../lib/account-forms.ts';
import { useAdmin } from '../../lib/admin-session.tsx';
import styles from './admins-screen.module.css';
import { CodeField } from './code-field.tsx';
import { QrImage } from './qr-image.tsx';

/** Two-step login of my own account: set up with a QR code and a first code, or turn off with a current code. */
export function TwoStepLoginPanel() {
  const admin = useAdmin();
  const queryClient = useQueryClient();
  const status = useTotpStatus();
  const onForm = useZodForm(totpCodeFormSchema, { defaultValues: { code: '' } });
  const offForm = useZodForm(totpCodeFormSchema, { defaultValues: { code: '' } });
  const [message, setMessage] = useState<string | null>(null);
  const [offCode, setOffCode] = useState<{ code: string } | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: totpStatusQueryKey });
  const setup = useMutation({ mutationFn: setUpTotp });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: () => {
      setup.reset();
      onForm.reset({ code: '' });
      setMessage('Two-step login is on: the console asks for a code at every login.');
      refresh();
    },
  });
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: () => {
      offForm.reset({ code: '' });
      setOffCode(null);
      setCurrentPassword('');
      setMessage('Two-step login is off.');
      refresh();
    },
  });
  const submitEnable = onForm.handleSubmit((body) => enable.mutate(body));
  const submitDisable = offForm.handleSubmit((body) => setOffCode(body));

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
            <form
              className={ui.toolbar}
              onSubmit={(event) => void submitDisable(event)}
              noValidate
              aria-label="Turn off two-step login"
            >
              <p className={styles.statusLine}>
                <Badge tone="good">On</Badge> Logins to this account need a code.
              </p>
              <CodeField label="Current code, to turn it off" form={offForm} />
              <Button type="submit" variant="outline" className={`${ui.small} ${ui.dangerOutline} ${ui.toolbarButton}`}>
                Turn off
              </Button>
            </form>
          ) : setup.data ? (
            <form
              className={ui.form}
              onSubmit={(event) => void submitEnable(event)}
              noValidate
              aria-label="Turn on two-step login"
            >
              <p>1. Scan this code with your authenticator app, or type the key.</p>
              <QrImage value={setup.data.otpauthUrl} />
              <p>
                Key: <code className={ui.mono}>{setup.data.secret}</code>
              </p>
              <p>2. Enter the code the app shows.</p>
              <div className={ui.toolbar}>
                <CodeField label="6-digit code" form={onForm} />
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
                className={`${ui.small} ${styles.startAligned}`}
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
        isOpen={offCode !== null}
        onClose={() => {
          setOffCode(null);
          setCurrentPassword('');
          disable.reset();
        }}
        onConfirm={() => offCode && disable.mutate({ ...offCode, currentPassword })}
        confirmLabel="Turn off"
        tone="danger"
        isBusy={disable.isPending}
        isConfirmDisabled={currentPassword === ''}
        error={disable.isError ? errorMessage(disable.error) : null}
      >
        <p>Your password alone will open the console again.</p>
        <FormField label="Your current password">
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          )}
        </FormField>
      </ConfirmDialog>
    </Panel>
  );
}
