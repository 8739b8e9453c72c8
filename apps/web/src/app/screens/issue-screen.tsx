import { getRouteApi } from '@tanstack/react-router';
import { IssueDetail } from '@/features/issues/components/issue-detail';

const route = getRouteApi('/merchant-guard/panel/merchant/issues/$issueId');

export function IssueScreen() {
  const { issueId } = route.useParams();
  return <IssueDetail key={issueId} issueId={Number(issueId)} />;
}
