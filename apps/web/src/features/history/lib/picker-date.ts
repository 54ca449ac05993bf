import { formatHistoryDate, type IsoDate } from '@pana/domain/catalogue';

/** The calendar date a picker shows (the device's day), as `YYYY-MM-DD`. */
export function pickerIsoDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picker's date as the history calls send it: M/D/YYYY without padding. */
export function historyDateOf(date: Date): string {
  return formatHistoryDate(pickerIsoDate(date));
}

/** The picker's own display (MM/dd/yyyy), for the placeholder shown while the picker loads. */
export function pickerDisplay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
