import type { SavedViewList } from '@mp/contract/ums/saved-views';
import { useLocation } from '@tanstack/react-router';
import { Bookmark } from 'lucide-react';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { useSavedViews } from '../api/saved-views';

/** The saved views of one list, as sidebar links under the list's own entry. */
export function SavedViewLinks({
  list,
  onNavigate,
}: {
  list: SavedViewList;
  onNavigate?: () => void;
}) {
  const views = useSavedViews().data?.filter((view) => view.list === list) ?? [];
  const href = useLocation({ select: (location) => location.href });
  const open = useOpenInPanel(onNavigate);
  return views.map((view) => {
    const active = href === view.path;
    return (
      <li key={view.id}>
        <a
          href={view.path}
          onClick={open}
          data-testid="saved-view-link"
          aria-current={active ? 'page' : undefined}
          className={`flex items-center gap-2 rounded-md py-1.5 pr-3 pl-6 text-sm ${
            active
              ? 'bg-accent-soft font-medium text-accent'
              : 'text-ink-muted hover:bg-surface-muted'
          }`}
        >
          <Bookmark aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{view.name}</span>
        </a>
      </li>
    );
  });
}
