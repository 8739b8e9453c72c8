import { z } from 'zod';

/**
 * Who acted when no merchant user did, as codes the panel words in the merchant's language
 * (decision 074): on an order's timeline and in a bill's or a payment's history.
 * `merchant` is the merchant account itself (a payment it submitted), `payment_gateway` the
 * provider that confirmed an online payment.
 */
export const systemActors = [
  'marketplace',
  'customer',
  'merchant',
  'billing',
  'finance',
  'payment_gateway',
] as const;
export type SystemActor = (typeof systemActors)[number];
export const systemActorSchema = z.enum(systemActors);
