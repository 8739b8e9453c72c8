import crypto from 'node:crypto';
import { AppError, unauthenticated, validationError } from '../../../../lib/errors';
import { sameSecret } from '../../../../lib/secrets';
import type { CheckoutRequest, PaymentProvider, VerifiedOutcome } from './payment-provider';

const TIMEOUT_MS = 15_000;

type SslcommerzSettings = { baseUrl: string; storeId: string; storePassword: string };
export type SslcommerzPaths = { ipn: string; returnBase: string };

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/**
 * SSLCommerz's IPN signature: md5 of the fields named in verify_key plus
 * store_passwd=md5(store password), sorted by key, as `k=v&k=v`.
 */
function sslcommerzSignature(fields: Record<string, string>, storePassword: string) {
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of (fields.verify_key ?? '').split(',')) {
    if (key && fields[key] !== undefined) signed[key] = fields[key];
  }
  return md5(
    Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&'),
  );
}

const unavailable = () =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The payment provider is not reachable, please try again',
  );

/** Follows SSLCommerz's published v4 session API and its validation API. */
export class SslcommerzProvider implements PaymentProvider {
  readonly name = 'sslcommerz' as const;

  constructor(
    private readonly settings: SslcommerzSettings,
    private readonly paths: SslcommerzPaths,
  ) {}

  async initSession(request: CheckoutRequest) {
    const { storeId, storePassword, baseUrl } = this.settings;
    const form = new URLSearchParams({
      store_id: storeId,
      store_passwd: storePassword,
      total_amount: request.amount.toFixed(2),
      currency: request.currency,
      tran_id: request.tranId,
      success_url: `${request.origin}${this.paths.returnBase}/success`,
      fail_url: `${request.origin}${this.paths.returnBase}/fail`,
      cancel_url: `${request.origin}${this.paths.returnBase}/cancel`,
      ipn_url: `${request.origin}${this.paths.ipn}`,
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: 'Marketplace bill payment',
      product_category: 'Service',
      product_profile: 'non-physical-goods',
      cus_name: request.customer.name,
      cus_email: request.customer.email,
      cus_add1: request.customer.address,
      cus_city: request.customer.city,
      cus_country: 'Bangladesh',
      cus_phone: request.customer.phone,
    });
    const body = await this.call(`${baseUrl}/gwprocess/v4/api.php`, { method: 'POST', body: form });
    if (
      body.status !== 'SUCCESS' ||
      typeof body.GatewayPageURL !== 'string' ||
      !body.GatewayPageURL
    ) {
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment provider could not open a checkout',
      );
    }
    return { url: body.GatewayPageURL, sessionKey: String(body.sessionkey ?? '') };
  }

  async verify(fields: Record<string, string>): Promise<VerifiedOutcome> {
    const { verify_sign: sign, verify_key: keys, tran_id: tranId, status } = fields;
    const signedKeys = (keys ?? '').split(',');
    if (
      !sign ||
      !tranId ||
      !status ||
      !signedKeys.includes('tran_id') ||
      !signedKeys.includes('status')
    ) {
      throw unauthenticated('Unsigned notification');
    }
    if (!sameSecret(sign.toLowerCase(), sslcommerzSignature(fields, this.settings.storePassword))) {
      throw unauthenticated('Invalid notification signature');
    }
    const ipn = { tran_id: tranId, status, val_id: fields.val_id, amount: fields.amount };
    switch (status) {
      case 'VALID':
      case 'VALIDATED':
        return this.validate(tranId, fields.val_id, ipn);
      case 'FAILED':
      case 'EXPIRED':
      case 'UNATTEMPTED':
        return { tranId, outcome: 'failed', amount: null, providerReference: null, facts: { ipn } };
      case 'CANCELLED':
        return {
          tranId,
          outcome: 'cancelled',
          amount: null,
          providerReference: null,
          facts: { ipn },
        };
      default:
        throw validationError('Unknown notification status', 'status');
    }
  }

  /** Only the validation API's answer makes a payment real; the IPN alone never does. */
  private async validate(
    tranId: string,
    valId: string | undefined,
    ipn: object,
  ): Promise<VerifiedOutcome> {
    if (!valId) throw validationError('Missing val_id', 'val_id');
    const { baseUrl, storeId, storePassword } = this.settings;
    const query = new URLSearchParams({
      val_id: valId,
      store_id: storeId,
      store_passwd: storePassword,
      v: '1',
      format: 'json',
    });
    const v = await this.call(`${baseUrl}/validator/api/validationserverAPI.php?${query}`, {
      method: 'GET',
    });
    if (v.status !== 'VALID' && v.status !== 'VALIDATED') {
      throw validationError('The payment provider did not validate this payment');
    }
    if (v.tran_id !== tranId) throw validationError('Validation is for another transaction');
    if (v.currency !== undefined && v.currency !== 'BDT') {
      throw validationError('The payment was not in BDT');
    }
    const validation = {
      status: v.status,
      tran_id: v.tran_id,
      val_id: v.val_id,
      amount: v.amount,
      currency: v.currency,
      bank_tran_id: v.bank_tran_id,
      card_type: v.card_type,
      tran_date: v.tran_date,
      risk_level: v.risk_level,
    };
    return {
      tranId,
      outcome: 'paid',
      amount: Number(v.amount),
      providerReference: String(v.bank_tran_id ?? valId),
      facts: { ipn, validation },
    };
  }

  private async call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as unknown;
    if (!body || typeof body !== 'object') throw unavailable();
    return body as Record<string, unknown>;
  }
}
