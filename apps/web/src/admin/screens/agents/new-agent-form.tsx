import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type ConsoleAgent, useCreateAgent } from '../../api/agents.ts';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { NEW_AGENT_DEFAULTS, newAgentFormSchema } from '../../lib/agent-forms.ts';
import styles from './agents.module.css';

/**
 * A new master agent, or an agent under a master agent or under the owner (owner only): the console
 * account, the name and contacts their players see, commission (and a master agent's override) in
 * percent, and the credit limit. The server gives the invite code.
 */
export function NewAgentForm({
  masters,
  onCreated,
}: {
  masters: ConsoleAgent[];
  onCreated: (agent: ConsoleAgent) => void;
}) {
  const form = useZodForm(newAgentFormSchema, { defaultValues: NEW_AGENT_DEFAULTS });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const create = useCreateAgent();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ item }) => {
        form.reset(NEW_AGENT_DEFAULTS);
        onCreated(item);
      },
    }),
  );
  const isMaster = role === 'master_agent';

  return (
    <Panel title="New agent">
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label="New agent">
        <div className={ui.formGrid}>
          <FormField label="Role">
            {(control) => (
              <select {...control} {...form.register('role')}>
                <option value="agent">Agent</option>
                <option value="master_agent">Master agent</option>
              </select>
            )}
          </FormField>
          {isMaster ? null : (
            <FormField label="Master agent" hint="Whose network the agent joins" error={errors.parent?.message}>
              {(control) => (
                <select {...control} {...form.register('parent')}>
                  <option value="">Under the owner</option>
                  {masters.map((master) => (
                    <option key={master.id} value={master.id}>
                      {master.displayName || master.username} ({master.username})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField label="Username" hint="For signing in to the console" error={errors.username?.message}>
            {(control) => <input {...control} {...form.register('username')} autoComplete="off" />}
          </FormField>
          <FormField label="Password" hint="At least 10 characters" error={errors.password?.message}>
            {(control) => (
              <input {...control} {...form.register('password')} type="password" autoComplete="new-password" />
            )}
          </FormField>
          <FormField label="Name players see" hint="In Contact Admin and Add Funds" error={errors.displayName?.message}>
            {(control) => <input {...control} {...form.register('displayName')} maxLength={60} />}
          </FormField>
          <FormField
            label="Commission (%)"
            hint="On their players' weekly net loss, e.g. 2.5"
            error={errors.commission?.message}
          >
            {(control) => <input {...control} {...form.register('commission')} inputMode="decimal" />}
          </FormField>
          {isMaster ? (
            <FormField
              label="Override (%)"
              hint="On their agents' players' weekly net loss"
              error={errors.override?.message}
            >
              {(control) => <input {...control} {...form.register('override')} inputMode="decimal" />}
            </FormField>
          ) : null}
          <FormField
            label="Credit limit (points)"
            hint="How far below zero their float may go; 0: none"
            error={errors.creditLimit?.message}
          >
            {(control) => <input {...control} {...form.register('creditLimit')} inputMode="numeric" />}
          </FormField>
          <FormField label="Call number" hint="Optional, 10 digits" error={errors.contactMobile?.message}>
            {(control) => <input {...control} {...form.register('contactMobile')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField label="WhatsApp number" hint="Optional, 10 digits" error={errors.whatsapp?.message}>
            {(control) => <input {...control} {...form.register('whatsapp')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField
            label="UPI id"
            hint="Optional: their players' deposits go here and wait for them"
            error={errors.upiId?.message}
          >
            {(control) => <input {...control} {...form.register('upiId')} autoComplete="off" placeholder="name@bank" />}
          </FormField>
        </div>
        <Button type="submit" className={`${ui.small} ${styles.startAligned}`} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : isMaster ? 'Create master agent' : 'Create agent'}
        </Button>
        {create.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
