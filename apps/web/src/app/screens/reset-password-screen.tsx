import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ResetPasswordFlow } from '@/features/auth/components/reset-password-flow';
import { useT } from '@/lib/i18n/i18n';
import { clearTokens, getAccessToken } from '@/lib/session';
import { toast } from '@/lib/toast-store';

/**
 * The spec's Change Password target. Signed in: the current password and a new one (this device
 * stays signed in), with the code flow a click away for a forgotten current password. Signed
 * out: the code flow.
 */
export function ResetPasswordScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [forgotCurrent, setForgotCurrent] = useState(false);

  if (getAccessToken() && !forgotCurrent) {
    const changed = () => {
      toast.success(t('auth.changedHere'));
      void navigate({ to: '/merchant/orders/$stage', params: { stage: 'all' } });
    };
    return (
      <>
        <h1 className="mb-5 text-lg font-semibold text-ink">{t('auth.changeTitle')}</h1>
        <ChangePasswordForm onDone={changed} />
        <div className="mt-4 flex flex-col items-center gap-2 text-sm">
          <Button variant="ghost" size="sm" onClick={() => setForgotCurrent(true)}>
            {t('auth.forgotCurrent')}
          </Button>
          <Link
            to="/merchant/orders/$stage"
            params={{ stage: 'all' }}
            className="text-accent hover:underline"
          >
            {t('auth.backToPanel')}
          </Link>
        </div>
      </>
    );
  }

  const done = () => {
    // A password set by code ends every session, this one too: the login page is really shown.
    clearTokens();
    toast.success(t('auth.passwordChanged'));
    void navigate({ to: '/auth/login' });
  };

  return (
    <>
      <h1 className="mb-5 text-lg font-semibold text-ink">{t('auth.resetTitle')}</h1>
      <ResetPasswordFlow onDone={done} />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/login" className="text-accent hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </>
  );
}
