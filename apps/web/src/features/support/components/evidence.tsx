import type {
  BidEvidence,
  DepositEvidence,
  EvidenceLedgerRow,
  PlayerEvidence,
  WithdrawalEvidence,
} from '@pana/contract';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { useGameNames } from '../../../components/games/names.ts';
import { paths } from '../../../config/paths.ts';
import { formatPoints } from '../../../lib/format.ts';
import { formatDisplayDate } from '../../../lib/i18n/format.ts';
import { shownMessage } from '../../../lib/i18n/i18n.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { resultsLogLink } from '../lib/tickets.ts';
import { supportMessages, type SupportTexts } from '../texts.ts';
import { shownTime } from './parts.tsx';
import styles from './support.module.css';

type Fact = readonly [label: string, value: ReactNode];

/** Label and value pairs; an empty value leaves its pair out. */
function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className={styles.factPair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The wallet's entries of what the ticket is about, each note in the player's language as the wallet history shows it. */
function Ledger({ rows, t, code }: { rows: readonly EvidenceLedgerRow[]; t: SupportTexts; code: Locale }) {
  if (rows.length === 0) return null;
  return (
    <>
      <h3 className={styles.panelTitle}>{t.ledger}</h3>
      <ul className={styles.ledger} aria-label={t.ledger}>
        {rows.map((row) => (
          <li key={row.id} className={styles.ledgerRow}>
            <span className={styles.ledgerNote}>
              {shownMessage(row.note, code)}
              <span className={styles.muted}> · {shownTime(row.created_at, code)}</span>
            </span>
            <span className={row.amount >= 0 ? styles.credit : styles.debit}>
              {row.amount >= 0 ? '+' : '−'}
              {formatPoints(Math.abs(row.amount))}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A bid: the bid and its submission, the result in force with its Results Log entries (number and hash), how it was settled, its wallet entries. */
function BidPart({ evidence, t, code }: { evidence: BidEvidence; t: SupportTexts; code: Locale }) {
  const games = useGameNames();
  const { bid, submission, result, settlement } = evidence;
  const number = bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits;
  const settled = { pending: t.pending, won: t.won, lost: t.lost }[settlement.status];
  return (
    <>
      <h3 className={styles.panelTitle}>{t.bid}</h3>
      <Facts
        facts={[
          [t.market, bid.market],
          [
            t.drawDate,
            /^\d{4}-\d{2}-\d{2}$/.test(bid.draw_date) ? formatDisplayDate(bid.draw_date, code) : bid.draw_date,
          ],
          [t.session, bid.family === 'main' ? games.session(bid.session) : ''],
          [t.bidType, games.name(bid.bid_type)],
          [t.number, number],
          [t.points, formatPoints(bid.points)],
          [t.board, submission.board ? games.name(submission.board) : ''],
          [t.placedAt, shownTime(bid.placed_at, code)],
        ]}
      />
      <p className={styles.muted}>
        {t.submissionLines({
          id: submission.id,
          lines: submission.lines,
          points: formatPoints(submission.total_points),
        })}
      </p>
      <h3 className={styles.panelTitle}>{t.result}</h3>
      <Facts
        facts={[
          [t.result, result.declared || t.notDeclared],
          [t.settlement, settled],
          [t.payout, settlement.status === 'won' ? formatPoints(settlement.payout) : ''],
        ]}
      />
      {result.chain.map((entry) => {
        const link = resultsLogLink(entry.url) ?? paths.resultsLog;
        return (
          <div key={entry.seq} className={styles.field} data-testid="chain-entry">
            <strong>{t.chainEntry({ seq: entry.seq })}</strong>
            <span className={styles.muted}>
              {entry.action === 'declare' ? t.chainDeclare : t.chainRevert} · {games.session(entry.session)} ·{' '}
              {entry.digits} · {shownTime(entry.at, code)}
            </span>
            <span className={styles.muted}>{t.chainHash}</span>
            <span className={styles.hash}>{entry.hash}</span>
            <Link className={styles.textLink} to={link}>
              {t.resultsLog}
            </Link>
          </div>
        );
      })}
      {result.reverted ? <p className={styles.muted}>{t.chainReverted}</p> : null}
      <Ledger rows={evidence.ledger} t={t} code={code} />
    </>
  );
}

/** A deposit: the request with its UTR, and whether a payment with that UTR reached Pana. */
function DepositPart({ evidence, t, code }: { evidence: DepositEvidence; t: SupportTexts; code: Locale }) {
  const { request, payment } = evidence;
  const status = { pending: t.requestPending, credited: t.credited, rejected: t.rejected }[request.status];
  let received: string | null = null;
  if (payment) {
    const values = { amount: formatPoints(payment.amount), when: shownTime(payment.received_at, code) };
    received = { matched: t.paymentMatched, waiting: t.paymentWaiting, dismissed: t.paymentDismissed }[payment.state](
      values,
    );
  } else if (request.utr) received = t.paymentNone;
  return (
    <>
      <h3 className={styles.panelTitle}>{t.depositRequest}</h3>
      <Facts
        facts={[
          [t.amount, formatPoints(request.amount)],
          [t.method, request.method],
          [t.utr, request.utr],
          [t.status, status],
          [t.reason, request.status === 'rejected' ? request.reason : ''],
          [t.requested, shownTime(request.created_at, code)],
          [t.decided, shownTime(request.decided_at, code)],
          [t.paymentReceived, received],
        ]}
      />
      <Ledger rows={evidence.ledger} t={t} code={code} />
    </>
  );
}

/** A withdrawal: the request, where it is paid, and the bank's side of a bank payout with its UTR. */
function WithdrawalPart({ evidence, t, code }: { evidence: WithdrawalEvidence; t: SupportTexts; code: Locale }) {
  const { request, payout } = evidence;
  const status = {
    pending: t.requestPending,
    approved: t.approved,
    paid: t.paid,
    failed: t.failed,
    rejected: t.rejected,
  }[request.status];
  let bank: string | null = null;
  if (payout) {
    if (payout.bank_status === 'paid') bank = t.bankPaid({ when: shownTime(payout.answered_at, code) });
    else if (payout.bank_status === 'failed') bank = t.bankFailed({ when: shownTime(payout.answered_at, code) });
    else
      bank = payout.sent_to_bank_at ? t.sentToBank({ when: shownTime(payout.sent_to_bank_at, code) }) : t.notSentToBank;
  }
  return (
    <>
      <h3 className={styles.panelTitle}>{t.withdrawalRequest}</h3>
      <Facts
        facts={[
          [t.amount, formatPoints(request.amount)],
          [t.method, request.method],
          [t.payTo, request.pay_to],
          [t.status, status],
          [t.note, request.note],
          [t.requested, shownTime(request.created_at, code)],
          [t.decided, shownTime(request.decided_at, code)],
          [t.bank, bank],
          [t.payoutUtr, payout?.utr ?? ''],
        ]}
      />
      <Ledger rows={evidence.ledger} t={t} code={code} />
    </>
  );
}

/**
 * What the server checked for the ticket (ADR 030): the player's part of the evidence it attached —
 * never typed by anyone, read from the rows themselves when the ticket is read.
 */
export function Evidence({ evidence, hasAttachment }: { evidence: PlayerEvidence | null; hasAttachment: boolean }) {
  const t = useMessages(supportMessages);
  const code = useMessages(locale);
  if (!evidence && !hasAttachment) return null;
  return (
    <section className={styles.panel} aria-label={t.evidence}>
      <h2 className={styles.panelTitle}>{t.evidence}</h2>
      {evidence?.kind === 'bid' ? <BidPart evidence={evidence} t={t} code={code} /> : null}
      {evidence?.kind === 'deposit' ? <DepositPart evidence={evidence} t={t} code={code} /> : null}
      {evidence?.kind === 'withdrawal' ? <WithdrawalPart evidence={evidence} t={t} code={code} /> : null}
      {evidence ? null : <p className={styles.muted}>{t.evidenceGone}</p>}
    </section>
  );
}
