import type { PaymentProviderName } from '@mp/contract/bms/transactions';

/** What a provider needs to open a hosted checkout for one attempt. */
export type CheckoutRequest = {
  tranId: string;
  amount: number;
  currency: 'BDT';
  customer: { name: string; email: string; phone: string; address: string; city: string };
  /** Public origin of this server: where the payer's browser and the provider reach us. */
  origin: string;
};

/**
 * The provider's verified statement about one attempt. `pending` means the provider has no
 * final answer yet (nothing to record).
 */
export type VerifiedOutcome = {
  tranId: string;
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending';
  /** The amount the provider says was paid (BDT), for `paid`. */
  amount: number | null;
  providerReference: string | null;
  /** The facts the decision rests on, kept on the transaction for reconciliation. */
  facts: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  initSession(request: CheckoutRequest): Promise<{ url: string; sessionKey: string }>;
  /**
   * Authenticates a callback (signature) and confirms it with the provider (status query or
   * validation API). Throws a 401 / 400 AppError for anything forged, stale or unknown.
   */
  verify(notification: Record<string, string>): Promise<VerifiedOutcome>;
}
