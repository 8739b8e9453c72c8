import type { SystemActor } from '@mp/contract/actors';
import type { TimelineActor } from '@mp/contract/oms/orders';
import type { TranslateFn } from './i18n/i18n';

/**
 * Who acted, in the merchant's language: a merchant user by name, anyone else (an order's
 * timeline, a bill's or a payment's history) by the words of its code.
 */
export function actorWords(actor: TimelineActor | SystemActor, t: TranslateFn): string {
  if (typeof actor === 'string') return t(`actor.${actor}`);
  return actor.kind === 'person' ? actor.name : t(`actor.${actor.kind}`);
}
