import { Store } from 'lucide-react';
import { AmountDueBox } from '@/features/billing/components/amount-due-box';
import { ChangeMerchantButton } from '@/features/merchants/components/change-merchant-button';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { SidebarMenu } from '@/features/navigation/components/sidebar-menu';
import { useT } from '@/lib/i18n/i18n';

/** Sidebar body, shared by the desktop column and the phone drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  // The due is the current merchant's: a merchant switch (or the first pick) refetches it.
  const { merchant } = useCurrentMerchant();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex h-8 items-center gap-2 px-2 text-ink">
        <Store aria-hidden className="size-5 text-accent" />
        <span className="font-semibold">{t('app.title')}</span>
      </div>
      <ChangeMerchantButton />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarMenu {...(onNavigate ? { onNavigate } : {})} />
      </div>
      <AmountDueBox merchantId={merchant?.id} />
    </div>
  );
}
