import { Outlet } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { LOCALES, useLocale, useT } from '@/lib/i18n/i18n';

/** Login and reset-password: a centred card, no sidebar and no header; the language switch. */
export function AuthLayout() {
  const t = useT();
  const { locale, setLocale } = useLocale();
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
        <fieldset className="mt-4 flex items-center justify-center gap-1 text-sm">
          <legend className="sr-only">{t('account.language')}</legend>
          {LOCALES.map((option) => (
            <button
              key={option.value}
              type="button"
              lang={option.value}
              aria-pressed={locale === option.value}
              onClick={() => setLocale(option.value)}
              className={`rounded-md px-2.5 py-1 ${
                locale === option.value
                  ? 'bg-accent/10 font-medium text-accent'
                  : 'text-ink-muted hover:text-ink'
              }`}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
    </main>
  );
}
