import type { Shop } from '@mp/contract/cms/shops';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { issueKeys } from './issues-keys';

/** GET cms/merchant/shops: the merchant's shops, for the list's shop filter. */
export async function getIssueShops(signal?: AbortSignal): Promise<Shop[]> {
  const { data } = await api.get<PageEnvelope<Shop>>('cms/merchant/shops', {
    params: { page: 1, limit: 100 },
    loader: false,
    toastError: false,
    ...(signal ? { signal } : {}),
  });
  return data.content;
}

export function issueShopsQueryOptions() {
  return queryOptions({
    queryKey: issueKeys.shops(),
    queryFn: ({ signal }) => getIssueShops(signal),
    staleTime: 5 * 60_000,
  });
}

export function useIssueShops() {
  return useQuery(issueShopsQueryOptions());
}
