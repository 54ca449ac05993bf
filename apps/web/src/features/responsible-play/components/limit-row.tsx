import { formatIndianPoints, limitParts } from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type PlayLimit } from '../api/play-limits.ts';
import { playMessages, type PlayTexts } from '../texts.ts';
import styles from './play-responsibly.module.css';

/** What was counted so far: "5,000 used today", "Net loss this week: 1,200". */
function usedText(t: PlayTexts, measure: string, span: 'day' | 'week', amount: string): string {
  if (measure === 'loss') return span === 'day' ? t.lossToday({ amount }) : t.lossThisWeek({ amount });
  return span === 'day' ? t.usedToday({ amount }) : t.usedThisWeek({ amount });
}

type LimitRowProps = {
  limit: PlayLimit;
  isSaving: boolean;
  onSave: (amount: string) => void;
};

/** One limit: its value (empty = none), what was counted so far, a raise waiting with its time, and Save. */
export function LimitRow({ limit, isSaving, onSave }: LimitRowProps) {
  const t = useMessages(playMessages);
  const code = useMessages(locale);
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
        label={t.amountLabel({ name: translateMessage(code, limit.name) })}
        inputMode="numeric"
        placeholder={t.amountPlaceholder}
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/[^\d]/g, ''))}
        data-testid={`limit-${limit.key}`}
      />
      <Button type="submit" variant="outline" className={styles.save} disabled={isSaving}>
        {isSaving ? t.saving : t.save}
      </Button>
      <p className={styles.limitMeta}>{usedText(t, measure, span, used)}</p>
      {limit.pending ? (
        <p className={styles.pending} data-testid={`pending-${limit.key}`}>
          {limit.pending.amount === null
            ? t.pendingNoLimit({ when: shownServerDate(limit.pending.when, code) })
            : t.pendingAmount({
                amount: formatIndianPoints(limit.pending.amount),
                when: shownServerDate(limit.pending.when, code),
              })}
        </p>
      ) : null}
    </form>
  );
}
