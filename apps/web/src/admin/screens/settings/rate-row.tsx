import { type Family, formatRatePair, type RateKey } from '@pana/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type Rates, useSaveRate } from '../../api/settings.ts';
import ui from '../../components/ui.module.css';
import { familyName } from '../../lib/format.ts';
import { rateFormSchema } from '../../lib/settings-form.ts';
import styles from './settings-screen.module.css';

/** One game's rate: the current pair and, for those who may write, the two numbers to change it. */
export function RateRow({
  family,
  rateKey,
  label,
  rates,
  canWrite,
}: {
  family: Family;
  rateKey: RateKey;
  label: string;
  rates: Rates;
  canWrite: boolean;
}) {
  const current = rates[family][rateKey];
  const schema = useMemo(() => rateFormSchema(family, rateKey), [family, rateKey]);
  const form = useZodForm(schema, {
    defaultValues: { val1: String(current?.val1 ?? ''), val2: String(current?.val2 ?? '') },
  });
  const [val1, val2] = useWatch({ control: form.control, name: ['val1', 'val2'] });
  const save = useSaveRate();
  const isChanged = !current || Number(val1) !== current.val1 || Number(val2) !== current.val2;
  const error = form.formState.errors.val1?.message;
  const type = (field: 'val1' | 'val2', value: string) =>
    form.setValue(field, value.trim(), { shouldValidate: form.formState.isSubmitted });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () =>
        notifySuccess(
          `${familyName(family)} ${label} rate saved: ${formatRatePair({ val1: body.val1, val2: body.val2 })}`,
        ),
    }),
  );

  return (
    <tr>
      <td>
        <strong>{label}</strong>
      </td>
      <td className={ui.mono}>{current ? formatRatePair(current) : '—'}</td>
      {canWrite ? (
        <td>
          <form
            className={ui.actions}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={`${familyName(family)} ${label} rate`}
          >
            <input
              className={`${ui.input} ${styles.bidInput}`}
              inputMode="numeric"
              aria-label={`${label}: bid points`}
              value={val1}
              onChange={(e) => type('val1', e.target.value)}
            />
            <span aria-hidden="true">→</span>
            <input
              className={`${ui.input} ${styles.winInput}`}
              inputMode="numeric"
              aria-label={`${label}: win points`}
              value={val2}
              onChange={(e) => type('val2', e.target.value)}
            />
            <Button type="submit" variant="secondary" className={ui.small} disabled={!isChanged || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            {error || save.isError ? (
              <span className={ui.error} role="alert">
                {error ?? errorMessage(save.error)}
              </span>
            ) : null}
          </form>
        </td>
      ) : null}
    </tr>
  );
}
