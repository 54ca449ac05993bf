import { type Family, formatMainResult } from '@pana/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { type Market, useMarkets } from '../../api/markets.ts';
import {
  type DeclaredResult,
  type DeclareInput,
  declareResult,
  previewResult,
  type RevertOutcome,
  revertResult,
  type SettlementTotals,
  useResults,
} from '../../api/results.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { readDrawParams } from '../../lib/draw-link.ts';
import { FAMILY_TABS, familyName, formatInstant, formatMoney, sessionName, todayInIndia } from '../../lib/format.ts';
import { entryLength, readEntry, type Session } from '../../lib/result-entry.ts';
import { RESULT_TEXT } from '../../texts.ts';
import styles from './results-screen.module.css';

function marketLabel(market: Market): string {
  const time =
    market.kind === 'main' && market.closeTime ? `${market.openTime} – ${market.closeTime}` : market.openTime;
  return `${market.name} (${time})${market.active ? '' : ' · paused'}`;
}

/** How a declared result reads in the history: main "128-15-357", Starline "128-1", Gali "47". */
function resultText(row: DeclaredResult): string {
  if (row.kind === 'main') return formatMainResult(row.openPana, row.closePana);
  return row.result;
}

function Totals({ totals }: { totals: SettlementTotals }) {
  return (
    <dl className={ui.keyValues}>
      <dt>Result</dt>
      <dd className={ui.mono}>{totals.result}</dd>
      <dt>Bids settled</dt>
      <dd>{formatMoney(totals.settledBids)}</dd>
      <dt>Winning bids</dt>
      <dd>{formatMoney(totals.winners)}</dd>
      <dt>Winning players</dt>
      <dd>{formatMoney(totals.winningPlayers)}</dd>
      <dt>Payout</dt>
      <dd>{formatMoney(totals.payout)} points</dd>
    </dl>
  );
}

type RevertTarget = { row: DeclaredResult; sessions: Session[] } | null;

function RevertDialog({
  target,
  onClose,
  onReverted,
}: {
  target: RevertTarget;
  onClose: () => void;
  onReverted: (outcome: RevertOutcome, row: DeclaredResult) => void;
}) {
  const [reason, setReason] = useState('');
  const [session, setSession] = useState<Session>('close');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const revert = useMutation({ mutationFn: revertResult });
  const row = target?.row;
  const chosen: Session = target && target.sessions.includes(session) ? session : (target?.sessions[0] ?? 'open');

  function close() {
    setReason('');
    setReasonError(null);
    revert.reset();
    onClose();
  }

  function confirm() {
    if (!row) return;
    if (!reason.trim()) {
      setReasonError(RESULT_TEXT.revertReasonRequired);
      return;
    }
    setReasonError(null);
    revert.mutate(
      {
        kind: row.kind,
        marketId: row.marketId,
        date: row.date,
        ...(row.kind === 'main' ? { session: chosen } : {}),
        reason: reason.trim(),
      },
      {
        onSuccess: (outcome) => {
          onReverted(outcome, row);
          close();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      title={row ? `Revert ${row.market} ${row.date}?` : 'Revert result'}
      isOpen={row !== undefined}
      onClose={close}
      onConfirm={confirm}
      confirmLabel="Revert result"
      tone="danger"
      isBusy={revert.isPending}
      error={revert.isError ? errorMessage(revert.error) : null}
    >
      <p>
        Every win this result paid is taken back from the players (a balance may go below zero), its bids become pending
        again and the result is cleared. Declare the corrected result afterwards.
      </p>
      {row && target && target.sessions.length > 1 ? (
        <fieldset className={ui.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={ui.label}>Which result</legend>
          <label className={ui.actions}>
            <input
              type="radio"
              name="revert-session"
              checked={chosen === 'close'}
              onChange={() => setSession('close')}
            />
            Close result ({row.closePana})
          </label>
          <label className={ui.actions}>
            <input type="radio" name="revert-session" checked={chosen === 'open'} onChange={() => setSession('open')} />
            Open result ({row.openPana}) — reverts the close result first
          </label>
        </fieldset>
      ) : null}
      <FormField label="Reason (recorded in the audit log)" error={reasonError}>
        {(control) => (
          <textarea {...control} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

function RevertReport({
  outcome,
  market,
  onDismiss,
}: {
  outcome: RevertOutcome;
  market: string;
  onDismiss: () => void;
}) {
  return (
    <div className={ui.form} role="status" aria-label="Revert outcome">
      <p className={ui.success}>
        Reverted {market}:{' '}
        {outcome.reverted
          .map(
            (step) =>
              `${sessionName(step.session) || 'result'} ${step.result} (${formatMoney(step.reversedPayout)} points taken back from ${formatMoney(step.reversedBids)} bids, ${formatMoney(step.reopenedBids)} bids pending again)`,
          )
          .join('; ')}
      </p>
      {outcome.negativeBalances.length > 0 ? (
        <>
          <p className={ui.alert}>
            {outcome.negativeBalances.length} player{outcome.negativeBalances.length === 1 ? '' : 's'} went below zero:
          </p>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th>Player</th>
                  <th>Mobile</th>
                  <th className={ui.num}>Balance</th>
                </tr>
              </thead>
              <tbody>
                {outcome.negativeBalances.map((player) => (
                  <tr key={player.userId}>
                    <td>{player.name}</td>
                    <td>{player.mobile}</td>
                    <td className={`${ui.num} ${ui.negative}`}>{formatMoney(player.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className={ui.muted}>No balance went below zero.</p>
      )}
      <Button variant="outline" className={ui.small} onClick={onDismiss} style={{ justifySelf: 'start' }}>
        Dismiss
      </Button>
    </div>
  );
}

/** Declaring results: choose the draw, type the pana (or Gali jodi), preview the payout, confirm; revert with a reason. */
export default function ResultsScreen() {
  const [search] = useQueryParams();
  const preset = readDrawParams(search);
  const today = todayInIndia();
  const [kind, setKind] = useState<Family>(preset.kind ?? 'main');
  const [marketId, setMarketId] = useState<number | null>(preset.marketId ?? null);
  const [date, setDate] = useState(preset.date ?? today);
  const [session, setSession] = useState<Session>(preset.session ?? 'open');
  const [entry, setEntry] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [declared, setDeclared] = useState<SettlementTotals | null>(null);
  const [revertTarget, setRevertTarget] = useState<RevertTarget>(null);
  const [reverted, setReverted] = useState<{ outcome: RevertOutcome; market: string } | null>(null);
  const { canWrite } = usePermissions();
  const queryClient = useQueryClient();

  const markets = useMarkets(kind);
  const results = useResults(kind, date);
  const market = markets.data?.find((m) => m.id === marketId) ?? null;
  const declaredRow = results.data?.find((row) => row.marketId === marketId) ?? null;
  const reading = readEntry(kind, session, entry, declaredRow?.openPana ?? null, isSubmitted);

  const body: DeclareInput | null =
    marketId !== null && date && reading.state === 'valid'
      ? { kind, marketId, date, ...(kind === 'main' ? { session } : {}), ...reading.body }
      : null;
  const bodyKey = JSON.stringify(body);

  const preview = useMutation({ mutationFn: previewResult });
  const declare = useMutation({
    mutationFn: declareResult,
    onSuccess: (totals) => {
      setDeclared(totals);
      setIsConfirming(false);
      setEntry('');
      setIsSubmitted(false);
      preview.reset();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'exposure'] });
    },
  });
  // A preview belongs to the exact draw and number it was asked for; any change asks again.
  const previewed = preview.data && JSON.stringify(preview.variables) === bodyKey ? preview.data : null;

  function changeDraw(change: () => void) {
    change();
    setDeclared(null);
    setFormError(null);
  }

  function submitPreview(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setDeclared(null);
    if (marketId === null) return setFormError(RESULT_TEXT.chooseMarket);
    if (!date) return setFormError(RESULT_TEXT.chooseDate);
    const final = readEntry(kind, session, entry, declaredRow?.openPana ?? null, true);
    if (final.state === 'empty') return setFormError(RESULT_TEXT.entryRequired);
    if (final.state !== 'valid') return setFormError(null);
    setFormError(null);
    preview.mutate({ kind, marketId, date, ...(kind === 'main' ? { session } : {}), ...final.body });
  }

  const drawName = market ? `${market.name}${kind === 'main' ? ` ${sessionName(session)}` : ''}` : '';
  const entryError = reading.state === 'invalid' ? reading.message : null;

  return (
    <>
      <PageHeader title="Results" subtitle="Enter panas only: every ank and jodi is computed from them." />
      <Tabs
        label="Market family"
        value={kind}
        options={FAMILY_TABS}
        onChange={(value) =>
          changeDraw(() => {
            setKind(value);
            setMarketId(null);
            setEntry('');
            setIsSubmitted(false);
          })
        }
      />
      <div className={ui.columns}>
        <Panel title="Declare a result">
          <form className={ui.form} onSubmit={submitPreview} noValidate aria-label="Declare a result">
            <div className={ui.formGrid}>
              <FormField label="Market" error={formError === RESULT_TEXT.chooseMarket ? formError : null}>
                {(control) => (
                  <select
                    {...control}
                    value={marketId ?? ''}
                    onChange={(e) => changeDraw(() => setMarketId(e.target.value ? Number(e.target.value) : null))}
                  >
                    <option value="">{markets.isPending ? 'Loading markets…' : 'Choose…'}</option>
                    {markets.data?.map((m) => (
                      <option key={m.id} value={m.id}>
                        {marketLabel(m)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Draw date" error={formError === RESULT_TEXT.chooseDate ? formError : null}>
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    max={today}
                    value={date}
                    onChange={(e) => changeDraw(() => setDate(e.target.value))}
                  />
                )}
              </FormField>
              {kind === 'main' ? (
                <FormField label="Session">
                  {(control) => (
                    <select
                      {...control}
                      value={session}
                      onChange={(e) => changeDraw(() => setSession(e.target.value as Session))}
                    >
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
              error={entryError ?? (formError === RESULT_TEXT.entryRequired ? formError : null)}
            >
              {(control) => (
                <input
                  {...control}
                  className={`${control.className} ${styles.entryInput}`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={entryLength(kind) + 2}
                  value={entry}
                  onChange={(e) => {
                    setEntry(e.target.value);
                    setDeclared(null);
                    if (formError === RESULT_TEXT.entryRequired) setFormError(null);
                  }}
                />
              )}
            </FormField>
            <div className={styles.resultReadout} aria-live="polite" data-testid="result-readout">
              <span className={styles.resultBig}>
                {reading.state === 'valid'
                  ? reading.result
                  : kind === 'gali'
                    ? '**'
                    : kind === 'main' && session === 'close'
                      ? '*-***'
                      : '***-*'}
              </span>
              {reading.state === 'valid'
                ? reading.parts.map((part) => (
                    <span key={part.label} className={styles.resultPart}>
                      {part.label}
                      <strong>{part.value}</strong>
                    </span>
                  ))
                : null}
              {kind === 'main' && session === 'close' && declaredRow?.openPana ? (
                <span className={styles.resultPart}>
                  Open declared
                  <strong>
                    {declaredRow.openPana}-{declaredRow.openAnk}
                  </strong>
                </span>
              ) : null}
            </div>
            <div className={ui.actions}>
              <Button type="submit" variant="secondary" className={ui.small} disabled={preview.isPending}>
                {preview.isPending ? 'Previewing…' : 'Preview'}
              </Button>
            </div>
            {preview.isError && JSON.stringify(preview.variables) === bodyKey ? (
              <p className={ui.alert} role="alert">
                {errorMessage(preview.error)}
              </p>
            ) : null}
          </form>
          {previewed && body ? (
            <div className={ui.form} aria-label="Preview" role="region">
              <h3 className={ui.panelTitle}>Preview · {drawName}</h3>
              <Totals totals={previewed} />
              {canWrite ? (
                <Button className={ui.small} onClick={() => setIsConfirming(true)} style={{ justifySelf: 'start' }}>
                  Confirm and declare
                </Button>
              ) : (
                <p className={ui.muted}>Your role can preview results but not declare them.</p>
              )}
            </div>
          ) : null}
          {declared ? (
            <p className={ui.success} role="status">
              {declared.msg ?? `Result declared: ${declared.result}`} · {formatMoney(declared.settledBids)} bids
              settled, {formatMoney(declared.winners)} winning bids, payout {formatMoney(declared.payout)} points.
            </p>
          ) : null}
        </Panel>

        <Panel title={`Declared on ${date}`}>
          {reverted ? (
            <RevertReport outcome={reverted.outcome} market={reverted.market} onDismiss={() => setReverted(null)} />
          ) : null}
          <QueryState
            query={results}
            empty={`No ${familyName(kind)} result declared on ${date}.`}
            isEmpty={(rows) => rows.length === 0}
          >
            {(rows) => (
              <div className={ui.tableWrap}>
                {/* Half the width at a desktop: the market and the time may wrap so that Revert stays in view. */}
                <table className={`${ui.table} ${ui.stack}`}>
                  <thead>
                    <tr>
                      <th>Market</th>
                      <th>Result</th>
                      <th>Declared</th>
                      {canWrite ? (
                        <th>
                          <span className="visually-hidden">Actions</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const sessions: Session[] =
                        row.kind === 'main'
                          ? [
                              ...(row.closePana ? (['close'] as const) : []),
                              ...(row.openPana ? (['open'] as const) : []),
                            ]
                          : ['open'];
                      return (
                        <tr key={row.marketId}>
                          <td className={`${ui.cellMain} ${ui.wrapText}`}>{row.market}</td>
                          <td className={ui.mono} data-label="Result">
                            <strong>{resultText(row)}</strong>
                          </td>
                          <td className={`${ui.muted} ${ui.wrapText}`} data-label="Declared">
                            {formatInstant(row.closeDeclaredAt ?? row.openDeclaredAt)}
                          </td>
                          {canWrite ? (
                            <td className={ui.cellActions}>
                              <div className={ui.rowActions}>
                                <Button
                                  variant="outline"
                                  className={`${ui.small} ${ui.dangerOutline}`}
                                  onClick={() => setRevertTarget({ row, sessions })}
                                  aria-label={`Revert ${row.market}`}
                                >
                                  Revert
                                </Button>
                              </div>
                            </td>
                          ) : null}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </QueryState>
        </Panel>
      </div>

      <ConfirmDialog
        title={`Declare ${previewed?.result ?? ''} for ${drawName}?`}
        isOpen={isConfirming && previewed !== null}
        onClose={() => {
          setIsConfirming(false);
          declare.reset();
        }}
        onConfirm={() => body && declare.mutate(body)}
        confirmLabel="Declare result"
        isBusy={declare.isPending}
        error={declare.isError ? errorMessage(declare.error) : null}
      >
        <p>
          Result <strong className={ui.mono}>{previewed?.result}</strong> for <strong>{drawName}</strong> on {date}.
        </p>
        <p>
          Payout <strong>{formatMoney(previewed?.payout ?? 0)} points</strong> to {formatMoney(previewed?.winners ?? 0)}{' '}
          winning bids ({formatMoney(previewed?.winningPlayers ?? 0)} players);{' '}
          {formatMoney(previewed?.settledBids ?? 0)} bids are settled. Wins are credited at once.
        </p>
      </ConfirmDialog>

      <RevertDialog
        key={revertTarget ? `${revertTarget.row.marketId}-${revertTarget.row.date}` : 'none'}
        target={revertTarget}
        onClose={() => setRevertTarget(null)}
        onReverted={(outcome, row) => {
          setReverted({ outcome, market: row.market });
          setDeclared(null);
          void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
        }}
      />
    </>
  );
}
