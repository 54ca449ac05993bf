import { useState } from 'react';
import { useOwnFloatLedger } from '../../api/agent.ts';
import { Figure } from '../../components/figure.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';
import { FloatLedgerTable } from '../agents/float-ledger-table.tsx';

/** The agent's float: its balance and credit limit, and every movement, newest first, by date range. */
export default function AgentFloatScreen() {
  const [range, setRange] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const isRangeValid = !range.from || !range.to || range.from <= range.to;
  const ledger = useOwnFloatLedger({ ...(isRangeValid ? range : { from: '', to: '' }), page });
  const change = (next: Partial<typeof range>) => {
    setRange((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return (
    <>
      <PageHeader title="Float" subtitle="Top-ups, credits to players, take-backs and commission, newest first." />
      {ledger.data ? (
        <div className={ui.figures}>
          <Figure
            label="Float"
            value={
              <span className={ledger.data.float < 0 ? ui.negative : undefined}>{formatMoney(ledger.data.float)}</span>
            }
            hint="points"
          />
          <Figure
            label="Credit limit"
            value={formatMoney(ledger.data.creditLimit)}
            hint={ledger.data.creditLimit > 0 ? 'how far below zero it may go' : 'none'}
          />
          <Figure
            label="Can still give"
            value={formatMoney(Math.max(0, ledger.data.float + ledger.data.creditLimit))}
          />
        </div>
      ) : null}
      <div className={ui.toolbar}>
        <FormField label="From">
          {(control) => (
            <input {...control} type="date" value={range.from} onChange={(e) => change({ from: e.target.value })} />
          )}
        </FormField>
        <FormField label="To" error={isRangeValid ? null : 'The period must end on or after its start'}>
          {(control) => (
            <input {...control} type="date" value={range.to} onChange={(e) => change({ to: e.target.value })} />
          )}
        </FormField>
      </div>
      <QueryState query={ledger} empty="No float movements yet." isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <FloatLedgerTable rows={data.items} />
            <Pager total={data.total} page={data.page || page} noun="movement" onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
