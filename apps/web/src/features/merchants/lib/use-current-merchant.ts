import type { MyMerchant } from '@mp/contract/cms/merchants';
import { useEffect } from 'react';
import { getMerchantId, setMerchantId } from '@/lib/session';
import { useMerchants } from '../api/get-merchants';
import { pickCurrentMerchant } from './select-merchant';

/** The current merchant, derived from the cached merchants list and the saved id. */
export function useCurrentMerchant(): {
  merchant: MyMerchant | undefined;
  merchants: MyMerchant[];
  isPending: boolean;
  /** The list came in: with no merchant now, the person belongs to none. */
  loaded: boolean;
} {
  const query = useMerchants();
  const merchants = query.data ?? [];
  const { merchant, save } = pickCurrentMerchant(merchants, getMerchantId());

  useEffect(() => {
    if (merchant && save) setMerchantId(merchant.id);
  }, [merchant, save]);

  return { merchant, merchants, isPending: query.isPending, loaded: query.isSuccess };
}
