import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { createAdmin } from '../../api/auth.ts';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { newOperatorFormSchema } from '../../lib/account-forms.ts';
import styles from './admins-screen.module.css';
import { ROLE_HINTS } from './role-hints.ts';

/** A new operator account (owner only): username, password, role. */
export function NewOperatorForm({ onCreated }: { onCreated: () => void }) {
  const form = useZodForm(newOperatorFormSchema, {
    defaultValues: { username: '', password: '', role: 'operator' as const },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: () => {
      form.reset({ username: '', password: '', role: form.getValues('role') });
      onCreated();
    },
  });
  const submit = form.handleSubmit((body) => create.mutate(body));

  return (
    <Panel title="New operator account">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label="New operator account">
        <div className={ui.formGrid}>
          <FormField label="Username" error={errors.username?.message}>
            {(control) => <input {...control} {...form.register('username')} autoComplete="off" />}
          </FormField>
          <FormField label="Password" hint="At least 10 characters" error={errors.password?.message}>
            {(control) => (
              <input {...control} {...form.register('password')} type="password" autoComplete="new-password" />
            )}
          </FormField>
          <FormField label="Role" hint={ROLE_HINTS[role]}>
            {(control) => (
              <select {...control} {...form.register('role')}>
                <option value="viewer">viewer</option>
                <option value="operator">operator</option>
                <option value="owner">owner</option>
              </select>
            )}
          </FormField>
        </div>
        <Button type="submit" className={`${ui.small} ${styles.startAligned}`} disabled={create.isPending}>
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
  );
}
