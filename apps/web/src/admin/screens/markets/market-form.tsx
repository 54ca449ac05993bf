import { type Family } from '@pana/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { createMarket, type Market, type MarketInput, updateMarket, useMarketMutation } from '../../api/markets.ts';
import { WEEKDAYS } from '../../components/day-list.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { draftOf, isOvernight, marketFormSchema, toggleDay } from '../../lib/market-form.ts';
import styles from './markets-screen.module.css';

export const TIME_LABEL: Record<Family, string> = { main: 'Open time', starline: 'Slot time', gali: 'Result time' };

/** A new market of a family, or the changes of one: name, times (India time), weekly days, active. */
export function MarketForm({ kind, market, onDone }: { kind: Family; market: Market | null; onDone: () => void }) {
  const schema = useMemo(() => marketFormSchema(kind), [kind]);
  const form = useZodForm(schema, { defaultValues: draftOf(market) });
  const { errors, isSubmitted } = form.formState;
  const [openTime, closeTime, days] = useWatch({ control: form.control, name: ['openTime', 'closeTime', 'days'] });
  const save = useMarketMutation(kind, (input: MarketInput) => {
    if (!market) return createMarket(input);
    const { kind: _kind, ...changes } = input;
    return updateMarket(market.id, changes);
  });
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }));

  return (
    <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} maxLength={110} />}
      </FormField>
      <div className={ui.formGrid}>
        <FormField label={TIME_LABEL[kind]} hint="h:mm AM/PM, India time" error={errors.openTime?.message}>
          {(control) => <input {...control} {...form.register('openTime')} placeholder="3:45 PM" />}
        </FormField>
        {kind === 'main' ? (
          <FormField
            label="Close time"
            hint={isOvernight(openTime, closeTime) ? 'Closes after midnight (overnight)' : 'h:mm AM/PM'}
            error={errors.closeTime?.message}
          >
            {(control) => <input {...control} {...form.register('closeTime')} placeholder="5:45 PM" />}
          </FormField>
        ) : null}
      </div>
      <fieldset className={`${ui.field} ${styles.dayPicker}`}>
        <legend className={ui.label}>Runs on</legend>
        <div className={styles.days}>
          {WEEKDAYS.map((day, index) => (
            <button
              key={day}
              type="button"
              className={styles.day}
              aria-pressed={days.includes(String(index))}
              onClick={() => form.setValue('days', toggleDay(days, index), { shouldValidate: isSubmitted })}
            >
              {day}
            </button>
          ))}
        </div>
        {errors.days ? (
          <span className={ui.error} role="alert">
            {errors.days.message}
          </span>
        ) : null}
      </fieldset>
      <FormField
        label="Liability cap per outcome"
        hint="The most one outcome of a draw may pay, in points; bids past it are refused. Empty = no cap."
        error={errors.liabilityCap?.message}
      >
        {(control) => (
          <input {...control} {...form.register('liabilityCap')} inputMode="numeric" placeholder="No cap" />
        )}
      </FormField>
      <label className={ui.actions}>
        <input type="checkbox" {...form.register('active')} />
        Active (players can bid)
      </label>
      {save.isError ? (
        <p className={ui.alert} role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className={ui.dialogActions}>
        <Button variant="outline" className={ui.small} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className={ui.small} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : market ? 'Save changes' : 'Create market'}
        </Button>
      </div>
    </form>
  );
}
