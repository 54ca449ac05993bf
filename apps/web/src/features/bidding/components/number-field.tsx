import { type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';

type NumberFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength'> & {
  label: string;
  value: string;
  /** How many digits it keeps: what is typed or pasted beyond them, and every other character, is dropped. */
  maxLength: number;
  onValue: (value: string) => void;
};

/** A labelled field of a bid slip that takes digits only (numbers, points), with the phone's number keyboard. */
export function NumberField({ maxLength, onValue, ...props }: NumberFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      {...props}
      onChange={(event) => onValue(event.target.value.replace(/\D/g, '').slice(0, maxLength))}
    />
  );
}
