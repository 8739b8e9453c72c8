import type { ReactNode } from 'react';

export type Figure = { key: string; label: string; value: ReactNode };

/** The few figures a billing page leads with (balances, a bill's amount), each on a card. */
export function FigureCards({
  figures,
  testIdPrefix,
  className = '',
}: {
  figures: Figure[];
  /** Each value is `<prefix>-<key>` to the tests. */
  testIdPrefix: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${className}`}>
      {figures.map(({ key, label, value }) => (
        <div key={key} className="rounded-lg border border-line bg-white p-3">
          <dt className="text-xs font-medium text-ink-muted">{label}</dt>
          <dd
            data-testid={`${testIdPrefix}-${key}`}
            className="text-base font-semibold text-ink tabular-nums"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
