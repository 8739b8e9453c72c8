import type { LoginBody } from '@mp/contract/ums/auth';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';

/*
 * The login page must stay within its JavaScript budget (scripts/bundle-budget.test.mjs): zod
 * (the contract's schema) and axios (the api client) are used on submit only, so they are
 * fetched once the merchant starts on the form (focus or press), not while the page loads.
 */
const loadSubmitting = () =>
  Promise.all([
    import('@hookform/resolvers/zod'),
    import('@mp/contract/ums/auth'),
    import('../api/login'),
    import('@/lib/api-client'),
  ]).then(([{ zodResolver }, { loginBodySchema }, { login }, { toApiError }]) => ({
    resolver: zodResolver(loginBodySchema),
    login,
    toApiError,
  }));

/** The contract's login body schema, fetched with the rest on first use. */
const loginResolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadSubmitting()).resolver(values, context, options);

type LoginFormProps = { onLoggedIn: () => Promise<void> };

/** Phone or e-mail plus password; the server's message (401, 429) is shown under the form. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  const prefetch = () => void loadSubmitting().catch(() => {});

  const onSubmit = async (values: LoginBody) => {
    setFailure(undefined);
    const { login, toApiError } = await loadSubmitting();
    try {
      await login(values);
      await onLoggedIn();
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={prefetch}
      onPointerDown={prefetch}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        inputMode="email"
        error={errors.username ? t('auth.required') : undefined}
        {...register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password ? t('auth.required') : undefined}
        {...register('password')}
      />
      <FormError message={failure} />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.login')}
      </Button>
    </form>
  );
}
