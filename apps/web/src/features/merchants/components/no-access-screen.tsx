import type { Permission } from '@mp/contract/ums/permissions';
import { Lock } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';
import { logout } from '@/lib/session';
import { useCurrentMerchant } from '../lib/use-current-merchant';

/** A screen the person's role cannot open: what it needs, and who can give it. */
export function NoAccessScreen({ permission }: { permission: Permission }) {
  const t = useT();
  const { merchant } = useCurrentMerchant();
  return (
    <div className="p-5">
      <EmptyState
        icon={Lock}
        title={t('noAccess.title', { what: t(`permissions.${permission}`) })}
        message={t('noAccess.message', {
          role: merchant ? roleWords(t, merchant.access.role, merchant.access.roleName) : '',
          merchant: merchant?.name ?? '',
        })}
        action={
          <a href="/merchant/home" className={buttonClass('secondary')}>
            {t('noAccess.home')}
          </a>
        }
      />
    </div>
  );
}

/** The person belongs to no merchant any more (the last one removed them): only a way out. */
export function NoMerchantScreen() {
  const t = useT();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-5">
      <EmptyState
        icon={Lock}
        title={t('noAccess.noMerchant')}
        message=""
        action={
          <button type="button" className={buttonClass('secondary')} onClick={() => void logout()}>
            {t('noAccess.logOut')}
          </button>
        }
      />
    </main>
  );
}
