import { type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';

/** The 6-digit code of an authenticator app: digits only, as typed. */
export function CodeField({
  label,
  form,
}: {
  label: string;
  form: UseFormReturn<{ code: string }, unknown, { code: string }>;
}) {
  const field = form.register('code');
  return (
    <FormField label={label} error={form.formState.errors.code?.message}>
      {(control) => (
        <input
          {...control}
          {...field}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '');
            void field.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}
