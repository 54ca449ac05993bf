import { formatIndianPoints, limitParts } from '@pana/domain/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type PlayLimit } from '../api/play-limits.ts';
import { PLAY_TEXT } from '../texts.ts';
import styles from './play-responsibly.module.css';

type LimitRowProps = {
  limit: PlayLimit;
  isSaving: boolean;
  onSave: (amount: string) => void;
};

/** One limit: its value (empty = none), what was counted so far, a raise waiting with its time, and Save. */
export function LimitRow({ limit, isSaving, onSave }: LimitRowProps) {
  const [value, setValue] = useState(limit.amount === null ? '' : String(limit.amount));
  const { measure, span } = limitParts(limit.key);
  const used = formatIndianPoints(limit.used);
  return (
    <form
      className={styles.limit}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value.trim());
      }}
    >
      <TextField
        label={PLAY_TEXT.amountLabel(limit.name)}
        inputMode="numeric"
        placeholder={PLAY_TEXT.amountPlaceholder}
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/[^\d]/g, ''))}
        data-testid={`limit-${limit.key}`}
      />
      <Button type="submit" variant="outline" className={styles.save} disabled={isSaving}>
        {isSaving ? PLAY_TEXT.saving : PLAY_TEXT.save}
      </Button>
      <p className={styles.limitMeta}>
        {measure === 'loss' ? PLAY_TEXT.lossUsed(used, span) : PLAY_TEXT.used(used, span)}
      </p>
      {limit.pending ? (
        <p className={styles.pending} data-testid={`pending-${limit.key}`}>
          {PLAY_TEXT.pending(
            limit.pending.amount === null ? null : formatIndianPoints(limit.pending.amount),
            limit.pending.when,
          )}
        </p>
      ) : null}
    </form>
  );
}
