import {
  type BidTypeSpec,
  boardLabel,
  type BoardSpec,
  expandBoard,
  type Family,
  requireBidType,
} from '@pana/domain/catalogue';
import { type CSSProperties, useMemo, useState } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import fieldStyles from '../../../components/ui/field.module.css';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBidSlip } from '../hooks/use-bid-slip.ts';
import { useBidWindow } from '../hooks/use-bid-window.ts';
import { useSlipPrefill } from '../hooks/use-slip-prefill.ts';
import { prepareBoardEntry } from '../lib/board-entry.ts';
import { BOARD_HINT } from '../lib/labels.ts';
import { biddingMessages, type BiddingTexts } from '../texts.ts';
import styles from './bid-slip.module.css';
import boardStyles from './board-slip.module.css';
import { DigitPad } from './digit-pad.tsx';
import { NumberField } from './number-field.tsx';
import { SegmentChoice } from './segment-choice.tsx';
import { SlipFrame } from './slip-frame.tsx';

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
 * A board's screen (docs/rules.md#boards, ADR 016): the slip's frame configured by the board — the
 * session choice where the board's line type has one (`boardSessionRule`: boards of jodis on main
 * markets follow Jodi, placed before the open time and stored close) — around the board's entry by
 * `board.entry`; Proceed is the domain's `expandBoard` (the lines join the slip, each deletable), and
 * Submit places one call per board instance, all or none.
 */
export function BoardSlip({ family, board, game, wallet }: BoardSlipProps) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  // The bid type of the board's lines: its windows and session rule are the board's.
  const spec: BidTypeSpec = requireBidType(family, board.lineTypes[0] as BidTypeSpec['key']);
  const bidWindow = useBidWindow(spec, game);
  const { isClosed } = bidWindow;
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
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

  const choicePair = CHOICES[board.entry];
  const textField = TEXT_FIELD[board.entry];
  const pickLabel = board.key === 'jodi_bulk' ? t.pickJodis : board.key === 'pana_bulk' ? t.pickPanas : t.pickDigits;
  const gridSize = board.key === 'jodi_bulk' ? 'jodi' : board.key === 'pana_bulk' ? 'pana' : 'digit';
  const isCrossing = board.entry === 'crossing';
  /** Digit Based Jodi's left and right digit, Crossing's two digit sets (each with its example). */
  const sides = [
    ['left', isCrossing ? t.leftDigits : t.leftDigit, '123'],
    ['right', isCrossing ? t.rightDigits : t.rightDigit, '45'],
  ] as const;

  return (
    <SlipFrame
      spec={spec}
      board={board}
      game={game}
      wallet={wallet}
      slip={slip}
      bidWindow={bidWindow}
      prepare={(points) =>
        prepareBoardEntry(
          family,
          board,
          { value, picked: [...picked], points, session: bidWindow.session },
          slip.remainingWallet,
        )
      }
      onAdded={() => {
        setFields((current) => ({ ...EMPTY_FIELDS, ank: current.ank }));
        setPicked(new Set());
      }}
    >
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
        <SegmentChoice
          legend={t.choice}
          name={`${board.key}-choice`}
          options={choicePair.map(([choice, label]) => ({ value: choice, label: label(t), disabled: isClosed }))}
          value={fields.choice}
          onChange={(choice) => set({ choice })}
        />
      ) : null}

      {board.entry === 'digit_based_jodi' || isCrossing ? (
        <div className={styles.twoColumns}>
          {sides.map(([side, label, example]) => (
            <NumberField
              key={side}
              label={label}
              placeholder={isCrossing ? t.example({ example }) : '0-9'}
              value={fields[side]}
              maxLength={isCrossing ? 10 : 1}
              disabled={isClosed}
              onValue={(digits) => set({ [side]: digits })}
            />
          ))}
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
        <NumberField
          label={textField.label(t)}
          placeholder={textField.placeholder(t)}
          value={fields.text}
          maxLength={textField.maxLength}
          disabled={isClosed}
          onValue={(text) => set({ text })}
        />
      ) : null}

      {!board.pick && expansion.ok ? (
        <p className={boardStyles.preview} data-testid="board-preview">
          {names.name(boardLabel(board, expansion.value))}: {t.preview(expansion.lines.length)}
        </p>
      ) : null}
    </SlipFrame>
  );
}
