import { formatDisplayDate } from '@freightdesk/domain';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, useState } from 'react';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** YYYY-MM-DD when the numbers make a real day, else null. */
function isoDay(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** What was typed as YYYY-MM-DD: '' for nothing, null while it is not yet a whole, real day. */
function parseTyped(text: string): string | null {
  const typed = text.trim();
  if (!typed) return '';
  const iso = ISO_DAY.exec(typed);
  if (iso) return isoDay(iso[1]!, iso[2]!, iso[3]!);
  const shown = DISPLAY_DAY.exec(typed);
  return shown ? isoDay(shown[3]!, shown[2]!, shown[1]!) : null;
}

/** Digits typed on a phone's number pad become dd/mm/yyyy as they come; a pasted YYYY-MM-DD is left as it is. */
function masked(text: string): string {
  if (/^\d{4}-/.test(text.trim())) return text;
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

const shownText = (value: string) => (value ? formatDisplayDate(value) : '');

interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** Bounds for the calendar, YYYY-MM-DD. */
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * A date typed and shown as day/month/year whatever the browser's language, with the browser's own calendar a click
 * away; the form gets YYYY-MM-DD, or '' until the text is a whole, real day.
 */
export function DateField({ value, onChange, min, max, onBlur, ...inputProps }: DateFieldProps) {
  const [text, setText] = useState(() => shownText(value));
  const [lastValue, setLastValue] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // A day set from outside (a cleared form, an address) replaces what is shown.
  if (value !== lastValue) {
    setLastValue(value);
    if (parseTyped(text) !== value) setText(shownText(value));
  }

  function emit(day: string) {
    setLastValue(day);
    if (day !== value) onChange(day);
  }

  function type(typed: string) {
    const next = masked(typed);
    setText(next);
    emit(parseTyped(next) ?? '');
  }

  function pick(day: string) {
    setText(shownText(day));
    emit(day);
  }

  return (
    <TextInput
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      {...inputProps}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={(event) => {
        const day = parseTyped(text);
        if (day) setText(shownText(day));
        onBlur?.(event);
      }}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={inputProps.size === 'xs' ? 'sm' : 'md'}
            aria-label="Open calendar"
            disabled={inputProps.disabled}
            onClick={() => picker.current?.showPicker()}
          >
            <IconCalendar size={16} aria-hidden />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={value}
            min={min}
            max={max}
            onChange={(event) => pick(event.currentTarget.value)}
            style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
          />
        </>
      }
    />
  );
}
