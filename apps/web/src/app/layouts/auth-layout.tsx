import { Outlet } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';

/** Login and reset-password: a centred card, no sidebar and no header. */
export function AuthLayout() {
  const t = useT();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2 text-ink">
          <Store aria-hidden className="size-6 text-accent" />
          <span className="text-lg font-semibold">{t('app.title')}</span>
        </div>
        <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
