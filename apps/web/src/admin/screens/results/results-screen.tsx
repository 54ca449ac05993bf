import { type Family } from '@pana/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { useMarkets } from '../../api/markets.ts';
import {
  type DeclareInput,
  declareResult,
  previewResult,
  type RevertOutcome,
  type SettlementTotals as Totals,
  useResults,
} from '../../api/results.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { readDrawParams } from '../../lib/draw-link.ts';
import { FAMILY_TABS, familyName, formatMoney, sessionName, todayInIndia } from '../../lib/format.ts';
import { declareFormSchema, readEntry } from '../../lib/result-entry.ts';
import { DeclareForm } from './declare-form.tsx';
import { DeclaredResultsTable } from './declared-results-table.tsx';
import { FeedReady } from './feed-ready.tsx';
import styles from './results-screen.module.css';
import { RevertDialog, type RevertTarget } from './revert-dialog.tsx';
import { RevertReport } from './revert-report.tsx';
import { SettlementTotals } from './settlement-totals.tsx';

/** Declaring results: choose the draw, type the pana (or Gali jodi), preview the payout, confirm; revert with a reason. */
export default function ResultsScreen() {
  const [search] = useQueryParams();
  const [preset] = useState(() => readDrawParams(search));
  const today = todayInIndia();
  const [kind, setKind] = useState<Family>(preset.kind ?? 'main');
  const [isConfirming, setIsConfirming] = useState(false);
  const [declared, setDeclared] = useState<Totals | null>(null);
  const [feedDeclared, setFeedDeclared] = useState<string | null>(null);
  const [revertTarget, setRevertTarget] = useState<RevertTarget | null>(null);
  const [reverted, setReverted] = useState<{ outcome: RevertOutcome; market: string } | null>(null);
  const { canWrite } = usePermissions();
  const queryClient = useQueryClient();

  const schema = useMemo(() => declareFormSchema(kind), [kind]);
  const form = useZodForm(schema, {
    defaultValues: {
      marketId: preset.marketId === undefined ? '' : String(preset.marketId),
      date: preset.date ?? today,
      session: preset.session ?? 'open',
      entry: '',
    },
  });
  const draft = useWatch({ control: form.control });
  const values = { marketId: '', date: '', session: 'open' as const, entry: '', ...draft };
  const markets = useMarkets(kind);
  const results = useResults(kind, values.date);
  const market = markets.data?.find((m) => String(m.id) === values.marketId) ?? null;
  const declaredRow = results.data?.find((row) => String(row.marketId) === values.marketId) ?? null;
  // A main close reads its jodi with the open pana declared for the draw.
  const reading = readEntry(
    kind,
    values.session,
    values.entry,
    declaredRow?.openPana ?? null,
    form.formState.isSubmitted,
  );
  const checked = schema.safeParse(values);
  const body: DeclareInput | null = checked.success ? checked.data : null;
  const bodyKey = JSON.stringify(body);

  const preview = useMutation({ mutationFn: previewResult });
  const declare = useMutation({
    mutationFn: declareResult,
    onSuccess: (totals) => {
      setDeclared(totals);
      setIsConfirming(false);
      form.reset({ ...form.getValues(), entry: '' });
      preview.reset();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'exposure'] });
    },
  });
  // A preview belongs to the exact draw and number it was asked for; any change asks again.
  const previewed = preview.data && JSON.stringify(preview.variables) === bodyKey ? preview.data : null;

  const submitPreview = () => {
    setDeclared(null);
    void form.handleSubmit((input) => preview.mutate(input), undefined)();
  };
  const drawName = market ? `${market.name}${kind === 'main' ? ` ${sessionName(values.session)}` : ''}` : '';

  return (
    <>
      <PageHeader title="Results" subtitle="Enter panas only: every ank and jodi is computed from them." />
      <Tabs
        label="Market family"
        value={kind}
        options={FAMILY_TABS}
        onChange={(value) => {
          setKind(value);
          setDeclared(null);
          form.reset({ ...form.getValues(), marketId: '', entry: '' });
        }}
      />
      <div className={ui.columns}>
        <Panel title="Declare a result">
          <DeclareForm
            kind={kind}
            form={form}
            draft={values}
            markets={markets}
            reading={reading}
            declaredRow={declaredRow}
            today={today}
            onPreview={submitPreview}
            onDrawChange={() => setDeclared(null)}
            isPreviewing={preview.isPending}
            previewError={preview.isError && JSON.stringify(preview.variables) === bodyKey ? preview.error : null}
          />
          {market && values.date ? (
            <FeedReady
              key={`${market.id}-${values.date}-${values.session}`}
              kind={kind}
              marketId={market.id}
              date={values.date}
              session={values.session}
              drawName={drawName}
              canWrite={canWrite}
              onDeclared={(msg) => {
                setDeclared(null);
                setFeedDeclared(msg);
              }}
            />
          ) : null}
          {feedDeclared ? (
            <p className={ui.success} role="status">
              {feedDeclared}
            </p>
          ) : null}
          {previewed && body ? (
            <div className={ui.form} aria-label="Preview" role="region">
              <h3 className={ui.panelTitle}>Preview · {drawName}</h3>
              <SettlementTotals totals={previewed} />
              {canWrite ? (
                <Button className={`${ui.small} ${styles.startAligned}`} onClick={() => setIsConfirming(true)}>
                  Confirm and declare
                </Button>
              ) : (
                <p className={ui.muted}>Your role can preview results but not declare them.</p>
              )}
            </div>
          ) : null}
          {declared ? (
            <p className={ui.success} role="status">
              {declared.msg} · {formatMoney(declared.settledBids)} bids settled, {formatMoney(declared.winners)} winning
              bids, payout {formatMoney(declared.payout)} points.
            </p>
          ) : null}
        </Panel>

        <Panel title={`Declared on ${values.date}`}>
          {reverted ? (
            <RevertReport outcome={reverted.outcome} market={reverted.market} onDismiss={() => setReverted(null)} />
          ) : null}
          <QueryState
            query={results}
            empty={`No ${familyName(kind)} result declared on ${values.date}.`}
            isEmpty={(rows) => rows.length === 0}
          >
            {(rows) => <DeclaredResultsTable rows={rows} canWrite={canWrite} onRevert={setRevertTarget} />}
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
          Result <strong className={ui.mono}>{previewed?.result}</strong> for <strong>{drawName}</strong> on{' '}
          {values.date}.
        </p>
        <p>
          Payout <strong>{formatMoney(previewed?.payout ?? 0)} points</strong> to {formatMoney(previewed?.winners ?? 0)}{' '}
          winning bids ({formatMoney(previewed?.winningPlayers ?? 0)} players);{' '}
          {formatMoney(previewed?.settledBids ?? 0)} bids are settled. Wins are credited at once.
        </p>
      </ConfirmDialog>

      {revertTarget ? (
        <RevertDialog
          key={`${revertTarget.row.marketId}-${revertTarget.row.date}`}
          target={revertTarget}
          onClose={() => setRevertTarget(null)}
          onReverted={(outcome, row) => {
            setReverted({ outcome, market: row.market });
            setDeclared(null);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
            void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
          }}
        />
      ) : null}
    </>
  );
}
