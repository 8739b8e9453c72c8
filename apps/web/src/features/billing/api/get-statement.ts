import type { Statement, StatementQuery } from '@mp/contract/bms/statement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET bms/statement: a page of the merchant's statement, with its opening and closing balance. */
async function getStatement(query: StatementQuery, signal?: AbortSignal): Promise<Statement> {
  const { data } = await api.get<Statement>('bms/statement', {
    params: query,
    loader: false,
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function statementQueryOptions(query: StatementQuery) {
  return queryOptions({
    queryKey: billingKeys.statement(query),
    queryFn: ({ signal }) => getStatement(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(query: StatementQuery) {
  return useQuery(statementQueryOptions(query));
}
