import type { ApprovalStatus } from '@mp/contract/bms/approvals';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { APPROVAL_STYLE } from '../lib/billing-labels';

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const t = useT();
  const style = APPROVAL_STYLE[status];
  return <Badge tone={style.tone}>{t(style.label)}</Badge>;
}
