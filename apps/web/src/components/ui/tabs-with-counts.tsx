import { Link, type LinkOptions } from '@tanstack/react-router';
import { formatCount } from '@/lib/format';
import { useOpenInPanel } from '@/lib/use-open-in-panel';

export type TabWithCount = {
  id: string;
  label: string;
  /** Undefined while the counts load. */
  count: number | undefined;
  /** Where the tab leads: its list, keeping the filters the counts were made for. */
  link: LinkOptions;
  testId?: string;
  countTestId: string;
};

type TabsWithCountsProps = {
  /** The tab row's accessible name. */
  label: string;
  tabs: readonly TabWithCount[];
  currentId: string;
};

/** A row of links to one list's views (stages, statuses), each with how many it holds. */
export function TabsWithCounts({ label, tabs, currentId }: TabsWithCountsProps) {
  const open = useOpenInPanel();
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {tabs.map((tab) => {
          const active = tab.id === currentId;
          return (
            <li key={tab.id}>
              <Link
                {...tab.link}
                onClick={open}
                aria-current={active ? 'page' : undefined}
                data-testid={tab.testId}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-[13px] whitespace-nowrap ${
                  active
                    ? 'border-accent font-medium text-accent'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {tab.label}
                <span
                  data-testid={tab.countTestId}
                  className={`rounded-full px-1.5 text-xs tabular-nums ${
                    active ? 'bg-accent-soft' : 'bg-surface-muted'
                  }`}
                >
                  {tab.count === undefined ? '…' : formatCount(tab.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
