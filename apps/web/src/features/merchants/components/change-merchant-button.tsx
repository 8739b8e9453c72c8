import { ArrowLeftRight } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { useCurrentMerchant } from '../lib/use-current-merchant';

/**
 * The current merchant in the sidebar with the "Change merchant acc." button; `onChange` opens
 * the merchant account dialog, which the layout holds (outside the phone drawer).
 */
export function ChangeMerchantButton({ onChange }: { onChange: () => void }) {
  const t = useT();
  const { merchant } = useCurrentMerchant();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
      {merchant ? (
        <div className="flex items-center gap-2">
          <Avatar name={merchant.name} logo={merchant.logo} size="sm" decorative />
          <span className="truncate text-sm font-medium text-ink">{merchant.name}</span>
        </div>
      ) : (
        // The row's height while the merchant loads, so the menu below does not move.
        <div aria-hidden className="h-7" />
      )}
      <Button variant="secondary" size="sm" onClick={onChange}>
        <ArrowLeftRight aria-hidden className="size-3.5" />
        {t('account.changeMerchant')}
      </Button>
    </div>
  );
}
