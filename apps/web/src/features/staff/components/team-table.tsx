import { builtInRoles } from '@mp/contract/ums/permissions';
import type { Member } from '@mp/contract/ums/staff';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';
import { getUserId } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useChangeRole, useCustomRoles, useMembers, useRemoveMember } from '../api/staff';
import { parseRoleChoice, roleChoiceValue } from '../lib/role-choice';

/** The team: each person's role, changed in place, and their removal after a confirmation. */
export function TeamTable({ merchantName }: { merchantName: string }) {
  const t = useT();
  const members = useMembers();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const roles = useCustomRoles();
  const [removing, setRemoving] = useState<Member | null>(null);
  const me = getUserId();

  const onRole = async (member: Member, value: string) => {
    const choice = parseRoleChoice(value);
    await changeRole.mutateAsync({ userId: member.userId, choice });
    const customName = roles.data?.find((role) => role.id === choice.customRoleId)?.name;
    toast.success(
      t('staff.roleChanged', { name: member.name, role: roleWords(t, choice.role, customName) }),
    );
  };
  const onRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.userId);
    toast.success(t('staff.removed', { name: removing.name }));
    setRemoving(null);
  };

  if (!members.data) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-sm">
        <thead className="bg-surface-muted text-left text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('staff.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('staff.contact')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('staff.role')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('staff.lastActive')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{t('staff.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.data.map((member) => (
            <tr key={member.userId} className="border-t border-line">
              <td className="px-3 py-2 font-medium text-ink">
                {member.name} {String(member.userId) === me ? t('staff.you') : null}
              </td>
              <td className="px-3 py-2 text-ink-muted">
                {member.phone}
                {member.email ? <div>{member.email}</div> : null}
              </td>
              <td className="px-3 py-2">
                <SelectField
                  label={t('staff.roleOf', { name: member.name })}
                  hideLabel
                  value={roleChoiceValue(member.role, member.customRole?.id)}
                  disabled={changeRole.isPending}
                  onChange={(event) => void onRole(member, event.target.value)}
                >
                  {builtInRoles.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                  {(roles.data ?? []).map((role) => (
                    <option key={role.id} value={roleChoiceValue('custom', role.id)}>
                      {role.name}
                    </option>
                  ))}
                </SelectField>
              </td>
              <td className="px-3 py-2 text-ink-muted">
                {member.lastActiveAt ? formatDateTime(member.lastActiveAt) : t('staff.never')}
              </td>
              <td className="px-3 py-2 text-right">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('staff.remove')}: ${member.name}`}
                  onClick={() => setRemoving(member)}
                >
                  {t('staff.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('staff.removeTitle', { name: removing?.name ?? '' })}
        description={t('staff.removeBody', { merchant: merchantName })}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('staff.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void onRemove()}>
              {t('staff.remove')}
            </Button>
          </div>
        }
      >
        {null}
      </Modal>
    </div>
  );
}
