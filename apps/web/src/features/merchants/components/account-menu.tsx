import { useNavigate } from '@tanstack/react-router';
import {
  ChevronDown,
  History,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  Users,
  Wallet,
} from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import {
  Dropdown,
  DropdownCheckboxItem,
  DropdownItem,
  DropdownLabel,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
} from '@/components/ui/dropdown';
import { useCan } from '@/lib/access';
import { alertSettings, useAlertSettings } from '@/lib/alert-settings';
import { LOCALES, type Locale, useLocale, useT } from '@/lib/i18n/i18n';
import { logout } from '@/lib/session';
import { toastStore } from '@/lib/toast-store';
import { useCurrentMerchant } from '../lib/use-current-merchant';

/** Merchant name and logo in the header; opens Payment Preference, password, language, logout. */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { locale, setLocale } = useLocale();
  const { merchant } = useCurrentMerchant();
  const name = merchant?.name ?? '';
  const alerts = useAlertSettings();
  const can = useCan();
  // Browser notifications need the browser's permission, asked the first time they are switched on.
  const switchBrowserNotifications = async (on: boolean) => {
    if (on && !('Notification' in window)) {
      toastStore.show({ type: 'error', message: t('account.alerts.unsupported') });
      return;
    }
    const permission = on ? await Notification.requestPermission() : 'default';
    if (on && permission !== 'granted') {
      toastStore.show({ type: 'error', message: t('account.alerts.blocked') });
      return;
    }
    alertSettings.set({ browserNotifications: on });
  };

  return (
    <Dropdown
      trigger={
        <button
          type="button"
          aria-label={`${t('account.menu')}${name ? `: ${name}` : ''}`}
          className="flex items-center gap-2 rounded-lg px-1.5 py-1 hover:bg-surface-muted"
        >
          {merchant ? (
            <Avatar name={merchant.name} logo={merchant.logo} size="sm" decorative />
          ) : null}
          <span className="hidden max-w-40 truncate text-sm font-medium text-ink sm:inline">
            {name}
          </span>
          <ChevronDown aria-hidden className="size-4 text-ink-muted" />
        </button>
      }
    >
      {can('billing.preference') ? (
        <DropdownItem onSelect={() => void navigate({ to: '/merchant/billing/info' })}>
          <Wallet aria-hidden className="size-4" />
          {t('account.paymentPreference')}
        </DropdownItem>
      ) : null}
      {can('staff') ? (
        <DropdownItem onSelect={() => void navigate({ to: '/merchant/staff' })}>
          <Users aria-hidden className="size-4" />
          {t('account.staff')}
        </DropdownItem>
      ) : null}
      {can('activity.view') ? (
        <DropdownItem onSelect={() => void navigate({ to: '/merchant/activity' })}>
          <History aria-hidden className="size-4" />
          {t('account.activity')}
        </DropdownItem>
      ) : null}
      <DropdownItem onSelect={() => void navigate({ to: '/merchant/security' })}>
        <MonitorSmartphone aria-hidden className="size-4" />
        {t('account.security')}
      </DropdownItem>
      <DropdownItem onSelect={() => void navigate({ to: '/auth/reset-password' })}>
        <KeyRound aria-hidden className="size-4" />
        {t('account.changePassword')}
      </DropdownItem>
      <DropdownSeparator />
      <DropdownLabel>{t('account.language')}</DropdownLabel>
      <DropdownRadioGroup value={locale} onValueChange={(value) => setLocale(value as Locale)}>
        {LOCALES.map((option) => (
          <DropdownRadioItem
            key={option.value}
            value={option.value}
            lang={option.value}
            onSelect={(event) => event.preventDefault()}
          >
            {option.label}
          </DropdownRadioItem>
        ))}
      </DropdownRadioGroup>
      <DropdownSeparator />
      <DropdownLabel>{t('account.alerts')}</DropdownLabel>
      <DropdownCheckboxItem
        checked={alerts.browserNotifications}
        onCheckedChange={(on) => void switchBrowserNotifications(on)}
      >
        {t('account.alerts.browser')}
      </DropdownCheckboxItem>
      <DropdownCheckboxItem
        checked={alerts.sound}
        onCheckedChange={(on) => alertSettings.set({ sound: on })}
      >
        {t('account.alerts.sound')}
      </DropdownCheckboxItem>
      <DropdownSeparator />
      <DropdownItem onSelect={() => void logout()}>
        <LogOut aria-hidden className="size-4" />
        {t('account.logout')}
      </DropdownItem>
    </Dropdown>
  );
}
