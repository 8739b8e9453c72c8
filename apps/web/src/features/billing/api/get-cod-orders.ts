import type { CodListQuery, CodPage } from '@mp/contract/oms/cod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET oms/merchant-cod: delivered COD orders, where each one's cash is, totals per status. */
async function getCodOrders(query: CodListQuery, signal?: AbortSignal): Promise<CodPage> {
  // The API reads `overdue` as the text true or false.
  const params = {
    ...query,
    overdue: query.overdue === undefined ? undefined : String(query.overdue),
  };
  const { data } = await api.get<CodPage>('oms/merchant-cod', {
    params,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function codOrdersQueryOptions(query: CodListQuery) {
  return queryOptions({
    queryKey: billingKeys.cod(query),
    queryFn: ({ signal }) => getCodOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCodOrders(query: CodListQuery) {
  return useQuery(codOrdersQueryOptions(query));
}
