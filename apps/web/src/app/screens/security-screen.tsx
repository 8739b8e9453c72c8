import { DeviceList } from '@/features/security/components/device-list';
import { useT } from '@/lib/i18n/i18n';

/** The person's own sign-in: where they are signed in (the account menu's Sign-in and devices). */
export function SecurityScreen() {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <section aria-labelledby="security-devices" className="flex min-w-0 flex-col gap-2">
        <h2 id="security-devices" className="text-base font-semibold text-ink">
          {t('security.devices')}
        </h2>
        <DeviceList />
      </section>
    </div>
  );
}
