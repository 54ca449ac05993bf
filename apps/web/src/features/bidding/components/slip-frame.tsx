import { type BidTypeSpec, type BoardSpec, indiaDate } from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { formatPoints } from '../../../lib/format.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { formatDisplayDate } from '../../../lib/i18n/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { SaveSlipButton } from '../../slips/components/save-slip-button.tsx';
import { type BidSlipState, notifyBidError } from '../hooks/use-bid-slip.ts';
import { type BidWindow } from '../hooks/use-bid-window.ts';
import { type SlipEntry, totalPoints } from '../lib/submission.ts';
import { biddingMessages } from '../texts.ts';
import { BidLines } from './bid-lines.tsx';
import styles from './bid-slip.module.css';
import { ConfirmBidsModal } from './confirm-bids-modal.tsx';
import { NumberField } from './number-field.tsx';
import { hasQuickEntry, QuickEntry } from './quick-entry.tsx';
import { SegmentChoice } from './segment-choice.tsx';

/** The session choice's two segments, in this order. */
const SESSIONS = ['open', 'close'] as const;

/** What one Proceed makes of the entry: the lines that join the slip, or the message to show. */
export type EntryCheck = { ok: true; lines: readonly SlipEntry[] } | { ok: false; message: string };

type SlipFrameProps = {
  /** The bid type of the lines (a board's: its windows and session rule are the board's). */
  spec: BidTypeSpec;
  /** The board the screen enters (docs/rules.md#boards), or none: the bid type's own screen. */
  board?: BoardSpec;
  game: GameRouteState;
  wallet: number | undefined;
  slip: BidSlipState;
  bidWindow: BidWindow;
  /** The lines of what is entered, at these points each, checked by the domain. */
  prepare: (points: string) => EntryCheck;
  /** After the entry's lines joined the slip: clear the entry for the next. */
  onAdded: () => void;
  /** The entry's own fields, between the session choice and Points. */
  children: ReactNode;
};

/**
 * The one bid-slip mechanism (the older apps' bid entry screens, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps; a board is configuration of it,
 * docs/rules.md#boards): the market and entry name, today's date, the wallet less the slip, the session choice
 * where the type has one, why the window is closed, the entry's own fields, Points, Proceed (the
 * window checked by the server's clock at that instant, then the entry's lines join the slip), the
 * typed list where the type has one, the lines, and Submit with its confirmation.
 */
export function SlipFrame({ spec, board, game, wallet, slip, bidWindow, prepare, onAdded, children }: SlipFrameProps) {
  const t = useMessages(biddingMessages);
  const code = useMessages(locale);
  const names = useGameNames();
  const entryName = board ? names.board(board.key) : undefined;
  const name = entryName ?? names.bidType(spec.key);
  const { isClosed } = bidWindow;
  const [points, setPoints] = useState('');
  /** The totals the confirmation shows, fixed when it opens; null while it is closed. */
  const [confirming, setConfirming] = useState<{ bids: number; points: number } | null>(null);
  const dateId = useId();

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (bidWindow.hasClosedNow()) return;
    const check = prepare(points);
    if (!check.ok) {
      notifyBidError(check.message);
      return;
    }
    slip.addLines(check.lines);
    setPoints('');
    onAdded();
  }

  const closeModal = useCallback(() => setConfirming(null), []);
  const { submit } = slip;
  // Success clears the slip; a refusal keeps the lines. Either way the toast says what happened.
  const confirm = useCallback(async () => {
    await submit();
    setConfirming(null);
  }, [submit]);

  // The bulk boards of one type also take a typed list, "05*20 99*10": points each (docs/rules.md#boards).
  const withQuickEntry = hasQuickEntry(spec) && (!board || (board.pick && board.entry === 'none'));

  return (
    <div className={styles.screen}>
      <header className={styles.heading}>
        <h1 className={styles.gameName}>{game.gameName || name}</h1>
        <p className={styles.typeName}>{name}</p>
      </header>

      <form className={styles.card} onSubmit={proceed} noValidate aria-label={entryName}>
        <div className={styles.dateRow}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={dateId}>
              {t.date}
            </label>
            <input
              id={dateId}
              className={`${fieldStyles.input} ${styles.dateInput}`}
              value={formatDisplayDate(indiaDate(bidWindow.now), code)}
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
          <SegmentChoice
            legend={t.session}
            options={SESSIONS.map((session) => ({
              value: session,
              label: names.session(session),
              disabled: !bidWindow.sessions.includes(session),
            }))}
            value={bidWindow.session}
            onChange={bidWindow.chooseSession}
          />
        ) : null}

        {bidWindow.closedMessage ? (
          <p className={styles.closed} role="note">
            {translateMessage(code, bidWindow.closedMessage)}
          </p>
        ) : null}

        {children}

        <NumberField
          label={t.points}
          placeholder={t.pointsPlaceholder}
          value={points}
          maxLength={7}
          disabled={isClosed}
          onValue={setPoints}
        />

        <Button type="submit" variant="secondary" isBlock disabled={isClosed}>
          {t.proceed}
        </Button>
      </form>

      {withQuickEntry ? (
        <QuickEntry
          spec={spec}
          session={bidWindow.session}
          remainingWallet={slip.remainingWallet}
          disabled={isClosed}
          onLines={(lines) =>
            slip.addLines(board ? lines.map((line) => ({ ...line, board: { key: board.key, value: '' } })) : lines)
          }
        />
      ) : null}

      <section className={styles.card} aria-label={t.yourBids}>
        <h2 className={styles.sectionTitle}>
          {t.yourBids}
          {slip.lines.length ? <span className={styles.count}>{slip.lines.length}</span> : null}
        </h2>
        <BidLines
          spec={spec}
          lines={slip.lines}
          onRemove={slip.removeLine}
          showType={(board?.lineTypes.length ?? 0) > 1}
        />
        <SaveSlipButton family={spec.family} lines={slip.lines} expansion={board ? null : spec.expansion} />
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
        entryName={entryName}
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
