import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@mp/contract/ums/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { toApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { login } from '../api/login';

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
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async (values: LoginBody) => {
    setFailure(undefined);
    try {
      await login(values);
      await onLoggedIn();
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
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
