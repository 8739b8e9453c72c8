import type { BillLineQuery, BillListQuery } from '@mp/contract/bms/bills';
import type { CourierPaymentListQuery } from '@mp/contract/bms/courier-payments';
import type { PaymentListQuery } from '@mp/contract/bms/payments';
import type { StatementQuery, StatementRange } from '@mp/contract/bms/statement';
import type { CodListQuery } from '@mp/contract/oms/cod';

/**
 * Query keys of the billing feature. Everything sits under `all`, so a finished payment
 * invalidates `all` and the due, the payments and the summaries all refetch.
 */
export const billingKeys = {
  all: ['billing'] as const,
  /** The three summaries the amount due is computed from, per merchant. */
  summaries: (merchantId: number | undefined) =>
    [...billingKeys.all, 'summary', merchantId] as const,
  billTotal: (merchantId: number | undefined) =>
    [...billingKeys.summaries(merchantId), 'bills'] as const,
  paidTotal: (merchantId: number | undefined) =>
    [...billingKeys.summaries(merchantId), 'paid'] as const,
  courierDueStats: (merchantId: number | undefined) =>
    [...billingKeys.summaries(merchantId), 'courier'] as const,

  bills: () => [...billingKeys.all, 'bills'] as const,
  billLists: () => [...billingKeys.bills(), 'list'] as const,
  billList: (query: BillListQuery) => [...billingKeys.billLists(), query] as const,
  bill: (id: number) => [...billingKeys.bills(), 'one', id] as const,
  billLines: (id: number, query: BillLineQuery) =>
    [...billingKeys.bill(id), 'lines', query] as const,

  payments: () => [...billingKeys.all, 'payments'] as const,
  paymentLists: () => [...billingKeys.payments(), 'list'] as const,
  paymentList: (query: PaymentListQuery) => [...billingKeys.paymentLists(), query] as const,
  payment: (id: number) => [...billingKeys.payments(), 'one', id] as const,

  statement: (query: StatementQuery) => [...billingKeys.all, 'statement', query] as const,
  statementBalances: (range: StatementRange) =>
    [...billingKeys.all, 'statement', 'balances', range] as const,

  /** One bill's or payment's event log. */
  histories: (kind: 'bills' | 'payments', id: number) =>
    [...billingKeys.all, kind, 'histories', id] as const,

  /** The COD reconciliation's pages (with their totals). */
  cod: (query: CodListQuery) => [...billingKeys.all, 'cod', query] as const,

  courierPayments: () => [...billingKeys.all, 'courier-payments'] as const,
  courierPaymentList: (query: CourierPaymentListQuery) =>
    [...billingKeys.courierPayments(), 'list', query] as const,
  /** Count and amount of every status (the courier payments page's cards). */
  courierPaymentStats: () => [...billingKeys.courierPayments(), 'stats'] as const,
};
