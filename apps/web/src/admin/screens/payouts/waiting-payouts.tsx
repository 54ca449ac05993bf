import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type WithdrawRequest } from '../../api/funds.ts';
import { useDownloadPayoutFile } from '../../api/payouts.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { saveTextFile } from '../../lib/save-file.ts';
import styles from './bulk-payouts-screen.module.css';

const total = (items: readonly WithdrawRequest[]) => items.reduce((sum, item) => sum + (Number(item.amount) || 0), 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where a bank payout goes: the holder, the masked account and the IFSC. */
export function BankAccountCell({ item }: { item: WithdrawRequest }) {
  return (
    <>
      <span>{item.bankHolderName || '—'}</span>
      <div className={ui.muted}>
        <span className={ui.mono}>{item.paymentNumber || '—'}</span> ·{' '}
        <span className={ui.mono}>{item.bankIfsc || '—'}</span>
      </div>
    </>
  );
}

/** The player of a request, linked to their page. */
export function PlayerCell({ item }: { item: WithdrawRequest }) {
  return (
    <>
      <Link to={adminPaths.player(item.mobile)}>{item.name || item.mobile}</Link>
      <div className={ui.muted}>{item.mobile}</div>
    </>
  );
}

/**
 * The approved bank withdrawals the bank has not answered: an operator selects some and downloads
 * their bulk-payout file. Rows already put in a file show when; downloading them again asks first,
 * since the bank would pay twice if both files reached it.
 */
export function WaitingPayouts({ items, canWrite }: { items: readonly WithdrawRequest[]; canWrite: boolean }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const download = useDownloadPayoutFile();

  // Only rows still listed count (a refresh may have removed some).
  const selected = items.filter((item) => chosen.has(item.id));
  const reExports = selected.filter((item) => item.payoutExportedAt != null);
  const isAll = items.length > 0 && selected.length === items.length;
  const exportedCount = items.filter((item) => item.payoutExportedAt != null).length;

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function run() {
    setDownloaded(null);
    const rows = selected;
    download.mutate(
      rows.map((item) => item.id),
      {
        onSuccess: (file) => {
          saveTextFile(file.fileName, file.csv);
          setDownloaded(
            `${file.fileName} downloaded: ${plural(file.count, 'payout')}, total ${formatMoney(total(rows))}. Upload it to the bank, then upload the bank's result file below.`,
          );
          setIsConfirming(false);
          setChosen(new Set());
        },
      },
    );
  }

  function start() {
    download.reset();
    if (reExports.length > 0) setIsConfirming(true);
    else run();
  }

  return (
    <div className={styles.section}>
      {canWrite ? (
        <div className={styles.toolbar}>
          <span className={styles.selection} aria-live="polite">
            {selected.length === 0
              ? 'Select the payouts to send to the bank.'
              : `${plural(selected.length, 'payout')} selected · total ${formatMoney(total(selected))}`}
          </span>
          <Button
            variant="outline"
            className={ui.small}
            onClick={() => setChosen(new Set(items.map((item) => item.id)))}
            disabled={isAll}
          >
            Select all
          </Button>
          <Button
            variant="outline"
            className={ui.small}
            onClick={() => setChosen(new Set())}
            disabled={selected.length === 0}
          >
            Select none
          </Button>
          <Button className={ui.small} onClick={start} disabled={selected.length === 0 || download.isPending}>
            <Icon path={downloadIcon} size={18} />
            {download.isPending && !isConfirming ? 'Downloading…' : 'Download payout file'}
          </Button>
        </div>
      ) : null}
      {downloaded ? (
        <p className={ui.success} role="status">
          {downloaded}
        </p>
      ) : null}
      {download.isError && !isConfirming ? (
        <p className={ui.alert} role="alert">
          {errorMessage(download.error)}
        </p>
      ) : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${ui.stack}`}>
          <caption>
            {plural(items.length, 'payout')} waiting for the bank · total {formatMoney(total(items))}
            {exportedCount > 0 ? ` · ${exportedCount} already in a payout file` : ''}
          </caption>
          <thead>
            <tr>
              {canWrite ? (
                <th className={styles.check}>
                  <input
                    type="checkbox"
                    aria-label="Select every payout"
                    checked={isAll}
                    ref={(input) => {
                      if (input) input.indeterminate = selected.length > 0 && !isAll;
                    }}
                    onChange={() => setChosen(isAll ? new Set() : new Set(items.map((item) => item.id)))}
                  />
                </th>
              ) : null}
              <th>Request</th>
              <th>Player</th>
              <th>Bank account</th>
              <th className={ui.num}>Amount</th>
              <th>Approved</th>
              <th>Payout file</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={chosen.has(item.id) ? styles.chosen : undefined}>
                {canWrite ? (
                  <td className={styles.check}>
                    <input
                      type="checkbox"
                      aria-label={`Select request #${item.id}`}
                      checked={chosen.has(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  </td>
                ) : null}
                <td className={ui.mono} data-label="Request">
                  #{item.id}
                </td>
                <td className={ui.cellMain}>
                  <PlayerCell item={item} />
                </td>
                <td data-label="Bank account">
                  <BankAccountCell item={item} />
                </td>
                <td className={ui.num} data-label="Amount">
                  <strong>{formatMoney(item.amount)}</strong>
                </td>
                <td data-label="Approved">{formatInstant(item.decidedAt)}</td>
                <td data-label="Payout file">
                  {item.payoutExportedAt != null ? (
                    <>
                      <Badge tone="warn">Exported</Badge>
                      <div className={ui.muted}>{formatInstant(item.payoutExportedAt)}</div>
                    </>
                  ) : (
                    <span className={ui.muted}>Not exported</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        title="Download these payouts again?"
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={run}
        confirmLabel="Download again"
        tone="danger"
        isBusy={download.isPending}
        error={download.isError ? errorMessage(download.error) : null}
      >
        <p>
          {reExports.length === selected.length
            ? `${plural(reExports.length, 'selected payout was', 'selected payouts were')} already put in a payout file:`
            : `${reExports.length} of the ${selected.length} selected payouts were already put in a payout file:`}
        </p>
        <ul className={styles.reExports}>
          {reExports.map((item) => (
            <li key={item.id}>
              #{item.id} · {item.bankHolderName || item.name} · {formatMoney(item.amount)} · exported{' '}
              {formatInstant(item.payoutExportedAt)}
            </li>
          ))}
        </ul>
        <p>
          If the bank already received that file, it may pay them twice. Download again only when the earlier file did
          not reach the bank.
        </p>
      </ConfirmDialog>
    </div>
  );
}
