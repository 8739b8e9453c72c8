import { type InviteBody, invitableRoles, inviteBodySchema } from '@mp/contract/ums/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';
import { toast } from '@/lib/toast-store';
import { useCustomRoles, useInvitations, useInvite, useWithdrawInvitation } from '../api/staff';
import { parseRoleChoice, roleChoiceValue } from '../lib/role-choice';

type Channel = 'phone' | 'email';
type InviteValues = { to: string; role: string };

/** Invites a person by SMS or e-mail in a role; the link works for a week, once. */
export function InviteForm() {
  const t = useT();
  const invite = useInvite();
  const roles = useCustomRoles();
  const [channel, setChannel] = useState<Channel>('phone');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ defaultValues: { to: '', role: 'packer' } });

  const onSubmit = async ({ to, role }: InviteValues) => {
    const choice = parseRoleChoice(role);
    // The select offers no owner: ownership passes from an owner to a member, never by invitation.
    if (choice.role === 'owner') return;
    const body = {
      ...(channel === 'phone' ? { phone: to } : { email: to }),
      role: choice.role,
      ...(choice.customRoleId === undefined ? {} : { customRoleId: choice.customRoleId }),
    } satisfies InviteBody;
    const parsed = inviteBodySchema.safeParse(body);
    if (!parsed.success) {
      setError('to', {
        message: t(channel === 'phone' ? 'pref.error.mobileNumber' : 'staff.emailInvalid'),
      });
      return;
    }
    await invite.mutateAsync(body);
    toast.success(t('staff.invited', { to }));
    reset({ to: '', role });
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-[13px] font-medium text-ink">{t('staff.inviteBy')}</legend>
        <div className="flex gap-3 pt-1 text-sm">
          {(['phone', 'email'] as const).map((option) => (
            <label key={option} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="channel"
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {t(option === 'phone' ? 'staff.byPhone' : 'staff.byEmail')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex-1">
        <TextField
          label={t(channel === 'phone' ? 'staff.phone' : 'staff.email')}
          type={channel === 'phone' ? 'tel' : 'email'}
          autoComplete="off"
          error={errors.to?.message}
          {...register('to', { required: true })}
        />
      </div>
      <SelectField label={t('staff.role')} {...register('role')}>
        {invitableRoles.map((role) => (
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
      <Button type="submit" loading={isSubmitting}>
        {t('staff.send')}
      </Button>
    </form>
  );
}

/** Invitations still waiting, each with who sent it, when it expires and its withdrawal. */
export function InvitationList() {
  const t = useT();
  const invitations = useInvitations();
  const withdraw = useWithdrawInvitation();
  if (!invitations.data) return <Skeleton className="h-16 w-full" />;
  if (invitations.data.length === 0) {
    return <p className="text-sm text-ink-muted">{t('staff.noInvitations')}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
      {invitations.data.map((invitation) => {
        const to = invitation.phone ?? invitation.email ?? '';
        return (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <span className="font-medium text-ink">{to}</span>
            <span className="text-ink-muted">
              {roleWords(t, invitation.role, invitation.customRole?.name)}
            </span>
            <span className="text-ink-muted">
              {t('staff.invitedBy', { name: invitation.invitedBy })} ·{' '}
              {t('staff.expires', { date: formatDateTime(invitation.expiresAt) })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              className="ml-auto"
              aria-label={t('staff.withdrawOf', { to })}
              onClick={() =>
                void withdraw
                  .mutateAsync(invitation.id)
                  .then(() => toast.success(t('staff.withdrawn')))
              }
            >
              {t('staff.withdraw')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
