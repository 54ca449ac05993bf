import {
  availableSessions,
  type BidTypeSpec,
  checkBidWindow,
  defaultSession,
  indiaDate,
  prepareBidEntry,
  type Session,
  type SpDpTpSets,
} from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { formatPoints } from '../../../lib/format.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { formatDisplayDate } from '../../../lib/i18n/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { SaveSlipButton } from '../../slips/components/save-slip-button.tsx';
import { notifyBidError, useBidSlip } from '../hooks/use-bid-slip.ts';
import { useNow } from '../hooks/use-now.ts';
import { useSlipPrefill } from '../hooks/use-slip-prefill.ts';
import { DIGIT_FIELD, SP_DP_TP_LABELS } from '../lib/labels.ts';
import { bidMarketStatus } from '../lib/market-status.ts';
import { totalPoints } from '../lib/submission.ts';
import { biddingMessages, type BiddingTexts } from '../texts.ts';
import { BidLines } from './bid-lines.tsx';
import styles from './bid-slip.module.css';
import { ConfirmBidsModal } from './confirm-bids-modal.tsx';
import { DigitPad } from './digit-pad.tsx';
import { hasQuickEntry, QuickEntry } from './quick-entry.tsx';
import { SessionChoice } from './session-choice.tsx';

const onlyDigits = (value: string, maxLength: number) => value.replace(/\D/g, '').slice(0, maxLength);

/** The labels of the number fields: Half Sangam's follow the session, Full Sangam's name both panas. */
function fieldLabels(spec: BidTypeSpec, session: Session, t: BiddingTexts): { digits: string; closedigits: string } {
  if (spec.key === 'half_sangam') {
    return session === 'open'
      ? { digits: t.openDigit, closedigits: t.closePana }
      : { digits: t.closeDigit, closedigits: t.openPana };
  }
  if (spec.key === 'full_sangam') return { digits: t.openPana, closedigits: t.closePana };
  return { digits: DIGIT_FIELD[spec.digitsInput].label(t), closedigits: t.pana };
}

type BidSlipProps = { spec: BidTypeSpec; game: GameRouteState; wallet: number | undefined };

/**
 * One bid-entry screen, configured by the bid type from the domain's catalogue (SPEC.md section 2,
 * Bid entry screens): today's date, the session choice where the type has one, the number field(s),
 * points, Proceed (the domain's `prepareBidEntry`), the lines, and Submit with its confirmation.
 */
export function BidSlip({ spec, game, wallet }: BidSlipProps) {
  const t = useMessages(biddingMessages);
  const code = useMessages(locale);
  const names = useGameNames();
  const now = useNow();
  const status = bidMarketStatus(spec.family, game, now);
  const sessions = availableSessions(spec, status);
  const [chosenSession, setChosenSession] = useState<Session>(() => defaultSession(spec, status) ?? 'open');
  // Once the open time passes, Open is no longer available and Close is forced.
  const session: Session = sessions.includes(chosenSession) ? chosenSession : (sessions[0] ?? chosenSession);
  const closedMessage = checkBidWindow(spec, session, status);
  // Closed (Jodi and the sangams after the open time, a slot after its time): nothing can be entered,
  // and the spec's toast says why once, when the screen opens closed or the time passes on it.
  const isClosed = closedMessage !== null;
  useEffect(() => {
    if (closedMessage) notifyBidError(closedMessage);
  }, [closedMessage]);

  const [digits, setDigits] = useState('');
  const [closedigits, setClosedigits] = useState('');
  const [points, setPoints] = useState('');
  const [sets, setSets] = useState<Required<SpDpTpSets>>({ sp: false, dp: false, tp: false });
  /** The totals the confirmation shows, fixed when it opens; null while it is closed. */
  const [confirming, setConfirming] = useState<{ bids: number; points: number } | null>(null);
  const digitsRef = useRef<HTMLInputElement>(null);
  const ids = { date: useId(), digits: useId(), closedigits: useId(), points: useId() };

  const slip = useBidSlip(spec, game, wallet ?? 0);
  useSlipPrefill(spec, game, wallet, slip.addLines);
  const labels = fieldLabels(spec, session, t);
  const digitField = DIGIT_FIELD[spec.digitsInput];
  const hasPad = spec.digitsInput === 'digit' && spec.closedigitsInput === null;

  function proceed(event: FormEvent) {
    event.preventDefault();
    const closed = checkBidWindow(spec, session, bidMarketStatus(spec.family, game, serverNow()));
    if (closed) {
      notifyBidError(closed);
      return;
    }
    const check = prepareBidEntry(spec, { session, digits, closedigits, points, sets }, slip.remainingWallet);
    if (!check.ok) {
      notifyBidError(check.message);
      return;
    }
    slip.addLines(check.lines);
    setDigits('');
    setClosedigits('');
    setPoints('');
    digitsRef.current?.focus();
  }

  const closeModal = useCallback(() => setConfirming(null), []);
  const { submit } = slip;
  // Success clears the slip; a refusal keeps the lines. Either way the toast says what happened.
  const confirm = useCallback(async () => {
    await submit();
    setConfirming(null);
  }, [submit]);

  return (
    <div className={styles.screen}>
      <header className={styles.heading}>
        <h1 className={styles.gameName}>{game.gameName || names.bidType(spec.key)}</h1>
        <p className={styles.typeName}>{names.bidType(spec.key)}</p>
      </header>

      <form className={styles.card} onSubmit={proceed} noValidate>
        <div className={styles.dateRow}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.date}>
              {t.date}
            </label>
            <input
              id={ids.date}
              className={`${fieldStyles.input} ${styles.dateInput}`}
              value={formatDisplayDate(indiaDate(now), code)}
              readOnly
            />
          </div>
          <div className={styles.wallet}>
            <span className={fieldStyles.label}>{t.wallet}</span>
            <output className={styles.walletAmount} aria-live="polite" data-testid="slip-wallet">
              {wallet === undefined ? '…' : formatPoints(slip.remainingWallet)}
            </output>
          </div>
        </div>

        {spec.sessionRule === 'choice' ? (
          <SessionChoice value={session} available={sessions} onChange={setChosenSession} />
        ) : null}

        {closedMessage ? (
          <p className={styles.closed} role="note">
            {translateMessage(code, closedMessage)}
          </p>
        ) : null}

        <div className={spec.closedigitsInput ? styles.twoColumns : undefined}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.digits}>
              {labels.digits}
            </label>
            <input
              ref={digitsRef}
              id={ids.digits}
              className={fieldStyles.input}
              inputMode="numeric"
              autoComplete="off"
              placeholder={spec.key === 'half_sangam' ? DIGIT_FIELD.digit.placeholder(t) : digitField.placeholder(t)}
              value={digits}
              disabled={isClosed}
              onChange={(event) => setDigits(onlyDigits(event.target.value, digitField.maxLength))}
            />
          </div>
          {spec.closedigitsInput ? (
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={ids.closedigits}>
                {labels.closedigits}
              </label>
              <input
                id={ids.closedigits}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="off"
                placeholder={DIGIT_FIELD.pana.placeholder(t)}
                value={closedigits}
                disabled={isClosed}
                onChange={(event) => setClosedigits(onlyDigits(event.target.value, DIGIT_FIELD.pana.maxLength))}
              />
            </div>
          ) : null}
        </div>

        {hasPad ? <DigitPad value={digits} onPick={setDigits} disabled={isClosed} /> : null}

        {spec.expansion === 'sp_dp_tp' ? (
          <fieldset className={styles.sets}>
            <legend className="visually-hidden">{t.panaTypes}</legend>
            {(['sp', 'dp', 'tp'] as const).map((key) => (
              <label key={key} className={styles.check}>
                <input
                  type="checkbox"
                  checked={sets[key]}
                  disabled={isClosed}
                  onChange={(event) => setSets((current) => ({ ...current, [key]: event.target.checked }))}
                />
                <span>{SP_DP_TP_LABELS[key]}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={ids.points}>
            {t.points}
          </label>
          <input
            id={ids.points}
            className={fieldStyles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.pointsPlaceholder}
            value={points}
            disabled={isClosed}
            onChange={(event) => setPoints(onlyDigits(event.target.value, 7))}
          />
        </div>

        <Button type="submit" variant="secondary" isBlock disabled={isClosed}>
          {t.proceed}
        </Button>
      </form>

      {hasQuickEntry(spec) ? (
        <QuickEntry
          spec={spec}
          session={session}
          remainingWallet={slip.remainingWallet}
          disabled={isClosed}
          onLines={slip.addLines}
        />
      ) : null}

      <section className={styles.card} aria-label={t.yourBids}>
        <h2 className={styles.sectionTitle}>
          {t.yourBids}
          {slip.lines.length ? <span className={styles.count}>{slip.lines.length}</span> : null}
        </h2>
        <BidLines spec={spec} lines={slip.lines} onRemove={slip.removeLine} />
        <SaveSlipButton family={spec.family} lines={slip.lines} expansion={spec.expansion} />
      </section>

      {slip.lines.length > 0 ? (
        <div className={styles.submitBar}>
          <p className={styles.submitTotals}>
            <span>
              {t.totalBids}: <strong>{slip.lines.length}</strong>
            </span>
            <span>
              {t.totalPoints}: <strong>{formatPoints(totalPoints(slip.lines))}</strong>
            </span>
          </p>
          <Button
            onClick={() => setConfirming({ bids: slip.lines.length, points: totalPoints(slip.lines) })}
            disabled={slip.isSubmitting}
          >
            {slip.isSubmitting ? t.pleaseWait : t.submit}
          </Button>
        </div>
      ) : null}

      <ConfirmBidsModal
        spec={spec}
        gameName={game.gameName}
        isOpen={confirming !== null}
        totalBids={confirming?.bids ?? 0}
        totalPoints={confirming?.points ?? 0}
        isSubmitting={slip.isSubmitting}
        onClose={closeModal}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
