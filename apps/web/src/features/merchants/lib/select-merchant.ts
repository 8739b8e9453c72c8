import type { Merchant } from '@mp/contract/cms/merchants';
import { getMerchantId, setMerchantId } from '@/lib/session';

/**
 * Spec section 4: a saved id that matches one of the merchants makes it current; otherwise
 * the first merchant becomes current and its id is saved.
 */
export function pickCurrentMerchant<M extends Merchant>(
  merchants: readonly M[],
  savedId: number | undefined,
): { merchant: M | undefined; save: boolean } {
  const saved = savedId === undefined ? undefined : merchants.find((m) => m.id === savedId);
  if (saved) return { merchant: saved, save: false };
  const first = merchants[0];
  return { merchant: first, save: first !== undefined };
}

/** Applies the rule against the merchant id cookie and returns the current merchant. */
export function applyMerchantSelection<M extends Merchant>(merchants: readonly M[]): M | undefined {
  const { merchant, save } = pickCurrentMerchant(merchants, getMerchantId());
  if (merchant && save) setMerchantId(merchant.id);
  return merchant;
}
