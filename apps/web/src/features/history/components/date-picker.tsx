import 'react-datepicker/dist/react-datepicker.css';
import { HISTORY_PICKER_FORMAT } from '@pana/domain/catalogue';
import { type ReactNode } from 'react';
import DatePicker from 'react-datepicker';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { datePickerLocale } from '../lib/picker-locale.ts';
import { historyMessages } from '../texts.ts';

export type DatePickerProps = {
  id: string;
  selected: Date;
  onChange: (date: Date) => void;
  className: string;
  /** The player tapped the stand-in while this code was loading: open the calendar as it arrives. */
  openAtOnce?: boolean;
};

/** The calendar's box as react-datepicker draws it (a modal dialog), named in the language. */
function Calendar({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useMessages(historyMessages);
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t.chooseDate}>
      {children}
    </div>
  );
}

/**
 * react-datepicker with the history format (MM/dd/yyyy, digits in every language); its month and weekday
 * names and its screen reader's words (the calendar, the month, each day, the month buttons) in the chosen
 * language. Loaded only when a history screen opens.
 */
export default function HistoryDatePicker({ id, selected, onChange, className, openAtOnce = false }: DatePickerProps) {
  const code = useMessages(locale);
  const t = useMessages(historyMessages);
  return (
    <DatePicker
      id={id}
      selected={selected}
      onChange={(date: Date | null) => {
        if (date) onChange(date);
      }}
      dateFormat={HISTORY_PICKER_FORMAT}
      className={className}
      wrapperClassName="history-date-picker"
      popperPlacement="bottom-start"
      autoComplete="off"
      startOpen={openAtOnce}
      autoFocus={openAtOnce}
      locale={datePickerLocale(code)}
      previousMonthButtonLabel={t.previousMonth}
      previousMonthAriaLabel={t.previousMonth}
      nextMonthButtonLabel={t.nextMonth}
      nextMonthAriaLabel={t.nextMonth}
      monthAriaLabelPrefix={t.month}
      chooseDayAriaLabelPrefix={t.chooseDay}
      disabledDayAriaLabelPrefix={t.dayNotAvailable}
      calendarContainer={Calendar}
    />
  );
}
