import type { QueryClient } from '@tanstack/react-query';
import { type BillLineSearch, toBillLineQuery } from '../lib/bill-line-search';
import { type BillSearch, toBillListQuery } from '../lib/bill-search';
import { type CodSearch, toCodListQuery } from '../lib/cod-search';
import {
  type CourierPaymentSearch,
  toCourierPaymentListQuery,
} from '../lib/courier-payment-search';
import { type PaymentSearch, toPaymentListQuery } from '../lib/payment-search';
import { type StatementSearch, toStatementQuery } from '../lib/statement-search';
import { billLinesQueryOptions, billQueryOptions } from './get-bill';
import { billsQueryOptions } from './get-bills';
import { codOrdersQueryOptions } from './get-cod-orders';
import { courierStatsQueryOptions } from './get-courier-payment-stats';
import { courierPaymentsQueryOptions } from './get-courier-payments';
import { paymentsQueryOptions } from './get-payments';
import { statementQueryOptions } from './get-statement';

/** For the routes' loaders: each billing list's first calls. */
export function prefetchBills(queryClient: QueryClient, search: BillSearch) {
  void queryClient.prefetchQuery(billsQueryOptions(toBillListQuery(search)));
}

export function prefetchBill(queryClient: QueryClient, billId: number, search: BillLineSearch) {
  void queryClient.prefetchQuery(billQueryOptions(billId));
  void queryClient.prefetchQuery(billLinesQueryOptions(billId, toBillLineQuery(search)));
}

export function prefetchCod(queryClient: QueryClient, search: CodSearch) {
  void queryClient.prefetchQuery(codOrdersQueryOptions(toCodListQuery(search)));
}

export function prefetchPayments(queryClient: QueryClient, search: PaymentSearch) {
  void queryClient.prefetchQuery(paymentsQueryOptions(toPaymentListQuery(search)));
}

export function prefetchStatement(queryClient: QueryClient, search: StatementSearch) {
  void queryClient.prefetchQuery(statementQueryOptions(toStatementQuery(search)));
}

export function prefetchCourierPayments(queryClient: QueryClient, search: CourierPaymentSearch) {
  void queryClient.prefetchQuery(courierPaymentsQueryOptions(toCourierPaymentListQuery(search)));
  void queryClient.prefetchQuery(courierStatsQueryOptions());
}
