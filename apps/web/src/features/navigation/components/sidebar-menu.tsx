import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { isEntryActive, MENU, type MenuEntry } from '../lib/menu';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type SidebarMenuProps = { onNavigate?: () => void };

/** The spec's menu; links keep the targets verbatim and navigate inside the app. */
export function SidebarMenu({ onNavigate }: SidebarMenuProps) {
  const t = useT();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchStr = useLocation({ select: (location) => location.searchStr });

  const open = (event: MouseEvent<HTMLAnchorElement>, entry: MenuEntry) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    router.history.push(entry.target);
    onNavigate?.();
  };

  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-4">
      {MENU.map((group, index) => {
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
                return (
                  <li key={entry.target}>
                    <a
                      href={entry.target}
                      onClick={(event) => open(event, entry)}
                      aria-current={active ? 'page' : undefined}
                      className={`block rounded-md px-3 py-1.5 text-sm ${
                        active
                          ? 'bg-accent-soft font-medium text-accent'
                          : 'text-ink hover:bg-surface-muted'
                      }`}
                    >
                      {t(entry.labelKey)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
