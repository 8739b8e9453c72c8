import type { MemberRole } from '@mp/contract/ums/permissions';
import type { TranslateFn } from './i18n/i18n';

/** A role in the merchant's words: a built-in one translated, a custom one by its own name. */
export const roleWords = (t: TranslateFn, role: MemberRole, customName?: string | null) =>
  role === 'custom' ? (customName ?? '') : t(`roles.${role}`);
