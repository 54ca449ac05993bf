import { type BidTypeSpec, prepareBidEntry, type Session, type SpDpTpSets } from '@pana/domain/catalogue';
import { useRef, useState } from 'react';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBidSlip } from '../hooks/use-bid-slip.ts';
import { useBidWindow } from '../hooks/use-bid-window.ts';
import { useSlipPrefill } from '../hooks/use-slip-prefill.ts';
import { DIGIT_FIELD, SP_DP_TP_LABELS } from '../lib/labels.ts';
import { biddingMessages, type BiddingTexts } from '../texts.ts';
import styles from './bid-slip.module.css';
import { DigitPad } from './digit-pad.tsx';
import { NumberField } from './number-field.tsx';
import { SlipFrame } from './slip-frame.tsx';

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
 * One bid-entry screen, configured by the bid type from the domain's catalogue (the older apps' bid
 * entry screens, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the slip's frame (date, session, points, Proceed, lines, Submit) around the
 * number field(s) of the type, its digit pad or SP DP TP choice; Proceed is the domain's `prepareBidEntry`.
 */
export function BidSlip({ spec, game, wallet }: BidSlipProps) {
  const t = useMessages(biddingMessages);
  const bidWindow = useBidWindow(spec, game);
  const { session, isClosed } = bidWindow;
  const [digits, setDigits] = useState('');
  const [closedigits, setClosedigits] = useState('');
  const [sets, setSets] = useState<Required<SpDpTpSets>>({ sp: false, dp: false, tp: false });
  const digitsRef = useRef<HTMLInputElement>(null);

  const slip = useBidSlip(spec, game, wallet ?? 0);
  useSlipPrefill(spec, game, wallet, slip.addLines);
  const labels = fieldLabels(spec, session, t);
  const digitField = DIGIT_FIELD[spec.digitsInput];
  const hasPad = spec.digitsInput === 'digit' && spec.closedigitsInput === null;

  return (
    <SlipFrame
      spec={spec}
      game={game}
      wallet={wallet}
      slip={slip}
      bidWindow={bidWindow}
      prepare={(points) => prepareBidEntry(spec, { session, digits, closedigits, points, sets }, slip.remainingWallet)}
      onAdded={() => {
        setDigits('');
        setClosedigits('');
        digitsRef.current?.focus();
      }}
    >
      <div className={spec.closedigitsInput ? styles.twoColumns : undefined}>
        <NumberField
          ref={digitsRef}
          label={labels.digits}
          placeholder={spec.key === 'half_sangam' ? DIGIT_FIELD.digit.placeholder(t) : digitField.placeholder(t)}
          value={digits}
          maxLength={digitField.maxLength}
          disabled={isClosed}
          onValue={setDigits}
        />
        {spec.closedigitsInput ? (
          <NumberField
            label={labels.closedigits}
            placeholder={DIGIT_FIELD.pana.placeholder(t)}
            value={closedigits}
            maxLength={DIGIT_FIELD.pana.maxLength}
            disabled={isClosed}
            onValue={setClosedigits}
          />
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
    </SlipFrame>
  );
}
