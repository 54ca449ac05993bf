import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { changeOwnPassword, useTotpStatus } from '../../api/auth.ts';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { ownPasswordFormSchema } from '../../lib/account-forms.ts';

const EMPTY = { currentPassword: '', password: '', confirm: '', code: '' };

/**
 * My own password, for every role: the current password first (and a current code when two-step login
 * is on), so an open console left on a desk cannot be taken over. My other sessions end.
 */
export function OwnPasswordPanel() {
  const needsCode = useTotpStatus().data?.enabled ?? false;
  const form = useZodForm(ownPasswordFormSchema(needsCode), { defaultValues: EMPTY });
  const [isDone, setIsDone] = useState(false);
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      form.reset(EMPTY);
      setIsDone(true);
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    setIsDone(false);
    change.mutate(body);
  });
  const passwordField = (name: 'currentPassword' | 'password' | 'confirm', label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} />}
    </FormField>
  );

  return (
    <Panel title="Your password">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Change your password">
        {passwordField('currentPassword', 'Current password', 'current-password')}
        {passwordField('password', 'New password (at least 10 characters)', 'new-password')}
        {passwordField('confirm', 'New password again', 'new-password')}
        {needsCode ? (
          <FormField label="Current code of your authenticator app" error={errors.code?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register('code', { setValueAs: (value: string) => value.replace(/\D/g, '') })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </FormField>
        ) : null}
        {isDone ? (
          <p className={ui.success} role="status">
            Password changed. Your other sessions are closed.
          </p>
        ) : null}
        {change.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(change.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" className={ui.small} disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
