import { formatMoney } from '@mp/contract/money';
import type { ActivityEntry } from '@mp/contract/ums/activity';
import type { TranslateFn } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';

/** A value a change set: a number, or (null) the merchant's default threshold. */
const valueWords = (t: TranslateFn, value: number | null | undefined) =>
  value === null ? t('activity.default') : String(value);

/**
 * What an entry was about, in the merchant's language: the orders (the first few and how many
 * more), the product, issue, person or role, the values and the words given.
 */
export function activityDetailWords(t: TranslateFn, entry: ActivityEntry): string[] {
  const { details } = entry;
  const parts: string[] = [];
  const numbers = details.orderNumbers ?? [];
  if (numbers.length > 0) {
    const more = entry.count - numbers.length;
    parts.push(numbers.join(', ') + (more > 0 ? ` ${t('activity.more', { count: more })}` : ''));
  } else if (entry.count > 1) {
    parts.push(t('activity.things', { count: entry.count }));
  }
  const subject = details.product ?? details.person ?? details.issueNumber;
  if (subject) parts.push(details.sku ? `${subject} (${details.sku})` : subject);
  if (details.role) parts.push(roleWords(t, details.role, details.roleName));
  else if (details.roleName) parts.push(details.roleName);
  if (details.from !== undefined && details.to !== undefined) {
    parts.push(
      t('activity.fromTo', { from: valueWords(t, details.from), to: valueWords(t, details.to) }),
    );
  } else if (details.to !== undefined) {
    parts.push(t('activity.to', { value: valueWords(t, details.to) }));
  }
  if (details.delisted !== undefined) {
    parts.push(t(details.delisted ? 'activity.delisted' : 'activity.listed'));
  }
  if (details.autoDelist !== undefined) {
    parts.push(t(details.autoDelist ? 'activity.autoDelistOn' : 'activity.autoDelistOff'));
  }
  if (details.verdict) parts.push(t(`activity.verdict.${details.verdict}`));
  if (details.courier) parts.push(`${details.courier} ${details.trackingNumber ?? ''}`.trim());
  if (details.amount !== undefined) parts.push(formatMoney(details.amount));
  if (details.channel) parts.push(details.channel);
  if (details.exportKind) {
    parts.push(`${t(`activity.export.${details.exportKind}`)} · ${details.format?.toUpperCase()}`);
    if (details.withPhones) parts.push(t('activity.withPhones'));
  }
  if (details.twoStepRequired !== undefined) {
    parts.push(
      t(details.twoStepRequired ? 'activity.twoStepRequired' : 'activity.twoStepOptional'),
    );
  }
  if (details.note) parts.push(`“${details.note}”`);
  return parts;
}
