import type { OrderStage } from '@mp/contract/oms/orders';
import type { SavedViewList } from '@mp/contract/ums/saved-views';
import { useLocation } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { useCan } from '@/lib/access';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { screenPermission } from '@/lib/screen-access';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { isEntryActive, MENU } from '../lib/menu';

type SidebarMenuProps = {
  onNavigate?: () => void;
  /** Orders waiting for the merchant per stage, shown beside the stage's entry. */
  counts?: Partial<Record<OrderStage, number>>;
  /** What follows an entry that names a list of saved views: that list's views. */
  savedViews?: (list: SavedViewList) => ReactNode;
};

/**
 * The spec's menu; links keep the targets verbatim and navigate inside the app. A count is
 * hidden from the link's accessible name, which stays the spec's text.
 */
export function SidebarMenu({ onNavigate, counts = {}, savedViews }: SidebarMenuProps) {
  const t = useT();
  const open = useOpenInPanel(onNavigate);
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const can = useCan();
  // The role's menu: what it cannot open is not offered (decision 076).
  const menu = MENU.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) =>
      can(screenPermission(new URL(entry.target, 'http://panel.invalid').pathname)),
    ),
  })).filter((group) => group.entries.length > 0);

  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-4">
      {menu.map((group, index) => {
        const headingId = group.labelKey ? `menu-group-${group.labelKey}` : undefined;
        return (
          <div key={group.labelKey ?? `group-${index}`}>
            {group.labelKey ? (
              <h2
                id={headingId}
                className="px-3 pb-1 text-[11px] font-semibold tracking-wide text-ink-muted uppercase"
              >
                {t(group.labelKey)}
              </h2>
            ) : null}
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.entries.map((entry) => {
                const active = isEntryActive(entry, pathname, searchStr);
                const count = entry.stage ? counts[entry.stage] : undefined;
                return (
                  <Fragment key={entry.target}>
                    <li>
                      <a
                        href={entry.target}
                        onClick={open}
                        aria-current={active ? 'page' : undefined}
                        className={`flex items-center justify-between gap-2 rounded-md px-3 py-1.5 text-sm ${
                          active
                            ? 'bg-accent-soft font-medium text-accent'
                            : 'text-ink hover:bg-surface-muted'
                        }`}
                      >
                        {t(entry.labelKey)}
                        {count ? (
                          <span
                            aria-hidden
                            data-testid={`menu-count-${entry.stage}`}
                            className="rounded-full bg-surface-muted px-1.5 text-xs font-medium text-ink-muted tabular-nums"
                          >
                            {formatCount(count)}
                          </span>
                        ) : null}
                      </a>
                    </li>
                    {entry.savedViews ? savedViews?.(entry.savedViews) : null}
                  </Fragment>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
