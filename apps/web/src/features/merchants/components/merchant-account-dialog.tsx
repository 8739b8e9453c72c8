import { joinAddress, type Merchant } from '@mp/contract/cms/merchants';
import { Check } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Modal } from '@/components/ui/modal';
import { browser } from '@/lib/browser';
import { useT } from '@/lib/i18n/i18n';
import { setMerchantId } from '@/lib/session';
import { useCurrentMerchant } from '../lib/use-current-merchant';

const AFTER_MERCHANT_SWITCH_PATH = '/merchant/orders/all';

/** Switching stores the id and reloads the whole page so no other merchant's data stays cached. */
function switchMerchant(merchant: Merchant) {
  setMerchantId(merchant.id);
  browser.go(AFTER_MERCHANT_SWITCH_PATH);
}

type MerchantAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function MerchantAccountDialog({ open, onOpenChange }: MerchantAccountDialogProps) {
  const t = useT();
  const { merchant: current, merchants } = useCurrentMerchant();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.merchantDialogTitle')}
      description={t('account.merchantDialogDescription')}
    >
      {merchants.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('account.noMerchants')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {merchants.map((merchant) => {
            const isCurrent = merchant.id === current?.id;
            const address = joinAddress(merchant);
            return (
              <li key={merchant.id}>
                <button
                  type="button"
                  onClick={() => switchMerchant(merchant)}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={`flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left hover:bg-surface-muted ${
                    isCurrent ? 'border-accent bg-accent-soft' : 'border-line'
                  }`}
                >
                  <Avatar name={merchant.name} logo={merchant.logo} decorative />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-ink">
                      {merchant.name}
                    </span>
                    {address ? (
                      <span className="block text-xs text-ink-muted">{address}</span>
                    ) : null}
                  </span>
                  {isCurrent ? (
                    <span className="flex items-center gap-1 text-xs font-medium text-accent">
                      <Check aria-hidden className="size-3.5" />
                      {t('account.current')}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
