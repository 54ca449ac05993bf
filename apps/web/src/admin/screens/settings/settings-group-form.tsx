import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type Settings, useSaveSettings } from '../../api/settings.ts';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { needsCode, readCode, type SettingGroup, settingsGroupSchema } from '../../lib/settings-form.ts';
import { SettingInput } from './setting-input.tsx';

/**
 * A group of settings saved on its own: only the changed ones are checked and sent. Where deposits go
 * (the `ownerOnly` fields, ADR 011) is read-only but for an owner, whose save of a change there asks for
 * a code from their authenticator app, sent with it.
 */
export function SettingsGroupForm({
  group,
  settings,
  canWrite,
  isOwner = false,
}: {
  group: SettingGroup;
  settings: Settings;
  canWrite: boolean;
  isOwner?: boolean;
}) {
  const initial = useMemo(
    () => Object.fromEntries(group.fields.map((field) => [field.key, settings[field.key] ?? ''])),
    [group, settings],
  );
  const schema = useMemo(() => settingsGroupSchema(group, initial), [group, initial]);
  const form = useZodForm(schema, { defaultValues: initial });
  const values = { ...initial, ...useWatch({ control: form.control }) };
  const { errors, isSubmitted } = form.formState;
  const save = useSaveSettings();
  const changed = group.fields.filter((field) => values[field.key] !== initial[field.key]);
  const [typedCode, setTypedCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const asksCode = changed.some((field) => field.ownerOnly);
  const submit = form.handleSubmit((body) => {
    if (Object.keys(body).length === 0) return;
    const read = needsCode(group, body) ? readCode(typedCode) : null;
    if (read && 'problem' in read) {
      setCodeProblem(read.problem);
      return;
    }
    save.mutate(read ? { ...body, code: read.code } : body, { onSuccess: () => notifySuccess(`${group.title} saved`) });
  });

  return (
    <Panel title={group.title}>
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate aria-label={group.title}>
        <div className={group.fields.some((f) => f.input === 'html') ? ui.form : ui.formGrid}>
          {group.fields.map((field) => (
            <SettingInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              canWrite={canWrite && (!field.ownerOnly || isOwner)}
              error={errors[field.key]?.message}
              onChange={(value) => form.setValue(field.key, value, { shouldValidate: isSubmitted })}
            />
          ))}
        </div>
        {canWrite && !isOwner && group.fields.some((field) => field.ownerOnly) ? (
          <p className={ui.muted}>Only an owner can change where deposits go: the UPI id, QR image and gateway URL.</p>
        ) : null}
        {canWrite && asksCode ? (
          <FormField
            label="Code from your authenticator app"
            hint="Changing where deposits go asks for your two-step login code"
            error={codeProblem}
          >
            {(control) => (
              <input
                {...control}
                value={typedCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                onChange={(event) => {
                  setTypedCode(event.target.value);
                  setCodeProblem(null);
                }}
              />
            )}
          </FormField>
        ) : null}
        {canWrite ? (
          <div className={ui.actions}>
            <Button
              type="submit"
              variant="secondary"
              className={ui.small}
              disabled={changed.length === 0 || save.isPending}
            >
              {save.isPending ? 'Saving…' : `Save ${group.title.toLowerCase()}`}
            </Button>
            {changed.length > 0 ? (
              <span className={ui.muted}>
                {changed.length} unsaved change{changed.length === 1 ? '' : 's'}
              </span>
            ) : null}
          </div>
        ) : null}
        {save.isError ? (
          <p className={ui.alert} role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
