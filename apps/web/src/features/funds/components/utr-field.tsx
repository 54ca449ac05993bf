import { type ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FUNDS_TEXT } from '../texts.ts';
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
  return (
    <div className={styles.utr}>
      <TextField
        label={FUNDS_TEXT.utrLabel}
        name="utr"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={FUNDS_TEXT.utrPlaceholder}
        maxLength={20}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
      />
      <p className={styles.hint}>{FUNDS_TEXT.utrHint}</p>
    </div>
  );
}
