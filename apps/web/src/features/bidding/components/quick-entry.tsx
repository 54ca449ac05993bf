import { type BidTypeSpec, parseQuickEntry, type PreparedLine, type Session } from '@pana/domain/catalogue';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyBidError } from '../hooks/use-bid-slip.ts';
import { quickEntryPlaceholder } from '../lib/labels.ts';
import { biddingMessages } from '../texts.ts';
import styles from './bid-slip.module.css';

/** The bid types a player may type as "128*20 370*10" (docs/rules.md#quick-entry): one number per line, no second field. */
const QUICK_TYPES = new Set([
  'single_digit',
  'jodi_digit',
  'single_pana',
  'double_pana',
  'triple_pana',
  'left_digit',
  'right_digit',
]);

export function hasQuickEntry(spec: BidTypeSpec): boolean {
  return QUICK_TYPES.has(spec.key) && spec.closedigitsInput === null;
}

type QuickEntryProps = {
  spec: BidTypeSpec;
  session: Session;
  remainingWallet: number;
  disabled: boolean;
  onLines: (lines: readonly PreparedLine[]) => void;
};

/**
 * Quick entry (docs/rules.md#quick-entry) for players who type fast: "128*20 370*10" (numbers × points, spaces or
 * commas) adds every item to the slip at once, each checked as a line of the screen's type with the
 * usual messages; the first bad item is named and nothing is added. Folded away until asked for.
 */
export function QuickEntry({ spec, session, remainingWallet, disabled, onLines }: QuickEntryProps) {
  const t = useMessages(biddingMessages);
  const [text, setText] = useState('');
  const id = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    const check = parseQuickEntry(spec, text, { session, remainingWallet });
    if (!check.ok) {
      notifyBidError(check.message);
      return;
    }
    onLines(check.lines);
    setText('');
  }

  return (
    <details className={`${styles.card} ${styles.quickEntry}`}>
      <summary className={styles.quickEntrySummary}>{t.quickTitle}</summary>
      <form className={styles.quickEntryForm} onSubmit={add} noValidate>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={id}>
            {t.quickLabel}
          </label>
          <input
            id={id}
            className={fieldStyles.input}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={quickEntryPlaceholder(spec.digitsInput, t)}
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
          />
          <span className={styles.quickEntryHint}>{t.quickHint}</span>
        </div>
        <Button type="submit" variant="secondary" isBlock disabled={disabled}>
          {t.quickAdd}
        </Button>
      </form>
    </details>
  );
}
