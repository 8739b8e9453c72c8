import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { formatDay } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { Button } from './button';
import { Popover } from './popover';

const Calendar = lazy(() => import('./calendar'));

type DateFieldProps = {
  label: string;
  /** yyyy-MM-dd, as the URL keeps it; undefined: no day. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
};

/**
 * A day, shown in the panel's format (dd MMM yyyy) whatever the browser's language, picked from
 * a calendar; the name read out is the label and the day.
 */
export function DateField({ label, value, min, max, onChange }: DateFieldProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const pick = (day: string | undefined) => {
    onChange(day);
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-[13px] font-medium text-ink">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        align="start"
        trigger={
          <button
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            className="flex h-9 min-w-36 items-center gap-2 rounded-lg border border-line bg-white px-3 text-left text-sm text-ink"
          >
            <CalendarDays aria-hidden className="size-4 text-ink-muted" />
            <span id={`${id}-value`} className={value ? undefined : 'text-ink-muted'}>
              {value ? formatDay(value) : t('date.any')}
            </span>
          </button>
        }
      >
        <Suspense fallback={<p className="p-4 text-sm text-ink-muted">{t('app.loading')}</p>}>
          <Calendar value={value} min={min} max={max} onSelect={pick} />
        </Suspense>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => pick(undefined)}>
            {t('date.clear')}
          </Button>
        ) : null}
      </Popover>
    </div>
  );
}
