import { type Family } from '@pana/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { errorMessage } from '../api/admin-client.ts';
import {
  addOffDate,
  createMarket,
  type Market,
  type MarketInput,
  removeOffDate,
  updateMarket,
  useMarketMutation,
  useMarkets,
} from '../api/markets.ts';
import { Badge } from '../components/badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import styles from '../components/console.module.css';
import { DayList, WEEKDAYS } from '../components/day-list.tsx';
import { FormField } from '../components/form-field.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryState } from '../components/query-state.tsx';
import { Tabs } from '../components/tabs.tsx';
import { usePermissions } from '../lib/admin-session.tsx';
import { familyName, todayInIndia } from '../lib/format.ts';
import {
  draftOf,
  isOvernight,
  type MarketDraft,
  type MarketErrors,
  toggleDay,
  validateMarket,
} from '../lib/market-form.ts';
import { useStableCallback } from '../lib/use-stable-callback.ts';
import { MARKET_TEXT } from '../texts.ts';

const KIND_TABS = [
  { value: 'main', label: 'Main markets' },
  { value: 'starline', label: 'Starline' },
  { value: 'gali', label: 'Gali Disawar' },
] as const;

const TIME_LABEL: Record<Family, string> = { main: 'Open time', starline: 'Slot time', gali: 'Result time' };

function MarketForm({ kind, market, onDone }: { kind: Family; market: Market | null; onDone: () => void }) {
  const [draft, setDraft] = useState<MarketDraft>(() => draftOf(market));
  const [errors, setErrors] = useState<MarketErrors>({});
  const save = useMarketMutation(kind, (input: MarketInput) => {
    if (!market) return createMarket(input);
    const { kind: _kind, ...changes } = input;
    return updateMarket(market.id, changes);
  });
  const set = <K extends keyof MarketDraft>(key: K, value: MarketDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateMarket(kind, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, { onSuccess: onDone });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <input {...control} value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={110} />
        )}
      </FormField>
      <div className={styles.formGrid}>
        <FormField label={TIME_LABEL[kind]} hint="h:mm AM/PM, India time" error={errors.openTime}>
          {(control) => (
            <input
              {...control}
              value={draft.openTime}
              placeholder="3:45 PM"
              onChange={(e) => set('openTime', e.target.value)}
            />
          )}
        </FormField>
        {kind === 'main' ? (
          <FormField
            label="Close time"
            hint={isOvernight(draft.openTime, draft.closeTime) ? 'Closes after midnight (overnight)' : 'h:mm AM/PM'}
            error={errors.closeTime}
          >
            {(control) => (
              <input
                {...control}
                value={draft.closeTime}
                placeholder="5:45 PM"
                onChange={(e) => set('closeTime', e.target.value)}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.label}>Runs on</legend>
        <div className={styles.days}>
          {WEEKDAYS.map((day, index) => (
            <button
              key={day}
              type="button"
              className={styles.day}
              aria-pressed={draft.days.includes(String(index))}
              onClick={() => set('days', toggleDay(draft.days, index))}
            >
              {day}
            </button>
          ))}
        </div>
        {errors.days ? (
          <span className={styles.error} role="alert">
            {errors.days}
          </span>
        ) : null}
      </fieldset>
      <label className={styles.actions}>
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
        Active (players can bid)
      </label>
      {save.isError ? (
        <p className={styles.alert} role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="outline" className={styles.small} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className={styles.small} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : market ? 'Save changes' : 'Create market'}
        </Button>
      </div>
    </form>
  );
}

function OffDates({ kind, market, canWrite }: { kind: Family; market: Market; canWrite: boolean }) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMarketMutation(kind, (day: string) => addOffDate(market.id, { date: day }));
  const remove = useMarketMutation(kind, (day: string) => removeOffDate(market.id, day));
  const today = todayInIndia();
  const dates = [...market.offDates].sort();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setError(MARKET_TEXT.offDateInvalid);
      return;
    }
    setError(null);
    add.mutate(date, { onSuccess: () => setDate('') });
  }

  const failure = add.error ?? remove.error;
  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        No draw on these dates: players cannot bid on {market.name} and no result is expected.
      </p>
      {dates.length === 0 ? (
        <p className={styles.state}>No off dates.</p>
      ) : (
        <ul className={styles.form} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {dates.map((day) => (
            <li key={day} className={styles.panelHeader}>
              <span className={day < today ? styles.muted : undefined}>{day}</span>
              {canWrite ? (
                <Button
                  variant="outline"
                  className={`${styles.small} ${styles.dangerOutline}`}
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
        <form className={styles.toolbar} onSubmit={submit} noValidate>
          <FormField label="Add an off date" error={error}>
            {(control) => (
              <input {...control} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" className={`${styles.small} ${styles.toolbarButton}`} disabled={add.isPending}>
            Add off date
          </Button>
        </form>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}

type Dialog = { type: 'create' } | { type: 'edit' | 'pause' | 'offDates'; market: Market } | null;

/** Markets and schedules: the three families, create and edit, pause and resume, weekly days, off dates. */
export default function MarketsScreen() {
  const [kind, setKind] = useState<Family>('main');
  const [dialog, setDialog] = useState<Dialog>(null);
  const markets = useMarkets(kind);
  const { canWrite } = usePermissions();
  const toggle = useMarketMutation(kind, (market: Market) => updateMarket(market.id, { active: !market.active }));
  const close = useStableCallback(() => {
    setDialog(null);
    toggle.reset();
  });
  const pausing = dialog?.type === 'pause' ? dialog.market : null;

  return (
    <>
      <PageHeader
        title="Markets"
        subtitle="Schedules in India time. A close time before the open time is an overnight market."
        actions={
          canWrite ? (
            <Button className={styles.small} onClick={() => setDialog({ type: 'create' })}>
              New market
            </Button>
          ) : null
        }
      />
      <Tabs label="Market family" value={kind} options={KIND_TABS} onChange={setKind} />
      <QueryState query={markets} empty={`No ${familyName(kind)} markets yet.`} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>{TIME_LABEL[kind]}</th>
                  {kind === 'main' ? <th>Close time</th> : null}
                  <th>Days</th>
                  <th>Status</th>
                  <th>Off dates</th>
                  <th>
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((market) => (
                  <tr key={market.id}>
                    <td className={styles.cellMain}>
                      <strong>{market.name}</strong>
                    </td>
                    <td data-label={TIME_LABEL[kind]}>{market.openTime}</td>
                    {kind === 'main' ? (
                      <td data-label="Close time">
                        {market.closeTime ?? '—'}
                        {isOvernight(market.openTime, market.closeTime) ? (
                          <span className={styles.muted}> (next day)</span>
                        ) : null}
                      </td>
                    ) : null}
                    <td data-label="Days">
                      <DayList days={market.days} />
                    </td>
                    <td data-label="Status">
                      {market.active ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Paused</Badge>}
                    </td>
                    <td data-label="Off dates">
                      <Button
                        variant="ghost"
                        className={styles.small}
                        onClick={() => setDialog({ type: 'offDates', market })}
                        aria-label={`Off dates of ${market.name}`}
                      >
                        {market.offDates.length === 0
                          ? 'None'
                          : `${market.offDates.length} date${market.offDates.length === 1 ? '' : 's'}`}
                      </Button>
                    </td>
                    <td className={styles.cellActions}>
                      {canWrite ? (
                        <div className={styles.rowActions}>
                          <Button
                            variant="outline"
                            className={styles.small}
                            onClick={() => setDialog({ type: 'edit', market })}
                            aria-label={`Edit ${market.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="outline"
                            className={[styles.small, market.active ? styles.dangerOutline : undefined]
                              .filter(Boolean)
                              .join(' ')}
                            onClick={() => setDialog({ type: 'pause', market })}
                            aria-label={`${market.active ? 'Pause' : 'Resume'} ${market.name}`}
                          >
                            {market.active ? 'Pause' : 'Resume'}
                          </Button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>

      <Modal
        title={dialog?.type === 'edit' ? `Edit ${dialog.market.name}` : `New ${familyName(kind)} market`}
        isOpen={dialog?.type === 'create' || dialog?.type === 'edit'}
        onClose={close}
      >
        {dialog?.type === 'create' || dialog?.type === 'edit' ? (
          <MarketForm kind={kind} market={dialog.type === 'edit' ? dialog.market : null} onDone={close} />
        ) : null}
      </Modal>

      <Modal
        title={dialog?.type === 'offDates' ? `Off dates · ${dialog.market.name}` : 'Off dates'}
        isOpen={dialog?.type === 'offDates'}
        onClose={close}
      >
        {dialog?.type === 'offDates' ? (
          <OffDates
            kind={kind}
            market={markets.data?.find((m) => m.id === dialog.market.id) ?? dialog.market}
            canWrite={canWrite}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        title={pausing && pausing.active ? `Pause ${pausing.name}?` : `Resume ${pausing?.name ?? ''}?`}
        isOpen={pausing !== null}
        onClose={close}
        onConfirm={() => pausing && toggle.mutate(pausing, { onSuccess: close })}
        confirmLabel={pausing && pausing.active ? 'Pause market' : 'Resume market'}
        tone={pausing && pausing.active ? 'danger' : 'primary'}
        isBusy={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error) : null}
      >
        <p>
          {pausing && pausing.active
            ? 'Players will not see this market and cannot bid on it until you resume it. Bids already placed stay.'
            : 'Players can see and bid on this market again, on its scheduled days.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
