/** The ten digits (ank) "0" … "9". */
export const DIGITS: readonly string[] = Object.freeze(Array.from({ length: 10 }, (_, i) => String(i)));

/** The hundred jodis "00" … "99". */
export const JODIS: readonly string[] = Object.freeze(
  Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
);

/** True for exactly one character "0"-"9". */
export function isDigit(value: string): boolean {
  return /^[0-9]$/.test(value);
}

/** True for exactly two characters "00"-"99". */
export function isJodi(value: string): boolean {
  return /^[0-9]{2}$/.test(value);
}
