import 'react-datepicker/dist/react-datepicker.css';
import { HISTORY_PICKER_FORMAT } from '@pana/domain/catalogue';
import DatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import { monthName, weekdayShort } from '../../../lib/i18n/format.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { historyMessages } from '../texts.ts';

export type DatePickerProps = { id: string; selected: Date; onChange: (date: Date) => void; className: string };

/** The weekdays as react-datepicker names them to `formatWeekDay` (its English locale), Sunday first. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The calendar's header in the chosen language: ‹ November 2026 › (the picker's own classes keep its look). */
function MonthHeader({
  monthDate,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  code,
}: ReactDatePickerCustomHeaderProps & { code: Locale }) {
  const t = useMessages(historyMessages);
  return (
    <>
      <button
        type="button"
        className="react-datepicker__navigation react-datepicker__navigation--previous"
        aria-label={t.previousMonth}
        onClick={decreaseMonth}
        disabled={prevMonthButtonDisabled}
      >
        <span className="react-datepicker__navigation-icon react-datepicker__navigation-icon--previous" />
      </button>
      <h2 className="react-datepicker__current-month">
        {monthName(monthDate.getMonth() + 1, code)} {monthDate.getFullYear()}
      </h2>
      <button
        type="button"
        className="react-datepicker__navigation react-datepicker__navigation--next"
        aria-label={t.nextMonth}
        onClick={increaseMonth}
        disabled={nextMonthButtonDisabled}
      >
        <span className="react-datepicker__navigation-icon react-datepicker__navigation-icon--next" />
      </button>
    </>
  );
}

/**
 * react-datepicker with the history format (MM/dd/yyyy, digits in every language); its month and weekday
 * names in the chosen language. Loaded only when a history screen opens.
 */
export default function HistoryDatePicker({ id, selected, onChange, className }: DatePickerProps) {
  const code = useMessages(locale);
  return (
    <DatePicker
      id={id}
      selected={selected}
      onChange={(date: Date | null) => {
        if (date) onChange(date);
      }}
      dateFormat={HISTORY_PICKER_FORMAT}
      timeIntervals={30}
      className={className}
      wrapperClassName="history-date-picker"
      popperPlacement="bottom-start"
      autoComplete="off"
      renderCustomHeader={(header) => <MonthHeader {...header} code={code} />}
      formatWeekDay={(day) => {
        const index = WEEKDAYS.indexOf(day);
        return index < 0 ? day.slice(0, 2) : weekdayShort(index, code).slice(0, code === 'en' ? 2 : undefined);
      }}
    />
  );
}
