import { dhakaDay } from '@mp/contract/dhaka-time';
import { format, parseISO } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import type { CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useLocale } from '@/lib/i18n/i18n';

/** yyyy-MM-dd, as the URL keeps a day. */
const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

const accent = { '--rdp-accent-color': 'var(--color-accent)' } as CSSProperties;

/**
 * A month calendar to pick one day (yyyy-MM-dd) between `min` and `max`; its own chunk, loaded
 * when a date field opens.
 */
export default function Calendar({
  value,
  min,
  max,
  onSelect,
}: {
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (day: string) => void;
}) {
  const { locale } = useLocale();
  const selected = value ? parseISO(value) : undefined;
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: parseISO(min) });
  if (max) disabled.push({ after: parseISO(max) });
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={selected ?? (max ? parseISO(max) : undefined)}
      disabled={disabled}
      // Days are kept as the browser's local dates of Dhaka days: today is Dhaka's today,
      // whatever the browser's zone.
      today={parseISO(dhakaDay(new Date()))}
      numerals={locale === 'bn' ? 'beng' : 'latn'}
      onSelect={(day) => {
        if (day) onSelect(dayOf(day));
      }}
      {...(locale === 'bn' ? { locale: bn } : {})}
      style={accent}
    />
  );
}
