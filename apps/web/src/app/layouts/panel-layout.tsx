import { Outlet, useLocation } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { CodPreferencePrompt } from '@/features/merchants/components/cod-preference-prompt';
import { NoAccessScreen, NoMerchantScreen } from '@/features/merchants/components/no-access-screen';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { AccessProvider, useCan } from '@/lib/access';
import { enPanel } from '@/lib/i18n/en-panel';
import { registerMessages, useT } from '@/lib/i18n/i18n';
import { screenPermission } from '@/lib/screen-access';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import {
  SidebarContent,
  type SidebarDialog,
  SidebarDialogs,
  type SidebarDialogsHandle,
} from './sidebar';
import { useLiveUpdates } from './use-live-updates';

// Texts only screens behind sign-in show come with the panel, not the login page.
registerMessages(enPanel);

/** Sidebar, sticky header and content; route errors render inside `main` (router errorComponent). */
export function PanelLayout() {
  const t = useT();
  // Phones keep the sidebar in the header's drawer: the column is not rendered at all there (its
  // menu, due and pay dialog would cost the first render and three calls for nothing on view).
  const wide = useMediaQuery(WIDE_SCREEN);
  // Which dialog is open is the dialogs' own state: opening one renders the dialog alone, not
  // the sidebar, header and page around it, so the click's next frame comes at once.
  const dialogs = useRef<SidebarDialogsHandle>(null);
  const openDialog = useCallback((dialog: SidebarDialog) => dialogs.current?.open(dialog), []);
  const live = useLiveUpdates();
  const { merchant, loaded } = useCurrentMerchant();
  if (loaded && !merchant) return <NoMerchantScreen />;
  return (
    <AccessProvider permissions={merchant?.access.permissions}>
      <div className="flex min-h-screen">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
        >
          {t('app.skipToContent')}
        </a>
        {wide ? (
          <aside className="sticky top-0 h-screen w-64 shrink-0 border-r border-line bg-canvas print:hidden">
            <SidebarContent onOpenDialog={openDialog} />
          </aside>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <Header onOpenDialog={openDialog} live={live} />
          <OfflineBanner />
          <main id="main" tabIndex={-1} className="flex-1 p-3 outline-none sm:p-5">
            <ScreenForRole />
          </main>
        </div>
        <SidebarDialogs ref={dialogs} />
        <CodPreferencePrompt />
      </div>
    </AccessProvider>
  );
}

/** The screen, or the no-access page when the role cannot open it (a deep link, a bookmark). */
function ScreenForRole() {
  const can = useCan();
  const { merchant } = useCurrentMerchant();
  const needed = screenPermission(useLocation({ select: (location) => location.pathname }));
  if (needed === undefined || can(needed)) return <Outlet />;
  // The role is known once the merchant is: until then the screen waits rather than asking.
  if (!merchant) return null;
  return <NoAccessScreen permission={needed} />;
}
