import { type Family } from '@pana/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { addOffDate, type Market, removeOffDate, useMarketMutation } from '../../api/markets.ts';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { todayInIndia } from '../../lib/format.ts';
import { offDateFormSchema } from '../../lib/market-form.ts';
import styles from './markets-screen.module.css';

/** A market's off dates (no draw on those days): the list, a removal each, and a date to add. */
export function OffDates({ kind, market, canWrite }: { kind: Family; market: Market; canWrite: boolean }) {
  const form = useZodForm(offDateFormSchema, { defaultValues: { date: '' } });
  const add = useMarketMutation(kind, (date: string) => addOffDate(market.id, { date }));
  const remove = useMarketMutation(kind, (day: string) => removeOffDate(market.id, day));
  const today = todayInIndia();
  const dates = [...market.offDates].sort();
  const submit = form.handleSubmit(({ date }) => add.mutate(date, { onSuccess: () => form.reset({ date: '' }) }));

  const failure = add.error ?? remove.error;
  return (
    <div className={ui.form}>
      <p className={ui.muted}>No draw on these dates: players cannot bid on {market.name} and no result is expected.</p>
      {dates.length === 0 ? (
        <p className={ui.state}>No off dates.</p>
      ) : (
        <ul className={`${ui.form} ${styles.offDateList}`}>
          {dates.map((day) => (
            <li key={day} className={ui.panelHeader}>
              <span className={day < today ? ui.muted : undefined}>{day}</span>
              {canWrite ? (
                <Button
                  variant="outline"
                  className={`${ui.small} ${ui.dangerOutline}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(day)}
                  aria-label={`Remove off date ${day}`}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form className={ui.toolbar} onSubmit={(event) => void submit(event)} noValidate>
          <FormField label="Add an off date" error={form.formState.errors.date?.message}>
            {(control) => <input {...control} {...form.register('date')} type="date" min={today} />}
          </FormField>
          <Button type="submit" className={`${ui.small} ${ui.toolbarButton}`} disabled={add.isPending}>
            Add off date
          </Button>
        </form>
      ) : null}
      {failure ? (
        <p className={ui.alert} role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}
