import type { StatementBalances, StatementRange } from '@mp/contract/bms/statement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/statement/balances: the balance after each entry of the range, for the chart. */
export function useStatementBalances(range: StatementRange) {
  return useQuery({
    queryKey: billingKeys.statementBalances(range),
    queryFn: async ({ signal }) => {
      const { data } = await api.get<StatementBalances>('bms/statement/balances', {
        params: range,
        loader: false,
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
