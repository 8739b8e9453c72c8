import { getRouteApi } from '@tanstack/react-router';
import { InvitationPage } from '@/features/staff/components/invitation-page';
import { enPanel } from '@/lib/i18n/en-panel';
import { registerMessages } from '@/lib/i18n/i18n';

// The invitation's words (roles among them) come with this page, not the login page.
registerMessages(enPanel);

const route = getRouteApi('/auth/auth/invitation/$token');

/** An invitation's link: `/auth/invitation/{secret}`, open to anyone who has it. */
export function InvitationScreen() {
  const { token } = route.useParams();
  return <InvitationPage token={token} />;
}
