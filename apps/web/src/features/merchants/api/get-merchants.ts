import type { MyMerchant } from '@mp/contract/cms/merchants';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasAccessToken } from '@/lib/session';
import { merchantKeys } from './merchants-keys';

/** GET cms/merchant/merchants: the login's merchant accounts, with their role in each. */
async function getMerchants(signal?: AbortSignal): Promise<MyMerchant[]> {
  const { data } = await api.get<PageEnvelope<MyMerchant>>('cms/merchant/merchants', {
    params: { page: 1, limit: 100 },
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

export function merchantsQueryOptions() {
  return queryOptions({
    queryKey: merchantKeys.list(),
    queryFn: ({ signal }) => getMerchants(signal),
    // Spec: the merchants list is only asked for once there is an access token. Read once per
    // render, not as a function: the query calls that many times, each a document.cookie read.
    enabled: hasAccessToken(),
    staleTime: 5 * 60_000,
  });
}

export function useMerchants() {
  return useQuery(merchantsQueryOptions());
}
