import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@mp/contract/ums/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, TextField } from '@/components/ui/form-field';
import { toApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { login } from '../api/login';
import { sendOtp } from '../api/send-otp';

type LoginFormProps = { onLoggedIn: () => Promise<void> };

/**
 * Phone or e-mail plus password; the server's message (401, 429) is shown under the form. While
 * the account is being guessed, a browser it has never seen also asks for a code texted to the
 * account's phone (LOGIN_CODE_REQUIRED): the form then offers to send one and a field for it.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
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
      const { errorCode, message } = toApiError(error);
      if (errorCode === 'LOGIN_CODE_REQUIRED') setCodeNeeded(true);
      else setFailure(message);
    }
  };

  const sendCode = async () => {
    setFailure(undefined);
    setSending(true);
    try {
      await sendOtp({ username: getValues('username') });
      setCodeSent(true);
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      setSending(false);
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
      {codeNeeded ? (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {t('auth.loginCodeNeeded')}
          </p>
          <Button variant="secondary" loading={sending} onClick={() => void sendCode()}>
            {codeSent ? t('auth.resendOtp') : t('auth.sendOtp')}
          </Button>
          {codeSent ? (
            <p role="status" className="text-xs text-success">
              {t('auth.codeSent')}
            </p>
          ) : null}
          <TextField
            label={t('auth.otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            error={errors.otp?.message}
            {...register('otp', { setValueAs: (value: string) => value || undefined })}
          />
        </>
      ) : null}
      <FormError message={failure} />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.login')}
      </Button>
    </form>
  );
}
