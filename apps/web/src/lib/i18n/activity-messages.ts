import type { Language } from '@mp/contract/oms/stage-labels';
import { type ActivityKind, activityKinds } from '@mp/contract/ums/activity-kinds';
import { activityKindLabels } from '@mp/contract/ums/activity-labels';

/**
 * What a person did (`activity.kind.orders.confirm`), as the activity export writes it. Apart
 * from contract-messages.ts, which the login page's English loads: only the activity page shows
 * these, so both languages' words stay off the login page's budget.
 */
export function activityKindMessages(language: Language) {
  return Object.fromEntries(
    activityKinds.map((kind) => [`activity.kind.${kind}`, activityKindLabels[language][kind]]),
  ) as Record<`activity.kind.${ActivityKind}`, string>;
}
