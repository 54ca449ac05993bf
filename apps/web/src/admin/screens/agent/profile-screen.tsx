import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type AgentMe, useAgentMe, useUpdateProfile } from '../../api/agent.ts';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { profileFormSchema } from '../../lib/agent-forms.ts';
import { OwnPasswordPanel } from '../admins/own-password-panel.tsx';
import { TwoStepLoginPanel } from '../admins/two-step-login-panel.tsx';
import styles from '../agents/agents.module.css';

function defaultsOf(me: AgentMe) {
  return {
    displayName: me.displayName,
    contactMobile: me.contactMobile ?? '',
    whatsapp: me.whatsapp ?? '',
    upiId: me.upiId ?? '',
  };
}

/** What the agent's players see in Contact Admin and Add Funds: name, call and WhatsApp numbers, UPI id. */
function ProfileForm({ me }: { me: AgentMe }) {
  const schema = useMemo(() => profileFormSchema(me), [me]);
  const form = useZodForm(schema, { defaultValues: defaultsOf(me) });
  const { errors } = form.formState;
  const update = useUpdateProfile();
  const [isSaved, setIsSaved] = useState(false);
  const submit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(defaultsOf(saved));
        setIsSaved(true);
      },
    }),
  );
  return (
    <Panel title="What your players see">
      <form
        className={ui.form}
        onSubmit={(event) => {
          setIsSaved(false);
          void submit(event);
        }}
        noValidate
        aria-label="What your players see"
      >
        <div className={ui.formGrid}>
          <FormField label="Display name" hint="In Contact Admin" error={errors.displayName?.message}>
            {(control) => <input {...control} {...form.register('displayName')} maxLength={60} />}
          </FormField>
          <FormField label="Call number" hint="10 digits; empty: none" error={errors.contactMobile?.message}>
            {(control) => <input {...control} {...form.register('contactMobile')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField label="WhatsApp number" hint="10 digits; empty: none" error={errors.whatsapp?.message}>
            {(control) => <input {...control} {...form.register('whatsapp')} type="tel" inputMode="numeric" />}
          </FormField>
          <FormField
            label="UPI id"
            hint="Add Funds shows it; those deposits wait for you. Empty: players pay the house"
            error={errors.upiId?.message}
          >
            {(control) => <input {...control} {...form.register('upiId')} autoComplete="off" placeholder="name@bank" />}
          </FormField>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className={`${ui.small} ${styles.startAligned}`}
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
        {update.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(update.error)}
          </p>
        ) : null}
        {isSaved ? (
          <p className={ui.success} role="status">
            Saved: your players see it now.
          </p>
        ) : null}
      </form>
    </Panel>
  );
}

/** The agent's profile (what players see) and their own sign-in: two-step login and password, as for staff. */
export default function AgentProfileScreen() {
  const me = useAgentMe();
  return (
    <>
      <PageHeader
        title="Profile"
        subtitle={me.data ? `${me.data.username}${me.data.parent ? ` · under ${me.data.parent}` : ''}` : undefined}
      />
      <QueryState query={me} rows={3}>
        {(data) => <ProfileForm me={data} />}
      </QueryState>
      <TwoStepLoginPanel />
      <OwnPasswordPanel />
    </>
  );
}
