import type { EvidenceLedgerRow } from '@pana/contract';
import { type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type TicketEvidence } from '../../api/tickets.ts';
import { Badge } from '../../components/badge.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { familyName, formatInstant, formatMoney, formatSigned, sessionName } from '../../lib/format.ts';
import styles from './tickets.module.css';

type Fact = readonly [label: string, value: ReactNode];

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={ui.keyValues}>
      {facts
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Ledger({ rows }: { rows: readonly EvidenceLedgerRow[] }) {
  if (rows.length === 0) return <p className={ui.muted}>No ledger rows.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption>Ledger rows</caption>
        <thead>
          <tr>
            <th>Entry</th>
            <th>Note</th>
            <th className={ui.num}>Amount</th>
            <th className={ui.num}>Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={ui.wrapText}>
                #{row.id} · {row.kind}
                <div className={ui.muted}>{formatInstant(row.created_at)}</div>
              </td>
              <td className={ui.wrapText}>{row.note}</td>
              <td className={`${ui.num} ${row.amount < 0 ? ui.negative : ui.positive}`}>{formatSigned(row.amount)}</td>
              <td className={ui.num}>{formatMoney(row.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type BidEvidence = Extract<TicketEvidence, { kind: 'bid' }>;
type DepositEvidence = Extract<TicketEvidence, { kind: 'deposit' }>;
type WithdrawalEvidence = Extract<TicketEvidence, { kind: 'withdrawal' }>;

/** The bid, its submission, the result in force with its result-chain entries (sequence and hash), the settlement and ledger rows. */
function BidEvidencePanel({ evidence }: { evidence: BidEvidence }) {
  const { bid, submission, result, settlement } = evidence;
  return (
    <Panel title={`Evidence: bid #${bid.id}`}>
      <Facts
        facts={[
          ['Market', `${bid.market} (${familyName(bid.family)}, #${evidence.marketId})`],
          ['Draw date', bid.draw_date],
          ['Session', sessionName(bid.session)],
          ['Bid type', bid.bid_type],
          ['Number', bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits],
          ['Points', formatMoney(bid.points)],
          ['Placed', formatInstant(bid.placed_at)],
          [
            'Submission',
            `#${submission.id}: ${submission.lines} ${submission.lines === 1 ? 'line' : 'lines'}, ${formatMoney(submission.total_points)} points${submission.board ? `, ${submission.board}` : ''}${evidence.submissionRequestId ? ` (request ${evidence.submissionRequestId})` : ''}`,
          ],
          ['Result in force', result.declared || 'Not declared'],
          [
            'Settlement',
            settlement.status === 'won' ? (
              <Badge tone="good">Won {formatMoney(settlement.payout)}</Badge>
            ) : settlement.status === 'lost' ? (
              <Badge tone="bad">Lost</Badge>
            ) : (
              <Badge>Pending</Badge>
            ),
          ],
          ['Settled', settlement.settled_at ? formatInstant(settlement.settled_at) : ''],
        ]}
      />
      {result.reverted ? (
        <p className={ui.notice}>A declaration of this draw was reverted; the entries below are the ones in force.</p>
      ) : null}
      {result.chain.length > 0 ? (
        <ul className={styles.chain} aria-label="Result chain entries">
          {result.chain.map((entry) => (
            <li key={entry.seq} className={styles.chainEntry}>
              <strong>
                Chain entry #{entry.seq} · {entry.action === 'declare' ? 'declared' : 'reverted'}{' '}
                {sessionName(entry.session)} {entry.digits}
              </strong>
              <span className={ui.muted}>{formatInstant(entry.at)}</span>
              <span className={`${ui.mono} ${styles.hash}`} aria-label={`Hash of chain entry #${entry.seq}`}>
                {entry.hash}
              </span>
              <a
                href={/^\/results-log(\?before=\d+)?$/.test(entry.url) ? entry.url : '/results-log'}
                target="_blank"
                rel="noreferrer"
              >
                Results log from entry #{entry.seq}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>No result-chain entry: the draw has no result in force.</p>
      )}
      <Ledger rows={evidence.ledger} />
    </Panel>
  );
}

type PaymentRow = DepositEvidence['payments'][number];

function Payments({
  caption,
  rows,
  onLink,
}: {
  caption: string;
  rows: readonly PaymentRow[];
  onLink?: ((payment: PaymentRow) => void) | undefined;
}) {
  if (rows.length === 0) return null;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>Payment</th>
            <th className={ui.num}>Amount (₹)</th>
            <th>UTR / payer VPA</th>
            <th>Status</th>
            {onLink ? (
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((payment) => (
            <tr key={payment.id}>
              <td className={ui.wrapText}>
                #{payment.id} · {payment.source}
                <div className={ui.muted}>{formatInstant(payment.receivedAt)}</div>
              </td>
              <td className={ui.num}>{payment.amount}</td>
              <td className={ui.wrapText}>
                <span className={`${ui.mono} ${styles.hash}`}>{payment.utr ?? '—'}</span>
                <div className={ui.muted}>{payment.payerVpa || 'Payer VPA not given'}</div>
              </td>
              <td className={ui.wrapText}>
                {payment.status}
                {payment.fundRequestId !== null ? ` · request #${payment.fundRequestId}` : ''}
                {payment.reason ? <div className={ui.muted}>{payment.reason}</div> : null}
              </td>
              {onLink ? (
                <td>
                  {payment.status === 'unmatched' ? (
                    <Button
                      className={ui.small}
                      onClick={() => onLink(payment)}
                      aria-label={`Link payment #${payment.id}`}
                    >
                      Link
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The request, its UTR, every payment received with that UTR and the unmatched ones of its amount, for a link. */
function DepositEvidencePanel({
  evidence,
  onLink,
}: {
  evidence: DepositEvidence;
  onLink?: ((payment: PaymentRow) => void) | undefined;
}) {
  const { request } = evidence;
  const canLink = request.status === 'pending' ? onLink : undefined;
  return (
    <Panel title={`Evidence: deposit request #${request.id}`}>
      <Facts
        facts={[
          ['Amount', formatMoney(request.amount)],
          ['Method', request.method],
          ['UTR', request.utr ? <span className={ui.mono}>{request.utr}</span> : 'None entered'],
          ['Status', request.status],
          ['Credited by', evidence.creditedBy ?? ''],
          ['Reason', request.reason],
          ['Requested', formatInstant(request.created_at)],
          ['Decided', request.decided_at ? formatInstant(request.decided_at) : ''],
        ]}
      />
      {evidence.payments.length === 0 ? <p className={ui.muted}>No payment received with this UTR.</p> : null}
      <Payments caption="Payments received with this UTR" rows={evidence.payments} onLink={canLink} />
      <Payments caption="Unmatched payments of this amount within a day" rows={evidence.candidates} onLink={canLink} />
      <Ledger rows={evidence.ledger} />
    </Panel>
  );
}

/** The request, where it is paid, its bank account, the payout file, the bank's result and UTR. */
function WithdrawalEvidencePanel({ evidence }: { evidence: WithdrawalEvidence }) {
  const { request, payout } = evidence;
  return (
    <Panel title={`Evidence: withdrawal request #${request.id}`}>
      <Facts
        facts={[
          ['Amount', formatMoney(request.amount)],
          ['Method', request.method],
          ['Pay to', request.pay_to],
          [
            'Bank account',
            evidence.bankAccount
              ? `${evidence.bankAccount.holderName} · ${evidence.bankAccount.accountNumber} · ${evidence.bankAccount.ifsc}`
              : '',
          ],
          ['Status', request.status],
          ['Note', request.note],
          ['Requested', formatInstant(request.created_at)],
          ['Decided', request.decided_at ? formatInstant(request.decided_at) : ''],
          [
            'Payout file',
            evidence.payoutFile
              ? `#${evidence.payoutFile.id} ${evidence.payoutFile.fileName}, ${formatInstant(evidence.payoutFile.createdAt)}`
              : '',
          ],
          ['Sent to bank', payout?.sent_to_bank_at ? formatInstant(payout.sent_to_bank_at) : ''],
          [
            'Bank result',
            payout?.bank_status
              ? `${payout.bank_status}${payout.answered_at ? `, ${formatInstant(payout.answered_at)}` : ''}`
              : '',
          ],
          ['Bank UTR', payout?.utr ? <span className={ui.mono}>{payout.utr}</span> : ''],
        ]}
      />
      <Ledger rows={evidence.ledger} />
    </Panel>
  );
}

/** The evidence the server attached to a ticket, read from the rows themselves (ADR 030). */
export function TicketEvidencePanel({
  evidence,
  onLinkPayment,
}: {
  evidence: TicketEvidence;
  onLinkPayment?: ((payment: PaymentRow) => void) | undefined;
}) {
  if (evidence.kind === 'bid') return <BidEvidencePanel evidence={evidence} />;
  if (evidence.kind === 'deposit') return <DepositEvidencePanel evidence={evidence} onLink={onLinkPayment} />;
  return <WithdrawalEvidencePanel evidence={evidence} />;
}

export type { PaymentRow };
