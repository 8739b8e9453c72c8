import { Outlet } from '@tanstack/react-router';
import { CodPreferencePrompt } from '@/features/merchants/components/cod-preference-prompt';
import { useT } from '@/lib/i18n/i18n';
import { Header } from './header';
import { SidebarContent } from './sidebar';

/** Sidebar, sticky header and content; route errors render inside `main` (router errorComponent). */
export function PanelLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-line bg-canvas md:block">
        <SidebarContent />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 p-3 outline-none sm:p-5">
          <Outlet />
        </main>
      </div>
      <CodPreferencePrompt />
    </div>
  );
}
