import type {
  IssueActorKind,
  IssueEventKind,
  IssueSource,
  IssueStatus,
  IssueType,
} from '@mp/contract/oms/issues';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageKey } from '@/lib/i18n/en';
import type { IssueStatusTab } from './issue-search';

/** One tone per status, used by the tabs, rows and the issue page alike. */
export const STATUS_TONE: Record<IssueStatus, BadgeTone> = {
  open: 'amber',
  in_progress: 'blue',
  resolved: 'green',
};

export const STATUS_LABEL: Record<IssueStatusTab, MessageKey> = {
  all: 'issues.status.all',
  open: 'issues.status.open',
  in_progress: 'issues.status.in_progress',
  resolved: 'issues.status.resolved',
};

export const TYPE_LABEL: Record<IssueType, MessageKey> = {
  delivery: 'issues.type.delivery',
  product_quality: 'issues.type.product_quality',
  payment: 'issues.type.payment',
  return: 'issues.type.return',
  other: 'issues.type.other',
};

export const SOURCE_LABEL: Record<IssueSource, MessageKey> = {
  customer: 'issues.source.customer',
  marketplace: 'issues.source.marketplace',
  merchant: 'issues.source.merchant',
};

export const ACTOR_LABEL: Record<IssueActorKind, MessageKey> = {
  customer: 'issues.actor.customer',
  marketplace: 'issues.actor.marketplace',
  merchant: 'issues.actor.merchant',
};

export const EVENT_LABEL: Record<IssueEventKind, MessageKey> = {
  opened: 'issues.event.opened',
  status_change: 'issues.event.status_change',
  resolved: 'issues.event.resolved',
  reopened: 'issues.event.reopened',
};
