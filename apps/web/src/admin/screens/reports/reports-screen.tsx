import { type Family } from '@pana/domain';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import { csvUrl, type ReportRange, useBidReport, useFundReport } from '../../api/reports.ts';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { daysAgoInIndia, familyName, formatMoney, todayInIndia } from '../../lib/format.ts';

const sum = <T,>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + (Number(pick(row)) || 0), 0);

function CsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClassName('outline', false, ui.small)}>
      <Icon path={downloadIcon} size={18} />
      Export CSV
    </a>
  );
}

function BidReport({ range, kind }: { range: ReportRange; kind: Family | '' }) {
  const report = useBidReport(range, kind);
  return (
    <QueryState query={report} empty="No bids in this period." isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stack}`}>
            <thead>
              <tr>
                <th>Date</th>
                <th>Market</th>
                <th className={ui.num}>Bids</th>
                <th className={ui.num}>Points</th>
                <th className={ui.num}>Winners</th>
                <th className={ui.num}>Payout</th>
                <th className={ui.num}>Net</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date}-${row.kind}-${row.marketId}`}>
                  <td data-label="Date">{row.date}</td>
                  <td className={ui.cellMain}>
                    {row.market} <span className={ui.muted}>· {familyName(row.kind)}</span>
                  </td>
                  <td data-label="Bids" className={ui.num}>
                    {formatMoney(row.bids)}
                  </td>
                  <td data-label="Points" className={ui.num}>
                    {formatMoney(row.points)}
                  </td>
                  <td data-label="Winners" className={ui.num}>
                    {formatMoney(row.winners)}
                  </td>
                  <td data-label="Payout" className={ui.num}>
                    {formatMoney(row.payout)}
                  </td>
                  <td data-label="Net" className={`${ui.num} ${row.net < 0 ? ui.negative : ui.positive}`}>
                    {formatMoney(row.net)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td className={ui.cellMain} colSpan={2}>
                  Total
                </td>
                <td data-label="Bids" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.bids))}
                </td>
                <td data-label="Points" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.points))}
                </td>
                <td data-label="Winners" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.winners))}
                </td>
                <td data-label="Payout" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.payout))}
                </td>
                <td data-label="Net" className={`${ui.num} ${sum(rows, (r) => r.net) < 0 ? ui.negative : ui.positive}`}>
                  {formatMoney(sum(rows, (r) => r.net))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </QueryState>
  );
}

function FundReport({ range }: { range: ReportRange }) {
  const report = useFundReport(range);
  return (
    <QueryState query={report} empty="No deposits or withdrawals in this period." isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stack}`}>
            <thead>
              <tr>
                <th>Date</th>
                <th className={ui.num}>Deposits</th>
                <th className={ui.num}>Deposit amount</th>
                <th className={ui.num}>Withdrawals</th>
                <th className={ui.num}>Withdrawal amount</th>
                <th className={ui.num}>Net inflow</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const net = row.depositAmount - row.withdrawalAmount;
                return (
                  <tr key={row.date}>
                    <td className={ui.cellMain}>{row.date}</td>
                    <td data-label="Deposits" className={ui.num}>
                      {formatMoney(row.deposits)}
                    </td>
                    <td data-label="Deposit amount" className={ui.num}>
                      {formatMoney(row.depositAmount)}
                    </td>
                    <td data-label="Withdrawals" className={ui.num}>
                      {formatMoney(row.withdrawals)}
                    </td>
                    <td data-label="Withdrawal amount" className={ui.num}>
                      {formatMoney(row.withdrawalAmount)}
                    </td>
                    <td data-label="Net inflow" className={`${ui.num} ${net < 0 ? ui.negative : ui.positive}`}>
                      {formatMoney(net)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <td className={ui.cellMain}>Total</td>
                <td data-label="Deposits" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.deposits))}
                </td>
                <td data-label="Deposit amount" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.depositAmount))}
                </td>
                <td data-label="Withdrawals" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.withdrawals))}
                </td>
                <td data-label="Withdrawal amount" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.withdrawalAmount))}
                </td>
                <td data-label="Net inflow" className={ui.num}>
                  {formatMoney(sum(rows, (r) => r.depositAmount - r.withdrawalAmount))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </QueryState>
  );
}

/** Reports: bids and wins per market and date, deposits and withdrawals per day, each exportable as CSV. */
export default function ReportsScreen() {
  const [report, setReport] = useState<'bids' | 'funds'>('bids');
  const [range, setRange] = useState<ReportRange>(() => ({ from: daysAgoInIndia(6), to: todayInIndia() }));
  const [kind, setKind] = useState<Family | ''>('');
  const isRangeValid = Boolean(range.from && range.to && range.from <= range.to);

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Dates are India dates; both ends included."
        actions={isRangeValid ? <CsvLink href={csvUrl(report, range, kind)} /> : null}
      />
      <Tabs
        label="Report"
        value={report}
        options={[
          { value: 'bids', label: 'Bids & wins' },
          { value: 'funds', label: 'Deposits & withdrawals' },
        ]}
        onChange={setReport}
      />
      <div className={ui.toolbar}>
        <FormField label="From">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label="To" error={isRangeValid ? null : 'The period must end on or after its start'}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            />
          )}
        </FormField>
        {report === 'bids' ? (
          <FormField label="Markets">
            {(control) => (
              <select {...control} value={kind} onChange={(e) => setKind(e.target.value as Family | '')}>
                <option value="">All families</option>
                <option value="main">Main</option>
                <option value="starline">Starline</option>
                <option value="gali">Gali Disawar</option>
              </select>
            )}
          </FormField>
        ) : null}
      </div>
      {!isRangeValid ? null : report === 'bids' ? (
        <BidReport range={range} kind={kind} />
      ) : (
        <FundReport range={range} />
      )}
    </>
  );
}
