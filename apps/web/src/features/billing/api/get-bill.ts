import type { Bill, BillLineQuery, BillLinesPage } from '@mp/contract/bms/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/bills/{id}: one of the merchant's bills. */
async function getBill(id: number, signal?: AbortSignal): Promise<Bill> {
  const { data } = await api.get<Bill>(`bms/bills/${id}`, {
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const billQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.bill(id),
    queryFn: ({ signal }) => getBill(id, signal),
  });

export function useBill(id: number) {
  return useQuery(billQueryOptions(id));
}

/** GET bms/bills/{id}/lines: a page of the bill's lines and the sum of those the filters keep. */
async function getBillLines(
  id: number,
  query: BillLineQuery,
  signal?: AbortSignal,
): Promise<BillLinesPage> {
  const { data } = await api.get<BillLinesPage>(`bms/bills/${id}/lines`, {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const billLinesQueryOptions = (id: number, query: BillLineQuery) =>
  queryOptions({
    queryKey: billingKeys.billLines(id, query),
    queryFn: ({ signal }) => getBillLines(id, query, signal),
    placeholderData: keepPreviousData,
  });

export function useBillLines(id: number, query: BillLineQuery) {
  return useQuery(billLinesQueryOptions(id, query));
}
