import {
  availableSessions,
  type BidTypeSpec,
  boardLabel,
  type BoardSpec,
  checkBidWindow,
  defaultSession,
  expandBoard,
  type Family,
  indiaDate,
  requireBidType,
  type Session,
} from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { type CSSProperties, type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
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
import { prepareBoardEntry } from '../lib/board-entry.ts';
import { BOARD_HINT } from '../lib/labels.ts';
import { bidMarketStatus } from '../lib/market-status.ts';
import { totalPoints } from '../lib/submission.ts';
import { biddingMessages, type BiddingTexts } from '../texts.ts';
import { BidLines } from './bid-lines.tsx';
import styles from './bid-slip.module.css';
import boardStyles from './board-slip.module.css';
import { ConfirmBidsModal } from './confirm-bids-modal.tsx';
import { DigitPad } from './digit-pad.tsx';
import { hasQuickEntry, QuickEntry } from './quick-entry.tsx';
import { SessionChoice } from './session-choice.tsx';

const onlyDigits = (value: string, maxLength: number) => value.replace(/\D/g, '').slice(0, maxLength);

/** What the player has entered on a board screen, before it becomes the board's value. */
type Fields = { choice: string; ank: string; text: string; left: string; right: string; withoutPairs: boolean };
const EMPTY_FIELDS: Fields = { choice: '', ank: '', text: '', left: '', right: '', withoutPairs: false };

/** The board's value (one canonical text, ADR 016) of what is entered. */
function boardValue(board: BoardSpec, f: Fields): string {
  switch (board.entry) {
    case 'none':
      return '';
    case 'ank':
      return f.ank;
    case 'odd_even':
    case 'red_bracket':
      return f.choice;
    case 'digit_based_jodi':
      return [f.left && `left ${f.left}`, f.right && `right ${f.right}`].filter(Boolean).join(' ');
    case 'crossing':
      return f.left || f.right ? `${f.left}/${f.right}${f.withoutPairs ? ' without pairs' : ''}` : '';
    case 'jodi':
    case 'two_digits':
    case 'pana':
    case 'motor_digits':
      return f.text;
  }
}

/** The two choices of Odd Even and Red Bracket. */
const CHOICES: Partial<Record<BoardSpec['entry'], readonly [value: string, label: (t: BiddingTexts) => string][]>> = {
  odd_even: [
    ['Odd', (t) => t.odd],
    ['Even', (t) => t.even],
  ],
  red_bracket: [
    ['Full', (t) => t.full],
    ['Half', (t) => t.half],
  ],
};

/** The one number field of Group Jodi, Two Digit Panel and Family Panel. */
const TEXT_FIELD: Partial<
  Record<
    BoardSpec['entry'],
    { label: (t: BiddingTexts) => string; placeholder: (t: BiddingTexts) => string; maxLength: number }
  >
> = {
  jodi: { label: (t) => t.jodi, placeholder: () => '00-99', maxLength: 2 },
  two_digits: { label: (t) => t.twoDigits, placeholder: (t) => t.example({ example: '12' }), maxLength: 2 },
  pana: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '128' }), maxLength: 3 },
  motor_digits: { label: (t) => t.pana, placeholder: (t) => t.example({ example: '1230' }), maxLength: 10 },
};

type BoardSlipProps = { family: Family; board: BoardSpec; game: GameRouteState; wallet: number | undefined };

/**
 * A board's screen (issue 18, DOMAIN.md "Boards"), the bid slip's look: today's date, the wallet,
 * the session choice where the board's line type has one (`boardSessionRule`: boards of jodis on
 * main markets follow Jodi, placed before the open time and stored close), the board's entry by
 * `board.entry`, Points, Proceed (the domain's `expandBoard`: the lines join the slip, each
 * deletable), and Submit with its confirmation: one call per board instance, all or none.
 */
export function BoardSlip({ family, board, game, wallet }: BoardSlipProps) {
  const t = useMessages(biddingMessages);
  const code = useMessages(locale);
  const names = useGameNames();
  const boardName = names.board(board.key);
  // The bid type of the board's lines: its windows and session rule are the board's.
  const spec: BidTypeSpec = requireBidType(family, board.lineTypes[0] as BidTypeSpec['key']);
  const now = useNow();
  const status = bidMarketStatus(family, game, now);
  const sessions = availableSessions(spec, status);
  const [chosenSession, setChosenSession] = useState<Session>(() => defaultSession(spec, status) ?? 'open');
  const session: Session = sessions.includes(chosenSession) ? chosenSession : (sessions[0] ?? chosenSession);
  const closedMessage = checkBidWindow(spec, session, status);
  const isClosed = closedMessage !== null;
  useEffect(() => {
    if (closedMessage) notifyBidError(closedMessage);
  }, [closedMessage]);

  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [points, setPoints] = useState('');
  const [confirming, setConfirming] = useState<{ bids: number; points: number } | null>(null);
  const ids = { date: useId(), text: useId(), left: useId(), right: useId(), points: useId() };
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  const slip = useBidSlip(spec, game, wallet ?? 0);
  useSlipPrefill(spec, game, wallet, slip.addLines);

  const value = boardValue(board, fields);
  const expansion = useMemo(() => expandBoard(board, value), [board, value]);
  /** The numbers a bulk board offers to pick (Pana Bulk: once an ank is chosen). */
  const choices = board.pick && expansion.ok ? expansion.lines.map((line) => line.digits) : [];

  function toggle(digits: string) {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(digits)) next.delete(digits);
      else next.add(digits);
      return next;
    });
  }

  function proceed(event: FormEvent) {
    event.preventDefault();
    const closed = checkBidWindow(spec, session, bidMarketStatus(family, game, serverNow()));
    if (closed) {
      notifyBidError(closed);
      return;
    }
    const check = prepareBoardEntry(
      family,
      board,
      { value, picked: [...picked], points, session },
      slip.remainingWallet,
    );
    if (!check.ok) {
      notifyBidError(check.message);
      return;
    }
    slip.addLines(check.lines);
    setFields((current) => ({ ...EMPTY_FIELDS, ank: current.ank }));
    setPicked(new Set());
    setPoints('');
  }

  const closeModal = useCallback(() => setConfirming(null), []);
  const { submit } = slip;
  const confirm = useCallback(async () => {
    await submit();
    setConfirming(null);
  }, [submit]);

  const choicePair = CHOICES[board.entry];
  const textField = TEXT_FIELD[board.entry];
  const pickLabel = board.key === 'jodi_bulk' ? t.pickJodis : board.key === 'pana_bulk' ? t.pickPanas : t.pickDigits;
  const gridSize = board.key === 'jodi_bulk' ? 'jodi' : board.key === 'pana_bulk' ? 'pana' : 'digit';
  const isCrossing = board.entry === 'crossing';

  return (
    <div className={styles.screen}>
      <header className={styles.heading}>
        <h1 className={styles.gameName}>{game.gameName || boardName}</h1>
        <p className={styles.typeName}>{boardName}</p>
      </header>

      <form className={styles.card} onSubmit={proceed} noValidate aria-label={boardName}>
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

        <p className={styles.hint}>{BOARD_HINT[board.entry](t)}</p>

        {board.entry === 'ank' ? (
          <div className={fieldStyles.field}>
            <span className={fieldStyles.label}>{t.ank}</span>
            <DigitPad
              value={fields.ank}
              label={t.ank}
              disabled={isClosed}
              onPick={(ank) => {
                set({ ank });
                setPicked(new Set());
              }}
            />
          </div>
        ) : null}

        {choices.length > 0 ? (
          <div className={fieldStyles.field}>
            <div className={boardStyles.pickHeader}>
              <span className={fieldStyles.label}>
                {pickLabel} · {t.picked({ count: picked.size })}
              </span>
              <div className={boardStyles.pickActions}>
                <button
                  type="button"
                  className={boardStyles.pickAction}
                  disabled={isClosed}
                  onClick={() => setPicked(new Set(choices))}
                >
                  {t.selectAll}
                </button>
                <button
                  type="button"
                  className={boardStyles.pickAction}
                  disabled={isClosed}
                  onClick={() => setPicked(new Set())}
                >
                  {t.clear}
                </button>
              </div>
            </div>
            <div
              className={boardStyles.grid}
              data-size={gridSize}
              style={{ '--columns': gridSize === 'jodi' ? 10 : 5 } as CSSProperties}
              role="group"
              aria-label={pickLabel}
            >
              {choices.map((digits) => (
                <button
                  key={digits}
                  type="button"
                  className={boardStyles.cell}
                  aria-pressed={picked.has(digits)}
                  disabled={isClosed}
                  onClick={() => toggle(digits)}
                >
                  {digits}
                </button>
              ))}
            </div>
          </div>
        ) : null}

        {choicePair ? (
          <fieldset className={styles.sessions}>
            <legend className={styles.label}>{t.choice}</legend>
            <div className={styles.segments}>
              {choicePair.map(([choice, label]) => (
                <label key={choice} className={styles.segment}>
                  <input
                    type="radio"
                    name={`${board.key}-choice`}
                    value={choice}
                    checked={fields.choice === choice}
                    disabled={isClosed}
                    onChange={() => set({ choice })}
                  />
                  <span>{label(t)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {board.entry === 'digit_based_jodi' || isCrossing ? (
          <div className={styles.twoColumns}>
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={ids.left}>
                {isCrossing ? t.leftDigits : t.leftDigit}
              </label>
              <input
                id={ids.left}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="off"
                placeholder={isCrossing ? t.example({ example: '123' }) : '0-9'}
                value={fields.left}
                disabled={isClosed}
                onChange={(event) => set({ left: onlyDigits(event.target.value, isCrossing ? 10 : 1) })}
              />
            </div>
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={ids.right}>
                {isCrossing ? t.rightDigits : t.rightDigit}
              </label>
              <input
                id={ids.right}
                className={fieldStyles.input}
                inputMode="numeric"
                autoComplete="off"
                placeholder={isCrossing ? t.example({ example: '45' }) : '0-9'}
                value={fields.right}
                disabled={isClosed}
                onChange={(event) => set({ right: onlyDigits(event.target.value, isCrossing ? 10 : 1) })}
              />
            </div>
          </div>
        ) : null}

        {isCrossing ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={fields.withoutPairs}
              disabled={isClosed}
              onChange={(event) => set({ withoutPairs: event.target.checked })}
            />
            <span>{t.withoutPairs}</span>
          </label>
        ) : null}

        {textField ? (
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.text}>
              {textField.label(t)}
            </label>
            <input
              id={ids.text}
              className={fieldStyles.input}
              inputMode="numeric"
              autoComplete="off"
              placeholder={textField.placeholder(t)}
              value={fields.text}
              disabled={isClosed}
              onChange={(event) => set({ text: onlyDigits(event.target.value, textField.maxLength) })}
            />
          </div>
        ) : null}

        {!board.pick && expansion.ok ? (
          <p className={boardStyles.preview} data-testid="board-preview">
            {names.name(boardLabel(board, expansion.value))}: {t.preview(expansion.lines.length)}
          </p>
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

      {/* The bulk boards of one type also take a typed list, "05*20 99*10": points each (DOMAIN.md). */}
      {board.pick && board.entry === 'none' && hasQuickEntry(spec) ? (
        <QuickEntry
          spec={spec}
          session={session}
          remainingWallet={slip.remainingWallet}
          disabled={isClosed}
          onLines={(lines) => slip.addLines(lines.map((line) => ({ ...line, board: { key: board.key, value: '' } })))}
        />
      ) : null}

      <section className={styles.card} aria-label={t.yourBids}>
        <h2 className={styles.sectionTitle}>
          {t.yourBids}
          {slip.lines.length ? <span className={styles.count}>{slip.lines.length}</span> : null}
        </h2>
        <BidLines spec={spec} lines={slip.lines} onRemove={slip.removeLine} showType={board.lineTypes.length > 1} />
        <SaveSlipButton family={family} lines={slip.lines} />
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
        entryName={boardName}
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
