import { NewIssueButton } from '@/features/issues/components/new-issue-button';
import { SupportPage } from '@/features/support/components/support-page';

export function SupportScreen() {
  return <SupportPage openIssue={<NewIssueButton />} />;
}
