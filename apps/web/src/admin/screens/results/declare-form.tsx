import { type Family } from '@pana/domain';
import { type UseQueryResult } from '@tanstack/react-query';
import { type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { type Market } from '../../api/markets.ts';
import { type DeclaredResult } from '../../api/results.ts';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { type DeclareDraft, entryLength, type EntryReading } from '../../lib/result-entry.ts';
import { ResultReadout } from './result-readout.tsx';
import styles from './results-screen.module.css';

function marketLabel(market: Market): string {
  const time =
    market.kind === 'main' && market.closeTime ? `${market.openTime} – ${market.closeTime}` : market.openTime;
  return `${market.name} (${time})${market.active ? '' : ' · paused'}`;
}

/** The draw (market, date, session of a main market) and the pana or Gali jodi, read live; Preview submits. */
export function DeclareForm({
  kind,
  form,
  draft,
  markets,
  reading,
  declaredRow,
  today,
  onPreview,
  onDrawChange,
  isPreviewing,
  previewError,
}: {
  kind: Family;
  form: UseFormReturn<DeclareDraft, unknown, unknown>;
  draft: DeclareDraft;
  markets: UseQueryResult<Market[]>;
  reading: EntryReading;
  declaredRow: DeclaredResult | null;
  today: string;
  onPreview: () => void;
  /** The draw or the number changed: what was declared or previewed no longer applies. */
  onDrawChange: () => void;
  isPreviewing: boolean;
  previewError: unknown;
}) {
  const { errors, isSubmitted } = form.formState;
  const choose = (field: 'marketId' | 'session', value: string) => {
    form.setValue(field, value as DeclareDraft[typeof field], { shouldValidate: isSubmitted });
    onDrawChange();
  };
  const entryError = reading.state === 'invalid' ? reading.message : null;

  return (
    <form
      className={ui.form}
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
      noValidate
      aria-label="Declare a result"
    >
      <div className={ui.formGrid}>
        <FormField label="Market" error={errors.marketId?.message}>
          {(control) => (
            <select {...control} value={draft.marketId} onChange={(e) => choose('marketId', e.target.value)}>
              <option value="">{markets.isPending ? 'Loading markets…' : 'Choose…'}</option>
              {markets.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {marketLabel(m)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Draw date" error={errors.date?.message}>
          {(control) => (
            <input {...control} {...form.register('date', { onChange: onDrawChange })} type="date" max={today} />
          )}
        </FormField>
        {kind === 'main' ? (
          <FormField label="Session">
            {(control) => (
              <select {...control} value={draft.session} onChange={(e) => choose('session', e.target.value)}>
                <option value="open">Open</option>
                <option value="close">Close</option>
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      {markets.isError ? (
        <p className={ui.alert} role="alert">
          Markets could not be loaded: {errorMessage(markets.error)}
        </p>
      ) : null}
      <FormField
        label={kind === 'gali' ? 'Jodi (2 digits)' : 'Pana (3 digits)'}
        hint={kind === 'gali' ? 'e.g. 47' : 'Digits in ascending order, 0 last: e.g. 128, 550, 000'}
        error={entryError ?? errors.entry?.message}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('entry', { onChange: onDrawChange })}
            className={`${control.className} ${styles.entryInput}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={entryLength(kind) + 2}
          />
        )}
      </FormField>
      <ResultReadout kind={kind} session={draft.session} reading={reading} declaredRow={declaredRow} />
      <div className={ui.actions}>
        <Button type="submit" variant="secondary" className={ui.small} disabled={isPreviewing}>
          {isPreviewing ? 'Previewing…' : 'Preview'}
        </Button>
      </div>
      {previewError ? (
        <p className={ui.alert} role="alert">
          {errorMessage(previewError)}
        </p>
      ) : null}
    </form>
  );
}
