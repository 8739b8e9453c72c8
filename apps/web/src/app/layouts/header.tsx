import * as Dialog from '@radix-ui/react-dialog';
import { Menu, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageOverlay } from '@/components/ui/page-overlay';
import { openExport } from '@/features/exports/api/get-export-url';
import { ExportHistoryPopover } from '@/features/exports/components/export-history-popover';
import { AccountMenu } from '@/features/merchants/components/account-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useT } from '@/lib/i18n/i18n';
import type { LiveState } from '@/lib/live-events';
import { SidebarContent, type SidebarDialog } from './sidebar';
import { usePageTitle } from './use-page-title';

type OpenDialog = { onOpenDialog: (dialog: SidebarDialog) => void };

/** Below the md breakpoint the sidebar lives in this drawer; a dialog opened from it closes it. */
function MobileMenu({ onOpenDialog }: OpenDialog) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('nav.openMenu')}
        className="rounded-lg p-2 text-ink hover:bg-surface-muted md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <PageOverlay className="md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-canvas shadow-xl md:hidden"
        >
          <Dialog.Title className="sr-only">{t('nav.main')}</Dialog.Title>
          <Dialog.Close
            aria-label={t('nav.closeMenu')}
            className="absolute top-3 right-3 rounded-md p-1 text-ink-muted hover:bg-surface-muted"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
          <SidebarContent
            onNavigate={() => setOpen(false)}
            onOpenDialog={(dialog) => {
              setOpen(false);
              onOpenDialog(dialog);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Its own component: a new page renders the title again, not the menus beside it. */
function PageTitle() {
  return (
    <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-ink">{usePageTitle()}</h1>
  );
}

/** Quiet while the live stream is back in a moment; the data shown is still the last known. */
function Reconnecting() {
  const t = useT();
  return (
    <span
      role="status"
      data-testid="live-reconnecting"
      className="flex items-center gap-1 text-xs text-ink-muted"
    >
      <RefreshCw aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only sm:not-sr-only">{t('live.reconnecting')}</span>
    </span>
  );
}

/** A newer device took this browser's live stream: it resumes when the person asks or returns. */
function Paused() {
  const t = useT();
  return (
    <span role="status" data-testid="live-paused" className="flex items-center gap-1 text-xs">
      <span className="sr-only text-ink-muted sm:not-sr-only">{t('live.paused')}</span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void import('@/lib/live-events').then((live) => live.wakeLiveEvents())}
      >
        {t('live.resume')}
      </Button>
    </span>
  );
}

/** Sticky, exactly 56px (h-14): title, export history, account menu. */
export function Header({ onOpenDialog, live }: OpenDialog & { live: LiveState }) {
  return (
    <header
      data-live-state={live}
      className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-line bg-white px-3 sm:px-5 print:hidden"
    >
      <MobileMenu onOpenDialog={onOpenDialog} />
      <PageTitle />
      {live === 'reconnecting' ? <Reconnecting /> : null}
      {live === 'paused' ? <Paused /> : null}
      <NotificationBell onDownloadExport={(fileKey) => void openExport(fileKey)} />
      <ExportHistoryPopover />
      <AccountMenu />
    </header>
  );
}
