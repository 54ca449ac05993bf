import 'react-datepicker/dist/react-datepicker.css';
import { HISTORY_PICKER_FORMAT } from '@pana/domain/catalogue';
import DatePicker from 'react-datepicker';

export type DatePickerProps = { id: string; selected: Date; onChange: (date: Date) => void; className: string };

/** react-datepicker with the history format (MM/dd/yyyy); loaded only when a history screen opens. */
export default function HistoryDatePicker({ id, selected, onChange, className }: DatePickerProps) {
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
    />
  );
}
