import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../../config';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';
import { resolveSandboxSecret } from './sandbox-signing';
import { SslcommerzProvider } from './sslcommerz-provider';

/** Routes of the provider callbacks, relative to the API prefix. */
export const CALLBACK_PATHS = {
  sandbox: '/bms/transactions/callback/sandbox',
  sslcommerz: '/bms/transactions/callback/sslcommerz',
  sslcommerzReturn: '/bms/transactions/return/sslcommerz',
} as const;

/** PAYMENT_PROVIDER picks one; only that provider's callback routes exist. */
export function createPaymentProvider(config: Config, api: FastifyInstance): PaymentProvider {
  const prefix = api.prefix;
  const sslcommerz = config.payments.sslcommerz;
  if (config.payments.provider === 'sslcommerz' && sslcommerz) {
    return new SslcommerzProvider(sslcommerz, {
      ipn: `${prefix}${CALLBACK_PATHS.sslcommerz}`,
      returnBase: `${prefix}${CALLBACK_PATHS.sslcommerzReturn}`,
    });
  }
  return new SandboxProvider({
    secret: resolveSandboxSecret(config),
    inject: api.inject.bind(api),
    prefix,
    callbackPath: `${prefix}${CALLBACK_PATHS.sandbox}`,
  });
}
