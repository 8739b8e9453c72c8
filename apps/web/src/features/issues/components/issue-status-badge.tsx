import type { IssueStatus } from '@mp/contract/oms/issues';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { STATUS_LABEL, STATUS_TONE } from '../lib/issue-labels';

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  const t = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(STATUS_LABEL[status])}</Badge>;
}
