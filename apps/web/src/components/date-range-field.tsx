/**
 * A range of whole days as two native date inputs (issue 22): antd's RangePicker and its calendar were 29 KiB on the
 * wire for the filter bars that drew it, on every cold load of their pages. A phone shows its own date picker.
 * Days are `YYYY-MM-DD`. Like the RangePicker it replaces (`allowClear={false}`, `maxDate`, `disabledDate`), neither
 * end can be emptied, no day after `max` can be picked, and the end cannot be picked more than `maxDays` after the
 * start; a start moved more than `maxDays` before the end is the form's to refuse (its schema says why).
 */
import { useState, type CSSProperties, type InputHTMLAttributes } from 'react';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * While a year is typed digit by digit the input's value passes through 0002, 0020, 0202…: those are not the member's
 * choice yet, so only a day from this year on is taken (the input keeps showing what is typed).
 */
const FIRST_YEAR = 1900;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date`, `YYYY-MM-DD`. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return localDay(new Date(year, month - 1, date + days));
}

/** The earliest of the days given (ISO days sort as text). */
const earliest = (...days: Array<string | undefined>) => days.filter((day): day is string => day !== undefined).sort()[0];

const chosen = (value: string) => {
  const match = DAY.exec(value);
  return match !== null && Number(match[1]) >= FIRST_YEAR;
};

const within = (day: string, min: unknown, max: unknown) => (typeof min !== 'string' || day >= min) && (typeof max !== 'string' || day <= max);

type DayInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'className'> & {
  value: string;
  onPick: (day: string) => void;
};

/** One end: shows what is being typed, passes on a whole day, and shows the range's own day again when left. */
function DayInput({ value, onPick, ...rest }: DayInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input {...rest} type="date" className="sb-date-range__input" value={draft ?? value}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        // A day outside min/max is typed, not picked: the input shows it as invalid and takes it back when left.
        if (chosen(next) && within(next, rest.min, rest.max)) onPick(next);
      }}
      onBlur={() => setDraft(null)} />
  );
}

interface Props {
  /** The group's accessible name ("Date range"); the ends are "Start date" and "End date". */
  label: string;
  start: string;
  end: string;
  /** The last day that can be picked (today, for a history). */
  max?: string;
  /** The most days the end may be after the start. */
  maxDays?: number;
  onChange: (start: string, end: string) => void;
  style?: CSSProperties;
}

export function DateRangeField({ label, start, end, max, maxDays, onChange, style }: Props) {
  return (
    <span role="group" aria-label={label} className="sb-date-range" style={style}>
      <DayInput aria-label="Start date" value={start} max={earliest(end, max)} onPick={(day) => onChange(day, end)} />
      <span aria-hidden className="sb-date-range__separator">→</span>
      <DayInput aria-label="End date" value={end} min={start} max={earliest(max, maxDays === undefined ? undefined : addDays(start, maxDays))} onPick={(day) => onChange(start, day)} />
    </span>
  );
}
