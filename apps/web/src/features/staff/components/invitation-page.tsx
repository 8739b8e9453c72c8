import { zodResolver } from '@hookform/resolvers/zod';
import { type AcceptInvitationBody, acceptInvitationBodySchema } from '@mp/contract/ums/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { roleWords } from '@/lib/role-words';
import { hasAccessToken, setMerchantId } from '@/lib/session';
import { acceptInvitation, joinTeam, useInvitationPreview } from '../api/invitation-link';

/** Where a person lands once in the team: Home, which every role may open. */
const enterPanel = () => window.location.assign('/merchant/home');

/** A new login from the invitation: name, the invited phone, a password. */
function NewLoginForm({ token }: { token: string }) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInvitationBody>({
    resolver: zodResolver(acceptInvitationBodySchema),
    defaultValues: { name: '', phone: '', password: '' },
  });
  const onSubmit = async (body: AcceptInvitationBody) => {
    try {
      await acceptInvitation(token, body);
      enterPanel();
    } catch (error) {
      setFailure(failureMessage(error as ApiError));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-ink">{t('invitation.newLogin')}</h2>
      <FormError message={failure} />
      <TextField
        label={t('invitation.name')}
        autoComplete="name"
        error={errors.name ? t('staff.nameInvalid') : undefined}
        {...register('name')}
      />
      <TextField
        label={t('invitation.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone ? t('pref.error.mobileNumber') : undefined}
        {...register('phone')}
      />
      <TextField
        label={t('invitation.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password ? t('staff.passwordShort') : undefined}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('invitation.accept')}
      </Button>
    </form>
  );
}

/** The invitation's link: who invites, to what, and the way in for a new or a known person. */
export function InvitationPage({ token }: { token: string }) {
  const t = useT();
  const preview = useInvitationPreview(token);
  const [joining, setJoining] = useState(false);
  if (preview.isPending) return <Skeleton className="h-40 w-full" />;
  if (!preview.data) {
    return (
      <p role="alert" className="text-sm text-ink">
        {t('invitation.gone')}
      </p>
    );
  }
  const { merchantName, invitedBy, role, customRole, expiresAt, hasLogin } = preview.data;
  const join = async () => {
    setJoining(true);
    try {
      const { merchantId } = await joinTeam(token);
      setMerchantId(merchantId);
      enterPanel();
    } finally {
      setJoining(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold text-ink">
        {t('invitation.title', {
          invitedBy,
          merchant: merchantName,
          role: roleWords(t, role, customRole?.name),
        })}
      </h1>
      <p className="text-sm text-ink-muted">
        {t('invitation.expires', { date: formatDateTime(expiresAt) })}
      </p>
      {hasAccessToken() ? (
        <Button loading={joining} onClick={() => void join()}>
          {t('invitation.join', { merchant: merchantName })}
        </Button>
      ) : hasLogin ? (
        <>
          <p className="text-sm text-ink">{t('invitation.hasLogin')}</p>
          <a
            className={buttonClass('primary')}
            href={`/auth/login?redirect=${encodeURIComponent(`/auth/invitation/${token}`)}`}
          >
            {t('invitation.login')}
          </a>
        </>
      ) : (
        <NewLoginForm token={token} />
      )}
    </div>
  );
}
