import { type ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

type UtrFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * The 12-digit UTR (UPI reference) of a payment, with where to find it. Digits and the spaces UPI
 * apps print in it are kept as typed (a pasted "3123 4567 8901" still fits); the check is the
 * domain's `checkUtr`.
 */
export function UtrField({ value, onChange, error, disabled = false }: UtrFieldProps) {
  const t = useMessages(fundsMessages);
  return (
    <div className={styles.utr}>
      <TextField
        label={t.utrLabel}
        name="utr"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={t.utrPlaceholder}
        maxLength={20}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
      />
      <p className={styles.hint}>{t.utrHint}</p>
    </div>
  );
}
