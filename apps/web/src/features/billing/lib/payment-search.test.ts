import { describe, expect, it } from 'vitest';
import { paymentReturn, paymentSearchSchema, toPaymentListQuery } from './payment-search';

describe('the payment history URL', () => {
  it('reads how the payer came back from the provider, whatever the transaction id looks like', () => {
    expect(paymentReturn(paymentSearchSchema.parse({ paid: 'MPX123' }))).toEqual({
      outcome: 'paid',
      tranId: 'MPX123',
    });
    // The router reads `?failed=1234` as a number.
    expect(paymentReturn(paymentSearchSchema.parse({ failed: 1234 }))).toEqual({
      outcome: 'failed',
      tranId: '1234',
    });
    expect(paymentReturn(paymentSearchSchema.parse({ cancelled: 'T1' }))?.outcome).toBe(
      'cancelled',
    );
    expect(paymentReturn(paymentSearchSchema.parse({ pending: 'T2' }))?.outcome).toBe('pending');
    expect(paymentReturn(paymentSearchSchema.parse({}))).toBeUndefined();
  });

  it('drops malformed filters instead of failing the page, and swaps a reversed range', () => {
    const search = paymentSearchSchema.parse({
      method: 'cheque',
      approvalStatus: 'approved',
      paidFrom: '2026-05-31',
      paidTo: '2026-05-01',
      page: 'x',
      limit: 7,
    });
    expect(search).toEqual({
      approvalStatus: 'approved',
      paidFrom: '2026-05-01',
      paidTo: '2026-05-31',
    });
    expect(toPaymentListQuery(search)).toEqual({
      approvalStatus: 'approved',
      paidFrom: '2026-05-01',
      paidTo: '2026-05-31',
      orderBy: 'paidAt',
      orderDirection: 'desc',
      page: 1,
      limit: 20,
    });
  });
});
