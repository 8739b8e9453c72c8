import type { TranslateFn } from './i18n/i18n';

/** A courier payment's courier: its name, or, in the merchant's language, that none is on record. */
export function courierWords(courier: string | null, t: TranslateFn): string {
  return courier ?? t('courier.noneOnRecord');
}
