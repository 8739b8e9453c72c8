import type { SignedInDevice } from '@mp/contract/ums/auth';
import { Laptop, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { type TranslateFn, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useDevices, useSignOutDevice, useSignOutOthers } from '../api/devices';

/** A device as its person knows it: "Chrome 131 on Android 14". */
const deviceName = (t: TranslateFn, device: SignedInDevice) =>
  device.browser && device.os
    ? t('security.deviceOn', { browser: device.browser, os: device.os })
    : (device.browser ?? device.os ?? t('security.unknownDevice'));

/** Where the person is signed in, each device signed out on its own or all others at once. */
export function DeviceList() {
  const t = useT();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  if (!devices.data) return <Skeleton className="h-32 w-full" />;
  const others = devices.data.filter((device) => !device.current);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
        {devices.data.map((device) => {
          const name = deviceName(t, device);
          const Icon = device.platform === 'mobile' ? Smartphone : Laptop;
          return (
            <li
              key={device.id}
              data-testid="device-row"
              className="flex flex-wrap items-center gap-3 px-3 py-3"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-ink-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">
                  {name}
                  {device.current ? (
                    <span className="ml-2 text-xs font-normal text-ink-muted">
                      {t('security.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs break-words text-ink-muted">
                  {[
                    device.ip,
                    t('security.lastActive', { time: formatDateTime(device.lastActiveAt) }),
                    t('security.signedIn', { time: formatDateTime(device.signedInAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {device.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={signOut.isPending && signOut.variables === device.id}
                  aria-label={t('security.signOutDevice', { name })}
                  onClick={async () => {
                    await signOut.mutateAsync(device.id);
                    toast.success(t('security.signedOut', { name }));
                  }}
                >
                  {t('security.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            loading={signOutOthers.isPending}
            onClick={async () => {
              await signOutOthers.mutateAsync(undefined);
              toast.success(t('security.othersSignedOut'));
            }}
          >
            {t('security.signOutOthers')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('security.onlyThis')}</p>
      )}
    </div>
  );
}
