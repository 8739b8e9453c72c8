import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterSignIn } from '@/features/auth/lib/after-sign-in';
import { merchantsQueryOptions } from '@/features/merchants/api/get-merchants';
import { applyMerchantSelection } from '@/features/merchants/lib/select-merchant';
import { useT } from '@/lib/i18n/i18n';

const route = getRouteApi('/auth/auth/login');

export function LoginScreen() {
  const t = useT();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const afterLogin = async () => {
    const merchants = await queryClient.fetchQuery(merchantsQueryOptions());
    applyMerchantSelection(merchants);
    await navigate(afterSignIn(redirect));
  };

  return (
    <>
      <h1 className="mb-5 text-lg font-semibold text-ink">{t('auth.loginTitle')}</h1>
      <LoginForm onLoggedIn={afterLogin} />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/reset-password" className="text-accent hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </p>
    </>
  );
}
