import { sandboxCallbackBodySchema } from '@mp/contract/bms/transactions';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthenticated, validationError } from '../../../../lib/errors';
import { sameSecret } from '../../../../lib/secrets';
import type { CheckoutRequest, PaymentProvider, VerifiedOutcome } from './payment-provider';
import { type SandboxStatus, sandboxStatusSchema } from './sandbox-gateway.routes';
import {
  CALLBACK_MAX_AGE_MS,
  SANDBOX_STORE_KEY_HEADER,
  sandboxStoreKey,
  signFields,
} from './sandbox-signing';

type Inject = FastifyInstance['inject'];

/**
 * The API's client of the embedded sandbox gateway. It talks to the gateway only through its
 * HTTP routes (in-process), exactly as it would to a remote provider.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly storeKey: string;

  constructor(
    private readonly deps: { secret: string; inject: Inject; prefix: string; callbackPath: string },
  ) {
    this.storeKey = sandboxStoreKey(deps.secret);
  }

  async initSession(request: CheckoutRequest) {
    const response = await this.deps.inject({
      method: 'POST',
      url: `${this.deps.prefix}/sandbox-pay/api/sessions`,
      headers: { [SANDBOX_STORE_KEY_HEADER]: this.storeKey },
      payload: {
        tranId: request.tranId,
        amount: request.amount,
        currency: request.currency,
        description: `Bill payment for ${request.customer.name}`,
        callbackPath: this.deps.callbackPath,
      },
    });
    if (response.statusCode !== 200) {
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment provider could not open a checkout',
      );
    }
    const { sessionKey, checkoutPath } = response.json() as {
      sessionKey: string;
      checkoutPath: string;
    };
    return { url: `${request.origin}${checkoutPath}`, sessionKey };
  }

  async verify(notification: Record<string, string>): Promise<VerifiedOutcome> {
    const parsed = sandboxCallbackBodySchema.safeParse(notification);
    if (!parsed.success) throw validationError('Malformed callback');
    const { signature, ...fields } = parsed.data;
    if (!sameSecret(signature.toLowerCase(), signFields(this.deps.secret, fields))) {
      throw unauthenticated('Invalid callback signature');
    }
    if (Math.abs(Date.now() - Number(fields.timestamp)) > CALLBACK_MAX_AGE_MS) {
      throw unauthenticated('Stale callback');
    }
    // The signed message only says "look at this transaction"; the gateway's own record
    // (status query) decides, so a late 'failed' can never undo a 'paid'.
    const record = await this.statusQuery(fields.tranId);
    if (record.sessionKey !== fields.sessionKey) {
      throw validationError('Callback does not match the provider record', 'sessionKey');
    }
    return {
      tranId: record.tranId,
      outcome: record.status,
      amount: Number(record.amount),
      providerReference: record.bankTranId,
      facts: { callback: fields, statusQuery: record },
    };
  }

  private async statusQuery(tranId: string): Promise<SandboxStatus> {
    const response = await this.deps.inject({
      method: 'GET',
      url: `${this.deps.prefix}/sandbox-pay/api/transactions/${encodeURIComponent(tranId)}`,
      headers: { [SANDBOX_STORE_KEY_HEADER]: this.storeKey },
    });
    if (response.statusCode === 404) throw validationError('Unknown transaction', 'tranId');
    const parsed = sandboxStatusSchema.safeParse(response.statusCode === 200 && response.json());
    if (!parsed.success) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider did not answer');
    }
    return parsed.data;
  }
}
