import { Link, useNavigate } from '@tanstack/react-router';
import { ResetPasswordFlow } from '@/features/auth/components/reset-password-flow';
import { useT } from '@/lib/i18n/i18n';
import { clearTokens } from '@/lib/session';
import { toast } from '@/lib/toast-store';

export function ResetPasswordScreen() {
  const t = useT();
  const navigate = useNavigate();

  const done = () => {
    // A changed password ends the current session too, so the login page is really shown.
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
