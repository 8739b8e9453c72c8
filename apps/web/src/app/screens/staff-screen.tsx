import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { InvitationList, InviteForm } from '@/features/staff/components/invitations';
import { RolesEditor } from '@/features/staff/components/roles-editor';
import { TeamTable } from '@/features/staff/components/team-table';
import { useT } from '@/lib/i18n/i18n';

/** The merchant's team: its members and roles, invitations waiting, and a new invitation. */
export function StaffScreen() {
  const t = useT();
  const { merchant } = useCurrentMerchant();
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <section aria-labelledby="staff-members" className="flex min-w-0 flex-col gap-2">
        <h2 id="staff-members" className="text-base font-semibold text-ink">
          {t('staff.members')}
        </h2>
        <TeamTable merchantName={merchant?.name ?? ''} />
      </section>
      <section aria-labelledby="staff-invite" className="flex min-w-0 flex-col gap-2">
        <h2 id="staff-invite" className="text-base font-semibold text-ink">
          {t('staff.invite')}
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="staff-roles" className="flex min-w-0 flex-col gap-2">
        <h2 id="staff-roles" className="text-base font-semibold text-ink">
          {t('staff.roles')}
        </h2>
        <RolesEditor />
      </section>
      <section aria-labelledby="staff-invitations" className="flex min-w-0 flex-col gap-2">
        <h2 id="staff-invitations" className="text-base font-semibold text-ink">
          {t('staff.invitations')}
        </h2>
        <InvitationList />
      </section>
    </div>
  );
}
