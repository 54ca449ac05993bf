import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type ConsoleAgent, useUpdateAgent } from '../../api/agents.ts';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { agentEditDefaults, agentEditFormSchema } from '../../lib/agent-forms.ts';
import styles from './agents.module.css';

/**
 * The owner's changes to an agent: the name and contacts their players see, commission (and override) in
 * percent with two decimals, the credit limit. Only what changed is sent; the audit log keeps before and after.
 */
export function AgentEditPanel({ agent }: { agent: ConsoleAgent }) {
  const schema = useMemo(() => agentEditFormSchema(agent), [agent]);
  const form = useZodForm(schema, { defaultValues: agentEditDefaults(agent) });
  const { errors } = form.formState;
  const update = useUpdateAgent(agent.id);
  const [isSaved, setIsSaved] = useState(false);
  const submit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: ({ item }) => {
        form.reset(agentEditDefaults(item));
        setIsSaved(true);
      },
    }),
  );
  const isMaster = agent.role === 'master_agent';

  return (
    <Panel title="Rates, limit and contacts">
      <form
        className={ui.form}
        onSubmit={(event) => {
          setIsSaved(false);
          void submit(event);
        }}
        noValidate
        aria-label="Rates, limit and contacts"
      >
        <div className={ui.formGrid}>
          <FormField label="Commission (%)" hint="Two decimals, e.g. 2.50" error={errors.commission?.message}>
            {(control) => <input {...control} {...form.register('commission')} inputMode="decimal" />}
          </FormField>
          {isMaster ? (
            <FormField label="Override (%)" hint="On their agents' players" error={errors.override?.message}>
              {(control) => <input {...control} {...form.register('override')} inputMode="decimal" />}
            </FormField>
          ) : null}
          <FormField label="Credit limit (points)" hint="0: none" error={errors.creditLimit?.message}>
            {(control) => <input {...control} {...form.register('creditLimit')} inputMode="numeric" />}
          </FormField>
          <FormField label="Name players see" error={errors.displayName?.message}>
            {(control) => <input {...control} {...form.register('displayName')} maxLength={60} />}
          </FormField>
          <FormField label="Call number" hint="Empty: none" error={errors.contactMobile?.message}>
            {(control) => <input {...control} {...form.register('contactMobile')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField label="WhatsApp number" hint="Empty: none" error={errors.whatsapp?.message}>
            {(control) => <input {...control} {...form.register('whatsapp')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField label="UPI id" hint="Empty: deposits go to the house" error={errors.upiId?.message}>
            {(control) => <input {...control} {...form.register('upiId')} autoComplete="off" placeholder="name@bank" />}
          </FormField>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className={`${ui.small} ${styles.startAligned}`}
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        {update.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(update.error)}
          </p>
        ) : null}
        {isSaved ? (
          <p className={ui.success} role="status">
            Saved.
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
