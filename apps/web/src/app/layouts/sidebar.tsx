import { Store } from 'lucide-react';
import { type Ref, useImperativeHandle, useState } from 'react';
import { AmountDueBox } from '@/features/billing/components/amount-due-box';
import { PayBillDialog } from '@/features/billing/components/pay-bill-dialog';
import { useAmountDue } from '@/features/billing/lib/use-amount-due';
import { ChangeMerchantButton } from '@/features/merchants/components/change-merchant-button';
import { MerchantAccountDialog } from '@/features/merchants/components/merchant-account-dialog';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { SidebarMenu } from '@/features/navigation/components/sidebar-menu';
import { useAwaitingCounts } from '@/features/orders/api/use-awaiting-counts';
import {
  ManageViewsButton,
  ManageViewsDialog,
} from '@/features/saved-views/components/manage-views-dialog';
import { SavedViewLinks } from '@/features/saved-views/components/saved-view-links';
import { useCan } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';

/** The dialogs the sidebar opens. */
export type SidebarDialog = 'merchant' | 'pay' | 'views';
/** How the layout opens one of them. */
export type SidebarDialogsHandle = { open: (dialog: SidebarDialog) => void };

/** Sidebar body, shared by the desktop column and the phone drawer. */
export function SidebarContent({
  onNavigate,
  onOpenDialog,
}: {
  onNavigate?: () => void;
  onOpenDialog: (dialog: SidebarDialog) => void;
}) {
  const t = useT();
  // The due is the current merchant's: a merchant switch (or the first pick) refetches it.
  const { merchant } = useCurrentMerchant();
  const can = useCan();
  const awaiting = useAwaitingCounts();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className="flex h-8 items-center gap-2 px-2 text-ink">
        <Store aria-hidden className="size-5 text-accent" />
        <span className="font-semibold">{t('app.title')}</span>
      </div>
      <ChangeMerchantButton onChange={() => onOpenDialog('merchant')} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarMenu
          counts={awaiting}
          savedViews={(list) => (
            <SavedViewLinks list={list} {...(onNavigate ? { onNavigate } : {})} />
          )}
          {...(onNavigate ? { onNavigate } : {})}
        />
        <ManageViewsButton onOpen={() => onOpenDialog('views')} />
      </div>
      {can('billing.view') ? (
        <AmountDueBox
          merchantId={merchant?.id}
          {...(can('billing.pay') ? { onPay: () => onOpenDialog('pay') } : {})}
        />
      ) : null}
    </div>
  );
}

/**
 * The sidebar's dialogs, held by the layout rather than the sidebar: on a phone the drawer
 * closes as one of them opens, and the dialog must outlive it.
 */
export function SidebarDialogs({ ref }: { ref: Ref<SidebarDialogsHandle> }) {
  const [dialog, setDialog] = useState<SidebarDialog | null>(null);
  useImperativeHandle(ref, () => ({ open: setDialog }), []);
  const { merchant } = useCurrentMerchant();
  const due = useAmountDue(useCan()('billing.view') ? merchant?.id : undefined);
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      <MerchantAccountDialog open={dialog === 'merchant'} onOpenChange={onOpenChange} />
      <PayBillDialog open={dialog === 'pay'} onOpenChange={onOpenChange} amountDue={due.amount} />
      <ManageViewsDialog open={dialog === 'views'} onOpenChange={onOpenChange} />
    </>
  );
}
